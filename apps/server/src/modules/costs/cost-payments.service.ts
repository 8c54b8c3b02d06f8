// Paying a supplier. A transfer of more than 15 000 PLN gross to an account that is not on the VAT
// white list costs the buyer the tax deduction of the expense and makes it jointly liable for the
// supplier's VAT (art. 117ba Ordynacji podatkowej, art. 15d CIT / 22p PIT) unless it reports the
// payment (ZAW-NR) within 7 days. So before such a payment the account is checked for the payment day,
// the answer with its request id is kept on the payment as evidence, and a negative or missing answer
// stops the payment until the user accepts the risk knowingly.
import type {
  CostBulkPaidResult,
  CostPaymentInputBody,
  CostResponse,
  WhiteListEvidence,
} from '@saldo/contracts/costs';
import type { Language } from '@saldo/i18n/languages';
import { formatMoney, parseMoney, toDecimalString, type Money } from '@saldo/domain/money';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { translate } from '../../i18n/translate.ts';
import { normalizeAccountNumber } from '../../integrations/white-list/white-list-client.ts';
import type { WhiteListClient } from '../../integrations/white-list/white-list-types.ts';
import type { Caller } from '../../lib/caller.ts';
import { whiteListCheckRequired } from './cost-mapping.ts';
import {
  deleteCostPayment,
  findCost,
  insertCostAudit,
  insertCostPayment,
  lockCost,
  sumCostPayments,
  updateCostRow,
} from './costs.repository.ts';
import type { CostRow } from './costs.table.ts';
import { costNotFound, costResponse, settledStatus } from './costs.service.ts';

/** Recomputes paid, balance and status from the payments, in the caller's transaction. */
async function settle(tx: Db, row: CostRow): Promise<CostRow> {
  const paid = await sumCostPayments(tx, row.id);
  return updateCostRow(tx, row.id, {
    paid,
    balance: row.gross - paid,
    status: settledStatus(row, row.gross, paid),
  });
}

/**
 * Asks the white list about the supplier's account. The list answers for past days and today only, so
 * a payment dated ahead is checked for today (and should be checked again on the day it is sent).
 */
export async function checkSupplierAccount(
  whiteList: WhiteListClient,
  row: Pick<CostRow, 'supplierNip' | 'bankAccount'>,
  paymentDate: string,
): Promise<WhiteListEvidence> {
  const today = todayInPoland();
  const date = paymentDate > today ? today : paymentDate;
  const account = normalizeAccountNumber(row.bankAccount);
  const base = { account: row.bankAccount, date, checkedAt: new Date().toISOString() };
  if (account === null || !/^\d{10}$/.test(row.supplierNip)) {
    return { ...base, result: 'unavailable', requestId: '' };
  }
  try {
    const answer = await whiteList.checkAccount(row.supplierNip, account, date);
    return { ...base, result: answer.accountAssigned ? 'listed' : 'not_listed', requestId: answer.requestId };
  } catch {
    // Not configured, down, rate limited: the evidence is that it could not be asked.
    return { ...base, result: 'unavailable', requestId: '' };
  }
}

function refusal(evidence: WhiteListEvidence, row: CostRow): AppError {
  if (evidence.result === 'not_listed') {
    return new AppError(409, 'costs.accountNotListed', {
      code: 'white_list_not_listed',
      params: { account: row.bankAccount, date: evidence.date, requestId: evidence.requestId },
    });
  }
  const noAccount = normalizeAccountNumber(row.bankAccount) === null;
  return new AppError(409, noAccount ? 'costs.whiteListNoAccount' : 'costs.whiteListUnavailable', {
    code: 'white_list_unavailable',
  });
}

export interface PaymentDeps {
  ctx: AppContext;
  whiteList: WhiteListClient;
}

