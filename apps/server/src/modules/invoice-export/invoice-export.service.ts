// The month-end export for the accountant: a ZIP of every invoice's PDF, the FA(3) file KSeF accepted
// where there is one, and the sales register as CSV and XLSX. It is streamed: the response starts at
// once and each invoice goes out as soon as it is rendered, so memory holds one small batch, however
// many invoices there are. A download that is cancelled stops the work (the stream closes, and the
// request's database scope cancels what it was running).
import {
  INVOICE_EXPORT_LIMIT,
  INVOICE_EXPORT_PDF_FOLDER,
  INVOICE_EXPORT_XML_FOLDER,
} from '@saldo/contracts/invoice-export';
import type { InvoiceTotalsQuery } from '@saldo/contracts/invoices';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ClientGoneError } from '../../db/overload-errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Caller, scopeOf } from '../../lib/caller.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { invoiceFilename } from '../../lib/pdf/pdf-format.ts';
import { createZipStream, type ZipStream } from '../../lib/zip-stream.ts';
import { invoiceResponse, listBounds } from '../invoices/invoices.service.ts';
import type { InvoiceRow } from '../invoices/invoices.table.ts';
import { printedKsef } from '../ksef/ksef-queue.service.ts';
import { findLogoOfOrganization } from '../organizations/logos.repository.ts';
import {
  acceptedKsefXmls,
  countExportedInvoices,
  exportedInvoicesAfter,
  type ExportFilter,
} from './invoice-export.repository.ts';
import { registerRow, registerTable, type RegisterRow } from './invoice-register.ts';

const BATCH = 100;
/** Invoices read and rendered at once: enough to keep the pool's threads busy, few enough to stay small. */
const IN_FLIGHT = 12;

/** One export per user at a time in this process: a second one would only halve the speed of both. */
const running = new Set<number>();

export interface InvoiceExport {
  stream: ZipStream['stream'];
  count: number;
  fileName: string;
}

/** The last day of a `YYYY-MM` month, as `YYYY-MM-DD`. */
function lastDayOf(month: string): string {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** A filter of one whole month by issue date names the ZIP after the month; any other after today. */
function exportFileName(query: InvoiceTotalsQuery, today: string): string {
  const month = query.dateFrom?.slice(0, 7);
  const wholeMonth =
    month !== undefined && query.dateFrom === `${month}-01` && query.dateTo === lastDayOf(month);
  return wholeMonth ? `faktury-${month}.zip` : `faktury-${today}.zip`;
}

/** Invoice numbers are unique within a type; the id keeps a name unique should two still collide. */
function uniqueName(names: Set<string>, name: string, id: number): string {
  const unique = names.has(name) ? name.replace(/(\.\w+)$/, `-${id}$1`) : name;
  names.add(unique);
  return unique;
}

/** The download was cancelled: the request's database scope refused the next statement. */
function clientLeft(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ClientGoneError) return true;
  }
  return false;
}

export async function exportInvoicesZip(
  ctx: AppContext,
  caller: Caller,
  query: InvoiceTotalsQuery,
  log: FastifyBaseLogger,
): Promise<InvoiceExport> {
  const today = todayInPoland();
  const filter: ExportFilter = { scope: await scopeOf(ctx.db, caller), query, bounds: listBounds(today) };
  const count = await countExportedInvoices(ctx.db, filter);
  if (count > INVOICE_EXPORT_LIMIT)
    throw new AppError(422, 'invoices.exportTooMany', { params: { count, limit: INVOICE_EXPORT_LIMIT } });
  if (running.has(caller.id)) throw new AppError(429, 'invoices.exportRunning');
  running.add(caller.id);
  const zip = createZipStream();
  void writeArchive(ctx, caller, filter, zip)
    .catch((error: unknown) => {
      if (!zip.closed && !clientLeft(error)) log.error({ err: error }, 'invoice export failed');
      // The response has started: the only way left to tell the client is to break the download.
      zip.stream.destroy(error instanceof Error ? error : new Error(String(error)));
    })
    .finally(() => running.delete(caller.id));
  return { stream: zip.stream, count, fileName: exportFileName(query, today) };
}

async function writeArchive(ctx: AppContext, caller: Caller, filter: ExportFilter, zip: ZipStream) {
  const logo = await findLogoOfOrganization(ctx.db, caller.organizationId);
  const register: RegisterRow[] = [];
  const names = new Set<string>();
  let afterId = 0;
  for (;;) {
    const batch = await exportedInvoicesAfter(ctx.db, filter, afterId, BATCH);
    const last = batch.at(-1);
    if (last === undefined || zip.closed) break;
    afterId = last.id;
    const xmls = await acceptedKsefXmls(
      ctx.db,
      batch.map((row) => row.id),
    );
    for (let start = 0; start < batch.length && !zip.closed; start += IN_FLIGHT) {
      const rendered = await Promise.all(
        batch.slice(start, start + IN_FLIGHT).map((row) => renderInvoice(ctx, row, logo)),
      );
      for (const { row, pdf, invoice, ksefNumber } of rendered) {
        const pdfName = uniqueName(names, invoiceFilename(invoice, 'pdf'), row.id);
        await zip.add(`${INVOICE_EXPORT_PDF_FOLDER}${pdfName}`, pdf, { compress: false });
        const xml = xmls.get(row.id);
        if (xml)
          await zip.add(`${INVOICE_EXPORT_XML_FOLDER}${pdfName.replace(/\.pdf$/, '.xml')}`, Buffer.from(xml));
        register.push(registerRow(invoice, ksefNumber));
      }
    }
  }
  if (zip.closed) return;
  const [csv, xlsx] = await Promise.all([
    ctx.workers.run('table', registerTable('csv', register), { owner: null }),
    ctx.workers.run('table', registerTable('xlsx', register), { owner: null }),
  ]);
  await zip.add('rejestr-sprzedazy.csv', csv);
  await zip.add('rejestr-sprzedazy.xlsx', xlsx, { compress: false });
  await zip.end();
}

async function renderInvoice(ctx: AppContext, row: InvoiceRow, logo: Buffer | null) {
  const [{ invoice }, printed] = await Promise.all([invoiceResponse(ctx.db, row), printedKsef(ctx, row)]);
  // owner null: the export admits itself (one per user, IN_FLIGHT tasks), so the per-user cap of the
  // pool, meant for single downloads, does not refuse it half-way.
  const pdf = await ctx.workers.run(
    'invoicePdf',
    { invoice, options: { bank: row.bank, logo, ...printed } },
    { owner: null },
  );
  return { row, pdf, invoice, ksefNumber: printed.ksef?.number ?? null };
}
