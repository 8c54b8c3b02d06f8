import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { todayIso } from '../../../lib/format.ts';
import type { ReceivablesQuery } from './reports-api.ts';

/**
 * The report's date and months live in the address (?date=2026-03-31&months=24), so a reload and a
 * shared link show the same report. No date means today, read anew on each visit.
 */
export const MONTH_OPTIONS = [6, 12, 24] as const;
export type MonthOption = (typeof MONTH_OPTIONS)[number];
const DEFAULT_MONTHS: MonthOption = 12;

const isoDate = (value: string | null) =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

export function readReportQuery(params: URLSearchParams, today: string = todayIso()): ReceivablesQuery {
  const months = Number(params.get('months'));
  return {
    date: isoDate(params.get('date')) ?? today,
    months: MONTH_OPTIONS.find((option) => option === months) ?? DEFAULT_MONTHS,
  };
}

export function useReportQuery(): [ReceivablesQuery, (patch: Partial<ReceivablesQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readReportQuery(params), [params]);
  const update = useCallback(
    (patch: Partial<ReceivablesQuery>) =>
      setParams(
        (current) => {
          const next = { ...readReportQuery(current), ...patch };
          const out = new URLSearchParams();
          // Today and the default range stay out of the address, so a bookmark keeps meaning "now".
          if (next.date !== todayIso()) out.set('date', next.date);
          if (next.months !== DEFAULT_MONTHS) out.set('months', String(next.months));
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [query, update];
}
