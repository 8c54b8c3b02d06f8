import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkerListQuery, WorkerResponse } from '@saldo/contracts/workers';
import {
  acceptWorkerForm,
  createWorker,
  deleteWorker,
  deleteWorkerDocument,
  fetchWorker,
  fetchWorkerForm,
  fetchWorkerForms,
  fetchWorkers,
  rejectWorkerForm,
  sendWorkerForm,
  updateWorker,
  uploadWorkerDocument,
} from './workers-api.ts';

export const workerKeys = {
  all: ['workers'] as const,
  lists: () => [...workerKeys.all, 'list'] as const,
  list: (query: WorkerListQuery) => [...workerKeys.lists(), query] as const,
  detail: (id: number) => [...workerKeys.all, 'detail', id] as const,
  forms: () => [...workerKeys.all, 'forms'] as const,
  form: (id: number) => [...workerKeys.forms(), id] as const,
};

export function useWorkers(query: WorkerListQuery) {
  return useQuery({
    queryKey: workerKeys.list(query),
    queryFn: ({ signal }) => fetchWorkers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWorker(id: number) {
  return useQuery({
    queryKey: workerKeys.detail(id),
    queryFn: ({ signal }) => fetchWorker(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** After a write the answer is the worker as it now is; the lists are stale. */
function useSaved() {
  const client = useQueryClient();
  return (answer: WorkerResponse) => {
    client.setQueryData(workerKeys.detail(answer.worker.id), answer);
    void client.invalidateQueries({ queryKey: workerKeys.lists() });
  };
}

export function useCreateWorker() {
  const saved = useSaved();
  return useMutation({ mutationFn: createWorker, onSuccess: saved });
}

export function useUpdateWorker() {
  const saved = useSaved();
  return useMutation({ mutationFn: updateWorker, onSuccess: saved });
}

export function useWorkerDocumentMutations(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: workerKeys.detail(id) });
  return {
    upload: useMutation({ mutationFn: uploadWorkerDocument, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteWorkerDocument, onSuccess: refresh }),
  };
}

export function useWorkerForms() {
  return useQuery({ queryKey: workerKeys.forms(), queryFn: ({ signal }) => fetchWorkerForms(signal) });
}

export function useWorkerForm(id: number | null) {
  return useQuery({
    queryKey: workerKeys.form(id ?? 0),
    queryFn: ({ signal }) => fetchWorkerForm(id ?? 0, signal),
    enabled: id !== null,
  });
}

export function useSendWorkerForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendWorkerForm,
    onSuccess: () => client.invalidateQueries({ queryKey: workerKeys.forms() }),
  });
}

export function useReviewWorkerForm() {
  const client = useQueryClient();
  const saved = useSaved();
  const refresh = () => client.invalidateQueries({ queryKey: workerKeys.forms() });
  return {
    accept: useMutation({
      mutationFn: acceptWorkerForm,
      onSuccess: (answer) => {
        saved(answer);
        void refresh();
      },
    }),
    reject: useMutation({ mutationFn: rejectWorkerForm, onSuccess: refresh }),
  };
}

/** After a deletion the worker's page is gone; the lists, and the contracts with them, are stale. */
export function useDeleteWorker() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWorker,
    onSuccess: async (_answer, id) => {
      client.removeQueries({ queryKey: workerKeys.detail(id) });
      await Promise.all([
        client.invalidateQueries({ queryKey: workerKeys.lists() }),
        client.invalidateQueries({ queryKey: ['contracts'] }),
      ]);
    },
  });
}
