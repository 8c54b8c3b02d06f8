import { sumMoney, type Money } from '../money.ts';
import type { BankStatement } from './statement-types.ts';

export type BalanceCheck =
  | { readonly ok: true }
  /** `difference` = closing − (opening + Σ lines): what the lines fail to explain. */
  | { readonly ok: false; readonly reason: 'unbalanced'; readonly difference: Money }
  | { readonly ok: false; readonly reason: 'no_balances' };

/**
 * Opening balance plus the lines must equal the closing balance, or the file is not what the bank
 * sent (cut, edited, or half a multi-message statement) and nothing of it may be imported.
 */
export function checkStatementBalance(statement: BankStatement): BalanceCheck {
  if (statement.opening === null || statement.closing === null) return { ok: false, reason: 'no_balances' };
  const moved = sumMoney(statement.transactions.map((t) => t.amount));
  const difference = statement.closing.amount - (statement.opening.amount + moved);
  return difference === 0 ? { ok: true } : { ok: false, reason: 'unbalanced', difference };
}

/**
 * A statement continues the one before it on the same account when its opening equals the earlier
 * closing (SWIFT's 60a = previous 62a). A gap means a statement is missing in between.
 */
export function continuesFrom(previous: BankStatement, next: BankStatement): boolean {
  if (previous.closing === null || next.opening === null) return true;
  return previous.account !== next.account || previous.closing.amount === next.opening.amount;
}

/**
 * The key that makes a re-imported statement recognisable: account, number, reference, period and
 * closing balance. A bank never sends two different statements that agree on all of them.
 */
export function statementKey(statement: BankStatement): string {
  return [
    statement.account,
    statement.number,
    statement.reference,
    statement.opening?.date ?? '',
    statement.closing?.date ?? '',
    statement.closing?.amount ?? '',
  ].join('|');
}
