// An import's automatic matches, set-based. Each line in statement order takes its best proposal when
// it reaches the threshold and nothing rivals it within 10 points, and a document it pays leaves the
// index with what it still owes. The documents the whole statement points at are read in one query,
// the matches are decided in memory, and their records (the same rows recordInvoicePayment /
// recordCostPayment and applyProposal write) go to the database a table at a time. A PLN line also weighs open documents in other
// currencies at the NBP rate of the day before its booking, as the manual match does.
import { DocumentIndex, lookupKeys } from '@saldo/domain/bank/document-index';
import { proposeForeignMatches, type PaymentDayRate } from '@saldo/domain/bank/foreign-payment';
import { parseSplitPaymentTitle } from '@saldo/domain/bank/payment-title';
import { proposeMatches, type MatchReason } from '@saldo/domain/bank/reconciliation';
import { toPln } from '@saldo/domain/exchange-rate';
import { storedStatusAfterPayments } from '@saldo/domain/invoice-status';
import { formatMoney } from '@saldo/domain/money';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import { settledStatus } from '../costs/costs.service.ts';
import type { InvoiceRow } from '../invoices/invoices.table.ts';
import {
  documentsForStatement,
  insertPayments,
  lockCosts,
  lockInvoices,
  recordAutomaticMatches,
  sumPaymentsOf,
  updateSettled,
  type MatchedLine,
  type NewAutomaticMatch,
  type NewPayment,
  type SettledDocument,
  type StatementLookup,
  type LockedCost,
  type LockedInvoice,
  withoutJit,
} from './bank-auto-match.repository.ts';
import { asTransaction, kindOf, type DocumentKind } from './bank-reconcile.service.ts';
import type { DocumentRow } from './bank-statements.repository.ts';
import type { BankLineRow } from './bank-statements.table.ts';
import { matchNote } from './match-note.ts';
import { notifyBankMatches } from '../notifications/notifications.repository.ts';
import { paymentDayRates } from './payment-day-rates.ts';

/** Same-currency and converted proposals this close to the best make the user choose. */
const RIVAL_WITHIN = 10;
/** NBP asked for this many booking days at once. */
const RATE_REQUESTS = 4;

interface Decided {
  readonly line: BankLineRow;
  readonly allocations: readonly { readonly documentId: number; readonly amount: number }[];
  readonly score: number;
  readonly reasons: readonly MatchReason[];
  readonly excess: number;
}

/**
 * Applies the sure matches of freshly imported lines; answers how many lines were matched. The
 * invoices paid are announced (notifyBankMatches) in the same transaction.
 */
export async function autoMatchStatement(
  ctx: Pick<AppContext, 'nbp' | 'config'>,
  tx: Db,
  caller: Caller,
  lines: readonly BankLineRow[],
  threshold: number,
  statement: { id: number; name: string },
): Promise<number> {
  // No proposal scores above 100, so a higher threshold matches nothing and nothing need be read.
  if (threshold > 100) return 0;
  await withoutJit(tx);
  const eligible = lines.filter(
    (line) => line.amount !== 0 && !line.reversal && (line.amount > 0 || line.category === 'other'),
  );
  let matched = 0;
  for (const kind of ['invoice', 'cost'] as const) {
    const own = eligible.filter((line) => kindOf(line) === kind);
    if (own.length === 0) continue;
    const decided = await decide(ctx, tx, caller, kind, own, threshold);
    await record(tx, caller, kind, decided);
    matched += decided.length;
    if (kind === 'invoice') {
      const paid = new Set(decided.flatMap((match) => match.allocations.map((a) => a.documentId)));
      await notifyBankMatches(tx, caller.organizationId, statement, [...paid]);
    }
  }
  return matched;
}

/** The matches of one direction's lines, decided in statement order against an in-memory index. */
async function decide(
  ctx: Pick<AppContext, 'nbp' | 'config'>,
  tx: Db,
  caller: Caller,
  kind: DocumentKind,
  lines: readonly BankLineRow[],
  threshold: number,
): Promise<Decided[]> {
  const transactions = lines.map(asTransaction);
  const documents = await documentsForStatement(
    tx,
    caller.organizationId,
    kind,
    statementLookup(transactions),
  );
  if (documents.length === 0) return [];
  const index = new DocumentIndex<DocumentRow>(documents);
  const balances = new Map(documents.map((doc) => [doc.id, doc.balance]));
  const rates = await ratesOfForeignCandidates(ctx, lines, transactions, index);
  const decided: Decided[] = [];
  for (const [at, line] of lines.entries()) {
    const transaction = transactions[at];
    if (transaction === undefined) continue;
    const candidates = index.candidates(transaction);
    const foreign = line.currency === 'PLN' ? candidates.filter((doc) => doc.currency !== line.currency) : [];
    const dayRates = foreign.length === 0 ? [] : await rates.of(line.bookingDate, foreign);
    const ranked = [
      ...proposeMatches(transaction, candidates),
      ...proposeForeignMatches(transaction, foreign, dayRates),
    ].sort((a, b) => b.score - a.score);
    const [best, second] = ranked;
    if (best === undefined || best.score < threshold) continue;
    if (second !== undefined && second.score >= best.score - RIVAL_WITHIN) continue;
    const converted = best.reasons.find((reason) => reason.code === 'converted_at_rate');
    const rate = converted && dayRates.find((one) => one.currency === converted.currency);
    const allocated = best.allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
    decided.push({
      line,
      allocations: best.allocations,
      score: best.score,
      reasons: best.reasons,
      // A converted payment leaves, in PLN at the payment day's rate, what the document did not take.
      excess: rate
        ? Math.max(0, Math.abs(line.amount) - toPln(allocated, rate.rate))
        : Math.abs(line.amount) - allocated,
    });
    for (const allocation of best.allocations) {
      const balance = (balances.get(allocation.documentId) ?? 0) - allocation.amount;
      balances.set(allocation.documentId, balance);
      index.update(allocation.documentId, balance);
    }
  }
  return decided;
}

