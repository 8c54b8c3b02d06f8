// The work that runs in the pool's threads: pure functions of plain data (what structured clone
// carries between threads), never the database. A new kind of work (the month-end ZIP) is one more
// entry here, called with `ctx.workers.run('name', input, { owner })`.
import { renderTable, type TableFile } from '../lib/table-file.ts';
import { contractorsCsvFile } from '../modules/contractors/contractors-csv.ts';
import { costsFile, type CostsFileInput } from '../modules/costs/cost-export-file.ts';
import type { ContractorRow } from '../modules/contractors/contractors.table.ts';
import { readKsefFile, readKsefFiles } from '../modules/costs/cost-import-read.ts';
import { renderDemandLetter, type DemandLetterData } from '../modules/debt/pdf/demand-letter.ts';
import {
  renderBalanceConfirmation,
  type BalanceConfirmationPdfData,
} from '../modules/balance-confirmations/pdf/balance-confirmation-pdf.ts';
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import type { ContractPdfData } from '../modules/contracts/pdf/contract-pdf-data.ts';
import { renderContractPdf } from '../modules/contracts/pdf/contract-pdf.ts';
import { renderPayslip, type PayslipTask } from '../modules/payroll/payslip-pdf.ts';
import { renderInvoicePdf, type InvoicePdfOptions } from '../modules/invoices/pdf/invoice-pdf.ts';
import type { ReportPdfData } from '../modules/reports/report-pdf-types.ts';
import { renderReportPdf } from '../modules/reports/report-pdf.ts';

/** A Buffer reaches the other thread as a plain Uint8Array; pdfkit wants a Buffer again. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const workerTasks = {
  invoicePdf: ({ invoice, options }: { invoice: InvoiceDetail; options: InvoicePdfOptions }) =>
    renderInvoicePdf(invoice, { ...options, logo: options.logo ? asBuffer(options.logo) : null }),
  demandLetterPdf: (data: DemandLetterData) => renderDemandLetter(data),
  contractPdf: (data: ContractPdfData) => renderContractPdf(data),
  payslipPdf: ({ data, password, language }: PayslipTask) => renderPayslip(data, password, language),
  balanceConfirmationPdf: (data: BalanceConfirmationPdfData) => renderBalanceConfirmation(data),
  table: (table: TableFile) => renderTable(table),
  reportPdf: (data: ReportPdfData) => renderReportPdf(data),
  contractorsCsv: (rows: ContractorRow[]) => contractorsCsvFile(rows),
  costsFile: (input: CostsFileInput) => costsFile(input),
  readKsefFile: (data: Uint8Array) => readKsefFile(data),
  readKsefFiles: (files: Uint8Array[]) => readKsefFiles(files),
};

export type WorkerTasks = typeof workerTasks;
export type TaskName = keyof WorkerTasks;
export type TaskInput<N extends TaskName> = Parameters<WorkerTasks[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<WorkerTasks[N]>>;

export interface TaskMessage {
  name: TaskName;
  input: unknown;
}

/** What a pool thread runs for each message; the pool typed `input` by `name` when it sent it. */
export function runTask({ name, input }: TaskMessage): Promise<unknown> {
  const task = workerTasks[name] as (input: unknown) => Promise<unknown>;
  return task(input);
}
