// Which invoices go to KSeF and what state each is in. Queuing only writes a row; the send job
// (ksef-send.job.ts) does the talking, so a request never waits on KSeF and nothing is lost when KSeF
// is down: the row stays queued and is retried.
import type { KsefInvoiceState, KsefQueueResult } from '@saldo/contracts/ksef';
import { offlineSendDeadline } from '@saldo/domain/ksef/qr-certificate';
import { ksefVerificationLink } from '@saldo/domain/ksef/qr-code';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { translate } from '../../i18n/translate.ts';
import { AppError } from '../../lib/app-error.ts';
import { findInvoice, findInvoicesByIds } from '../invoices/invoices.repository.ts';
import { invoiceNotFound } from '../invoices/invoices.service.ts';
import { type Caller, scopeOf } from '../../lib/caller.ts';
import type { InvoiceRow } from '../invoices/invoices.table.ts';
import { ksefAddresses } from './ksef-settings.service.ts';
import { findKsefSettings } from './ksef.repository.ts';
import { findSubmission, queueSubmission } from './ksef-submissions.repository.ts';
import type { KsefSubmissionRow } from './ksef.table.ts';

/** Why an invoice cannot be queued, or null when it can. */
function refusal(invoice: InvoiceRow, submission: KsefSubmissionRow | undefined): AppError | null {
  if (invoice.type === 'proforma') return new AppError(409, 'invoices.ksefProforma');
  if (invoice.status === 'cancelled') return new AppError(409, 'ksef.cancelled');
  if (submission?.status === 'accepted')
    return new AppError(409, 'ksef.alreadyAccepted', { params: { ksefNumber: submission.ksefNumber ?? '' } });
  if (submission?.status === 'queued' || submission?.status === 'sending')
    return new AppError(409, 'ksef.alreadyQueued');
  return null;
}

async function requireConfigured(db: Db, organizationId: number) {
  const settings = await findKsefSettings(db, organizationId);
  if (!settings?.tokenSealed) throw new AppError(409, 'ksef.notConfigured');
}

export async function queueInvoice(ctx: AppContext, caller: Caller, id: number): Promise<KsefInvoiceState> {
  const invoice = await findInvoice(ctx.db, { organizationId: caller.organizationId }, id);
  if (!invoice) throw invoiceNotFound();
  await requireConfigured(ctx.db, caller.organizationId);
  const refused = refusal(invoice, await findSubmission(ctx.db, id));
  if (refused) throw refused;
  await queueSubmission(ctx.db, invoice);
  return invoiceKsefState(ctx, caller, id);
}

export async function queueInvoices(
  ctx: AppContext,
  caller: Caller,
  ids: readonly number[],
  language: Language,
): Promise<KsefQueueResult> {
  await requireConfigured(ctx.db, caller.organizationId);
  const rows = await findInvoicesByIds(ctx.db, caller.organizationId, ids);
  const result: KsefQueueResult = { queued: [], skipped: [] };
  for (const id of new Set(ids)) {
    const invoice = rows.find((row) => row.id === id);
    const refused = invoice
      ? refusal(invoice, await findSubmission(ctx.db, id))
      : new AppError(404, 'invoices.notFound');
    if (refused || !invoice) {
      const error = refused ?? new AppError(404, 'invoices.notFound');
      result.skipped.push({ id, reason: translate(language, error.messageKey, error.params) });
      continue;
    }
    await queueSubmission(ctx.db, invoice);
    result.queued.push(id);
  }
  return result;
}

export function stateOf(
  invoice: InvoiceRow,
  submission: KsefSubmissionRow | undefined,
  qrBaseUrl: string,
): KsefInvoiceState {
  const accepted = submission?.status === 'accepted' ? submission : undefined;
  // Issued offline: the file is frozen, so KOD I is known before KSeF numbers the invoice.
  const offline =
    submission?.offlineAt && submission.certificateUrl && submission.xmlHash
      ? { offlineAt: submission.offlineAt, certificateUrl: submission.certificateUrl }
      : undefined;
  const linkedHash = (accepted ?? (offline ? submission : undefined))?.xmlHash;
  const sellerNip = invoice.seller.nip.replace(/\D/g, '');
  return {
    invoiceId: invoice.id,
    state: submission?.status ?? 'not_sent',
    ksefNumber: accepted?.ksefNumber ?? null,
    acceptedAt: accepted?.acceptedAt?.toISOString() ?? null,
    verificationUrl:
      linkedHash && /^\d{10}$/.test(sellerNip)
        ? ksefVerificationLink({
            qrBaseUrl,
            sellerNip,
            issueDate: invoice.issueDate,
            invoiceSha256: Buffer.from(linkedHash, 'base64'),
          })
        : null,
    error: submission?.error ?? null,
    attempts: submission?.attempts ?? 0,
    nextAttemptAt: submission?.status === 'queued' ? submission.nextAttemptAt.toISOString() : null,
    upoAvailable: Boolean(accepted?.upo),
    offline: offline
      ? {
          issuedAt: offline.offlineAt.toISOString(),
          sendBy: offlineSendDeadline(invoice.issueDate),
          certificateUrl: offline.certificateUrl,
        }
      : null,
  };
}

export async function invoiceKsefState(
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<KsefInvoiceState> {
  const invoice = await findInvoice(ctx.db, await scopeOf(ctx.db, caller), id);
  if (!invoice) throw invoiceNotFound();
  const [submission, settings] = await Promise.all([
    findSubmission(ctx.db, id),
    findKsefSettings(ctx.db, invoice.organizationId),
  ]);
  return stateOf(invoice, submission, ksefAddresses(ctx.config, settings).qrBaseUrl);
}

/**
 * What the PDF prints of KSeF: an accepted invoice its KSeF number under KOD I; one issued offline and
 * not numbered yet KOD I labelled OFFLINE and KOD II labelled CERTYFIKAT; otherwise nothing.
 */
export async function printedKsef(ctx: AppContext, invoice: InvoiceRow) {
  const [submission, settings] = await Promise.all([
    findSubmission(ctx.db, invoice.id),
    findKsefSettings(ctx.db, invoice.organizationId),
  ]);
  const state = stateOf(invoice, submission, ksefAddresses(ctx.config, settings).qrBaseUrl);
  if (state.verificationUrl === null) return { ksef: null, ksefOffline: null };
  if (state.ksefNumber) {
    return { ksef: { number: state.ksefNumber, verificationUrl: state.verificationUrl }, ksefOffline: null };
  }
  return {
    ksef: null,
    ksefOffline: state.offline
      ? { invoiceUrl: state.verificationUrl, certificateUrl: state.offline.certificateUrl }
      : null,
  };
}

export async function invoiceUpo(ctx: AppContext, caller: Caller, id: number) {
  const invoice = await findInvoice(ctx.db, await scopeOf(ctx.db, caller), id);
  if (!invoice) throw invoiceNotFound();
  const submission = await findSubmission(ctx.db, id);
  if (!submission?.upo) throw new AppError(404, 'ksef.noUpo');
  return {
    xml: submission.upo,
    fileName: `UPO_${(submission.ksefNumber ?? invoice.number).replace(/[^\w-]+/g, '_')}.xml`,
  };
}
