// Offline mode (tryby-offline.md, kody-qr.md): an invoice KSeF cannot take now is issued offline. Its
// FA(3) file is frozen at that moment, because both printed codes name the file's SHA-256: KOD I
// (labelled OFFLINE until KSeF numbers the invoice) and KOD II (labelled CERTYFIKAT), the link signed
// with the company's offline certificate. The send job later sends that very file with
// offlineMode: true; FA(3) itself has no offline element, the mode travels with the send request.
// It happens when the user chooses it (offline24), or by itself when KSeF is unavailable for an
// invoice of a company obliged to use KSeF that has uploaded a certificate.
import { createHash } from 'node:crypto';
import type { KsefInvoiceState } from '@saldo/contracts/ksef';
import { ksefCertificateLink, ksefCertificateSignedText } from '@saldo/domain/ksef/qr-certificate';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { invoiceKsefXml } from '../invoices/ksef/invoice-ksef.service.ts';
import { findInvoice } from '../invoices/invoices.repository.ts';
import { invoiceNotFound } from '../invoices/invoices.service.ts';
import type { Caller } from '../../lib/caller.ts';
import type { InvoiceRow } from '../invoices/invoices.table.ts';
import { getCompany } from '../organizations/company.service.ts';
import { signCertificateLink } from './ksef-offline-certificate.ts';
import { invoiceKsefState } from './ksef-queue.service.ts';
import { ksefAddresses } from './ksef-settings.service.ts';
import { findKsefSettings } from './ksef.repository.ts';
import { findSubmission, markSubmissionOffline } from './ksef-submissions.repository.ts';
import type { KsefSettingsRow, KsefSubmissionRow } from './ksef.table.ts';

const sha256 = (xml: string): Buffer => createHash('sha256').update(xml, 'utf8').digest();

/** The certificate's serial and the opened key, or a 409 saying what is missing. */
function offlineKey(box: SecretBox, settings: KsefSettingsRow | undefined) {
  if (!settings?.offlineKeySealed || !settings.offlineCertificateSerial) {
    throw new AppError(409, 'ksef.offlineCertificateMissing');
  }
  const keyPem = box.open(settings.offlineKeySealed);
  if (keyPem === null) throw new AppError(409, 'ksef.offlineCertificateUnreadable');
  return { serial: settings.offlineCertificateSerial, keyPem };
}

function refusal(invoice: InvoiceRow, submission: KsefSubmissionRow | undefined): AppError | null {
  if (invoice.type === 'proforma') return new AppError(409, 'invoices.ksefProforma');
  if (invoice.status === 'cancelled') return new AppError(409, 'ksef.cancelled');
  if (submission?.status === 'accepted')
    return new AppError(409, 'ksef.alreadyAccepted', { params: { ksefNumber: submission.ksefNumber ?? '' } });
  if (submission?.offlineAt) return new AppError(409, 'ksef.alreadyOffline');
  // Sending now, or sent and waiting for KSeF's verdict: KSeF may already hold the online file.
  if (submission?.status === 'sending' || submission?.invoiceReference)
    return new AppError(409, 'ksef.alreadyQueued');
  return null;
}

/**
 * Issues the invoice offline: the file (the one already prepared for sending, or a new one), its
 * hash, the signed KOD II link, queued. Answers whether it was done (false: the row changed meanwhile).
 */
async function issueOffline(
  ctx: AppContext,
  box: SecretBox,
  invoice: InvoiceRow,
  submission: KsefSubmissionRow | undefined,
): Promise<boolean> {
  const settings = await findKsefSettings(ctx.db, invoice.organizationId);
  const key = offlineKey(box, settings);
  const company = await getCompany(ctx.db, invoice.organizationId);
  const nip = company.nip.replace(/\D/g, '');
  if (nip.length !== 10) throw new AppError(409, 'ksef.companyNipMissing');
  const xml =
    submission?.xml ??
    (await invoiceKsefXml(ctx, { id: 0, organizationId: invoice.organizationId, role: 'admin' }, invoice.id))
      .xml;
  const digest = sha256(xml);
  const link = {
    qrBaseUrl: ksefAddresses(ctx.config, settings).qrBaseUrl,
    contextType: 'Nip' as const,
    contextId: nip,
    sellerNip: nip,
    certificateSerial: key.serial,
    invoiceSha256: digest,
  };
  const signature = signCertificateLink(key.keyPem, ksefCertificateSignedText(link));
  return markSubmissionOffline(ctx.db, invoice, {
    xml,
    xmlHash: digest.toString('base64'),
    certificateUrl: ksefCertificateLink(link, signature),
    offlineAt: new Date(),
  });
}

/** POST …/invoices/{id}/ksef/offline: the user issues the invoice in offline mode (offline24). */
export async function issueInvoiceOffline(
  ctx: AppContext,
  box: SecretBox,
  caller: Caller,
  id: number,
): Promise<KsefInvoiceState> {
  const invoice = await findInvoice(ctx.db, { organizationId: caller.organizationId }, id);
  if (!invoice) throw invoiceNotFound();
  const submission = await findSubmission(ctx.db, id);
  const refused = refusal(invoice, submission);
  if (refused) throw refused;
  if (!(await issueOffline(ctx, box, invoice, submission))) throw new AppError(409, 'ksef.alreadyQueued');
  return invoiceKsefState(ctx, caller, id);
}

/**
 * Called by the send job after KSeF was unavailable for a queued invoice that KSeF did not take: an
 * obliged company's invoice issued on or after the day it is obliged from goes offline when a
 * certificate is there. Anything missing leaves the invoice queued online, as before.
 */
export async function goOfflineWhenUnavailable(
  ctx: AppContext,
  box: SecretBox,
  invoiceId: number,
): Promise<boolean> {
  const submission = await findSubmission(ctx.db, invoiceId);
  if (!submission || submission.status !== 'queued' || submission.offlineAt || submission.invoiceReference)
    return false;
  const invoice = await findInvoice(ctx.db, { organizationId: submission.organizationId }, invoiceId);
  if (!invoice || refusal(invoice, submission)) return false;
  const settings = await findKsefSettings(ctx.db, invoice.organizationId);
  const obliged = settings?.obligedFrom != null && settings.obligedFrom <= invoice.issueDate;
  if (!obliged || !settings.offlineKeySealed) return false;
  return issueOffline(ctx, box, invoice, submission);
}
