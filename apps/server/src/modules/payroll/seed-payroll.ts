// Demo payroll: approved lists for the three months before the current one, made and approved the way
// an admin would (the same service functions), so the demo's figures are the domain's. Months that
// already have a list are left alone, and a month with no contract yet is skipped: run after the
// workers' and contracts' seeds.
import { addMonths, startOfMonth } from '@saldo/domain/dates/calendar';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import type { Caller } from '../../lib/caller.ts';
import { findMonthLists, listPayrollEntries } from './payroll.repository.ts';
import { loadPayrollSources } from './payroll-sources.ts';
import { approveList, changeEntryInputs, startPayrollList } from './payroll.service.ts';

/** The domain knows the parameters of these years only. */
const SUPPORTED = /^(2025|2026)-/;

export async function seedDemoPayroll(db: Db, caller: Caller, today = todayInPoland()): Promise<number> {
  const first = startOfMonth(today);
  const months = [3, 2, 1].map((back) => addMonths(first, -back).slice(0, 7));
  let approved = 0;
  for (const [index, month] of months.entries()) {
    if (!SUPPORTED.test(month)) continue;
    const existing = await findMonthLists(db, caller.organizationId, month, [
      'draft',
      'approved',
      'corrected',
    ]);
    if (existing.length > 0) continue;
    if ((await loadPayrollSources(db, caller.organizationId, month)).length === 0) continue;
    const list = await startPayrollList(db, caller, month);
    for (const entry of await listPayrollEntries(db, list.id)) {
      const hourly = entry.terms.contractKind === 'mandate' && entry.terms.hourlyRate !== null;
      // A bonus in the last month for employees, and hours for the hourly zlecenie, so the demo shows both.
      const bonus = entry.terms.contractKind === 'employment' && index === months.length - 1 ? 50_000 : 0;
      if (!hourly && bonus === 0) continue;
      await changeEntryInputs(db, caller, list.id, entry.id, {
        bonus,
        unpaidLeaveDays: 0,
        unpaidLeaveHours: 0,
        hours: hourly ? String(60 + index * 10) : '0',
        fee: null,
      });
    }
    await approveList(db, caller, list.id);
    approved += 1;
  }
  return approved;
}