export async function addCostPayment(
  deps: PaymentDeps,
  caller: Caller,
  id: number,
  body: Required<CostPaymentInputBody>,
): Promise<CostResponse> {
  const { ctx } = deps;
  const before = await findCost(ctx.db, caller.organizationId, id);
  if (!before) throw costNotFound();
  if (before.status === 'draft') throw new AppError(409, 'costs.draftNoPayments');
  // The check is a network call: made before the transaction, so no row lock waits on the ministry.
  let evidence: WhiteListEvidence | null = null;
  if (body.method === 'transfer' && whiteListCheckRequired(before)) {
    evidence = await checkSupplierAccount(deps.whiteList, before, body.date);
    if (evidence.result !== 'listed' && !body.acceptWhiteListRisk) throw refusal(evidence, before);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockCost(tx, caller.organizationId, id);
    if (!current) throw costNotFound();
    const amount = parseMoney(body.amount);
    if (!amount.ok) throw validationError({ amount: { key: 'invoices.invalidNumber' } });
    const payment = { amount: amount.value, date: body.date, method: body.method, note: body.note.trim() };
    return (await recordCostPayment(tx, caller.id, current, payment, evidence)).row;
  });
  return costResponse(ctx.db, row);
}

/**
 * A payment on a locked cost, in the caller's transaction: the payment form and the bank
 * reconciliation record payments through this one path. A payment read from a bank statement has
 * already been made, so it carries no white-list evidence of its own.
 */
export async function recordCostPayment(
  tx: Db,
  userId: number,
  current: CostRow,
  payment: { amount: Money; date: string; method: CostPaymentInputBody['method']; note: string },
  evidence: WhiteListEvidence | null,
): Promise<{ row: CostRow; paymentId: number }> {
  if (current.status === 'draft') throw new AppError(409, 'costs.draftNoPayments');
  if (payment.amount === 0) throw validationError({ amount: { key: 'invoices.mustNotBeZero' } });
  const balance = current.gross - current.paid;
  // Same sign as what is owed (a refund on a negative correction is negative), and no more.
  if (Math.sign(payment.amount) !== Math.sign(balance) || Math.abs(payment.amount) > Math.abs(balance)) {
    const formatted = formatMoney(balance, { currency: current.currency });
    throw validationError({ amount: { key: 'invoices.paymentTooLarge', params: { balance: formatted } } });
  }
  const paymentId = await insertCostPayment(tx, {
    costId: current.id,
    ...payment,
    whiteList: evidence,
    createdBy: userId,
  });
  await insertCostAudit(tx, current.id, userId, 'payment_added', {
    amount: payment.amount,
    date: payment.date,
    method: payment.method,
    ...(evidence ? { whiteList: evidence.result, requestId: evidence.requestId } : {}),
  });
  return { row: await settle(tx, current), paymentId };
}

/** Takes a payment back off a locked cost, in the caller's transaction (the form, a bank undo). */
export async function unrecordCostPayment(
  tx: Db,
  userId: number,
  current: CostRow,
  paymentId: number,
): Promise<CostRow> {
  const removed = await deleteCostPayment(tx, current.id, paymentId);
  if (!removed) throw new AppError(404, 'invoices.paymentNotFound');
  await insertCostAudit(tx, current.id, userId, 'payment_removed', {
    amount: removed.amount,
    date: removed.date,
  });
  return settle(tx, current);
}

export async function removeCostPayment(
  ctx: AppContext,
  caller: Caller,
  id: number,
  paymentId: number,
): Promise<CostResponse> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockCost(tx, caller.organizationId, id);
    if (!current) throw costNotFound();
    return unrecordCostPayment(tx, caller.id, current, paymentId);
  });
  return costResponse(ctx.db, row);
}

/**
 * Pays each document's balance in full. Each is its own transaction, so one refusal (white list,
 * already paid, a draft) leaves the others paid; a white-list risk is never accepted in bulk.
 */
export async function bulkMarkPaid(
  deps: PaymentDeps,
  caller: Caller,
  body: { ids: number[]; date: string; method: CostPaymentInputBody['method'] },
  language: Language,
): Promise<CostBulkPaidResult> {
  const result: CostBulkPaidResult = { paid: [], skipped: [] };
  for (const id of [...new Set(body.ids)]) {
    const row = await findCost(deps.ctx.db, caller.organizationId, id);
    if (!row) {
      result.skipped.push({ id, reason: translate(language, 'costs.notFound') });
      continue;
    }
    if (row.balance === 0) {
      result.skipped.push({ id, reason: translate(language, 'costs.alreadyPaid') });
      continue;
    }
    try {
      await addCostPayment(deps, caller, id, {
        amount: toDecimalString(row.balance),
        date: body.date,
        method: body.method,
        note: '',
        acceptWhiteListRisk: false,
      });
      result.paid.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.skipped.push({ id, reason: translate(language, error.messageKey, error.params) });
    }
  }
  return result;
}
