// The company's Przelewy24 account as the shop uses it: opened from its sealed keys, or null
// when incomplete (then the checkout does not offer the payment link).
import { P24_SANDBOX_URL, type PaymentSettings } from '@saldo/contracts/shop';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { P24Account } from '../../integrations/przelewy24/p24-client.ts';
import { createSecretBox, type SecretBox } from '../../lib/secret-box.ts';
import { findPaymentSettings } from './payments.repository.ts';
import type { PaymentSettingsRow } from './shop-payments.table.ts';

export const boxOf = (ctx: Pick<AppContext, 'config'>): SecretBox => createSecretBox(ctx.config.secretsKey);

export function toSettings(row: PaymentSettingsRow | undefined, box: SecretBox): PaymentSettings {
  return {
    configured: accountOf(row, box) !== null,
    merchantId: row?.merchantId ?? null,
    posId: row?.posId ?? null,
    baseUrl: row?.baseUrl ?? P24_SANDBOX_URL,
    apiKeySet: Boolean(row?.apiKeySealed),
    crcSet: Boolean(row?.crcSealed),
  };
}

/** The usable account, or null: both ids set and both keys open under today's secrets key. */
export function accountOf(row: PaymentSettingsRow | undefined, box: SecretBox): P24Account | null {
  if (!row?.merchantId || !row.posId || !row.apiKeySealed || !row.crcSealed) return null;
  const apiKey = box.open(row.apiKeySealed);
  const crc = box.open(row.crcSealed);
  if (!apiKey || !crc) return null;
  return { merchantId: row.merchantId, posId: row.posId, apiKey, crc, baseUrl: row.baseUrl };
}

/** Whether the checkout may offer payment_link to this organization's buyers. */
export async function paymentLinkConfigured(ctx: Pick<AppContext, 'config'>, db: Db, organizationId: number) {
  return accountOf(await findPaymentSettings(db, organizationId), boxOf(ctx)) !== null;
}
