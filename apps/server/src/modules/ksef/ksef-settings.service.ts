// The company's KSeF connection: environment, the sealed token, and what is automatic.
import type { KsefOfflineCertificateInput, KsefSettings, KsefSettingsInput } from '@saldo/contracts/ksef';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { KsefApiClient } from '../../integrations/ksef-api/ksef-api-client.ts';
import type { KsefApiClientOptions } from '../../integrations/ksef-api/ksef-api-types.ts';
import {
  ksefEnvironment,
  type KsefEnvironmentAddresses,
} from '../../integrations/ksef-api/ksef-environments.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { getCompany } from '../organizations/company.service.ts';
import { insertOrganizationAudit } from '../organizations/organization-audit.repository.ts';
import { readOfflineCertificate } from './ksef-offline-certificate.ts';
import { findKsefSettings, lockObligedFrom, upsertKsefSettings } from './ksef.repository.ts';
import type { KsefSettingsRow } from './ksef.table.ts';

/**
 * Whether the organization's KSeF settings send invoices on issue: then every path that creates an
 * invoice (the form, a proforma's conversion, a recurring copy) queues it in the creating transaction.
 */
export function sendsOnIssue(settings: Pick<KsefSettingsRow, 'sendOnIssue' | 'tokenSealed'> | undefined) {
  return Boolean(settings?.sendOnIssue && settings.tokenSealed);
}

export function toKsefSettings(row: KsefSettingsRow | undefined): KsefSettings {
  return {
    environment: row?.environment ?? 'test',
    tokenSet: Boolean(row?.tokenSealed),
    tokenHint: row?.tokenHint ?? '',
    sendOnIssue: row?.sendOnIssue ?? false,
    receive: row?.receive ?? false,
    obligedFrom: row?.obligedFrom ?? null,
    offlineCertificate:
      row?.offlineCertificateSerial && row.offlineCertificateValidTo && row.offlineKeySealed
        ? { serial: row.offlineCertificateSerial, validTo: row.offlineCertificateValidTo.toISOString() }
        : null,
  };
}

export async function getKsefSettings(db: Db, organizationId: number): Promise<KsefSettings> {
  return toKsefSettings(await findKsefSettings(db, organizationId));
}

/**
 * A change of the day the company is obliged from changes what its printed invoices are (a preview or
 * an invoice): it is recorded in the organization's audit, with who and what it was, in the same
 * transaction.
 */
export async function updateKsefSettings(
  db: Db,
  box: SecretBox,
  change: { organizationId: number; userId: number },
  input: KsefSettingsInput,
): Promise<KsefSettings> {
  const { organizationId, userId } = change;
  const token =
    input.token === undefined
      ? {}
      : input.token === ''
        ? { tokenSealed: null, tokenHint: '' }
        : { tokenSealed: box.seal(input.token), tokenHint: input.token.slice(-4) };
  const values = {
    environment: input.environment,
    sendOnIssue: input.sendOnIssue,
    receive: input.receive,
    ...token,
    ...(input.obligedFrom === undefined ? {} : { obligedFrom: input.obligedFrom }),
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const was = (await lockObligedFrom(tx, organizationId)) ?? null;
    const row = await upsertKsefSettings(tx, organizationId, values);
    const now = row?.obligedFrom ?? null;
    if (was !== now) {
      await insertOrganizationAudit(tx, {
        organizationId,
        userId,
        action: 'ksefObligationSet',
        details: { from: now, before: was },
      });
    }
    return toKsefSettings(row);
  });
}

/**
 * Stores the offline certificate (checked: readable, its own key, a key KSeF accepts, not expired) with
 * the key sealed, or removes it (null). Audited: it decides whether invoices can be issued offline.
 */
export async function setOfflineCertificate(
  db: Db,
  box: SecretBox,
  change: { organizationId: number; userId: number },
  input: KsefOfflineCertificateInput | null,
): Promise<KsefSettings> {
  const { organizationId, userId } = change;
  const read = input === null ? null : readOfflineCertificate(input);
  const values = {
    offlineCertificate: read?.der ?? null,
    offlineKeySealed: read === null ? null : box.seal(read.keyPem),
    offlineCertificateSerial: read?.serial ?? null,
    offlineCertificateValidTo: read?.validTo ?? null,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const row = await upsertKsefSettings(tx, organizationId, values);
    await insertOrganizationAudit(tx, {
      organizationId,
      userId,
      action: read === null ? 'ksefOfflineCertificateRemoved' : 'ksefOfflineCertificateSet',
      details: read === null ? {} : { serial: read.serial, validTo: read.validTo.toISOString() },
    });
    return toKsefSettings(row);
  });
}

/** What talking to KSeF for one company takes. */
export interface KsefConnection {
  client: KsefApiClient;
  addresses: KsefEnvironmentAddresses;
  nip: string;
  token: string;
  settings: KsefSettingsRow;
}

export function ksefAddresses(
  config: Pick<Config, 'ksefApiUrl' | 'ksefQrUrl'>,
  row: KsefSettingsRow | undefined,
) {
  return ksefEnvironment(row?.environment ?? 'test', {
    apiBaseUrl: config.ksefApiUrl,
    qrBaseUrl: config.ksefQrUrl,
  });
}

/** The connection, or 409 saying what is missing (no token, a token sealed under another key, no NIP). */
export async function ksefConnection(
  db: Db,
  config: Config,
  box: SecretBox,
  organizationId: number,
  clientOptions: Partial<KsefApiClientOptions> = {},
): Promise<KsefConnection> {
  const settings = await findKsefSettings(db, organizationId);
  if (!settings?.tokenSealed) throw new AppError(409, 'ksef.notConfigured');
  const token = box.open(settings.tokenSealed);
  if (token === null) throw new AppError(409, 'ksef.tokenUnreadable');
  const company = await getCompany(db, organizationId);
  const nip = company.nip.replace(/\D/g, '');
  if (nip.length !== 10) throw new AppError(409, 'ksef.companyNipMissing');
  const addresses = ksefAddresses(config, settings);
  return {
    client: new KsefApiClient({
      baseUrl: addresses.apiBaseUrl,
      timeoutMs: config.lookupTimeoutMs * 3,
      ...clientOptions,
    }),
    addresses,
    nip,
    token,
    settings,
  };
}
