// Debits that pay dues rather than documents: the payroll month's ZUS and PIT-4, the month's VAT, and
// each person's net pay on the payroll list. The dues are read from the approved payroll lists and the
// tax returns, the domain weighs the evidence (dues.ts), and a match is a row of its own: no payment
// is recorded anywhere, the line is settled and says what it paid.
import { payrollSummary } from '@saldo/contracts/payroll-summary';
import type { DebitCategory } from '@saldo/domain/bank/counterparty-kind';
import {
  dueKey,
  proposeDueMatches,
  type DueKind,
  type DueProposal,
  type OpenDue,
} from '@saldo/domain/bank/dues';
import { effectiveDeadline } from '@saldo/domain/dates/business-days';
import { toIsoDate } from '@saldo/domain/dates/calendar';
import { sumMoney } from '@saldo/domain/money';
import type { BankDue, BankDueProposal } from '@saldo/contracts/bank-statements';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import { payrollSettingsOf } from '../payroll/payroll-settings.service.ts';
import { workerBankAccounts } from '../payroll/payroll.repository.ts';
import { asTransaction } from './bank-reconcile.service.ts';
import {
  activeDueMatchesOfMonths,
  approvedPayrollOfMonths,
  insertBankAudit,
  insertDueMatch,
  lockLine,
  updateLine,
  vatToPayOfMonths,
} from './bank-statements.repository.ts';
import type { BankLineCategory, BankLineRow } from './bank-statements.table.ts';

export type StoredDue = OpenDue & { payrollListId: number | null; taxReturnId: number | null };

const DEBIT_CATEGORIES: readonly DebitCategory[] = ['tax', 'zus', 'fee', 'salary', 'other'];
const debitCategory = (category: BankLineCategory): DebitCategory =>
  DEBIT_CATEGORIES.find((known) => known === category) ?? 'other';

const nextMonthDay = (month: string, day: number) => {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return effectiveDeadline(toIsoDate(number === 12 ? year + 1 : year, number === 12 ? 1 : number + 1, day));
};

