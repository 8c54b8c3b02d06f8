import type { TFunction } from 'i18next';
import { normalizeWorkerInput, workerProblems } from '@saldo/contracts/worker-rules';
import { workerInputSchema, type WorkerDetail, type WorkerInput } from '@saldo/contracts/workers';

export const emptyWorker = (): WorkerInput => workerInputSchema.parse({ address: {} });

/** The record as the edit form starts from it. */
export function workerFormValues(worker: WorkerDetail): WorkerInput {
  const input = workerInputSchema.parse({ ...worker, address: { ...worker.address } });
  // A PESEL holder's date of birth is derived: not sent back as if typed.
  return input.identityKind === 'pesel' && input.pesel !== ''
    ? { ...input, birthDate: null, sex: null }
    : input;
}

/** The shared rules' problems as Mantine field errors, in the UI language. */
export function validateWorker(values: WorkerInput, today: string, t: TFunction<'workers'>) {
  const problems = workerProblems(normalizeWorkerInput(values), today);
  return Object.fromEntries(Object.entries(problems).map(([field, code]) => [field, t(`problems.${code}`)]));
}
