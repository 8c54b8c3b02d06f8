// The statements and lines screens: listing, proposals, manual matches, "other", undo and settings.
import type { BankLine } from '@saldo/contracts/bank-statements';
import { convertForeignPayment, proposeForeignMatches } from '@saldo/domain/bank/foreign-payment';
import { proposeMatches } from '@saldo/domain/bank/reconciliation';
import { toPln } from '@saldo/domain/exchange-rate';
import { lineEvidence } from './line-evidence.ts';
import { paymentDayRates } from './payment-day-rates.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import {
  applyProposal,
  asTransaction,
  kindOf,
  undoLine,
  type DocumentKind,
  type KindedDocument,
} from './bank-reconcile.service.ts';
import { dueProposals } from './bank-dues.service.ts';
import {
  activeDueMatchesOfLines,
  activeMatchesOfLines,
  countActiveMatchesOfStatement,
  deleteStatement,
  documentsPointedAt,
  findLine,
  insertBankAudit,
  listLines,
  listStatements,
  lockLine,
  openDocuments,
  readBankSettings,
  updateLine,
  writeBankSettings,
  type LineFilter,
} from './bank-statements.repository.ts';
import type { BankLineCategory, BankLineRow } from './bank-statements.table.ts';

const lineNotFound = () => new AppError(404, 'bank.lineNotFound');

export async function statements(ctx: AppContext, caller: Caller) {
  const rows = await listStatements(ctx.db, caller.organizationId);
  return { statements: rows.map((row) => ({ ...row, importedAt: row.importedAt.toISOString() })) };
}

export async function removeStatement(ctx: AppContext, caller: Caller, id: number) {
  await ctx.db.transaction(async (tx) => {
    if ((await countActiveMatchesOfStatement(tx, id)) > 0)
      throw new AppError(409, 'bank.statementHasMatches');
    if (!(await deleteStatement(tx, caller.organizationId, id)))
      throw new AppError(404, 'bank.statementNotFound');
    await insertBankAudit(tx, caller.organizationId, caller.id, 'statement_deleted', { statementId: id });
  });
}

export async function lines(
  ctx: AppContext,
  caller: Caller,
  filter: LineFilter,
  page: number,
  perPage: number,
) {
  const { rows, total, counts } = await listLines(ctx.db, caller.organizationId, filter, page, perPage);
  return { lines: await withMatches(ctx, rows), total, counts };
}

async function withMatches(ctx: AppContext, rows: readonly BankLineRow[]): Promise<BankLine[]> {
  const ids = rows.map((row) => row.id);
  const [matches, dues] = await Promise.all([
    activeMatchesOfLines(ctx.db, ids),
    activeDueMatchesOfLines(ctx.db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    statementId: row.statementId,
    bookingDate: row.bookingDate,
    valueDate: row.valueDate,
    amount: row.amount,
    currency: row.currency,
    reversal: row.reversal,
    title: row.title,
    counterpartyName: row.counterpartyName,
    counterpartyAccount: row.counterpartyAccount,
    bankReference: row.bankReference,
    status: row.status,
    category: row.category,
    excess: row.excess,
    note: row.note,
    matches: matches
      .filter((match) => match.lineId === row.id)
      .map((match) => ({
        id: match.id,
        documentKind: match.documentKind,
        documentId: match.documentId,
        documentNumber: match.documentNumber,
        amount: match.amount,
        score: match.score,
        automatic: match.automatic,
        reasons: match.reasons,
        appliedAt: match.appliedAt.toISOString(),
      })),
    dues: dues
      .filter((due) => due.lineId === row.id)
      .map((due) => ({
        id: due.id,
        kind: due.kind,
        month: due.month,
        workerId: due.workerId,
        workerName: due.workerName,
        dueAmount: due.dueAmount,
        score: due.score,
        automatic: due.automatic,
        reasons: due.reasons,
        appliedAt: due.appliedAt.toISOString(),
      })),
  }));
}

