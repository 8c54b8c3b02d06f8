import type { FastifyBaseLogger } from 'fastify';
import type { CompanyLookupResult, WhiteListCheckResult } from '@saldo/contracts/lookup';
import { validateNip } from '@saldo/domain/identifiers/nip';
import type { Db } from '../../db/client.ts';
import type { GusClient, GusCompany } from '../../integrations/gus/gus-types.ts';
import { normalizeAccountNumber } from '../../integrations/white-list/white-list-client.ts';
import {
  WhiteListError,
  type WhiteListClient,
  type WhiteListSubject,
  type WhiteListVatStatus,
} from '../../integrations/white-list/white-list-types.ts';
import { failureDetail } from '../../integrations/service-failure.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate, type MessageKey } from '../../i18n/translate.ts';
import type { Language } from '@saldo/i18n/languages';
import type { ServiceRecorder } from '../connections/connections.service.ts';
import { DAY_MS, now, todayInPoland } from '../../lib/dates.ts';
import { findCachedLookup, saveLookup } from './company-lookups.repository.ts';
import { splitWhiteListAddress } from './white-list-address.ts';

export interface Registers {
  /** Null when no GUS key is configured: the white list alone then supplies name and address. */
  gus: GusClient | null;
  whiteList: WhiteListClient;
  log: FastifyBaseLogger;
  /** Notes each register's outcome for the Connections tab; absent in tests of the look-up alone. */
  record?: ServiceRecorder;
  /** The reader's language, for the reasons a failed look-up gives (English when absent). */
  language?: Language;
}

type Outcome<T> = { kind: 'found'; value: T } | { kind: 'not_found' } | { kind: 'failed'; reason: string };

const vatStatusOf: Record<WhiteListVatStatus, CompanyLookupResult['vatStatus']> = {
  Czynny: 'active',
  Zwolniony: 'exempt',
  Niezarejestrowany: 'not_registered',
};

export const invalidNip = () =>
  new AppError(400, 'contractors.invalidNip', { fieldErrors: { nip: { key: 'contractors.invalidNip' } } });

const reasonOf = (error: unknown) =>
  error instanceof Error && 'kind' in error ? String(error.kind) : 'unexpected';

// A register that cannot be reached is an everyday condition, not a fault of ours: one warning line
// naming the register and why, no stack.
async function askGus({ gus, log, record }: Registers, nip: string) {
  if (!gus) return { kind: 'failed', reason: 'not_configured' } as const;
  try {
    const answer = await gus.findByNip(nip);
    await record?.success('gus');
    return answer.status === 'found'
      ? ({ kind: 'found', value: answer.company } as const)
      : ({ kind: 'not_found' } as const);
  } catch (error) {
    log.warn({ register: 'gus', reason: failureDetail(error) }, 'GUS look-up failed');
    await record?.failure('gus', error);
    return { kind: 'failed', reason: reasonOf(error) } as const;
  }
}

async function askWhiteList({ whiteList, log, record }: Registers, nip: string) {
  try {
    const answer = await whiteList.searchByNip(nip, todayInPoland());
    await record?.success('whiteList');
    return { kind: 'found', value: answer } as const;
  } catch (error) {
    log.warn({ register: 'white-list', reason: failureDetail(error) }, 'white list look-up failed');
    await record?.failure('whiteList', error);
    return { kind: 'failed', reason: reasonOf(error) } as const;
  }
}

// Why a register failed, in words the user gets (errors namespace, lookup.why.*).
const whyKeys = {
  not_configured: 'lookup.why.notConfigured',
  unavailable: 'lookup.why.unavailable',
  invalid_key: 'lookup.why.invalidKey',
  rate_limited: 'lookup.why.rateLimited',
} as const satisfies Record<string, MessageKey>;
const whyOf = (reason: string): MessageKey =>
  reason in whyKeys ? whyKeys[reason as keyof typeof whyKeys] : 'lookup.why.unexpected';

function fromGus(company: GusCompany) {
  return {
    source: 'gus' as const,
    name: company.name,
    regon: company.regon,
    krs: company.krs ?? null,
    // A village without streets has its building number after the place name, and no street.
    street: company.street ?? '',
    buildingNumber: company.buildingNumber ?? '',
    flatNumber: company.flatNumber ?? null,
    postalCode: company.postalCode,
    city: company.city,
    country: company.country,
  };
}

