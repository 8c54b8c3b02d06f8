// The collection steps themselves: each one does what it says (an e-mail or an SMS through the
// sending gate of modules/mail, a PDF rendered and kept) and then appends one debt-history entry, in
// the transaction that records the e-mail or marks the SMS sent. A step that cannot reach the buyer
// throws an AppError saying why and records nothing as sent; the automatic schedule turns such a
// refusal into an entry marked not delivered (debt-schedule.job.ts).
import { randomUUID } from 'node:crypto';
import type { IsoDate } from '@saldo/domain/dates/calendar';
import { daysBetween } from '@saldo/domain/dates/calendar';
import { compensationRateDate } from '@saldo/domain/late-payment/compensation';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { SmsError, type SmsClient } from '../../../integrations/sms/sms-types.ts';
import { AppError, validationError } from '../../../lib/app-error.ts';
import type { FileStorage } from '../../../lib/file-storage/file-storage.ts';
import { invoicePdf } from '../../invoices/invoice-actions.service.ts';
import {
  assertMaySend,
  sendingTransaction,
  type QueueMail,
  type Sender,
} from '../../mail/outside-mail.service.ts';
import { sendOutsideSms } from '../../mail/outside-sms.service.ts';
import { insertDebtEntry } from '../debt-history.repository.ts';
import {
  demandLetterEmail,
  reminderEmail,
  reminderSms,
  resentInvoiceEmail,
  type DebtEmail,
} from '../debt-messages.ts';
import type { DebtHistoryRow, NewDebtHistoryRow } from '../debt.table.ts';
import { eurRateOn } from '../eur-rates.ts';
import type { DebtInvoice } from './debt-invoice.ts';
import { demandLetterData } from './demand-letter-build.ts';
import { notifyInvoiceEvent } from '../../notifications/notifications.repository.ts';

export interface StepContext {
  ctx: AppContext;
  files: FileStorage;
  sms: SmsClient;
  origin: 'user' | 'schedule';
  /** The user who took the step; null for the schedule. */
  userId: number | null;
  today: IsoDate;
}

interface Pdf {
  data: Buffer;
  fileName: string;
}

const senderOf = (step: StepContext, invoice: DebtInvoice): Sender => ({
  organizationId: invoice.row.organizationId,
  userId: step.userId,
});

/** The buyer's address, once the sending rules allow mail to it (before any PDF is rendered). */
async function requireEmail(step: StepContext, invoice: DebtInvoice): Promise<string> {
  await assertMaySend(step.ctx, senderOf(step, invoice), { to: invoice.email });
  if (invoice.email === '') throw new AppError(409, 'debt.noEmail');
  return invoice.email;
}

async function keep(step: StepContext, invoice: DebtInvoice, pdf: Pdf) {
  const key = `org-${invoice.row.organizationId}/debt/${invoice.row.id}/${randomUUID()}.pdf`;
  await step.files.put(key, pdf.data, 'application/pdf');
  return { attachmentKey: key, attachmentTitle: pdf.fileName };
}

async function invoicePdfOf(step: StepContext, invoice: DebtInvoice): Promise<Pdf> {
  const caller = { id: step.userId ?? 0, organizationId: invoice.row.organizationId, role: 'admin' as const };
  const { pdf, filename } = await invoicePdf(step.ctx, caller, invoice.row.id, step.userId);
  return { data: pdf, fileName: filename };
}

async function mail(queue: QueueMail, to: string, message: DebtEmail, pdf: Pdf) {
  await queue({
    to,
    ...message,
    attachments: [
      { filename: pdf.fileName, contentType: 'application/pdf', content: pdf.data.toString('base64') },
    ],
  });
}

async function record(
  db: Db,
  step: StepContext,
  invoice: DebtInvoice,
  values: Pick<NewDebtHistoryRow, 'action' | 'details'> &
    Partial<Pick<NewDebtHistoryRow, 'attachmentKey' | 'attachmentTitle' | 'delivered'>>,
): Promise<DebtHistoryRow> {
  const row = await insertDebtEntry(db, {
    organizationId: invoice.row.organizationId,
    invoiceId: invoice.row.id,
    contractorId: invoice.row.contractorId,
    origin: step.origin,
    userId: step.userId,
    delivered: true,
    ...values,
  });
  // The bell (issue 28), in the transaction that records the reminder.
  if (row.delivered && (row.action === 'reminder_email' || row.action === 'reminder_sms'))
    await notifyInvoiceEvent(db, row.invoiceId, 'reminderSent');
  return row;
}

/** Days from the due date to today: negative before it (a reminder ahead of the deadline). */
const offsetOf = (step: StepContext, invoice: DebtInvoice) => daysBetween(invoice.row.dueDate, step.today);

