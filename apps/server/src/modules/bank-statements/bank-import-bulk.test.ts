// The set-based automatic matching of an import (bank-auto-match.service.ts) on a generated statement
// of 2,000 lines whose outcome is known line by line: a part of each open PLN invoice (a partial
// payment is proposed, never applied automatically), then each paid in full, three of them named again
// in full (paid by then: nothing left to match), each open cost once, then fees and refunds nothing
// identifies.
// The aggregates the statement-level triggers keep (bulk updates and inserts of thousands of rows)
// must equal a recount of the documents afterwards.
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchReason } from '@saldo/domain/bank/reconciliation';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { users } from '../auth/users.table.ts';
import { costPayments, costs } from '../costs/costs.table.ts';
import { invoicePayments, invoices } from '../invoices/invoices.table.ts';
import { invoiceTotals } from '../invoices/invoice-totals.table.ts';
import { costTotals } from '../costs/cost-totals.table.ts';
import { reportCash } from '../reports/report-aggregates.table.ts';
import { bankAccounts } from '../organizations/bank-accounts.table.ts';
import { insertLines, recordAutomaticMatches } from './bank-auto-match.repository.ts';
import { importStatementFile } from './bank-import.service.ts';
import { insertStatement, type NewLine } from './bank-statements.repository.ts';
import { bankAudit, bankLines, bankMatches } from './bank-statements.table.ts';

let t: TestApp;
let caller: Caller;
let iban: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [admin] = await db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, 'admin@demo.com'));
  if (!admin?.organizationId) throw new Error('no demo admin');
  caller = { id: admin.id, organizationId: admin.organizationId, role: 'admin' };
  const [account] = await db
    .select({ iban: bankAccounts.iban })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.organizationId, admin.organizationId), eq(bankAccounts.currency, 'PLN')))
    .orderBy(asc(bankAccounts.id))
    .limit(1);
  if (!account) throw new Error('no PLN account');
  iban = account.iban;
});

afterAll(async () => {
  await t.close();
});

const LINES = 2_000;
const amountText = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;

/** The statement of the header, with the documents it pays. */
async function statement(db: Db) {
  const open = await db
    .select({ id: invoices.id, number: invoices.number, balance: invoices.balance, name: invoices.buyerName })
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, caller.organizationId),
        eq(invoices.currency, 'PLN'),
        gt(invoices.balance, 100),
        ne(invoices.status, 'cancelled'),
        ne(invoices.type, 'proforma'),
      ),
    )
    .orderBy(asc(invoices.id));
  const openCosts = await db
    .select({ id: costs.id, number: costs.number, balance: costs.balance, name: costs.supplierName })
    .from(costs)
    .where(
      and(
        eq(costs.organizationId, caller.organizationId),
        eq(costs.currency, 'PLN'),
        gt(costs.balance, 0),
        ne(costs.status, 'draft'),
      ),
    )
    .orderBy(asc(costs.id));
  expect(open.length).toBeGreaterThan(5);
  expect(openCosts.length).toBeGreaterThan(0);
  const movements: { amount: number; title: string; name: string }[] = [];
  for (const doc of open)
    movements.push({ amount: Math.floor(doc.balance / 3), title: `Zaliczka ${doc.number}`, name: doc.name });
  for (const doc of open)
    movements.push({ amount: doc.balance, title: `Zapłata za ${doc.number}`, name: doc.name });
  for (const doc of open.slice(0, REPEATED))
    movements.push({ amount: doc.balance, title: `Zapłata ${doc.number}`, name: doc.name });
  for (const doc of openCosts)
    movements.push({ amount: -doc.balance, title: `Faktura ${doc.number}`, name: doc.name });
  for (let i = 0; movements.length < LINES; i++)
    movements.push(
      i % 2 === 0
        ? { amount: -(150 + (i % 50)), title: 'Opłata za przelew', name: '' }
        : { amount: 10_000 + i, title: `Zwrot ${i}`, name: 'Jan Nowak' },
    );
  const day = new Date().toISOString().slice(2, 10).replaceAll('-', '');
  const total = movements.reduce((sum, m) => sum + m.amount, 0);
  const opening = 100_000_000;
  const file = Buffer.from(
    [
      ':20:MT940',
      `:25:/${iban}`,
      ':28C:77/1',
      `:60F:C${day}PLN${amountText(opening)}`,
      ...movements.flatMap((m, i) => [
        `:61:${day}${day.slice(2)}${m.amount > 0 ? 'C' : 'D'}N${amountText(Math.abs(m.amount))}N152NONREF//BULK${i}`,
        `:86:020~00152~20${m.title.slice(0, 27)}~21${m.title.slice(27, 54)}~32${m.name.slice(0, 27)}~33${m.name.slice(27, 54)}`,
      ]),
      `:62F:C${day}PLN${amountText(opening + total)}`,
      '-',
    ].join('\r\n'),
    'utf8',
  );
  return { file, open, openCosts };
}

