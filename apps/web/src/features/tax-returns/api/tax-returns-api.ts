import {
  generateResultSchema,
  registerPageSchema,
  taxCompanySchema,
  taxReturnDetailSchema,
  taxReturnListSchema,
  type GenerateResult,
  type OverrideInput,
  type RegisterPage,
  type RegisterQuery,
  type TaxCompany,
  type TaxReturnDetail,
  type TaxReturnList,
  type TaxReturnRefundChoice,
  type TaxReturnRegisterKind,
} from '@saldo/contracts/tax-returns';
import { api } from '../../../lib/api-client.ts';

/** Fetchers of /api/tax-returns, parsed with the contract schemas. */
const BASE = '/tax-returns';
const month = (period: string) => `${BASE}/${period}`;
const detail = (answer: unknown): TaxReturnDetail => taxReturnDetailSchema.parse(answer);

export async function fetchTaxReturns(signal?: AbortSignal): Promise<TaxReturnList> {
  return taxReturnListSchema.parse(await api.get<unknown>(BASE, { signal }));
}

export async function fetchTaxReturn(period: string, signal?: AbortSignal): Promise<TaxReturnDetail> {
  return detail(await api.get<unknown>(month(period), { signal }));
}

export async function fetchRegister(
  period: string,
  kind: TaxReturnRegisterKind,
  query: RegisterQuery,
  signal?: AbortSignal,
): Promise<RegisterPage> {
  return registerPageSchema.parse(
    await api.get<unknown>(`${month(period)}/registers/${kind}`, { query, signal }),
  );
}

export async function fetchTaxCompany(signal?: AbortSignal): Promise<TaxCompany> {
  return taxCompanySchema.parse(await api.get<unknown>(`${BASE}/company`, { signal }));
}

export async function prepareMonth(period: string) {
  return detail(await api.post<unknown>(`${month(period)}/prepare`));
}

export async function saveOverride(args: {
  period: string;
  kind: TaxReturnRegisterKind;
  documentId: number;
  input: OverrideInput;
}) {
  return detail(
    await api.put<unknown>(`${month(args.period)}/overrides/${args.kind}/${args.documentId}`, args.input),
  );
}

export async function deleteOverride(args: {
  period: string;
  kind: TaxReturnRegisterKind;
  documentId: number;
}) {
  return detail(await api.delete<unknown>(`${month(args.period)}/overrides/${args.kind}/${args.documentId}`));
}

export async function saveRefundChoice(period: string, refundChoice: TaxReturnRefundChoice) {
  return detail(await api.put<unknown>(`${month(period)}/refund-choice`, { refundChoice }));
}

export async function generateFile(period: string): Promise<GenerateResult> {
  return generateResultSchema.parse(await api.post<unknown>(`${month(period)}/generate`));
}

/** The file's text (the api client keeps a body that is not JSON as text). */
export async function fetchFile(period: string): Promise<string> {
  const body = await api.get<unknown>(`${month(period)}/file`);
  if (typeof body !== 'string') throw new TypeError('the file did not come back as text');
  return body;
}

export type MonthAction = 'ready' | 'reopen';
export async function changeStatus(period: string, action: MonthAction) {
  return detail(await api.post<unknown>(`${month(period)}/${action}`));
}

export async function markSubmitted(period: string, referenceNumber: string) {
  return detail(await api.post<unknown>(`${month(period)}/submit`, { referenceNumber }));
}

export async function startCorrection(period: string, reason: string) {
  return detail(await api.post<unknown>(`${month(period)}/correction`, { reason }));
}
