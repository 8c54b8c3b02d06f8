// KSeF XML files a user drops in become draft cost documents: each file is validated against the
// official schema, parsed, matched to its supplier by NIP (created when new) and stored with the XML
// as its attachment, all in one transaction per file. A refused file never stops the others.
import type { CostImportResult, CostInput } from '@saldo/contracts/costs';
import type { PaymentMethod } from '@saldo/contracts/invoices';
import { CURRENCY_CODES, type CurrencyCode } from '@saldo/domain/currency';
import { isValidKsefNumber } from '@saldo/domain/identifiers/ksef-number';
import { vatInGross } from '@saldo/domain/cost-totals';
import { divRoundHalfUp, formatScaled } from '@saldo/domain/decimal';
import { toDecimalString, type Money } from '@saldo/domain/money';
import type { VatRateCode } from '@saldo/domain/vat-rates';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate, type MessageKey, type MessageParams } from '../../i18n/translate.ts';
import type { ParsedKsefInvoice } from '../../integrations/ksef/ksef-invoice.ts';
import { getCompany } from '../organizations/company.service.ts';
import { exchangeRateFor } from '../invoices/invoice-actions.service.ts';
import type { Caller } from '../../lib/caller.ts';
import { addAttachment, type CostFiles, type UploadedFile } from './cost-files.ts';
import { supplierFromKsef } from './cost-import-supplier.ts';
import { isDuplicateViolation, insertNewCost } from './costs.service.ts';
import { COST_LIMITS, type CostSource } from '@saldo/contracts/costs';
import { notify } from '../notifications/notifications.repository.ts';

export interface ImportDeps {
  ctx: AppContext;
  files: CostFiles;
}

type Refusal = Extract<CostImportResult, { ok: false }>;

class FileRefused extends Error {
  constructor(
    readonly reason: Refusal['reason'],
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
  }
}

/**
 * KSeF numbers look like 5265877635-20250626-010080DD2B5E-26 (or, from KSeF 1.0, with a "-" in the
 * middle of the technical part); the portal and the export name files by them.
 */
const KSEF_NUMBER = /\d{10}-\d{8}-(?:[0-9A-F]{12}|[0-9A-F]{6}-[0-9A-F]{6})-[0-9A-F]{2}/;

export function ksefNumberOfFileName(fileName: string): string | null {
  const candidate = KSEF_NUMBER.exec(fileName.toUpperCase())?.[0] ?? null;
  // Only a number whose checksum holds: a look-alike name must not block a later real import.
  return candidate !== null && isValidKsefNumber(candidate) ? candidate : null;
}

const PAYMENT_FORMS: Readonly<Record<string, PaymentMethod>> = {
  '1': 'cash',
  '2': 'card',
  '6': 'transfer',
};

/**
 * Per-rate rows of the document. Margin-scheme and OSS sums have no deductible Polish VAT, so they are
 * booked as 'np' at their full value (the VAT inside them is the seller's, not ours to deduct).
 */
function rateRows(parsed: ParsedKsefInvoice): CostInput['rates'] {
  const rows = new Map<VatRateCode, { net: Money; vat: Money }>();
  const add = (rate: VatRateCode, net: Money, vat: Money) => {
    const row = rows.get(rate) ?? { net: 0, vat: 0 };
    rows.set(rate, { net: row.net + net, vat: row.vat + vat });
  };
  for (const r of parsed.byRate) add(r.vatRate, r.net, r.vat);
  for (const s of parsed.specialAmounts) add('np', s.value + s.vat, 0);
  if (rows.size === 0) return fallbackRows(parsed);
  return [...rows].map(([vatRate, { net, vat }]) => ({
    vatRate,
    net: toDecimalString(net),
    vat: toDecimalString(vat),
  }));
}

/**
 * A document without per-rate sums: a simplified invoice (UPR) prints only the gross, split here by
 * its lines' one rate; a data-only correction changes no amount and is kept as a zero document.
 */
function fallbackRows(parsed: ParsedKsefInvoice): CostInput['rates'] {
  if (parsed.gross === 0) return [{ vatRate: 'np', net: '0', vat: '0' }];
  const lineRates = new Set(parsed.lines.map((line) => line.vatRate));
  const [only] = [...lineRates];
  if (parsed.kind !== 'UPR' || lineRates.size !== 1 || only === undefined || only === null) {
    throw new FileRefused('unsupported', 'costs.import.unsupported', { detail: 'P_13/P_14' });
  }
  const vat = vatInGross(parsed.gross, only);
  return [{ vatRate: only, net: toDecimalString(parsed.gross - vat), vat: toDecimalString(vat) }];
}

