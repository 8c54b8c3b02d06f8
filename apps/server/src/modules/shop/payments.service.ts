// Online payment of an order through the company's Przelewy24 account: the settings (keys sealed,
// never sent back), registering a transaction for what the order's document still owes, and the
// gateway's status notification, which is believed only when its sign matches our CRC key and P24
// itself confirms the transaction (verify); then the payment is recorded on the document once.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type P24Notification, type PaymentSettings, type PaymentSettingsInput } from '@saldo/contracts/shop';
import { paymentSettingsInputSchema } from '@saldo/contracts/shop';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import {
  createP24Client,
  notificationSignValid,
  P24Error,
  paymentPageUrl,
} from '../../integrations/przelewy24/p24-client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import { scopeOf } from '../../lib/caller.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { recordInvoicePayment } from '../invoices/invoice-actions.service.ts';
import { lockInvoice, findInvoice } from '../invoices/invoices.repository.ts';
import { insertOrganizationAudit } from '../organizations/organization-audit.repository.ts';
import { findOrder } from './orders.repository.ts';
import { orderNumber } from './orders.service.ts';
import {
  findPaymentBySession,
  findPaymentSettings,
  insertPayment,
  lockOrderOfPayment,
  markPaymentPaid,
  upsertPaymentSettings,
} from './payments.repository.ts';
import { accountOf, boxOf, toSettings } from './payment-account.ts';

export async function getPaymentSettings(ctx: AppContext, organizationId: number): Promise<PaymentSettings> {
  return toSettings(await findPaymentSettings(ctx.db, organizationId), boxOf(ctx));
}

/** Saves the account; a key left out keeps the stored one, an empty one removes it. Audited (no keys). */
export async function savePaymentSettings(
  ctx: AppContext,
  caller: Caller,
  body: PaymentSettingsInput,
): Promise<PaymentSettings> {
  const input = paymentSettingsInputSchema.parse(body);
  const box = boxOf(ctx);
  const sealed = (value: string | undefined) =>
    value === undefined ? undefined : value === '' ? null : box.seal(value);
  const apiKeySealed = sealed(input.apiKey);
  const crcSealed = sealed(input.crc);
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await upsertPaymentSettings(tx, caller.organizationId, {
      merchantId: input.merchantId,
      posId: input.posId,
      baseUrl: input.baseUrl.replace(/\/+$/, ''),
      ...(apiKeySealed === undefined ? {} : { apiKeySealed }),
      ...(crcSealed === undefined ? {} : { crcSealed }),
      updatedAt: new Date(),
    });
    await insertOrganizationAudit(tx, {
      organizationId: caller.organizationId,
      userId: caller.id,
      action: 'shopPaymentSettingsSaved',
      details: {
        merchantId: input.merchantId,
        posId: input.posId,
        baseUrl: input.baseUrl,
        apiKeyChanged: input.apiKey !== undefined,
        crcChanged: input.crc !== undefined,
      },
    });
    return saved;
  });
  return toSettings(row, box);
}

const P24_LANGUAGES: Record<Language, string> = { en: 'en', pl: 'pl', de: 'de', fr: 'fr', pt: 'pt' };

function gatewayFailure(error: unknown): never {
  if (error instanceof P24Error)
    throw new AppError(
      503,
      error.kind === 'unauthorized' ? 'shop.paymentRefusedAccount' : 'shop.paymentUnavailable',
    );
  throw error;
}

/**
 * Registers a Przelewy24 transaction for what the order's document still owes and answers the page
 * where the buyer pays. Each call is a new attempt with its own random sessionId (a payer who
 * closed the page can start again); only a notification of one of them records the payment.
 */