export async function lineById(ctx: AppContext, caller: Caller, id: number): Promise<BankLine> {
  const row = await findLine(ctx.db, caller.organizationId, id);
  if (!row) throw lineNotFound();
  const [line] = await withMatches(ctx, [row]);
  if (!line) throw lineNotFound();
  return line;
}

const summary = (doc: KindedDocument) => ({
  kind: doc.kind,
  id: doc.id,
  number: doc.number,
  partyName: doc.partyName,
  issueDate: doc.issueDate,
  dueDate: doc.dueDate,
  currency: doc.currency,
  balance: doc.balance,
});

export async function proposals(ctx: AppContext, caller: Caller, id: number) {
  const line = await findLine(ctx.db, caller.organizationId, id);
  if (!line) throw lineNotFound();
  if (line.status !== 'unmatched' || line.amount === 0) return { proposals: [], dues: [] };
  const transaction = asTransaction(line);
  // Only the documents the line points at are read (amount, number, NIP, KSeF number, account).
  const kind = kindOf(line);
  const ids = await documentsPointedAt(ctx.db, caller.organizationId, kind, lineEvidence(transaction));
  // A PLN line may pay a document in another currency (converted at the day before's NBP rate).
  const documents =
    ids.length === 0
      ? []
      : await openDocuments(
          ctx.db,
          caller.organizationId,
          kind,
          line.currency === 'PLN' ? '' : line.currency,
          {
            ids,
            limit: ids.length,
          },
        );
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  const same = documents.filter((doc) => doc.currency === line.currency);
  const foreign = documents.filter((doc) => doc.currency !== line.currency);
  const rates = await paymentDayRates(
    ctx,
    foreign.map((doc) => doc.currency),
    line.bookingDate,
  );
  const found = [...proposeMatches(transaction, same), ...proposeForeignMatches(transaction, foreign, rates)]
    .sort((a, b) => b.score - a.score)
    .slice(0, 5);
  return {
    dues: await dueProposals(ctx.db, caller.organizationId, line),
    proposals: found.map((proposal) => ({
      documents: proposal.documentIds.flatMap((docId) => {
        const doc = byId.get(docId);
        return doc ? [summary(doc)] : [];
      }),
      score: proposal.score,
      reasons: [...proposal.reasons],
      allocations: [...proposal.allocations],
    })),
  };
}

export async function searchDocuments(ctx: AppContext, caller: Caller, kind: DocumentKind, q: string) {
  const documents = await openDocuments(ctx.db, caller.organizationId, kind, '', { text: q, limit: 50 });
  return { documents: documents.map(summary) };
}

/**
 * The user's match: the chosen documents, oldest due first, each paid up to what it owes; what is
 * left of the line stays on it as the contractor's credit.
 */