function notesOf(parsed: ParsedKsefInvoice): string {
  const notes = [`KSeF ${parsed.schema}, ${parsed.kind}`];
  for (const corrected of parsed.correctedInvoices) {
    notes.push(`Korekta faktury ${corrected.number} z dnia ${corrected.issueDate}`);
  }
  if (parsed.correctionReason !== '') notes.push(`Przyczyna korekty: ${parsed.correctionReason}`);
  return notes.join('\n');
}

/**
 * A document whose lines were converted at different rates (advances received on different days)
 * gives no single rate, but states its VAT in PLN (P_14_xW). The rate it implies, PLN VAT over VAT,
 * books the document at the supplier's own conversion rather than at an NBP rate of our choosing.
 */
function averageRateOf(parsed: ParsedKsefInvoice): string | null {
  let vat = 0n;
  let vatPln = 0n;
  for (const r of parsed.byRate) {
    if (r.vatPln === null) continue;
    vat += BigInt(r.vat);
    vatPln += BigInt(r.vatPln);
  }
  if (vat === 0n || vatPln === 0n) return null;
  return formatScaled(Number(divRoundHalfUp(vatPln * 10_000n, vat)), 4, { minDecimals: 4 });
}

async function exchangeRateOf(ctx: AppContext, parsed: ParsedKsefInvoice, currency: CurrencyCode) {
  if (currency === 'PLN') return null;
  if (parsed.exchangeRate !== null) return parsed.exchangeRate;
  const average = averageRateOf(parsed);
  if (average !== null) return average;
  // Art. 31a: the NBP rate of the last business day before the tax point; the issue date stands in.
  try {
    return (await exchangeRateFor(ctx, currency, parsed.issueDate)).rate;
  } catch {
    throw new FileRefused('unsupported', 'costs.import.exchangeRateMissing', { currency });
  }
}

async function costInputOf(
  ctx: AppContext,
  parsed: ParsedKsefInvoice,
  contractorId: number,
): Promise<CostInput> {
  const currency = (CURRENCY_CODES as readonly string[]).includes(parsed.currency)
    ? (parsed.currency as CurrencyCode)
    : null;
  if (currency === null) {
    throw new FileRefused('unsupported', 'costs.import.unsupported', { detail: parsed.currency });
  }
  const rates = rateRows(parsed);
  const today = todayInPoland();
  const receiptDate = today < parsed.issueDate ? parsed.issueDate : today;
  const dueDate =
    parsed.dueDate !== null && parsed.dueDate >= parsed.issueDate ? parsed.dueDate : parsed.issueDate;
  return {
    contractorId,
    number: parsed.number.slice(0, COST_LIMITS.number),
    issueDate: parsed.issueDate,
    receiptDate,
    dueDate,
    bookingPeriod: receiptDate.slice(0, 7),
    categoryId: null,
    currency,
    exchangeRate: await exchangeRateOf(ctx, parsed, currency),
    entryMode: 'summary',
    lines: [],
    rates,
    amountDue: toDecimalString(parsed.gross),
    vatDeduction: 'full',
    deductionBasis: '',
    vatPeriod: null,
    paymentMethod: (parsed.paymentForm !== null && PAYMENT_FORMS[parsed.paymentForm]) || 'transfer',
    bankAccount: parsed.bankAccount.replace(/\s/g, '').slice(0, 50),
    splitPayment: parsed.splitPayment,
    notes: notesOf(parsed),
  };
}

/**
 * The files read in the worker pool in one task (decoded, checked against their schema, parsed), or
 * their refusals, in order. One task, not one per file: their schema checks share xmllint runs.
 */
