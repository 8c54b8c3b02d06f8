import {
  publicWorkerFormSchema,
  WORKER_DOCUMENT_FIELD_NAME,
  workerDocumentSchema,
  workerFormListSchema,
  workerFormResponseSchema,
  workerFormSummarySchema,
  workerListSchema,
  workerResponseSchema,
  type PublicWorkerForm,
  type WorkerDocumentDto,
  type WorkerFormAccept,
  type WorkerFormAnswers,
  type WorkerFormDetail,
  type WorkerFormList,
  type WorkerFormSend,
  type WorkerFormSummary,
  type WorkerInput,
  type WorkerList,
  type WorkerListQuery,
  type WorkerResponse,
} from '@saldo/contracts/workers';
import { api } from '../../../lib/api-client.ts';

/** Fetchers of /api/workers and /api/worker-form, parsed with the contract schemas. */
export const WORKERS_BASE = '/workers';
const one = (id: number) => `${WORKERS_BASE}/${id}`;
const parseWorker = (answer: unknown): WorkerResponse => workerResponseSchema.parse(answer);

export async function fetchWorkers(query: WorkerListQuery, signal?: AbortSignal): Promise<WorkerList> {
  return workerListSchema.parse(await api.get<unknown>(WORKERS_BASE, { query, signal }));
}

export async function fetchWorker(id: number, signal?: AbortSignal): Promise<WorkerResponse> {
  return parseWorker(await api.get<unknown>(one(id), { signal }));
}

export async function createWorker(body: WorkerInput): Promise<WorkerResponse> {
  return parseWorker(await api.post<unknown>(WORKERS_BASE, body));
}

export async function updateWorker({ id, body }: { id: number; body: WorkerInput }): Promise<WorkerResponse> {
  return parseWorker(await api.put<unknown>(one(id), body));
}

export async function uploadWorkerDocument({
  id,
  file,
}: {
  id: number;
  file: File;
}): Promise<WorkerDocumentDto> {
  const body = new FormData();
  body.append(WORKER_DOCUMENT_FIELD_NAME, file);
  return workerDocumentSchema.parse(await api.post<unknown>(`${one(id)}/documents`, body));
}

/** Deletes a worker no approved payroll pays, with their contracts (the server refuses others with 409). */
export const deleteWorker = (id: number) => api.delete<null>(one(id));

export const deleteWorkerDocument = ({ id, documentId }: { id: number; documentId: number }) =>
  api.delete<null>(`${one(id)}/documents/${documentId}`);

export const workerDocumentPath = (id: number, documentId: number) => `${one(id)}/documents/${documentId}`;

export async function fetchWorkerForms(signal?: AbortSignal): Promise<WorkerFormList> {
  return workerFormListSchema.parse(await api.get<unknown>(`${WORKERS_BASE}/forms`, { signal }));
}

export async function fetchWorkerForm(id: number, signal?: AbortSignal): Promise<WorkerFormDetail> {
  return workerFormResponseSchema.parse(await api.get<unknown>(`${WORKERS_BASE}/forms/${id}`, { signal }))
    .form;
}

export async function sendWorkerForm(body: WorkerFormSend): Promise<WorkerFormSummary> {
  return workerFormSummarySchema.parse(await api.post<unknown>(`${WORKERS_BASE}/forms`, body));
}

export async function acceptWorkerForm({ id, body }: { id: number; body: WorkerFormAccept }) {
  return parseWorker(await api.post<unknown>(`${WORKERS_BASE}/forms/${id}/accept`, body));
}

export async function rejectWorkerForm(id: number): Promise<WorkerFormDetail> {
  return workerFormResponseSchema.parse(await api.post<unknown>(`${WORKERS_BASE}/forms/${id}/reject`)).form;
}

/** The logged-out questionnaire: no token is sent and no refresh is tried. */
export async function fetchPublicWorkerForm(token: string, signal?: AbortSignal): Promise<PublicWorkerForm> {
  return publicWorkerFormSchema.parse(
    await api.get<unknown>('/worker-form', { query: { token }, signal, auth: false }),
  );
}

export const submitPublicWorkerForm = ({ token, answers }: { token: string; answers: WorkerFormAnswers }) =>
  api.post<null>('/worker-form', { token, answers }, { auth: false });