export async function applyMatch(
  ctx: AppContext,
  caller: Caller,
  id: number,
  chosen: readonly { kind: DocumentKind; id: number }[],
): Promise<BankLine> {
  await ctx.db.transaction(async (tx) => {
    const line = await lockLine(tx, caller.organizationId, id);
    if (!line) throw lineNotFound();
    if (line.status !== 'unmatched') throw new AppError(409, 'bank.alreadyMatched');
    const kind = kindOf(line);
    if (chosen.some((doc) => doc.kind !== kind)) throw new AppError(400, 'bank.wrongDirection');
    const chosenIds = [...new Set(chosen.map((doc) => doc.id))];
    // Only the chosen documents, not every open one of the organization.
    const open = await openDocuments(tx, caller.organizationId, kind, '', {
      ids: chosenIds,
      limit: chosenIds.length,
    });
    const wanted = chosenIds.map((docId) => {
      const doc = open.find((candidate) => candidate.id === docId);
      if (!doc) throw new AppError(409, 'bank.documentNotOpen', { params: { number: `#${docId}` } });
      return doc;
    });
    const [only] = wanted;
    if (only !== undefined && only.currency !== line.currency) {
      // One foreign-currency document paid from a PLN account: converted at the NBP rate of the day
      // before the payment, recorded in the document's currency with the exchange difference.
      if (line.currency !== 'PLN' || wanted.length > 1)
        throw new AppError(400, 'bank.currencyDiffers', { params: { number: only.number } });
      const [rate] = await paymentDayRates(ctx, [only.currency], line.bookingDate);
      if (rate === undefined)
        throw new AppError(409, 'bank.noExchangeRate', { params: { currency: only.currency } });
      const [proposal] = proposeForeignMatches(asTransaction(line), [only], [rate]);
      const conversion = convertForeignPayment(line.amount, only, rate.rate);
      await applyProposal(
        tx,
        caller,
        line,
        kind,
        {
          allocations: [{ documentId: only.id, amount: conversion.paid }],
          score: proposal?.score ?? 0,
          reasons: proposal?.reasons ?? [],
        },
        false,
        // What the document did not take, in PLN at the payment day's rate.
        Math.max(0, Math.abs(line.amount) - toPln(conversion.paid, rate.rate)),
      );
      return;
    }
    if (wanted.some((doc) => doc.currency !== line.currency))
      throw new AppError(400, 'bank.currencyDiffers', {
        params: { number: wanted.find((doc) => doc.currency !== line.currency)?.number ?? '' },
      });
    wanted.sort((a, b) => (a.dueDate ?? a.issueDate).localeCompare(b.dueDate ?? b.issueDate) || a.id - b.id);
    let remaining = Math.abs(line.amount);
    const allocations: { documentId: number; amount: number }[] = [];
    for (const doc of wanted) {
      const amount = Math.min(remaining, doc.balance);
      if (amount <= 0) break;
      allocations.push({ documentId: doc.id, amount });
      remaining -= amount;
    }
    const transaction = asTransaction(line);
    const evidence = proposeMatches(transaction, wanted).find(
      (proposal) =>
        proposal.documentIds.length === wanted.length &&
        wanted.every((doc) => proposal.documentIds.includes(doc.id)),
    );
    await applyProposal(
      tx,
      caller,
      line,
      kind,
      { allocations, score: evidence?.score ?? 0, reasons: evidence?.reasons ?? [] },
      false,
    );
  });
  return lineById(ctx, caller, id);
}

export async function markOther(
  ctx: AppContext,
  caller: Caller,
  id: number,
  category: BankLineCategory,
  note: string,
) {
  await ctx.db.transaction(async (tx) => {
    const line = await lockLine(tx, caller.organizationId, id);
    if (!line) throw lineNotFound();
    if (line.status !== 'unmatched') throw new AppError(409, 'bank.alreadyMatched');
    await updateLine(tx, line.id, { status: 'other', category, note: note.trim() });
    await insertBankAudit(tx, caller.organizationId, caller.id, 'line_marked_other', {
      lineId: line.id,
      category,
    });
  });
  return lineById(ctx, caller, id);
}

export async function undo(ctx: AppContext, caller: Caller, id: number): Promise<BankLine> {
  await ctx.db.transaction(async (tx) => {
    const line = await lockLine(tx, caller.organizationId, id);
    if (!line) throw lineNotFound();
    if (line.status === 'unmatched') throw new AppError(409, 'bank.nothingToUndo');
    await undoLine(tx, caller, line);
  });
  return lineById(ctx, caller, id);
}

export async function settings(ctx: AppContext, caller: Caller) {
  return readBankSettings(ctx.db, caller.organizationId);
}

export async function saveSettings(ctx: AppContext, caller: Caller, autoMatchScore: number) {
  await writeBankSettings(ctx.db, caller.organizationId, autoMatchScore);
  await insertBankAudit(ctx.db, caller.organizationId, caller.id, 'settings_changed', { autoMatchScore });
  return { autoMatchScore };
}
