import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  recoveryCodesSchema,
  twoFactorPolicySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type TwoFactorProofBody,
} from '@saldo/contracts/two-factor';
import { api } from '../../../lib/api-client.ts';

const keys = {
  status: ['two-factor', 'status'] as const,
  policy: ['two-factor', 'policy'] as const,
};

export const useTwoFactorStatus = () =>
  useQuery({
    queryKey: keys.status,
    queryFn: async () => twoFactorStatusSchema.parse(await api.get<unknown>('/account-setting/two-factor')),
  });

export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: async () =>
      twoFactorSetupSchema.parse(await api.post<unknown>('/account-setting/two-factor/setup')),
  });

export function useAfterChange() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.status });
}

// The status is refreshed only once the recovery codes were acknowledged (useAfterChange): a refresh
// now would swap the enrolment for the 'on' panel and take the codes off the screen unread.
export const useEnableTwoFactor = () =>
  useMutation({
    mutationFn: async (code: string) =>
      recoveryCodesSchema.parse(await api.post<unknown>('/account-setting/two-factor/enable', { code })),
  });

export function useDisableTwoFactor() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (proof: TwoFactorProofBody) =>
      api.post<unknown>('/account-setting/two-factor/disable', proof),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async (proof: TwoFactorProofBody) =>
      recoveryCodesSchema.parse(await api.post<unknown>('/account-setting/two-factor/recovery-codes', proof)),
    onSuccess: refresh,
  });
}

export const useTwoFactorPolicy = (enabled: boolean) =>
  useQuery({
    queryKey: keys.policy,
    enabled,
    queryFn: async () => twoFactorPolicySchema.parse(await api.get<unknown>('/organization/security')),
  });

export function useSetTwoFactorPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (requireAdminTwoFactor: boolean) =>
      twoFactorPolicySchema.parse(
        await api.put<unknown>('/organization/security', { requireAdminTwoFactor }),
      ),
    onSuccess: (policy) => client.setQueryData(keys.policy, policy),
  });
}
