import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnswerBalanceConfirmation,
  PaperAnswerBalanceConfirmation,
} from '@saldo/contracts/balance-confirmations';
import {
  answerConfirmation,
  fetchAnalytics,
  fetchCard,
  fetchClientAccount,
  fetchConfirmations,
  fetchEcommerce,
  fetchOverview,
  issueConfirmations,
  recordPaperAnswer,
  type CardGroup,
} from './dashboard-api.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
  analytics: () => [...dashboardKeys.all, 'analytics'] as const,
  ecommerce: () => [...dashboardKeys.all, 'ecommerce'] as const,
  card: (group: CardGroup, card: string) => [...dashboardKeys.all, 'card', group, card] as const,
  clientAccount: () => [...dashboardKeys.all, 'client-account'] as const,
  confirmations: () => [...dashboardKeys.all, 'confirmations'] as const,
};

export const useOverview = () =>
  useQuery({ queryKey: dashboardKeys.overview(), queryFn: ({ signal }) => fetchOverview(signal) });

export const useAnalytics = () =>
  useQuery({ queryKey: dashboardKeys.analytics(), queryFn: ({ signal }) => fetchAnalytics(signal) });

export const useEcommerce = () =>
  useQuery({ queryKey: dashboardKeys.ecommerce(), queryFn: ({ signal }) => fetchEcommerce(signal) });

export const useCard = (group: CardGroup, card: string) =>
  useQuery({
    queryKey: dashboardKeys.card(group, card),
    queryFn: ({ signal }) => fetchCard(group, card, signal),
  });

export const useClientAccount = () =>
  useQuery({ queryKey: dashboardKeys.clientAccount(), queryFn: ({ signal }) => fetchClientAccount(signal) });

export const useConfirmations = () =>
  useQuery({ queryKey: dashboardKeys.confirmations(), queryFn: ({ signal }) => fetchConfirmations(signal) });

/** Issuing and answering change the confirmations and the dashboard's counts. */
function useInvalidateConfirmations() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: dashboardKeys.all });
}

export function useIssueConfirmations() {
  const invalidate = useInvalidateConfirmations();
  return useMutation({ mutationFn: issueConfirmations, onSuccess: invalidate });
}

export function useAnswerConfirmation() {
  const invalidate = useInvalidateConfirmations();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AnswerBalanceConfirmation }) =>
      answerConfirmation(id, body),
    onSuccess: invalidate,
  });
}

export function useRecordPaperAnswer() {
  const invalidate = useInvalidateConfirmations();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PaperAnswerBalanceConfirmation }) =>
      recordPaperAnswer(id, body),
    onSuccess: invalidate,
  });
}
