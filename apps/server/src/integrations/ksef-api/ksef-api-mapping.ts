// From checked KSeF answers to the client's types: the invoice status by outcome, and the invoice
// metadata with its KSeF number validated by the domain (CRC-8), since later steps store it as a key.
import { validateKsefNumber } from '@saldo/domain/identifiers/ksef-number';
import type { z } from 'zod';
import { KsefApiError, describeKsefStatus } from './ksef-api-error.ts';
import type { invoiceMetadataSchema, invoiceStatusSchema, metadataPageSchema } from './ksef-api-schemas.ts';
import type { KsefInvoiceMetadata, KsefInvoiceStatus, KsefMetadataPage } from './ksef-api-types.ts';

function checkedKsefNumber(value: string | null | undefined, what: string): string {
  const result = validateKsefNumber(value ?? '');
  if (!result.ok) {
    throw new KsefApiError(
      'protocol',
      `KSeF sent ${what} that is not a valid KSeF number (${result.reason})`,
    );
  }
  return result.value;
}

export function toInvoiceStatus(body: z.output<typeof invoiceStatusSchema>): KsefInvoiceStatus {
  const { status } = body;
  const { code } = status;
  if (code === 100 || code === 150) return { state: 'processing', status };
  if (code === 200) {
    if (body.acquisitionDate === null) {
      throw new KsefApiError('protocol', 'KSeF reported an accepted invoice without its acquisition date');
    }
    return {
      state: 'accepted',
      status,
      ksefNumber: checkedKsefNumber(body.ksefNumber, 'the number of an accepted invoice'),
      acquisitionDate: body.acquisitionDate,
      invoicingDate: body.invoicingDate,
      permanentStorageDate: body.permanentStorageDate,
    };
  }
  if (code === 440) {
    const original = status.extensions['originalKsefNumber'];
    // Without the original's number a duplicate tells the caller nothing it can store: a refusal.
    if (original === undefined) return { state: 'rejected', status };
    return {
      state: 'duplicate',
      status,
      originalKsefNumber: checkedKsefNumber(original, 'the original number of a duplicate'),
      originalSessionReferenceNumber: status.extensions['originalSessionReferenceNumber'] ?? null,
    };
  }
  // "Przetwarzanie anulowane z powodu błędu sesji" (open-api.json SessionInvoiceStatusResponse): the
  // session failed, not the invoice, which goes again in another session.
  if (code === 405) return { state: 'failed', status };
  if (code >= 400 && code < 500) return { state: 'rejected', status };
  if (code >= 500 && code < 600) return { state: 'failed', status };
  throw new KsefApiError(
    'protocol',
    `KSeF reported an invoice status the protocol does not define: ${describeKsefStatus(code, status.description, status.details)}`,
  );
}

export function toInvoiceMetadata(item: z.output<typeof invoiceMetadataSchema>): KsefInvoiceMetadata {
  return {
    ksefNumber: checkedKsefNumber(item.ksefNumber, 'invoice metadata'),
    invoiceNumber: item.invoiceNumber,
    sellerNip: item.seller.nip,
    sellerName: item.seller.name ?? null,
    buyerIdentifier:
      item.buyer?.identifier == null
        ? null
        : { type: item.buyer.identifier.type, value: item.buyer.identifier.value ?? null },
    buyerName: item.buyer?.name ?? null,
    issueDate: item.issueDate.slice(0, 10),
    invoicingDate: item.invoicingDate,
    acquisitionDate: item.acquisitionDate,
    permanentStorageDate: item.permanentStorageDate,
    net: item.netAmount,
    gross: item.grossAmount,
    vat: item.vatAmount,
    currency: item.currency,
    invoiceType: item.invoiceType ?? null,
    invoiceHash: item.invoiceHash ?? null,
  };
}

export function toMetadataPage(body: z.output<typeof metadataPageSchema>): KsefMetadataPage {
  return {
    invoices: body.invoices.map(toInvoiceMetadata),
    hasMore: body.hasMore,
    isTruncated: body.isTruncated,
    permanentStorageHwmDate: body.permanentStorageHwmDate,
  };
}