function statementLookup(transactions: readonly ReturnType<typeof asTransaction>[]): StatementLookup {
  const amounts = new Set<number>();
  const numberDigits = new Set<string>();
  const ksefNumbers = new Set<string>();
  const nips = new Set<string>();
  const accountTails = new Set<string>();
  const shortAccounts = new Set<string>();
  for (const transaction of transactions) {
    const keys = lookupKeys(transaction);
    amounts.add(keys.amount);
    for (const digits of keys.numberDigits) numberDigits.add(digits);
    for (const ksef of keys.ksefNumbers) ksefNumbers.add(ksef);
    for (const nip of keys.nips) nips.add(nip);
    if (keys.accountDigits === null) continue;
    if (keys.accountDigits.length >= 10) accountTails.add(keys.accountDigits.slice(-10));
    else shortAccounts.add(keys.accountDigits);
  }
  return {
    amounts: [...amounts],
    numberDigits: [...numberDigits],
    ksefNumbers: [...ksefNumbers],
    nips: [...nips],
    accountTails: [...accountTails],
    shortAccounts: [...shortAccounts],
  };
}

/**
 * The payment days' NBP rates of the foreign currencies PLN lines may pay, asked for before the
 * matching (a few days at a time) and remembered; a candidate that appears only after an earlier
 * line's payment is asked for when its line comes.
 */
async function ratesOfForeignCandidates(
  ctx: Pick<AppContext, 'nbp' | 'config'>,
  lines: readonly BankLineRow[],
  transactions: readonly ReturnType<typeof asTransaction>[],
  index: DocumentIndex<DocumentRow>,
) {
  const known = new Map<string, Promise<PaymentDayRate[]>>();
  const wanted = new Map<string, Set<string>>();
  const ask = (date: string, currencies: readonly string[]) => {
    const missing = currencies.filter((currency) => !known.has(`${date}|${currency}`));
    if (missing.length === 0) return;
    const answer = paymentDayRates(ctx, missing, date);
    for (const currency of missing)
      known.set(
        `${date}|${currency}`,
        answer.then((rates) => rates.filter((rate) => rate.currency === currency)),
      );
  };
  for (const [at, line] of lines.entries()) {
    const transaction = transactions[at];
    if (line.currency !== 'PLN' || transaction === undefined) continue;
    for (const doc of index.candidates(transaction)) {
      if (doc.currency === 'PLN') continue;
      const currencies = wanted.get(line.bookingDate) ?? new Set<string>();
      currencies.add(doc.currency);
      wanted.set(line.bookingDate, currencies);
    }
  }
  const days = [...wanted.entries()];
  for (let at = 0; at < days.length; at += RATE_REQUESTS) {
    const batch = days.slice(at, at + RATE_REQUESTS);
    for (const [date, currencies] of batch) ask(date, [...currencies]);
    await Promise.all(batch.map(([date, currencies]) => known.get(`${date}|${[...currencies][0]}`)));
  }
  return {
    async of(date: string, documents: readonly DocumentRow[]): Promise<PaymentDayRate[]> {
      const currencies = [...new Set(documents.map((doc) => doc.currency))];
      ask(date, currencies);
      const found = await Promise.all(currencies.map((currency) => known.get(`${date}|${currency}`)));
      return found.flatMap((rates) => rates ?? []);
    },
  };
}

