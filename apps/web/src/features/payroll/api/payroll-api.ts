import {
  payrollCalculatorResponseSchema,
  type PayrollCalculatorRequestBody,
  type PayrollCalculatorResponse,
} from '@saldo/contracts/payroll-calculator';
import {
  payrollListDetailSchema,
  payrollListsSchema,
  payrollSettingsSchema,
  pit11Schema,
  sendPayslipResultSchema,
  workerPayslipsSchema,
  type PayrollEntryInputsBody,
  type PayrollListDetail,
  type PayrollLists,
  type PayrollSettings,
  type Pit11,
  type WorkerPayslips,
} from '@saldo/contracts/payroll-lists';
import { api } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/**
 * Fetchers of /api/payroll. Answers are parsed with the contract schemas, so a server drift shows as
 * an error state instead of a table of undefined cells.
 */
export const PAYROLL_BASE = '/payroll';
const list = (id: number) => `${PAYROLL_BASE}/lists/${id}`;
const parseList = (answer: unknown): PayrollListDetail => payrollListDetailSchema.parse(answer);

export async function fetchPayrollLists(year: number, signal?: AbortSignal): Promise<PayrollLists> {
  return payrollListsSchema.parse(
    await api.get<unknown>(`${PAYROLL_BASE}/lists`, { query: { year }, signal }),
  );
}

export async function fetchPayrollList(id: number, signal?: AbortSignal): Promise<PayrollListDetail> {
  return parseList(await api.get<unknown>(list(id), { signal }));
}

export async function createPayrollList(month: string): Promise<PayrollListDetail> {
  return parseList(await api.post<unknown>(`${PAYROLL_BASE}/lists`, { month }));
}

export async function updatePayrollEntry(args: {
  id: number;
  entryId: number;
  inputs: PayrollEntryInputsBody;
}): Promise<PayrollListDetail> {
  return parseList(await api.put<unknown>(`${list(args.id)}/entries/${args.entryId}`, args.inputs));
}

export async function approvePayrollList(id: number): Promise<PayrollListDetail> {
  return parseList(await api.post<unknown>(`${list(id)}/approve`));
}

export async function correctPayrollList(id: number): Promise<PayrollListDetail> {
  return parseList(await api.post<unknown>(`${list(id)}/correction`));
}

export const deletePayrollList = (id: number) => api.delete<null>(list(id));

export async function sendPayslip(args: { id: number; entryId: number }): Promise<{ to: string }> {
  return sendPayslipResultSchema.parse(
    await api.post<unknown>(`${list(args.id)}/entries/${args.entryId}/send`),
  );
}

export async function fetchPayrollSettings(signal?: AbortSignal): Promise<PayrollSettings> {
  return payrollSettingsSchema.parse(await api.get<unknown>(`${PAYROLL_BASE}/settings`, { signal }));
}

export async function savePayrollSettings(settings: PayrollSettings): Promise<PayrollSettings> {
  return payrollSettingsSchema.parse(await api.put<unknown>(`${PAYROLL_BASE}/settings`, settings));
}

export async function fetchPit11(year: number, signal?: AbortSignal): Promise<Pit11> {
  return pit11Schema.parse(await api.get<unknown>(`${PAYROLL_BASE}/pit11`, { query: { year }, signal }));
}

export async function fetchWorkerPayslips(workerId: number, signal?: AbortSignal): Promise<WorkerPayslips> {
  return workerPayslipsSchema.parse(
    await api.get<unknown>(`${PAYROLL_BASE}/workers/${workerId}/payslips`, { signal }),
  );
}

export async function calculatePayroll(
  body: PayrollCalculatorRequestBody,
): Promise<PayrollCalculatorResponse> {
  return payrollCalculatorResponseSchema.parse(await api.post<unknown>(`${PAYROLL_BASE}/calculate`, body));
}

/** Downloads a file of the payroll API (payslip PDF, CSV) under the server's name for it. */
export async function downloadPayrollFile(path: string, accept: string, fallbackName: string): Promise<void> {
  const file = await api.file(`${PAYROLL_BASE}${path}`, { accept });
  saveBlob(file.blob, file.fileName ?? fallbackName);
}

export const payslipPath = (id: number, entryId: number) => `/lists/${id}/entries/${entryId}/payslip.pdf`;
export const transfersPath = (id: number) => `/lists/${id}/transfers.csv`;
export const pit11CsvPath = (year: number) => `/pit11.csv?year=${year}`;
