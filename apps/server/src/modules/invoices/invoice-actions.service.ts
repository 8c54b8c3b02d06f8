// What happens to an invoice after it is written: payments, cancelling, converting a proforma,
// sending it by e-mail, its PDF, and the NBP rate the form asks for.
import type {
  ExchangeRateResponse,
  InvoiceResponse,
  PaymentInputBody,
  SendInvoiceBody,
} from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import { storedStatusAfterPayments } from '@saldo/domain/invoice-status';
import { formatMoney, parseMoney, type Money } from '@saldo/domain/money';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { createNbpClient } from '../../integrations/nbp/nbp-client.ts';
import type { ServiceRecorder } from '../connections/connections.service.ts';
import { NbpError } from '../../integrations/nbp/nbp-types.ts';
import { translate } from '../../i18n/translate.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { printedKsef } from '../ksef/ksef-queue.service.ts';
import { assertMaySend, sendingTransaction } from '../mail/outside-mail.service.ts';
import { findLogoOfOrganization } from '../organizations/logos.repository.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { invoicePdfFilename } from './pdf/invoice-pdf.ts';
import {
  findInvoice,
  heldByKsef,
  insertAudit,
  lockInvoice,
  sumPayments,
  updateInvoiceRow,
} from './invoices.repository.ts';
import type { InvoiceRow } from './invoices.table.ts';
import { deleteInvoicePayment, insertInvoicePayment } from './invoice-payments.repository.ts';
import { inputFromRow, insertNewInvoice, invoiceNotFound, invoiceResponse } from './invoices.service.ts';
import { type Caller, scopeOf } from '../../lib/caller.ts';
import { notify } from '../notifications/notifications.repository.ts';

/** Recomputes paid, balance and the stored status from the payments, in the caller's transaction. */
async function settle(tx: Db, row: InvoiceRow): Promise<InvoiceRow> {
  const paid = await sumPayments(tx, row.id);
  const status = storedStatusAfterPayments(
    row.status,
    row.toPay,
    paid === 0 ? [] : [{ amount: paid, date: '' }],
    row.sentAt !== null,
  );
  return updateInvoiceRow(tx, row.id, { paid, balance: row.toPay - paid, status });
}

export async function addPayment(
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: Required<PaymentInputBody>,
): Promise<InvoiceResponse> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, caller.organizationId, id);
    if (!current) throw invoiceNotFound();
    const amount = parseMoney(body.amount);
    if (!amount.ok) throw validationError({ amount: { key: 'invoices.invalidNumber' } });
    const payment = { amount: amount.value, date: body.date, method: body.method, note: body.note.trim() };
    return (await recordInvoicePayment(tx, caller.id, current, payment)).row;
  });
  return invoiceResponse(ctx.db, row);
}

export interface RecordedPayment {
  readonly amount: Money;
  readonly date: string;
  readonly method: PaymentInputBody['method'];
  readonly note: string;
}

/**
 * A payment on a locked invoice, in the caller's transaction: the payment form and the bank
 * reconciliation record payments through this one path, so status, debt and reports follow alike.
 */
export async function recordInvoicePayment(
  tx: Db,
  /** null: no user recorded it (a payment gateway's confirmed notification). */
  userId: number | null,
  current: InvoiceRow,
  payment: RecordedPayment,
): Promise<{ row: InvoiceRow; paymentId: number }> {
  if (current.status === 'cancelled') throw new AppError(409, 'invoices.cancelledNoPayments');
  if (payment.amount === 0) throw validationError({ amount: { key: 'invoices.mustNotBeZero' } });
  const balance = current.toPay - current.paid;
  // Same sign as what is owed (a refund on a negative correction is a negative payment), and no more.
  if (Math.sign(payment.amount) !== Math.sign(balance) || Math.abs(payment.amount) > Math.abs(balance)) {
    const formatted = formatMoney(balance, { currency: current.currency });
    throw validationError({ amount: { key: 'invoices.paymentTooLarge', params: { balance: formatted } } });
  }
  const paymentId = await insertInvoicePayment(tx, { invoiceId: current.id, ...payment, createdBy: userId });
  await insertAudit(tx, current.id, userId, 'payment_added', {
    amount: payment.amount,
    date: payment.date,
    method: payment.method,
  });
  await notify(tx, {
    organizationId: current.organizationId,
    kind: 'invoicePaid',
    params: { number: current.number, buyer: current.buyerName },
    link: `/apps/invoice/preview/${current.id}`,
    contractorId: current.contractorId,
  });
  return { row: await settle(tx, current), paymentId };
}