const REPEATED = 3;

class Rollback extends Error {}

/** Runs `work` in a transaction that is then rolled back, so each test leaves the books as it found them. */
async function rolledBack(work: (tx: Db) => Promise<void>): Promise<void> {
  await t.database.db
    .transaction(async (tx) => {
      await work(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

/** A PLN statement with no lines yet, for the line tests. */
function emptyStatement(tx: Db, bankAccountId: number, statementKey: string): Promise<number> {
  return insertStatement(tx, {
    organizationId: caller.organizationId,
    bankAccountId,
    format: 'mt940',
    statementKey,
    currency: 'PLN',
  });
}

/** The organization's first bank account, which the line tests book to. */
async function firstBankAccountId(): Promise<number> {
  const [account] = await t.database.db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.organizationId, caller.organizationId))
    .orderBy(asc(bankAccounts.id))
    .limit(1);
  if (!account) throw new Error('no bank account');
  return account.id;
}

/** An aggregate summed per key beside the same figures recounted from the documents. */
async function agree(db: Db, kept: ReturnType<typeof sql>, recounted: ReturnType<typeof sql>) {
  const read = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  expect(await read(kept)).toEqual(await read(recounted));
}

/** What an import leaves: its lines, matches, the documents paid and their payments. */
async function outcome(db: Db, statementId: number) {
  const lines = await db
    .select({ id: bankLines.id, status: bankLines.status, excess: bankLines.excess })
    .from(bankLines)
    .where(eq(bankLines.statementId, statementId))
    .orderBy(asc(bankLines.id));
  const position = new Map(lines.map((line, at) => [line.id, at]));
  const matches = await db
    .select({
      lineId: bankMatches.lineId,
      kind: bankMatches.documentKind,
      documentId: bankMatches.documentId,
      amount: bankMatches.amount,
      automatic: bankMatches.automatic,
      paymentId: bankMatches.paymentId,
    })
    .from(bankMatches)
    .where(
      inArray(
        bankMatches.lineId,
        lines.map((line) => line.id),
      ),
    )
    .orderBy(asc(bankMatches.lineId), asc(bankMatches.documentId));
  const invoiceIds = matches.filter((m) => m.kind === 'invoice').map((m) => m.documentId);
  const costIds = matches.filter((m) => m.kind === 'cost').map((m) => m.documentId);
  // The payments the matches recorded (a document may carry older ones).
  const paymentIds = (kind: string) =>
    matches.flatMap((m) => (m.kind === kind && m.paymentId !== null ? [m.paymentId] : []));
  const paidInvoices = await db
    .select({ id: invoices.id, balance: invoices.balance, status: invoices.status })
    .from(invoices)
    .where(inArray(invoices.id, [0, ...invoiceIds]))
    .orderBy(asc(invoices.id));
  const paidCosts = await db
    .select({ id: costs.id, balance: costs.balance, status: costs.status })
    .from(costs)
    .where(inArray(costs.id, [0, ...costIds]))
    .orderBy(asc(costs.id));
  const payments = await db
    .select({
      id: invoicePayments.id,
      invoiceId: invoicePayments.invoiceId,
      amount: invoicePayments.amount,
      method: invoicePayments.method,
    })
    .from(invoicePayments)
    .where(inArray(invoicePayments.id, [0, ...paymentIds('invoice')]))
    .orderBy(asc(invoicePayments.id));
  const costPaid = await db
    .select({ id: costPayments.id, costId: costPayments.costId, amount: costPayments.amount })
    .from(costPayments)
    .where(inArray(costPayments.id, [0, ...paymentIds('cost')]))
    .orderBy(asc(costPayments.id));
  const org = caller.organizationId;
  await agree(
    db,
    sql`select status, sum(${invoiceTotals.count})::int as count, sum(${invoiceTotals.balance})::bigint as balance
      from ${invoiceTotals} where ${invoiceTotals.organizationId} = ${org} group by status
      having sum(${invoiceTotals.count}) <> 0 order by status`,
    sql`select status, count(*)::int as count, sum(balance)::bigint as balance from ${invoices}
      where ${invoices.organizationId} = ${org} group by status order by status`,
  );
  await agree(
    db,
    sql`select status, sum(${costTotals.count})::int as count, sum(${costTotals.balance})::bigint as balance
      from ${costTotals} where ${costTotals.organizationId} = ${org} group by status
      having sum(${costTotals.count}) <> 0 order by status`,
    sql`select status, count(*)::int as count, sum(balance)::bigint as balance from ${costs}
      where ${costs.organizationId} = ${org} group by status order by status`,
  );
  await agree(
    db,
    sql`select month, direction, sum(${reportCash.amount})::bigint as amount from ${reportCash}
      where ${reportCash.organizationId} = ${org} group by 1, 2 having sum(${reportCash.amount}) <> 0 order by 1, 2`,
    sql`select month, direction, amount::bigint as amount from report_cash_recount
      where organization_id = ${org} and amount <> 0 order by 1, 2`,
  );
  return {
    lines,
    matches: matches.map(({ lineId, ...rest }) => ({ line: position.get(lineId), ...rest })),
    paidInvoices,
    paidCosts,
    payments,
    costPaid,
  };
}

/** One import inside a transaction rolled back afterwards, so the demo books stay as seeded. */
async function importOnce(file: Buffer) {
  let result: Awaited<ReturnType<typeof outcome>> | undefined;
  let matched = 0;
  await rolledBack(async (tx) => {
    const ctx = { db: tx, config: t.config } as unknown as AppContext;
    const imported = await importStatementFile(ctx, caller, { fileName: 'bulk.sta', data: file }, undefined);
    matched = imported.imported[0]?.matchedAutomatically ?? 0;
    result = await outcome(tx, imported.imported[0]?.statementId ?? 0);
  });
  if (result === undefined) throw new Error('nothing imported');
  return { matched, result };
}

describe('a 2,000-line statement', () => {
  it('pays each open invoice and cost once, leaves parts, repeats and the rest, and keeps the aggregates exact', async () => {
    const { file, open, openCosts } = await statement(t.database.db);
    const { matched, result } = await importOnce(file);
    const paidFrom = open.length;
    const costFrom = 2 * open.length + REPEATED;
    const matchedAt = (at: number) =>
      (at >= paidFrom && at < paidFrom + open.length) || (at >= costFrom && at < costFrom + openCosts.length);
    expect(result.lines).toHaveLength(LINES);
    expect(matched).toBe(open.length + openCosts.length);
    expect(result.lines.map((line) => line.status)).toEqual(
      result.lines.map((_, at) => (matchedAt(at) ? 'matched' : 'unmatched')),
    );
    expect(result.lines.every((line) => line.excess === 0)).toBe(true);
    // Each matched line one match, in statement order.
    expect(result.matches.map(({ paymentId: _, ...match }) => match)).toEqual([
      ...open.map((doc, at) => ({
        line: paidFrom + at,
        kind: 'invoice',
        documentId: doc.id,
        amount: doc.balance,
        automatic: true,
      })),
      ...openCosts.map((doc, at) => ({
        line: costFrom + at,
        kind: 'cost',
        documentId: doc.id,
        amount: doc.balance,
        automatic: true,
      })),
    ]);
    expect(result.payments.map(({ invoiceId, amount, method }) => ({ invoiceId, amount, method }))).toEqual(
      open.map((doc) => ({ invoiceId: doc.id, amount: doc.balance, method: 'transfer' })),
    );
    // Each match names the payment it recorded.
    const paymentOf = {
      invoice: new Map(result.payments.map((p) => [p.id, { documentId: p.invoiceId, amount: p.amount }])),
      cost: new Map(result.costPaid.map((p) => [p.id, { documentId: p.costId, amount: p.amount }])),
    };
    for (const match of result.matches)
      expect(paymentOf[match.kind].get(match.paymentId ?? 0)).toEqual({
        documentId: match.documentId,
        amount: match.amount,
      });
    expect(result.costPaid.map(({ costId, amount }) => ({ costId, amount }))).toEqual(
      openCosts.map((doc) => ({ costId: doc.id, amount: doc.balance })),
    );
    expect(result.paidInvoices).toEqual(open.map((doc) => ({ id: doc.id, balance: 0, status: 'paid' })));
    expect(result.paidCosts).toEqual(openCosts.map((doc) => ({ id: doc.id, balance: 0, status: 'paid' })));
  });
});

describe('insertLines', () => {
  it('answers the new rows as a select reads them, in statement order, without the lines already there', async () => {
    const account = { id: await firstBankAccountId() };
    await rolledBack(async (tx) => {
      const statementId = await emptyStatement(tx, account.id, 'insert-lines-test');
      const line = (at: number, over: Partial<NewLine> = {}): NewLine => ({
        organizationId: caller.organizationId,
        statementId,
        bankAccountId: account.id,
        bookingDate: '2026-11-20',
        valueDate: '2026-11-21',
        amount: at % 2 === 0 ? 12_345 + at : -(9_007_199_254 + at),
        currency: 'PLN',
        lineKey: `insert-lines-test|${at}`,
        category: at % 2 === 0 ? 'income' : 'other',
        ...over,
      });
      const first = await insertLines(tx, [
        line(0, { title: 'Zapłata "FV/1/2026", {a,b}\\ ', reversal: true }),
        line(1, { description: 'x'.repeat(2000), counterpartyAccount: 'PL61109010140000071219812874' }),
      ]);
      // The second call skips the line already there and keeps the order given.
      const second = await insertLines(tx, [line(3), line(1), line(2, { note: '' })]);
      const read = await tx
        .select()
        .from(bankLines)
        .where(eq(bankLines.statementId, statementId))
        .orderBy(asc(bankLines.id));
      expect([...first, ...second]).toEqual(read);
      expect(read.map((row) => row.lineKey)).toEqual([0, 1, 3, 2].map((at) => `insert-lines-test|${at}`));
      expect(read[1]?.amount).toBe(-9_007_199_255);
    });
  });
});

describe('recordAutomaticMatches', () => {
  it('writes each match with its reasons, the lines matched and their audit entries, in the order given', async () => {
    const account = { id: await firstBankAccountId() };
    await rolledBack(async (tx) => {
      const statementId = await emptyStatement(tx, account.id, 'record-matches-test');
      const [first, second] = await insertLines(
        tx,
        [0, 1].map((at) => ({
          organizationId: caller.organizationId,
          statementId,
          bankAccountId: account.id,
          bookingDate: '2026-11-20',
          valueDate: '2026-11-20',
          amount: 10_000,
          currency: 'PLN',
          lineKey: `record-matches-test|${at}`,
          category: 'income' as const,
        })),
      );
      if (!first || !second) throw new Error('lines not inserted');
      // Reasons with what JSON and array literals escape: quotes, backslashes, braces, Polish letters.
      const reasons: MatchReason[] = [
        { code: 'number_in_title', number: 'FV "1"\\2026 {a,b} Łódź' },
        { code: 'amount_equals_balance' },
      ];
      const matches = [
        {
          lineId: second.id,
          documentKind: 'invoice' as const,
          documentId: 7,
          amount: 4_000,
          paymentId: 0,
          score: 95,
          reasons,
        },
        {
          lineId: second.id,
          documentKind: 'invoice' as const,
          documentId: 3,
          amount: 6_000,
          paymentId: 0,
          score: 95,
          reasons,
        },
        {
          lineId: first.id,
          documentKind: 'cost' as const,
          documentId: 5,
          amount: 10_000,
          paymentId: 0,
          score: 100,
          reasons: [],
        },
      ];
      const audit = (line: number) => ({
        lineId: line,
        documents: [{ documentId: 1, amount: 2 }],
        note: 'ą"\\',
      });
      await recordAutomaticMatches(tx, caller.organizationId, caller.id, matches, [
        { lineId: second.id, excess: 0, audit: audit(second.id) },
        { lineId: first.id, excess: 250, audit: audit(first.id) },
      ]);
      const written = await tx
        .select({
          lineId: bankMatches.lineId,
          documentKind: bankMatches.documentKind,
          documentId: bankMatches.documentId,
          amount: bankMatches.amount,
          paymentId: bankMatches.paymentId,
          score: bankMatches.score,
          reasons: bankMatches.reasons,
          automatic: bankMatches.automatic,
          appliedBy: bankMatches.appliedBy,
        })
        .from(bankMatches)
        .where(inArray(bankMatches.lineId, [first.id, second.id]))
        .orderBy(asc(bankMatches.id));
      expect(written).toEqual(matches.map((match) => ({ ...match, automatic: true, appliedBy: caller.id })));
      const lines = await tx
        .select({ id: bankLines.id, status: bankLines.status, excess: bankLines.excess })
        .from(bankLines)
        .where(eq(bankLines.statementId, statementId))
        .orderBy(asc(bankLines.id));
      expect(lines).toEqual([
        { id: first.id, status: 'matched', excess: 250 },
        { id: second.id, status: 'matched', excess: 0 },
      ]);
      const entries = await tx
        .select({ action: bankAudit.action, userId: bankAudit.userId, details: bankAudit.details })
        .from(bankAudit)
        .where(
          and(
            eq(bankAudit.organizationId, caller.organizationId),
            sql`(${bankAudit.details}->>'lineId')::int in (${first.id}, ${second.id})`,
          ),
        )
        .orderBy(asc(bankAudit.id));
      expect(entries).toEqual(
        [second.id, first.id].map((line) => ({
          action: 'match_applied_automatically',
          userId: caller.id,
          details: audit(line),
        })),
      );
    });
  });
});