function fromWhiteList(subject: WhiteListSubject) {
  const address = splitWhiteListAddress(subject.workingAddress ?? subject.residenceAddress ?? '');
  return {
    source: 'white-list' as const,
    name: subject.name,
    regon: subject.regon,
    krs: subject.krs,
    ...address,
    country: 'PL',
  };
}

/**
 * A company by NIP: name and address from GUS (when configured), VAT status and bank accounts from
 * the white list, asked in parallel. Answers are cached for a day. 404 when no register knows the
 * NIP and at least one said so; 503 when none could answer.
 */
export async function lookupCompany(
  db: Db,
  registers: Registers,
  nipInput: string,
): Promise<CompanyLookupResult> {
  const checked = validateNip(nipInput);
  if (!checked.ok) throw invalidNip();
  const nip = checked.value;
  const cached = await findCachedLookup(db, nip);
  if (cached && now().getTime() - cached.fetchedAt.getTime() < DAY_MS) return cached.result;

  const [gus, whiteList] = await Promise.all([askGus(registers, nip), askWhiteList(registers, nip)]);
  const subject = whiteList.kind === 'found' ? whiteList.value.subject : null;
  const identity = gus.kind === 'found' ? fromGus(gus.value) : subject ? fromWhiteList(subject) : null;
  if (!identity) {
    const outcomes: Outcome<unknown>[] = [
      gus,
      whiteList.kind === 'found' ? { kind: 'not_found' } : whiteList,
    ];
    if (outcomes.some((outcome) => outcome.kind === 'not_found')) throw new AppError(404, 'lookup.notFound');
    const reasons = outcomes.map((outcome) => (outcome.kind === 'failed' ? outcome.reason : ''));
    if (reasons.every((reason) => reason === 'not_configured'))
      throw new AppError(503, 'lookup.notConfigured');
    if (reasons.includes('rate_limited')) throw new AppError(503, 'lookup.rateLimited');
    // Which register failed and why, so the user knows whether to wait, tell the administrator or
    // type the data in (the Connections tab has the details).
    throw new AppError(503, 'lookup.unavailableBecause', {
      params: {
        gus: translate(registers.language ?? 'en', whyOf(reasons[0] ?? '')),
        whiteList: translate(registers.language ?? 'en', whyOf(reasons[1] ?? '')),
      },
    });
  }

  const fetchedAt = now();
  const result: CompanyLookupResult = {
    ...identity,
    nip,
    regon: identity.regon ?? subject?.regon ?? null,
    krs: identity.krs ?? subject?.krs ?? null,
    // Not on the list (subject null) means not a registered VAT payer on that day.
    vatStatus:
      whiteList.kind !== 'found'
        ? null
        : subject?.statusVat
          ? vatStatusOf[subject.statusVat]
          : 'not_registered',
    bankAccounts: subject ? [...subject.accountNumbers] : [],
    checkedAt: fetchedAt.toISOString(),
    whiteListRequestId: whiteList.kind === 'found' ? whiteList.value.requestId : null,
  };
  await saveLookup(db, nip, result, fetchedAt);
  return result;
}

/** Is this account on the white list for this NIP on this date (evidence for the split-payment rules). */
export async function checkWhiteListAccount(
  whiteList: WhiteListClient,
  body: { nip: string; account: string; date: string },
): Promise<WhiteListCheckResult> {
  const nip = validateNip(body.nip);
  if (!nip.ok) throw invalidNip();
  const account = normalizeAccountNumber(body.account);
  if (account === null) {
    throw new AppError(400, 'lookup.invalidAccount', {
      fieldErrors: { account: { key: 'lookup.invalidAccount' } },
    });
  }
  try {
    const answer = await whiteList.checkAccount(nip.value, account, body.date);
    return {
      accountAssigned: answer.accountAssigned,
      requestId: answer.requestId,
      checkedAt: now().toISOString(),
    };
  } catch (error) {
    if (!(error instanceof WhiteListError)) throw error;
    // NIP and account were checked above, so a refused field is the date (future, or before the list).
    if (error.kind === 'invalid_input') {
      throw new AppError(400, 'validation.correctFields', {
        fieldErrors: { date: { key: 'validation.date' } },
      });
    }
    if (error.kind === 'rate_limited') throw new AppError(503, 'lookup.rateLimited');
    if (error.kind === 'not_configured') throw new AppError(503, 'lookup.notConfigured');
    throw new AppError(503, 'lookup.whiteListUnavailable');
  }
}
