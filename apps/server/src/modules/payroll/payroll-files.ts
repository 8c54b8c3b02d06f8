// The month's bank transfer list and the year's PIT-11 figures, as JSON and as CSV (Polish Excel's
// dialect, lib/csv.ts). Both read approved figures only, except the transfer list of a draft, which is
// refused: money is sent once the list is approved.
import type { Pit11, Pit11Row } from '@saldo/contracts/payroll-lists';
import { formatScaled } from '@saldo/domain/decimal';
import { sumMoney } from '@saldo/domain/money';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeCsv } from '../../lib/csv.ts';
import type { Caller } from '../../lib/caller.ts';
import { payrollListNotFound } from './payroll.service.ts';
import {
  approvedEntriesOfYear,
  findPayrollList,
  listPayrollEntries,
  workerBankAccounts,
} from './payroll.repository.ts';

const zloty = (grosze: number) => formatScaled(grosze, 2, { decimalSeparator: ',', minDecimals: 2 });

export interface CsvFile {
  body: string;
  fileName: string;
}

/** One transfer per person: the sum of their net pay on the list, to the account in their record. */
export async function transfersCsv(ctx: AppContext, caller: Caller, id: number): Promise<CsvFile> {
  const list = await findPayrollList(ctx.db, caller.organizationId, id);
  if (!list) throw payrollListNotFound();
  if (list.status === 'draft') throw new AppError(409, 'payroll.notApproved');
  const entries = await listPayrollEntries(ctx.db, list.id);
  const accounts = await workerBankAccounts(ctx.db, caller.organizationId, [
    ...new Set(entries.map((e) => e.workerId)),
  ]);
  const byWorker = new Map<number, { name: string; net: number[] }>();
  for (const entry of entries) {
    const item = byWorker.get(entry.workerId) ?? { name: entry.workerName, net: [] };
    item.net.push(entry.net);
    byWorker.set(entry.workerId, item);
  }
  const title = `Wynagrodzenie ${list.month.slice(5, 7)}/${list.month.slice(0, 4)}`;
  const rows = [...byWorker.entries()].map(([workerId, { name, net }]) => [
    name,
    accounts.get(workerId) ?? '',
    zloty(sumMoney(net)),
    title,
  ]);
  return {
    body: writeCsv(['Odbiorca', 'Rachunek', 'Kwota', 'Tytuł'], rows),
    fileName: `przelewy-${list.month}.csv`,
  };
}

/**
 * PIT-11 figures per person and source of income: employment (stosunek pracy) and civil contracts
 * (działalność wykonywana osobiście). Revenue includes the employer's PPK taxed as income.
 */
export async function pit11(ctx: AppContext, caller: Caller, year: number): Promise<Pit11> {
  const rows = await approvedEntriesOfYear(ctx.db, caller.organizationId, year);
  const byKey = new Map<string, Pit11Row>();
  for (const { entry } of rows) {
    const source = entry.terms.contractKind === 'employment' ? 'employment' : 'civil';
    const key = `${entry.workerId}:${source}`;
    const row = byKey.get(key) ?? {
      workerId: entry.workerId,
      workerName: entry.workerName,
      source,
      revenue: 0,
      costs: 0,
      exempt: 0,
      social: 0,
      health: 0,
      tax: 0,
    };
    const lines = entry.lines;
    row.revenue += lines.gross + lines.employerPpkTaxable;
    row.costs += lines.deductibleCosts;
    row.exempt += lines.exemptRevenue;
    row.social += lines.employee.total;
    row.health += lines.health;
    row.tax += lines.tax;
    byKey.set(key, row);
  }
  return { year, rows: [...byKey.values()] };
}

export async function pit11Csv(ctx: AppContext, caller: Caller, year: number): Promise<CsvFile> {
  const { rows } = await pit11(ctx, caller, year);
  return {
    body: writeCsv(
      [
        'Pracownik',
        'Źródło',
        'Przychód',
        'Koszty uzyskania',
        'Przychód zwolniony',
        'Składki społeczne',
        'Składka zdrowotna',
        'Zaliczka pobrana',
      ],
      rows.map((row) => [
        row.workerName,
        row.source === 'employment' ? 'Stosunek pracy' : 'Działalność wykonywana osobiście',
        zloty(row.revenue),
        zloty(row.costs),
        zloty(row.exempt),
        zloty(row.social),
        zloty(row.health),
        zloty(row.tax),
      ]),
    ),
    fileName: `pit-11-${year}.csv`,
  };
}
