// Matching bank lines to documents: a proposal applied by the user (the import's automatic matches are
// set-based, bank-auto-match.service.ts), and undo. An applied match records the payment through
// the same function as the payment form (recordInvoicePayment / recordCostPayment), in the same
// transaction as the match, so the document's status, the debt list and the reports follow at once.
import type { MatchProposal, MatchReason, OpenDocument } from '@saldo/domain/bank/reconciliation';
import type { BankTransaction } from '@saldo/domain/bank/statement-types';
import { parseSplitPaymentTitle } from '@saldo/domain/bank/payment-title';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordCostPayment, unrecordCostPayment } from '../costs/cost-payments.service.ts';
import { lockCost } from '../costs/costs.repository.ts';
import { recordInvoicePayment, unrecordInvoicePayment } from '../invoices/invoice-actions.service.ts';
import { lockInvoice } from '../invoices/invoices.repository.ts';
import type { Caller } from '../../lib/caller.ts';
import {
  countActiveCreditApplicationsOfLine,
  insertBankAudit,
  insertMatch,
  undoDueMatches,
  undoMatches,
  updateLine,
} from './bank-statements.repository.ts';
import type { BankLineRow } from './bank-statements.table.ts';
import { matchNote } from './match-note.ts';

export type DocumentKind = 'invoice' | 'cost';
export type KindedDocument = OpenDocument & { kind: DocumentKind };

/** Money in pays sales invoices; money out pays costs. */
export const kindOf = (line: Pick<BankLineRow, 'amount'>): DocumentKind =>
  line.amount > 0 ? 'invoice' : 'cost';

/** A stored line as the domain reads it: the title, and the bank's raw text as a second reading. */
export function asTransaction(line: BankLineRow): BankTransaction {
  return {
    bookingDate: line.bookingDate,
    valueDate: line.valueDate,
    amount: line.amount,
    currency: line.currency,
    reversal: line.reversal,
    title: line.title,
    titleVariants: [line.title, line.description].filter((text) => text !== ''),
    counterpartyName: line.counterpartyName,
    counterpartyAccount: line.counterpartyAccount,
    bankReference: line.bankReference,
    ownerReference: line.ownerReference,
    typeCode: line.typeCode,
    description: line.description,
  };
}

/**
 * Records the payments of a proposal and the match rows; the line becomes matched, and what the
 * documents did not owe stays on it as the contractor's credit.
 */
export async function applyProposal(
  tx: Db,
  caller: Caller,
  line: BankLineRow,
  kind: DocumentKind,
  proposal: Pick<MatchProposal, 'allocations' | 'score' | 'reasons'>,
  automatic: boolean,
  /** What the documents did not take, in the line's currency; by default the line less the allocations. */
  excessOverride?: number,
): Promise<{ documentId: number; balance: number }[]> {
  // A split payment pays the gross; the note says which part the bank moves on to the VAT account.
  const mpp = parseSplitPaymentTitle(line.title);
  const note = matchNote(line, proposal.reasons);
  const after: { documentId: number; balance: number }[] = [];
  let allocated = 0;
  for (const allocation of proposal.allocations) {
    const payment = { amount: allocation.amount, date: line.bookingDate, method: 'transfer' as const, note };
    let paymentId: number;
    if (kind === 'invoice') {
      const invoice = await lockInvoice(tx, caller.organizationId, allocation.documentId);
      if (!invoice) throw new AppError(404, 'bank.documentNotFound');
      const recorded = await recordInvoicePayment(tx, caller.id, invoice, payment);
      paymentId = recorded.paymentId;
      after.push({ documentId: invoice.id, balance: recorded.row.balance });
    } else {
      const cost = await lockCost(tx, caller.organizationId, allocation.documentId);
      if (!cost) throw new AppError(404, 'bank.documentNotFound');
      const recorded = await recordCostPayment(tx, caller.id, cost, payment, null);
      paymentId = recorded.paymentId;
      after.push({ documentId: cost.id, balance: recorded.row.balance });
    }
    allocated += allocation.amount;
    await insertMatch(tx, {
      organizationId: caller.organizationId,
      lineId: line.id,
      documentKind: kind,
      documentId: allocation.documentId,
      amount: allocation.amount,
      paymentId,
      score: proposal.score,
      reasons: [...proposal.reasons] as MatchReason[],
      automatic,
      appliedBy: caller.id,
    });
  }
  await updateLine(tx, line.id, {
    status: 'matched',
    excess: excessOverride ?? Math.abs(line.amount) - allocated,
  });
  await insertBankAudit(
    tx,
    caller.organizationId,
    caller.id,
    automatic ? 'match_applied_automatically' : 'match_applied',
    {
      lineId: line.id,
      documents: proposal.allocations,
      score: proposal.score,
      ...(mpp ? { splitPaymentVat: mpp.vat } : {}),
    },
  );
  return after;
}

/**
 * Takes the line's payments back off their documents (and its dues off their months); the line is
 * unmatched again. Refused while part of its overpayment settles another invoice: that comes first.
 */
export async function undoLine(tx: Db, caller: Caller, line: BankLineRow): Promise<void> {
  if ((await countActiveCreditApplicationsOfLine(tx, line.id)) > 0)
    throw new AppError(409, 'bank.creditInUse');
  const dues = await undoDueMatches(tx, line.id);
  const undone = await undoMatches(tx, line.id);
  for (const match of undone) {
    if (match.paymentId === null) continue;
    try {
      if (match.documentKind === 'invoice') {
        const invoice = await lockInvoice(tx, caller.organizationId, match.documentId);
        if (invoice) await unrecordInvoicePayment(tx, caller.id, invoice, match.paymentId);
      } else {
        const cost = await lockCost(tx, caller.organizationId, match.documentId);
        if (cost) await unrecordCostPayment(tx, caller.id, cost, match.paymentId);
      }
    } catch (error) {
      // The payment was already removed by hand on the document: nothing left to take back.
      if (!(error instanceof AppError && error.statusCode === 404)) throw error;
    }
  }
  await updateLine(tx, line.id, {
    status: 'unmatched',
    excess: 0,
    category: line.amount > 0 ? 'income' : line.category,
    note: '',
  });
  await insertBankAudit(tx, caller.organizationId, caller.id, 'match_undone', {
    lineId: line.id,
    documents: undone.map((m) => ({ kind: m.documentKind, id: m.documentId, amount: m.amount })),
    ...(dues.length > 0
      ? { dues: dues.map((d) => ({ kind: d.kind, month: d.month, workerId: d.workerId })) }
      : {}),
  });
}