export async function removePayment(ctx: AppContext, caller: Caller, id: number, paymentId: number) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, caller.organizationId, id);
    if (!current) throw invoiceNotFound();
    return unrecordInvoicePayment(tx, caller.id, current, paymentId);
  });
  return invoiceResponse(ctx.db, row);
}

/** Takes a payment back off a locked invoice, in the caller's transaction (the form, a bank undo). */
export async function unrecordInvoicePayment(
  tx: Db,
  userId: number,
  current: InvoiceRow,
  paymentId: number,
): Promise<InvoiceRow> {
  const removed = await deleteInvoicePayment(tx, current.id, paymentId);
  if (!removed) throw new AppError(404, 'invoices.paymentNotFound');
  await insertAudit(tx, current.id, userId, 'payment_removed', {
    amount: removed.amount,
    date: removed.date,
  });
  return settle(tx, current);
}

/** Cancelling keeps the number (no gap); a paid invoice needs a correction instead. */
export async function cancelInvoice(ctx: AppContext, caller: Caller, id: number): Promise<InvoiceResponse> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, caller.organizationId, id);
    if (!current) throw invoiceNotFound();
    if (current.status === 'cancelled' || current.paid !== 0)
      throw new AppError(409, 'invoices.cannotCancel');
    if (await heldByKsef(tx, id)) throw new AppError(409, 'ksef.locked');
    await insertAudit(tx, id, caller.id, 'cancelled');
    return updateInvoiceRow(tx, id, { status: 'cancelled', balance: 0, nextRepeatDate: null });
  });
  return invoiceResponse(ctx.db, row);
}

/** A proforma becomes a VAT invoice dated today, with the next VAT number; the proforma points to it. */
export async function convertProforma(ctx: AppContext, caller: Caller, id: number): Promise<InvoiceResponse> {
  const created = await ctx.db.transaction(async (tx) => {
    const proforma = await lockInvoice(tx, caller.organizationId, id);
    if (!proforma) throw invoiceNotFound();
    if (proforma.type !== 'proforma' || proforma.convertedToId !== null || proforma.status === 'cancelled')
      throw new AppError(409, 'invoices.notProforma');
    const today = todayInPoland();
    const input = await inputFromRow(tx, proforma);
    const invoice = await insertNewInvoice(
      tx,
      caller.organizationId,
      caller.id,
      { ...input, type: 'vat', issueDate: today, saleDate: today, repeat: 'do_not_repeat' },
      { audit: { fromProforma: proforma.number } },
    );
    await updateInvoiceRow(tx, proforma.id, { convertedToId: invoice.id, nextRepeatDate: null });
    await insertAudit(tx, proforma.id, caller.id, 'converted', { invoice: invoice.number });
    return invoice;
  });
  return invoiceResponse(ctx.db, created);
}

