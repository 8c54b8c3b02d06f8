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
import type { Db } from '../../db/client.ts';
import { approvedEntriesBefore } from './payroll.repository.ts';
import type { PayrollEntryRow } from './payroll.table.ts';

/** Each worker's running totals after the last approved entry of the year before `month`. */
export async function yearToDateBefore(
  db: Db,
  organizationId: number,
  month: string,
): Promise<Map<number, PayrollYearToDate>> {
  const rows = await approvedEntriesBefore(db, organizationId, month);
  const totals = new Map<number, PayrollYearToDate>();
  for (const { entry } of rows) totals.set(entry.workerId, entry.lines.yearToDate);
  return totals;
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