async function readValid(
  deps: ImportDeps,
  owner: number | null,
  uploads: readonly (UploadedFile & { tooLarge: boolean })[],
): Promise<{ upload: UploadedFile & { tooLarge: boolean }; read: ParsedKsefInvoice | FileRefused }[]> {
  const readable = uploads.filter((upload) => !upload.tooLarge);
  const reads =
    readable.length === 0
      ? []
      : await deps.ctx.workers.run(
          'readKsefFiles',
          readable.map((upload) => upload.data),
          { owner },
        );
  let next = 0;
  return uploads.map((upload) => {
    if (upload.tooLarge) {
      const max = `${Math.round(COST_LIMITS.importFileBytes / (1024 * 1024))} MB`;
      return { upload, read: new FileRefused('too_large', 'costs.import.tooLarge', { max }) };
    }
    const read = reads[next];
    next += 1;
    if (read === undefined) throw new Error('a file was not read');
    return { upload, read: read.ok ? read.invoice : new FileRefused(read.reason, read.key, read.params) };
  });
}

async function importOne(
  deps: ImportDeps,
  caller: Caller,
  upload: UploadedFile & { tooLarge: boolean },
  parsed: ParsedKsefInvoice,
  companyNip: string,
  language: Language,
  source: CostSource,
): Promise<CostImportResult> {
  const buyerNip = parsed.buyer.nip ?? '';
  if (companyNip !== '' && buyerNip !== companyNip) {
    throw new FileRefused('unsupported', 'costs.import.notOurInvoice', {
      buyerNip: buyerNip || '—',
      companyNip,
    });
  }
  const ksefNumber = ksefNumberOfFileName(upload.fileName);
  const { ctx } = deps;
  const result = await ctx.db
    .transaction(async (tx: Db) => {
      const supplier = await supplierFromKsef(tx, caller.organizationId, parsed.seller, parsed.bankAccount);
      const input = await costInputOf(ctx, parsed, supplier.id);
      const row = await insertNewCost(tx, caller.organizationId, caller.id, input, {
        source,
        ksefNumber,
        draft: true,
      });
      await addAttachment(ctx.db, deps.files, caller, row.id, upload, { allowXml: true, tx });
      // The bell (issue 28): a cost fetched from KSeF by the job (an upload is the user's own doing).
      if (source === 'ksef_fetch')
        await notify(tx, {
          organizationId: caller.organizationId,
          kind: 'costReceived',
          params: { number: row.number, supplier: row.supplierName },
          link: `/documents/costs/${row.id}`,
        });
      return { row, supplierCreated: supplier.created };
    })
    .catch((error: unknown) => {
      if (
        isDuplicateViolation(error) ||
        (error instanceof AppError && error.messageKey === 'costs.duplicate')
      ) {
        throw new FileRefused('duplicate', 'costs.import.duplicate', { number: parsed.number });
      }
      if (error instanceof AppError && error.statusCode === 400) {
        const first = Object.values(error.fieldErrors ?? {})[0];
        const detail = first
          ? translate(language, first.key, first.params)
          : translate(language, error.messageKey);
        throw new FileRefused('unsupported', 'costs.import.invalidFigures', { detail });
      }
      throw error;
    });
  return {
    ok: true,
    fileName: upload.fileName,
    costId: result.row.id,
    number: result.row.number,
    supplierName: result.row.supplierName,
    supplierNip: result.row.supplierNip,
    supplierCreated: result.supplierCreated,
    gross: result.row.gross,
    currency: result.row.currency,
  };
}

export async function importKsefFiles(
  deps: ImportDeps,
  caller: Caller,
  uploads: readonly (UploadedFile & { tooLarge: boolean })[],
  language: Language,
  /** 'ksef_fetch' when the KSeF receive job brings the files. */
  source: CostSource = 'ksef_file',
): Promise<{ results: CostImportResult[] }> {
  const company = await getCompany(deps.ctx.db, caller.organizationId);
  const companyNip = company.nip.replace(/\D/g, '');
  // Every file is read before any is written, so a busy worker pool (429/503) refuses the request
  // as a whole instead of after half of its files.
  const owner = source === 'ksef_fetch' ? null : caller.id;
  const reads = await readValid(deps, owner, uploads);
  const results: CostImportResult[] = [];
  // One at a time: two files of the same supplier must not both create it.
  for (const { upload, read } of reads) {
    try {
      if (read instanceof FileRefused) throw read;
      results.push(await importOne(deps, caller, upload, read, companyNip, language, source));
    } catch (error) {
      if (!(error instanceof FileRefused)) throw error;
      results.push({
        ok: false,
        fileName: upload.fileName,
        reason: error.reason,
        message: translate(language, error.key, error.params),
      });
    }
  }
  return { results };
}
