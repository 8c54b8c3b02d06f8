import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PayrollListDetail } from '@saldo/contracts/payroll-lists';
import {
  approvePayrollList,
  calculatePayroll,
  correctPayrollList,
  createPayrollList,
  deletePayrollList,
  fetchPayrollList,
  fetchPayrollLists,
  fetchPayrollSettings,
  fetchPit11,
  fetchWorkerPayslips,
  savePayrollSettings,
  sendPayslip,
  updatePayrollEntry,
} from './payroll-api.ts';

export const payrollKeys = {
  all: ['payroll'] as const,
  lists: () => [...payrollKeys.all, 'lists'] as const,
  year: (year: number) => [...payrollKeys.lists(), year] as const,
  details: () => [...payrollKeys.all, 'detail'] as const,
  detail: (id: number) => [...payrollKeys.details(), id] as const,
  settings: () => [...payrollKeys.all, 'settings'] as const,
  pit11: (year: number) => [...payrollKeys.all, 'pit11', year] as const,
  payslips: (workerId: number) => [...payrollKeys.all, 'payslips', workerId] as const,
};

export function usePayrollLists(year: number) {
  return useQuery({
    queryKey: payrollKeys.year(year),
    queryFn: ({ signal }) => fetchPayrollLists(year, signal),
  });
}

export function usePayrollList(id: number) {
  return useQuery({
    queryKey: payrollKeys.detail(id),
    queryFn: ({ signal }) => fetchPayrollList(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function usePayrollSettings() {
  return useQuery({
    queryKey: payrollKeys.settings(),
    queryFn: ({ signal }) => fetchPayrollSettings(signal),
  });
}

export function usePit11(year: number) {
  return useQuery({ queryKey: payrollKeys.pit11(year), queryFn: ({ signal }) => fetchPit11(year, signal) });
}

/** A worker's payslips (approved payroll lists), for the worker's page. */
export function useWorkerPayslips(workerId: number) {
  return useQuery({
    queryKey: payrollKeys.payslips(workerId),
    queryFn: ({ signal }) => fetchWorkerPayslips(workerId, signal),
    enabled: Number.isInteger(workerId) && workerId > 0,
  });
}

/** After a write the answer is the list as it now is; the months' overview and PIT-11 are stale. */
async function settled(client: QueryClient, answer: PayrollListDetail) {
  client.setQueryData(payrollKeys.detail(answer.id), answer);
  await client.invalidateQueries({ queryKey: payrollKeys.lists() });
  await client.invalidateQueries({ queryKey: [...payrollKeys.all, 'pit11'] });
}

export function useCreatePayrollList() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPayrollList, onSuccess: (answer) => settled(client, answer) });
}

export function useUpdatePayrollEntry() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePayrollEntry, onSuccess: (answer) => settled(client, answer) });
}

export function useApprovePayrollList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approvePayrollList,
    onSuccess: async (answer) => {
      await settled(client, answer);
      // A correction's approval changes its original's status too.
      await client.invalidateQueries({ queryKey: payrollKeys.details() });
    },
  });
}

export function useCorrectPayrollList() {
  const client = useQueryClient();
  return useMutation({ mutationFn: correctPayrollList, onSuccess: (answer) => settled(client, answer) });
}

export function useDeletePayrollList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePayrollList,
    onSuccess: async (_answer, id) => {
      client.removeQueries({ queryKey: payrollKeys.detail(id) });
      await client.invalidateQueries({ queryKey: payrollKeys.lists() });
    },
  });
}

export function useSendPayslip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendPayslip,
    onSuccess: (_answer, { id }) => client.invalidateQueries({ queryKey: payrollKeys.detail(id) }),
  });
}

export function useSavePayrollSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePayrollSettings,
    onSuccess: async (answer) => {
      client.setQueryData(payrollKeys.settings(), answer);
      await client.invalidateQueries({ queryKey: payrollKeys.all });
    },
  });
}

export function useCalculatePayroll() {
  return useMutation({ mutationFn: calculatePayroll });
}
