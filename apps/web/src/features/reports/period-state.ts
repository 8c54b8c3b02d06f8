import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  MAX_REPORT_MONTHS,
  monthIndex,
  REPORT_PERIOD_KINDS,
  type ReportPeriodKind,
} from '@saldo/domain/reports/periods';
import { todayIso } from '../../lib/format.ts';
import type { PeriodParams } from './api/reports-api.ts';

/**
 * The report's period and comparison live in the address (?period=quarter&month=2026-05&compare=lastYear),
 * so a reload, the back button and a shared link show the same report.
 */
export const COMPARE_MODES = ['previous', 'lastYear', 'none'] as const;
export type CompareMode = (typeof COMPARE_MODES)[number];

export interface ReportState {
  period: ReportPeriodKind;
  /** The month of a month, quarter or year period. */
  month: string;
  from: string;
  to: string;
  compare: CompareMode;
}

const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;
const monthOr = (value: string | null, fallback: string) =>
  value !== null && MONTH.test(value) ? value : fallback;
const pick = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

export function readState(params: URLSearchParams, today: string = todayIso()): ReportState {
  const thisMonth = today.slice(0, 7);
  const month = monthOr(params.get('month'), thisMonth);
  return {
    period: pick(REPORT_PERIOD_KINDS, params.get('period')) ?? 'month',
    month,
    from: monthOr(params.get('from'), month),
    to: monthOr(params.get('to'), month),
    compare: pick(COMPARE_MODES, params.get('compare')) ?? 'previous',
  };
}

export function writeState(state: ReportState): URLSearchParams {
  const out = new URLSearchParams({ period: state.period });
  if (state.period === 'custom') {
    out.set('from', state.from);
    out.set('to', state.to);
  } else out.set('month', state.month);
  if (state.compare !== 'previous') out.set('compare', state.compare);
  return out;
}

/** A custom period the server accepts: from ≤ to, at most 36 months. */
export const customValid = (state: Pick<ReportState, 'from' | 'to'>) =>
  monthIndex(state.to) >= monthIndex(state.from) &&
  monthIndex(state.to) - monthIndex(state.from) < MAX_REPORT_MONTHS;

/** What the API is asked; an invalid custom period asks for its first month until it is fixed. */
export function paramsOf(state: ReportState): PeriodParams {
  if (state.period !== 'custom') return { period: state.period, month: state.month };
  return customValid(state)
    ? { period: 'custom', from: state.from, to: state.to }
    : { period: 'month', month: state.from };
}

export function useReportState(): [ReportState, (patch: Partial<ReportState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(params), [params]);
  const update = useCallback(
    (patch: Partial<ReportState>) =>
      setParams((current) => writeState({ ...readState(current), ...patch }), { replace: true }),
    [setParams],
  );
  return [state, update];
}