export async function startOrderPayment(
  ctx: AppContext,
  caller: Caller,
  orderId: number,
  language: Language,
): Promise<{ url: string }> {
  const scope = await scopeOf(ctx.db, caller);
  const order = await findOrder(ctx.db, scope, orderId);
  if (!order) throw new AppError(404, 'shop.orderNotFound');
  if (order.payment !== 'payment_link') throw new AppError(409, 'shop.notPaidByLink');
  if (order.status === 'cancelled') throw new AppError(409, 'shop.orderCancelled');
  const account = accountOf(await findPaymentSettings(ctx.db, caller.organizationId), boxOf(ctx));
  if (!account) throw new AppError(400, 'shop.paymentLinkNotConfigured');
  const invoice = order.invoiceId === null ? undefined : await findInvoice(ctx.db, scope, order.invoiceId);
  const owed = invoice ? invoice.toPay - invoice.paid : 0;
  if (!invoice || invoice.status === 'cancelled' || owed <= 0)
    throw new AppError(409, 'shop.orderAlreadyPaid');
  const sessionId = `saldo-${order.id}-${randomUUID()}`;
  const number = orderNumber(order.id);
  let token: string;
  try {
    ({ token } = await createP24Client(account).register({
      sessionId,
      amount: owed,
      currency: invoice.currency,
      description: `${number} ${invoice.number}`.slice(0, 1024),
      email: order.address.email,
      country: order.address.country,
      language: P24_LANGUAGES[language],
      urlReturn: `${ctx.config.appUrl}/apps/e-commerce/orders/${order.id}/payment`,
      urlStatus: `${ctx.config.appUrl}/api/apps/ecommerce/payments/p24/status`,
    }));
  } catch (error) {
    gatewayFailure(error);
  }
  await insertPayment(ctx.db, {
    organizationId: order.organizationId,
    orderId: order.id,
    sessionId,
    amount: owed,
    currency: invoice.currency,
    token,
  });
  return { url: paymentPageUrl(account.baseUrl, token) };
}

/** Refused notifications all answer the same, so the route tells a prober nothing about our data. */
const refused = () => new AppError(400, 'shop.paymentNotificationRefused');

/**
 * The gateway's status notification (public route): believed only with a valid sign under the
 * organization's CRC key, for the ids, amount and currency registered; then P24 confirms it
 * (transaction/verify) and the payment goes onto the order's document with an audit entry, in one
 * transaction. A repeated notification of a recorded payment changes nothing.
 */
export async function acceptPaymentNotification(
  ctx: AppContext,
  log: FastifyBaseLogger,
  body: P24Notification,
): Promise<void> {
  const payment = await findPaymentBySession(ctx.db, body.sessionId);
  if (!payment) throw refused();
  const account = accountOf(await findPaymentSettings(ctx.db, payment.organizationId), boxOf(ctx));
  if (!account || !notificationSignValid(body, account.crc)) throw refused();
  if (
    body.merchantId !== account.merchantId ||
    body.posId !== account.posId ||
    body.amount !== payment.amount ||
    body.originAmount !== payment.amount ||
    body.currency !== payment.currency
  ) {
    log.warn({ paymentId: payment.id }, 'Przelewy24 notification does not match the registered transaction');
    throw refused();
  }
  if (payment.paidAt !== null) return;
  let verified: boolean;
  try {
    verified = await createP24Client(account).verify({
      sessionId: payment.sessionId,
      orderId: body.orderId,
      amount: payment.amount,
      currency: payment.currency,
    });
  } catch (error) {
    if (error instanceof P24Error && error.kind === 'rejected') throw refused();
    // P24 repeats its notification until we answer 200, so a gateway that is down now is retried.
    gatewayFailure(error);
  }
  if (!verified) throw refused();
  await ctx.db.transaction(async (tx) => {
    const locked = await findPaymentBySession(tx, payment.sessionId, true);
    if (!locked || locked.paidAt !== null) return;
    const order = await lockOrderOfPayment(tx, locked);
    if (!order) return;
    await markPaymentPaid(tx, locked.id, body.orderId);
    const invoice =
      order.invoiceId === null ? undefined : await lockInvoice(tx, order.organizationId, order.invoiceId);
    // What is still owed now (the client may have paid part by transfer meanwhile): no more is recorded.
    const owed = invoice && invoice.status !== 'cancelled' ? invoice.toPay - invoice.paid : 0;
    const recorded = Math.min(owed, locked.amount);
    if (invoice && recorded > 0)
      await recordInvoicePayment(tx, null, invoice, {
        amount: recorded,
        date: todayInPoland(),
        // The document's payment methods have no "online" form; P24 moves the money as a transfer.
        method: 'transfer',
        note: `Przelewy24 ${body.orderId}`,
      });
    await insertOrganizationAudit(tx, {
      organizationId: order.organizationId,
      userId: null,
      action: 'shopOrderPaidOnline',
      details: {
        order: order.id,
        invoice: order.invoiceId,
        amount: locked.amount,
        recorded,
        gatewayOrderId: body.orderId,
      },
    });
  });
}
