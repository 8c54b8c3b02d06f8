// The set-based automatic matching of an import (bank-auto-match.service.ts) against the per-line
// path it replaced (autoMatch: one applyProposal, so one recordInvoicePayment / recordCostPayment, per
// line): a generated statement of 2,000 lines imported both ways on the same books must leave the
// same matches, payments, documents and list aggregates.
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { users } from '../auth/users.table.ts';
import { costPayments, costs } from '../costs/costs.table.ts';
import { invoicePayments, invoices } from '../invoices/invoices.table.ts';
import { invoiceTotals } from '../invoices/invoice-totals.table.ts';
import { bankAccounts } from '../organizations/bank-accounts.table.ts';
import { importStatementFile } from './bank-import.service.ts';
import { autoMatch } from './bank-reconcile.service.ts';
import { writeBankSettings } from './bank-statements.repository.ts';
import { bankLines, bankMatches } from './bank-statements.table.ts';

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

/**
 * Every open PLN invoice paid in two lines (a part, then the rest: the second is found only through
 * the balance the first left), every open cost once, a few invoices named twice in full (the second
 * finds nothing), then fees and transfers nothing identifies up to LINES lines.
 */
async function statement(db: Db): Promise<Buffer> {
  const open = await db
    .select({ number: invoices.number, balance: invoices.balance, name: invoices.buyerName })
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
    .select({ number: costs.number, balance: costs.balance, name: costs.supplierName })
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
  const movements: { amount: number; title: string; name: string }[] = [];
  for (const doc of open) {
    const part = Math.floor(doc.balance / 3);
    movements.push({ amount: part, title: `Zaliczka ${doc.number}`, name: doc.name });
    movements.push({ amount: doc.balance - part, title: `Reszta za ${doc.number}`, name: doc.name });
  }
  for (const doc of open.slice(0, 3))
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
  return Buffer.from(
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
}

class Rollback extends Error {}

/** What an import leaves, with line ids and payment ids replaced by what the two runs share. */
async function outcome(db: Db, statementId: number) {
  const lines = await db
    .select({ id: bankLines.id, key: bankLines.lineKey, status: bankLines.status, excess: bankLines.excess })
    .from(bankLines)
    .where(eq(bankLines.statementId, statementId))
    .orderBy(asc(bankLines.id));
  const keyOf = new Map(lines.map((line) => [line.id, line.key]));
  const matches = await db
    .select({
      lineId: bankMatches.lineId,
      kind: bankMatches.documentKind,
      documentId: bankMatches.documentId,
      amount: bankMatches.amount,
      score: bankMatches.score,
      reasons: bankMatches.reasons,
      automatic: bankMatches.automatic,
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
  const paidInvoices = await db
    .select({ id: invoices.id, paid: invoices.paid, balance: invoices.balance, status: invoices.status })
    .from(invoices)
    .where(inArray(invoices.id, [0, ...invoiceIds]))
    .orderBy(asc(invoices.id));
  const paidCosts = await db
    .select({ id: costs.id, paid: costs.paid, balance: costs.balance, status: costs.status })
    .from(costs)
    .where(inArray(costs.id, [0, ...costIds]))
    .orderBy(asc(costs.id));
  const payments = await db
    .select({
      invoiceId: invoicePayments.invoiceId,
      amount: invoicePayments.amount,
      date: invoicePayments.date,
      method: invoicePayments.method,
      note: invoicePayments.note,
    })
    .from(invoicePayments)
    .where(inArray(invoicePayments.invoiceId, [0, ...invoiceIds]))
    .orderBy(asc(invoicePayments.invoiceId), asc(invoicePayments.id));
  const costPaid = await db
    .select({ costId: costPayments.costId, amount: costPayments.amount, note: costPayments.note })
    .from(costPayments)
    .where(inArray(costPayments.costId, [0, ...costIds]))
    .orderBy(asc(costPayments.costId), asc(costPayments.id));
  const totals = await db
    .select({
      status: invoiceTotals.status,
      count: sql<string>`sum(${invoiceTotals.count})::text`,
      balance: sql<string>`sum(${invoiceTotals.balance})::text`,
    })
    .from(invoiceTotals)
    .where(eq(invoiceTotals.organizationId, caller.organizationId))
    .groupBy(invoiceTotals.status)
    .orderBy(invoiceTotals.status);
  return {
    lines: lines.map(({ key, status, excess }) => ({ key, status, excess })),
    matches: matches.map(({ lineId, ...rest }) => ({ line: keyOf.get(lineId), ...rest })),
    paidInvoices,
    paidCosts,
    payments,
    costPaid,
    totals,
  };
}

/** One import inside a transaction rolled back afterwards, so both runs start from the same books. */
async function importOnce(file: Buffer, perLine: boolean) {
  let result: Awaited<ReturnType<typeof outcome>> | undefined;
  let matched = 0;
  await t.database.db
    .transaction(async (tx) => {
      const ctx = { db: tx, config: t.config } as unknown as AppContext;
      // The per-line run imports with automatic matching off, then matches line by line as before.
      if (perLine) await writeBankSettings(tx, caller.organizationId, 101);
      const imported = await importStatementFile(
        ctx,
        caller,
        { fileName: 'bulk.sta', data: file },
        undefined,
      );
      const statementId = imported.imported[0]?.statementId ?? 0;
      matched = imported.imported[0]?.matchedAutomatically ?? 0;
      if (perLine) {
        const lines = await tx
          .select()
          .from(bankLines)
          .where(eq(bankLines.statementId, statementId))
          .orderBy(asc(bankLines.id));
        matched = await autoMatch(tx, caller, lines, 90);
      }
      result = await outcome(tx, statementId);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  if (result === undefined) throw new Error('nothing imported');
  return { matched, result };
}

describe('a 2,000-line statement', () => {
  it('imports with the same matches, payments, documents and aggregates as the per-line path', async () => {
    const file = await statement(t.database.db);
    const perLine = await importOnce(file, true);
    const bulk = await importOnce(file, false);
    expect(perLine.result.lines).toHaveLength(LINES);
    // Both parts of each invoice and the costs are found; the repeated full payments are not.
    expect(perLine.matched).toBeGreaterThan(10);
    expect(bulk.matched).toBe(perLine.matched);
    expect(bulk.result.lines).toEqual(perLine.result.lines);
    expect(bulk.result.matches).toEqual(perLine.result.matches);
    expect(bulk.result.paidInvoices).toEqual(perLine.result.paidInvoices);
    expect(bulk.result.paidCosts).toEqual(perLine.result.paidCosts);
    expect(bulk.result.payments).toEqual(perLine.result.payments);
    expect(bulk.result.costPaid).toEqual(perLine.result.costPaid);
    expect(bulk.result.totals).toEqual(perLine.result.totals);
  });
});
