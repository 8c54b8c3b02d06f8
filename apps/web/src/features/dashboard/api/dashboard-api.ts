import {
  cardSchema,
  analyticsDataSchema,
  ecommerceDataSchema,
  type AnalyticsData,
  type Card,
  type EcommerceData,
} from '@saldo/contracts/analytics';
import {
  balanceConfirmationListSchema,
  balanceConfirmationSchema,
  issuedBalanceConfirmationsSchema,
  type AnswerBalanceConfirmation,
  type BalanceConfirmation,
  type BalanceConfirmationList,
  type PaperAnswerBalanceConfirmation,
} from '@saldo/contracts/balance-confirmations';
import {
  clientAccountSchema,
  dashboardOverviewSchema,
  type ClientAccount,
  type DashboardOverview,
} from '@saldo/contracts/dashboard';
import { api } from '../../../lib/api-client.ts';

// Answers are parsed with the contract schemas: a server drift shows as an error state, not as NaN.

export async function fetchOverview(signal?: AbortSignal): Promise<DashboardOverview> {
  return dashboardOverviewSchema.parse(await api.get<unknown>('/dashboard/overview', { signal }));
}

export async function fetchAnalytics(signal?: AbortSignal): Promise<AnalyticsData> {
  return analyticsDataSchema.parse(await api.get<unknown>('/analytics/data', { signal }));
}

export async function fetchEcommerce(signal?: AbortSignal): Promise<EcommerceData> {
  return ecommerceDataSchema.parse(await api.get<unknown>('/ecommerce/data', { signal }));
}

export type CardGroup = 'card-statistics' | 'card-analytics';

export async function fetchCard(group: CardGroup, card: string, signal?: AbortSignal): Promise<Card> {
  return cardSchema.parse(await api.get<unknown>(`/card/${group}/${card}`, { signal }));
}

export async function fetchClientAccount(signal?: AbortSignal): Promise<ClientAccount> {
  return clientAccountSchema.parse(await api.get<unknown>('/client-account', { signal }));
}

export async function fetchConfirmations(signal?: AbortSignal): Promise<BalanceConfirmationList> {
  return balanceConfirmationListSchema.parse(await api.get<unknown>('/balance-confirmations', { signal }));
}

/** Issues confirmations as of a day to every contractor with an open balance then. */
export async function issueConfirmations(asOfDate: string) {
  return issuedBalanceConfirmationsSchema.parse(
    await api.post<unknown>('/balance-confirmations', { asOfDate }),
  );
}

export async function answerConfirmation(
  id: number,
  body: AnswerBalanceConfirmation,
): Promise<BalanceConfirmation> {
  return balanceConfirmationSchema.parse(
    await api.post<unknown>(`/balance-confirmations/${id}/answer`, body),
  );
}

/** The company records an answer that came back on paper. */
export async function recordPaperAnswer(
  id: number,
  body: PaperAnswerBalanceConfirmation,
): Promise<BalanceConfirmation> {
  return balanceConfirmationSchema.parse(
    await api.post<unknown>(`/balance-confirmations/${id}/paper-answer`, body),
  );
}

const PDF_LANGUAGES = ['pl', 'en', 'de', 'fr', 'pt'];

/** The PDF in the reader's UI language (the server prints the five the app speaks). */
export const fetchConfirmationPdf = (id: number, language: string) => {
  const lang = language.slice(0, 2);
  return api.file(`/balance-confirmations/${id}/pdf${PDF_LANGUAGES.includes(lang) ? `?lang=${lang}` : ''}`);
};