/** E-mails the buyer `message` with the invoice PDF attached, and keeps that PDF with the entry. */
async function emailWithInvoice(
  step: StepContext,
  invoice: DebtInvoice,
  action: 'reminder_email' | 'invoice_resent',
  message: DebtEmail,
) {
  const to = await requireEmail(step, invoice);
  const pdf = await invoicePdfOf(step, invoice);
  const kept = await keep(step, invoice, pdf);
  return sendingTransaction(step.ctx, senderOf(step, invoice), async (tx, queue) => {
    await mail(queue, to, message, pdf);
    return record(tx, step, invoice, { action, details: { to, subject: message.subject }, ...kept });
  });
}

const messageInput = (step: StepContext, invoice: DebtInvoice, extraMessage = '') => ({
  language: invoice.language,
  invoice: invoice.message,
  seller: invoice.seller,
  offsetDays: offsetOf(step, invoice),
  extraMessage,
});

export function emailReminder(step: StepContext, invoice: DebtInvoice, extraMessage = '') {
  return emailWithInvoice(
    step,
    invoice,
    'reminder_email',
    reminderEmail(messageInput(step, invoice, extraMessage)),
  );
}

export function resendInvoice(step: StepContext, invoice: DebtInvoice) {
  return emailWithInvoice(step, invoice, 'invoice_resent', resentInvoiceEmail(messageInput(step, invoice)));
}

function smsRefusal(error: SmsError, phone: string): AppError {
  switch (error.kind) {
    case 'not_configured':
      return new AppError(503, 'debt.smsNotConfigured');
    case 'invalid_number':
      return new AppError(409, 'debt.smsInvalidNumber', { params: { phone } });
    case 'rejected':
      return new AppError(503, 'debt.smsRejected', {
        params: { reason: error.providerMessage ?? error.message },
      });
    case 'unavailable':
      return new AppError(503, 'debt.smsUnavailable');
  }
}

export async function smsReminder(step: StepContext, invoice: DebtInvoice, extraMessage = '') {
  if (!step.ctx.config.sms.baseUrl || !step.ctx.config.sms.token)
    throw new AppError(503, 'debt.smsNotConfigured');
  if (invoice.phone === '') throw new AppError(409, 'debt.noPhone');
  const sms = reminderSms(messageInput(step, invoice, extraMessage));
  try {
    return await sendOutsideSms(
      step.ctx,
      senderOf(step, invoice),
      invoice.phone,
      () => step.sms.send(invoice.phone, sms.text),
      (tx, sent) =>
        record(tx, step, invoice, {
          action: 'reminder_sms',
          details: { to: sent.number, providerId: sent.id, parts: sms.length.parts, text: sms.text },
        }),
    );
  } catch (error) {
    throw error instanceof SmsError ? smsRefusal(error, invoice.phone) : error;
  }
}

export function note(step: StepContext, invoice: DebtInvoice, kind: 'phone_call' | 'note', text: string) {
  return record(step.ctx.db, step, invoice, { action: kind, details: { text: text.trim() } });
}

export async function demandLetter(
  step: StepContext,
  invoice: DebtInvoice,
  options: { interestDate?: IsoDate | undefined; send: boolean },
) {
  const interestDate = options.interestDate ?? step.today;
  if (interestDate < invoice.row.dueDate)
    throw validationError({
      interestDate: { key: 'debt.interestDateBeforeDue', params: { date: invoice.row.dueDate } },
    });
  const to = options.send ? await requireEmail(step, invoice) : '';
  const eurRate = await eurRateOn(step.ctx, compensationRateDate(invoice.row.dueDate));
  const data = demandLetterData(invoice, step.today, interestDate, eurRate);
  const pdf: Pdf = {
    data: await step.ctx.workers.run('demandLetterPdf', data, { owner: step.userId }),
    fileName: `${invoice.language === 'pl' ? 'wezwanie-do-zaplaty' : 'demand-for-payment'}-${invoice.row.number.replace(/[^\w-]+/g, '_')}.pdf`,
  };
  const kept = await keep(step, invoice, pdf);
  const entry = (db: Db) =>
    record(db, step, invoice, {
      action: 'demand_letter',
      details: {
        principal: data.totals.principal,
        interest: data.totals.interest,
        interestDate,
        compensationEur: data.invoices[0]?.compensationEur ?? null,
        compensationPln: data.totals.compensationPln,
        total: data.totals.total,
        to,
      },
      ...kept,
    });
  if (to === '') return entry(step.ctx.db);
  const message = demandLetterEmail({
    language: invoice.language,
    seller: invoice.seller,
    invoiceNumbers: [invoice.row.number],
    total: data.totals.total,
    compensationEurNotInTotal:
      data.totals.compensationPln === null ? (data.invoices[0]?.compensationEur ?? 0) : 0,
    paymentDays: data.paymentDays,
  });
  return sendingTransaction(step.ctx, senderOf(step, invoice), async (tx, queue) => {
    await mail(queue, to, message, pdf);
    return entry(tx);
  });
}
