// Recomputes a list's entries from their terms and inputs and the year-to-date figures of the approved
// lists before the month, with the same shared function the editor runs in the browser.
import { computeEntries } from '@saldo/contracts/payroll-entry';
import type { PayrollSettings } from '@saldo/contracts/payroll-lists';
import { sumMoney } from '@saldo/domain/money';
import {
  EMPTY_YEAR_TO_DATE,
  type PayrollMonthResult,
  type PayrollYearToDate,
} from '@saldo/domain/payroll/payroll-types';
import { yearToDateFromMonths, type ApprovedMonth } from '@saldo/domain/payroll/year-to-date';
import type { Db } from '../../db/client.ts';
import { approvedEntriesBefore } from './payroll.repository.ts';
import type { PayrollEntryRow } from './payroll.table.ts';

/**
 * Each worker's year-to-date figures before `month`, added up from every approved month of the year
 * before it (not carried from the last approved one), so approving months out of order still counts
 * each month once, and a month approved later is counted the moment it is approved.
 */
export async function yearToDateBefore(
  db: Db,
  organizationId: number,
  month: string,
): Promise<Map<number, PayrollYearToDate>> {
  const rows = await approvedEntriesBefore(db, organizationId, month);
  const byWorker = new Map<number, ApprovedMonth[]>();
  for (const { month: approvedMonth, entry } of rows) {
    const months = byWorker.get(entry.workerId) ?? [];
    months.push({ month: Number(approvedMonth.slice(5, 7)), lines: entry.lines });
    byWorker.set(entry.workerId, months);
  }
  const monthNumber = Number(month.slice(5, 7));
  return new Map(
    [...byWorker].map(([workerId, months]) => [workerId, yearToDateFromMonths(monthNumber, months)]),
  );
}

export interface ComputedEntry {
  row: PayrollEntryRow;
  yearToDate: PayrollYearToDate;
  lines: PayrollMonthResult;
}

export async function computeListEntries(
  db: Db,
  organizationId: number,
  month: string,
  rows: readonly PayrollEntryRow[],
  settings: PayrollSettings,
): Promise<ComputedEntry[]> {
  const before = await yearToDateBefore(db, organizationId, month);
  const withTotals = rows.map((row) => ({
    row,
    yearToDate: before.get(row.workerId) ?? EMPTY_YEAR_TO_DATE,
  }));
  const lines = computeEntries(
    withTotals.map(({ row, yearToDate }) => ({
      workerId: row.workerId,
      terms: row.terms,
      inputs: row.inputs,
      yearToDate,
    })),
    month,
    settings.options,
  );
  return withTotals.map((entry, index) => {
    const computed = lines[index];
    if (!computed) throw new Error('payroll entry without lines');
    return { ...entry, lines: computed };
  });
}

export function listTotals(entries: readonly { lines: PayrollMonthResult }[]) {
  return {
    gross: sumMoney(entries.map((e) => e.lines.gross)),
    net: sumMoney(entries.map((e) => e.lines.net)),
    employerCost: sumMoney(entries.map((e) => e.lines.totalCost)),
    entryCount: entries.length,
  };
}