/** The decided matches' records, as applyProposal writes them for one line, for all at once. */
async function record(tx: Db, caller: Caller, kind: DocumentKind, decided: readonly Decided[]) {
  if (decided.length === 0) return;
  const payments: NewPayment[] = [];
  for (const match of decided) {
    const note = matchNote(match.line, match.reasons);
    for (const allocation of match.allocations)
      payments.push({
        documentId: allocation.documentId,
        amount: allocation.amount,
        date: match.line.bookingDate,
        note,
      });
  }
  const ids = [...new Set(payments.map((payment) => payment.documentId))].sort((a, b) => a - b);
  const settled =
    kind === 'invoice'
      ? await settleInvoices(tx, caller, ids, payments)
      : await settleCosts(tx, caller, ids, payments);
  const matches: NewAutomaticMatch[] = [];
  const matchedLines: MatchedLine[] = [];
  let paid = 0;
  for (const match of decided) {
    for (const allocation of match.allocations) {
      const paymentId = settled.paymentIds[paid++];
      if (paymentId === undefined) throw new Error('a payment of an automatic match was not recorded');
      matches.push({
        lineId: match.line.id,
        documentKind: kind,
        documentId: allocation.documentId,
        amount: allocation.amount,
        paymentId,
        score: match.score,
        reasons: match.reasons,
      });
    }
    const mpp = parseSplitPaymentTitle(match.line.title);
    matchedLines.push({
      lineId: match.line.id,
      excess: match.excess,
      audit: {
        lineId: match.line.id,
        documents: match.allocations,
        score: match.score,
        ...(mpp ? { splitPaymentVat: mpp.vat } : {}),
      },
    });
  }
  await recordAutomaticMatches(tx, caller.organizationId, caller.id, matches, matchedLines);
}

/**
 * recordInvoicePayment for many: the invoices locked, each payment checked against what the invoice
 * owes at that point (the same refusals), the payments and audit entries inserted, the paid sums read
 * back and paid, balance and status (storedStatusAfterPayments) written.
 */
async function settleInvoices(
  tx: Db,
  caller: Caller,
  ids: readonly number[],
  payments: readonly NewPayment[],
): Promise<{ paymentIds: number[] }> {
  const rows = new Map((await lockInvoices(tx, caller.organizationId, ids)).map((row) => [row.id, row]));
  const paidSoFar = new Map<number, number>();
  for (const payment of payments) {
    const row = rows.get(payment.documentId);
    if (row === undefined) throw new AppError(404, 'bank.documentNotFound');
    if (row.status === 'cancelled') throw new AppError(409, 'invoices.cancelledNoPayments');
    const paid = paidSoFar.get(row.id) ?? row.paid;
    checkPayment(payment.amount, row.toPay - paid, row.currency);
    paidSoFar.set(row.id, paid + payment.amount);
  }
  const paymentIds = await insertPayments(tx, 'invoice', caller.id, payments);
  const sums = await sumPaymentsOf(tx, 'invoice', ids);
  const settled = [...rows.values()].map((row: LockedInvoice): SettledDocument => {
    const paid = sums.get(row.id) ?? 0;
    const status = storedStatusAfterPayments(
      row.status,
      row.toPay,
      paid === 0 ? [] : [{ amount: paid, date: '' }],
      row.sentAt !== null,
    );
    return { id: row.id, paid, balance: row.toPay - paid, status };
  });
  await updateSettled(tx, 'invoice', settled);
  return { paymentIds };
}

/** recordCostPayment for many (no white-list evidence, as a bank match records none). */
async function settleCosts(
  tx: Db,
  caller: Caller,
  ids: readonly number[],
  payments: readonly NewPayment[],
): Promise<{ paymentIds: number[] }> {
  const rows = new Map((await lockCosts(tx, caller.organizationId, ids)).map((row) => [row.id, row]));
  const paidSoFar = new Map<number, number>();
  for (const payment of payments) {
    const row = rows.get(payment.documentId);
    if (row === undefined) throw new AppError(404, 'bank.documentNotFound');
    if (row.status === 'draft') throw new AppError(409, 'costs.draftNoPayments');
    const paid = paidSoFar.get(row.id) ?? row.paid;
    checkPayment(payment.amount, row.gross - paid, row.currency);
    paidSoFar.set(row.id, paid + payment.amount);
  }
  const paymentIds = await insertPayments(tx, 'cost', caller.id, payments);
  const sums = await sumPaymentsOf(tx, 'cost', ids);
  const settled = [...rows.values()].map((row: LockedCost): SettledDocument => {
    const paid = sums.get(row.id) ?? 0;
    return { id: row.id, paid, balance: row.gross - paid, status: settledStatus(row, row.gross, paid) };
  });
  await updateSettled(tx, 'cost', settled);
  return { paymentIds };
}

/** The payment form's refusals: nothing, the wrong sign, or more than is owed. */
function checkPayment(amount: number, balance: number, currency: InvoiceRow['currency']) {
  if (amount === 0) throw validationError({ amount: { key: 'invoices.mustNotBeZero' } });
  if (Math.sign(amount) !== Math.sign(balance) || Math.abs(amount) > Math.abs(balance)) {
    const formatted = formatMoney(balance, { currency });
    throw validationError({ amount: { key: 'invoices.paymentTooLarge', params: { balance: formatted } } });
  }
}
