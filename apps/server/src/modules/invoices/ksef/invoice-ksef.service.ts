// The invoice as a KSeF FA(3) file: load what the mapping needs, map, serialize, and check the result
// against the official XSD before anyone downloads (and later sends) it.
import { Fa3SerializeError, serializeFa3 } from '@saldo/domain/ksef/fa3-serialize';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { validateKsefXml } from '../../../integrations/ksef/ksef-xsd.ts';
import { AppError } from '../../../lib/app-error.ts';
import { getCompany } from '../../organizations/company.service.ts';
import { invoiceFilename } from '../../../lib/pdf/pdf-format.ts';
import { findInvoice, invoiceRefs, listLines } from '../invoices.repository.ts';
import { invoiceNotFound } from '../invoices.service.ts';
import { type Caller, scopeOf } from '../../../lib/caller.ts';
import type { InvoiceRow } from '../invoices.table.ts';
import { acceptedKsefNumbers } from '../../ksef/ksef-submissions.repository.ts';
import { invoiceToFa3, type AdvanceSource } from './invoice-fa3.ts';

/** The advances an invoice lists, in its own order (a final invoice prints them so). */
async function advancesOf(db: Db, row: InvoiceRow): Promise<AdvanceSource[]> {
  const [refs, numbers] = await Promise.all([
    invoiceRefs(db, row.organizationId, row.advanceInvoiceIds),
    acceptedKsefNumbers(db, row.advanceInvoiceIds),
  ]);
  return row.advanceInvoiceIds.flatMap((id) =>
    refs.filter((ref) => ref.id === id).map((ref) => ({ ...ref, ksefNumber: numbers.get(id) ?? null })),
  );
}

// Corrections of corrections are rare and short; the bound only stops a loop in damaged data.
const CHAIN_LIMIT = 100;

/**
 * The corrected invoice and, when it is itself a correction, the ones before it, back to the first
 * document of the chain (last in the list). Read in the organization's scope, as the corrected one is.
 */
async function correctionChain(db: Db, organizationId: number, correctedId: number): Promise<InvoiceRow[]> {
  const chain: InvoiceRow[] = [];
  let id: number | null = correctedId;
  while (id !== null && chain.length < CHAIN_LIMIT && !chain.some((row) => row.id === id)) {
    const found: InvoiceRow | undefined = await findInvoice(db, { organizationId }, id);
    if (!found) break;
    chain.push(found);
    id = found.type === 'correction' ? found.correctedInvoiceId : null;
  }
  return chain;
}

/**
 * A client user gets the XML of its own contractor's invoices only (404 otherwise, as for the PDF).
 * 409 for a proforma or an exempt sale without its legal basis; 422 when the data cannot make a valid
 * file (a company without a NIP or address, say), with the schema's reason.
 */
export async function invoiceKsefXml(
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<{ xml: string; filename: string }> {
  const row = await findInvoice(ctx.db, await scopeOf(ctx.db, caller), id);
  if (!row) throw invoiceNotFound();
  if (row.type === 'proforma') throw new AppError(409, 'invoices.ksefProforma');

  // The corrected invoice is read in the organization's scope: it is the same buyer's anyway, and the
  // correction refers to it whoever asks.
  const chain =
    row.correctedInvoiceId === null
      ? []
      : await correctionChain(ctx.db, row.organizationId, row.correctedInvoiceId);
  const [correctedRow] = chain;
  const firstRow = chain.at(-1);
  const [lines, advances, correctedAdvances, company, correctedKsef] = await Promise.all([
    listLines(ctx.db, row.id),
    advancesOf(ctx.db, row),
    firstRow ? advancesOf(ctx.db, firstRow) : Promise.resolve([]),
    getCompany(ctx.db, row.organizationId),
    acceptedKsefNumbers(ctx.db, correctedRow ? [correctedRow.id] : []),
  ]);
  const mapped = invoiceToFa3({
    row,
    lines,
    corrected: correctedRow
      ? {
          row: correctedRow,
          first: firstRow ?? correctedRow,
          advances: correctedAdvances,
          dueBefore: chain.reduce((sum, link) => sum + link.toPay, 0),
          ksefNumber: correctedKsef.get(correctedRow.id) ?? null,
        }
      : null,
    advances,
    currentKrs: company.krs,
  });
  if (!mapped.ok) {
    throw new AppError(
      409,
      mapped.reason === 'proforma' ? 'invoices.ksefProforma' : 'invoices.ksefExemptionBasis',
    );
  }

  let xml: string;
  try {
    xml = serializeFa3(mapped.invoice);
  } catch (error) {
    if (error instanceof Fa3SerializeError)
      throw new AppError(422, 'invoices.ksefInvalid', { params: { reason: `${error.message}.` } });
    throw error;
  }
  const validation = await validateKsefXml(xml);
  if (!validation.ok)
    throw new AppError(422, 'invoices.ksefInvalid', { params: { reason: validation.message } });
  return { xml, filename: invoiceFilename(row, 'xml') };
}