/** Rendered in the worker pool; `owner` is the user it counts against, null for a background job. */
export async function invoicePdf(
  ctx: AppContext,
  caller: Caller,
  id: number,
  owner: number | null = caller.id,
) {
  const row = await findInvoice(ctx.db, await scopeOf(ctx.db, caller), id);
  if (!row) throw invoiceNotFound();
  const { invoice } = await invoiceResponse(ctx.db, row);
  const [logo, printed] = await Promise.all([
    findLogoOfOrganization(ctx.db, caller.organizationId),
    printedKsef(ctx, row),
  ]);
  const options = { bank: row.bank, logo, ...printed };
  const pdf = await ctx.workers.run('invoicePdf', { invoice, options }, { owner });
  return { pdf, filename: invoicePdfFilename(invoice) };
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
const addresses = (list: string) =>
  list
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * E-mails the PDF through the sending gate and marks the invoice sent in the transaction that records
 * the mail: a refused send (no transport, unconfirmed sender, limits) leaves the invoice as it was.
 */
export async function sendInvoice(
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: Required<SendInvoiceBody>,
  language: Language,
): Promise<InvoiceResponse> {
  const to = addresses(body.to);
  const cc = addresses(body.cc);
  if (to.length === 0) throw validationError({ to: { key: 'invoices.recipientRequired' } });
  if (!to.every((a) => EMAIL.test(a))) throw validationError({ to: { key: 'invoices.invalidEmails' } });
  if (!cc.every((a) => EMAIL.test(a))) throw validationError({ cc: { key: 'invoices.invalidEmails' } });
  const current = await findInvoice(ctx.db, { organizationId: caller.organizationId }, id);
  if (!current) throw invoiceNotFound();
  if (current.status === 'cancelled') throw new AppError(409, 'invoices.cancelledNotSent');
  const sender = { organizationId: caller.organizationId, userId: caller.id };
  await assertMaySend(ctx, sender, { to: to.join(', '), cc: cc.join(', ') });

  const { pdf, filename } = await invoicePdf(ctx, caller, id);
  const params = {
    number: current.number,
    amount: formatMoney(current.toPay, { currency: current.currency }),
    dueDate: current.dueDate,
  };
  const subject = body.subject.trim() || translate(language, 'invoices.mailSubject', params);
  const text = body.message.trim() || translate(language, 'invoices.mailBody', params);
  const mail = {
    to: to.join(', '),
    cc: cc.join(', '),
    subject,
    text,
    html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
    attachments: [{ filename, contentType: 'application/pdf', content: pdf.toString('base64') }],
  };
  const row = await sendingTransaction(ctx, sender, async (tx, queue) => {
    const locked = await lockInvoice(tx, caller.organizationId, id);
    if (!locked) throw invoiceNotFound();
    if (locked.status === 'cancelled') throw new AppError(409, 'invoices.cancelledNotSent');
    await queue(mail);
    await insertAudit(tx, id, caller.id, 'sent', { to: to.join(', '), cc: cc.join(', '), subject });
    return updateInvoiceRow(tx, id, {
      sentAt: locked.sentAt ?? new Date(),
      status: locked.status === 'issued' ? 'sent' : locked.status,
    });
  });
  return invoiceResponse(ctx.db, row);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * NBP table A, last business day before `date` (art. 31a of the VAT act). `record` notes NBP's
 * outcome for the Connections tab.
 */
export async function exchangeRateFor(
  ctx: AppContext,
  currency: CurrencyCode,
  date: string,
  record?: ServiceRecorder,
): Promise<ExchangeRateResponse> {
  const client =
    ctx.nbp ?? createNbpClient({ baseUrl: ctx.config.nbpApiUrl, timeoutMs: ctx.config.lookupTimeoutMs });
  try {
    const rate = await client.getRateForInvoice(currency, date);
    if (currency !== 'PLN') await record?.success('nbp');
    return {
      currency,
      rate: rate.rate,
      table: rate.table ?? '',
      effectiveDate: rate.effectiveDate ?? date,
    };
  } catch (error) {
    if (!(error instanceof NbpError)) throw error;
    await record?.failure('nbp', error);
    if (error.kind === 'not_configured') throw new AppError(503, 'invoices.nbpNotConfigured');
    if (error.kind === 'not_found' || error.kind === 'not_published_yet' || error.kind === 'invalid_input')
      throw new AppError(404, 'invoices.nbpNotFound');
    throw new AppError(502, 'invoices.nbpUnavailable');
  }
}