/** A debit booked on a day pays the dues of that month or of the three before it. */
export function monthsBefore(bookingDate: string, count = 4): string[] {
  const year = Number(bookingDate.slice(0, 4));
  const month = Number(bookingDate.slice(5, 7));
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * The months' dues not settled yet. ZUS and PIT-4 come from the approved list's summary (as its page
 * shows them), salaries are each person's net pay on it (as the transfer list has them), the VAT is
 * the tax return's amount to pay, due on the 25th of the next month.
 */
export async function openDues(
  db: Db,
  organizationId: number,
  months: readonly string[],
): Promise<StoredDue[]> {
  const [entries, vat, settled, settings] = await Promise.all([
    approvedPayrollOfMonths(db, organizationId, months),
    vatToPayOfMonths(db, organizationId, months),
    activeDueMatchesOfMonths(db, organizationId, months),
    payrollSettingsOf(db, organizationId),
  ]);
  const accounts = await workerBankAccounts(db, organizationId, [...new Set(entries.map((e) => e.workerId))]);
  const dues: StoredDue[] = [];
  const base = { workerId: null, workerName: '', account: '', taxReturnId: null };
  for (const listId of new Set(entries.map((entry) => entry.listId))) {
    const ofList = entries.filter((entry) => entry.listId === listId);
    const month = ofList[0]?.month ?? '';
    const summary = payrollSummary(
      ofList.map((entry) => entry.lines),
      month,
      settings.zusDueDay,
    );
    const list = { ...base, month, payrollListId: listId };
    if (summary.zusTotal > 0)
      dues.push({ ...list, kind: 'zus', amount: summary.zusTotal, dueDate: summary.deadlines.zus });
    if (summary.pit4 > 0)
      dues.push({ ...list, kind: 'pit4', amount: summary.pit4, dueDate: summary.deadlines.pit4 });
    // One transfer per person: the sum of their nets on the list, as the transfer list makes it.
    for (const workerId of new Set(ofList.map((entry) => entry.workerId))) {
      const own = ofList.filter((entry) => entry.workerId === workerId);
      const amount = sumMoney(own.map((entry) => entry.net));
      if (amount <= 0) continue;
      dues.push({
        ...list,
        kind: 'salary',
        amount,
        dueDate: nextMonthDay(month, 10),
        workerId,
        workerName: own[0]?.workerName ?? '',
        account: accounts.get(workerId) ?? '',
      });
    }
  }
  for (const row of vat)
    dues.push({
      ...base,
      kind: 'vat',
      month: row.month,
      amount: row.toPay,
      dueDate: nextMonthDay(row.month, 25),
      payrollListId: null,
      taxReturnId: row.id,
    });
  const taken = new Set(settled.map(dueKey));
  return dues.filter((due) => !taken.has(dueKey(due)));
}

export const dueSummary = (due: OpenDue): BankDue => ({
  kind: due.kind,
  month: due.month,
  amount: due.amount,
  dueDate: due.dueDate,
  workerId: due.workerId,
  workerName: due.workerName,
});

/** The dues an unmatched debit may pay, best first. */
export async function dueProposals(
  db: Db,
  organizationId: number,
  line: BankLineRow,
): Promise<BankDueProposal[]> {
  if (line.status !== 'unmatched' || line.amount >= 0 || line.reversal) return [];
  const category = debitCategory(line.category);
  if (category === 'fee') return [];
  const dues = await openDues(db, organizationId, monthsBefore(line.bookingDate));
  return proposeDueMatches(asTransaction(line), category, dues).map((proposal) => ({
    due: dueSummary(proposal.due),
    score: proposal.score,
    reasons: [...proposal.reasons],
  }));
}

const categoryOfDue = (kind: DueKind): BankLineCategory =>
  kind === 'salary' ? 'salary' : kind === 'zus' ? 'zus' : 'tax';

async function recordDueMatch(
  tx: Db,
  caller: Caller,
  line: BankLineRow,
  due: StoredDue,
  evidence: Pick<DueProposal, 'score' | 'reasons'>,
  automatic: boolean,
) {
  await insertDueMatch(tx, {
    organizationId: caller.organizationId,
    lineId: line.id,
    kind: due.kind,
    month: due.month,
    payrollListId: due.payrollListId,
    taxReturnId: due.taxReturnId,
    workerId: due.workerId,
    workerName: due.workerName,
    dueAmount: due.amount,
    score: evidence.score,
    reasons: [...evidence.reasons],
    automatic,
    appliedBy: caller.id,
  });
  await updateLine(tx, line.id, { status: 'matched', category: categoryOfDue(due.kind), excess: 0 });
  await insertBankAudit(
    tx,
    caller.organizationId,
    caller.id,
    automatic ? 'due_matched_automatically' : 'due_matched',
    {
      lineId: line.id,
      kind: due.kind,
      month: due.month,
      ...(due.workerId === null ? {} : { workerId: due.workerId }),
      amount: due.amount,
      score: evidence.score,
    },
  );
}

/** The user's choice of a due for a debit; the due is read again, never taken from the request. */
export async function applyDue(
  ctx: AppContext,
  caller: Caller,
  lineId: number,
  chosen: { kind: DueKind; month: string; workerId: number | null },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const line = await lockLine(tx, caller.organizationId, lineId);
    if (!line) throw new AppError(404, 'bank.lineNotFound');
    if (line.status !== 'unmatched') throw new AppError(409, 'bank.alreadyMatched');
    if (line.amount >= 0) throw new AppError(400, 'bank.dueNeedsDebit');
    const dues = await openDues(tx, caller.organizationId, [chosen.month]);
    const due = dues.find((candidate) => dueKey(candidate) === dueKey(chosen));
    if (!due) throw new AppError(409, 'bank.dueNotOpen');
    const [evidence] = proposeDueMatches(asTransaction(line), debitCategory(line.category), [due]);
    await recordDueMatch(tx, caller, line, due, evidence ?? { score: 0, reasons: [] }, false);
  });
}

/**
 * On import: ZUS, tax-office and salary debits whose best due reaches the threshold, with no rival
 * close to it, are settled at once. The dues of the statement's months are read once.
 */
export async function autoMatchDues(
  tx: Db,
  caller: Caller,
  lines: readonly BankLineRow[],
  threshold: number,
): Promise<number> {
  const debits = lines.filter(
    (line) =>
      line.amount < 0 &&
      !line.reversal &&
      (line.category === 'zus' || line.category === 'tax' || line.category === 'salary'),
  );
  if (debits.length === 0) return 0;
  const months = [...new Set(debits.flatMap((line) => monthsBefore(line.bookingDate)))];
  const dues = await openDues(tx, caller.organizationId, months);
  let matched = 0;
  for (const line of debits) {
    const [best, second] = proposeDueMatches(asTransaction(line), debitCategory(line.category), dues);
    if (best === undefined || best.score < threshold) continue;
    if (second !== undefined && second.score >= best.score - 10) continue;
    const at = dues.findIndex((due) => dueKey(due) === dueKey(best.due));
    const due = dues[at];
    if (due === undefined) continue;
    await recordDueMatch(tx, caller, line, due, best, true);
    dues.splice(at, 1);
    matched++;
  }
  return matched;
}
