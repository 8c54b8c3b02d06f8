import { and, eq, gt, ne } from 'drizzle-orm';
import type { NotificationList } from '@saldo/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankImportResult, BankLine } from '@saldo/contracts/bank-statements';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartBody } from '../../../test/multipart.ts';
import {
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { costPayments, costs } from '../costs/costs.table.ts';
import { invoicePayments, invoices } from '../invoices/invoices.table.ts';
import { bankLines, bankMatches, bankStatements } from './bank-statements.table.ts';

let t: TestApp;
let admin: Caller;
let account: { id: number; iban: string };
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  const accounts = (await admin({ method: 'GET', url: '/api/organization/bank-accounts' })).json<{
    bankAccounts: { id: number; iban: string; currency: string }[];
  }>().bankAccounts;
  const pln = accounts.find((a) => a.currency === 'PLN');
  if (!pln) throw new Error('the demo company has no PLN account');
  account = pln;
  const [invoice] = await t.database.db.select({ org: invoices.organizationId }).from(invoices).limit(1);
  orgId = invoice?.org ?? 0;
});

afterAll(async () => {
  await t.close();
});

const TODAY = new Date().toISOString().slice(0, 10);
const yymmdd = TODAY.slice(2).replaceAll('-', '');
const amountText = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;

interface Movement {
  amount: number;
  title: string;
  name?: string;
  type?: string;
  reference: string;
}

/** An MT940 statement in PKO's style for the demo account: opening 1000 PLN, then the movements. */
function mt940(
  movements: readonly Movement[],
  options: { number?: string; iban?: string; closingOffset?: number } = {},
) {
  const opening = 100000;
  const closing = opening + movements.reduce((sum, m) => sum + m.amount, 0) + (options.closingOffset ?? 0);
  const lines = movements.flatMap((m) => [
    `:61:${yymmdd}${m.amount > 0 ? 'C' : 'D'}N${amountText(Math.abs(m.amount))}${m.type ?? 'N152'}NONREF//${m.reference}`,
    `:86:020~00152~20${m.title.slice(0, 27)}~21${m.title.slice(27, 54)}~32${(m.name ?? '').slice(0, 27)}~33${(m.name ?? '').slice(27, 54)}`,
  ]);
  return [
    ':20:MT940',
    `:25:/${options.iban ?? account.iban}`,
    `:28C:${options.number ?? '1'}`,
    `:60F:C${yymmdd}PLN${amountText(opening)}`,
    ...lines,
    `:62F:${closing < 0 ? 'D' : 'C'}${yymmdd}PLN${amountText(Math.abs(closing))}`,
    '-',
  ].join('\r\n');
}

async function upload(call: Caller, content: string | Buffer, query = '') {
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const body = multipartBody([
    { field: 'file', filename: 'wyciag.sta', type: 'application/octet-stream', data },
  ]);
  return call({ method: 'POST', url: `/api/bank-statements/import${query}`, ...body });
}

async function openInvoices() {
  return t.database.db
    .select({
      id: invoices.id,
      number: invoices.number,
      balance: invoices.balance,
      buyerName: invoices.buyerName,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, orgId),
        eq(invoices.currency, 'PLN'),
        gt(invoices.balance, 0),
        ne(invoices.status, 'cancelled'),
        ne(invoices.type, 'proforma'),
      ),
    )
    .orderBy(invoices.id);
}

async function balanceOf(id: number) {
  const [row] = await t.database.db
    .select({ balance: invoices.balance, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row;
}

describe('demo statements', () => {
  it('carry three months of the demo account, balanced, matched to the demo payments, a few left open', async () => {
    const rows = await t.database.db
      .select()
      .from(bankStatements)
      .where(eq(bankStatements.organizationId, orgId));
    expect(rows.map((r) => r.format).sort()).toEqual(['camt053', 'mt940', 'mt940']);
    for (const row of rows) {
      const lines = await t.database.db.select().from(bankLines).where(eq(bankLines.statementId, row.id));
      const moved = lines.reduce((sum, line) => sum + line.amount, 0);
      expect((row.openingBalance ?? 0) + moved).toBe(row.closingBalance);
    }
    const matches = await t.database.db
      .select()
      .from(bankMatches)
      .where(eq(bankMatches.organizationId, orgId));
    expect(matches.length).toBeGreaterThan(5);
    const paymentIds = new Set(
      (await t.database.db.select({ id: invoicePayments.id }).from(invoicePayments)).map((p) => p.id),
    );
    const costPaymentIds = new Set(
      (await t.database.db.select({ id: costPayments.id }).from(costPayments)).map((p) => p.id),
    );
    for (const match of matches) {
      expect((match.documentKind === 'invoice' ? paymentIds : costPaymentIds).has(match.paymentId ?? 0)).toBe(
        true,
      );
    }
    // One buyer paid 100,00 too much: the contractor page shows it as their credit.
    const overpaid = await t.database.db
      .select({ excess: bankLines.excess, status: bankLines.status })
      .from(bankLines)
      .where(and(eq(bankLines.organizationId, orgId), gt(bankLines.excess, 0)));
    expect(overpaid).toEqual([{ excess: 10_000, status: 'matched' }]);
    const open = await t.database.db
      .select()
      .from(bankLines)
      .where(and(eq(bankLines.organizationId, orgId), eq(bankLines.status, 'unmatched')));
    expect(open.length).toBeGreaterThanOrEqual(1);
  });
});

describe('bank statements', () => {
  let firstFile: string;
  let statementId: number;
  let partlyPaidLine: BankLine;
  let feeLine: BankLine;
  let second: { id: number; number: string; balance: number; buyerName: string };

  it('imports an MT940 statement, applies the sure matches and leaves the rest for the user', async () => {
    const [first, other] = await openInvoices();
    if (!first || !other) throw new Error('the demo company needs two open PLN invoices');
    second = other;
    const [cost] = await t.database.db
      .select({
        id: costs.id,
        number: costs.number,
        balance: costs.balance,
        supplierName: costs.supplierName,
      })
      .from(costs)
      .where(
        and(
          eq(costs.organizationId, orgId),
          eq(costs.currency, 'PLN'),
          gt(costs.balance, 0),
          ne(costs.status, 'draft'),
        ),
      )
      .orderBy(costs.id)
      .limit(1);
    if (!cost) throw new Error('the demo company needs an open PLN cost');

    firstFile = mt940([
      {
        amount: first.balance,
        title: `Zapłata za ${first.number}`,
        name: first.buyerName,
        reference: 'R-1',
      },
      { amount: Math.floor(second.balance / 2), title: `Częściowo ${second.number}`, reference: 'R-2' },
      { amount: -cost.balance, title: `Za ${cost.number}`, name: cost.supplierName, reference: 'R-3' },
      { amount: -500, title: 'OPŁATA ZA PRZELEW', type: 'NCHG', reference: 'R-4' },
    ]);
    const response = await upload(admin, firstFile);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<BankImportResult>();
    expect(result).toMatchObject({
      format: 'mt940',
      encoding: 'utf-8',
      skippedStatements: 0,
      skippedLines: 0,
    });
    expect(result.imported).toEqual([expect.objectContaining({ lines: 4, matchedAutomatically: 2 })]);
    statementId = result.imported[0]?.statementId ?? 0;

    expect(await balanceOf(first.id)).toEqual({ balance: 0, status: 'paid' });
    // The staff hear of the lot in one event (issue 28), linked to the statement.
    const bell = (await admin({ method: 'GET', url: '/api/notifications' })).json<NotificationList>();
    expect(bell.notifications[0]).toMatchObject({
      kind: 'bankMatched',
      params: { count: '1' },
      link: `/documents/bank-statement?statement=${statementId}`,
    });
    const [paidCost] = await t.database.db
      .select({ balance: costs.balance, status: costs.status })
      .from(costs)
      .where(eq(costs.id, cost.id));
    expect(paidCost).toEqual({ balance: 0, status: 'paid' });

    const unmatched = (
      await admin({
        method: 'GET',
        url: `/api/bank-statements/lines?status=unmatched&statementId=${statementId}`,
      })
    ).json<{
      lines: BankLine[];
      counts: { unmatched: number; matched: number; other: number };
    }>();
    expect(unmatched.counts).toEqual({ unmatched: 2, matched: 2, other: 0 });
    partlyPaidLine = unmatched.lines.find((line) => line.bankReference === 'R-2') as BankLine;
    feeLine = unmatched.lines.find((line) => line.bankReference === 'R-4') as BankLine;
    expect(feeLine.category).toBe('fee');

    const matched = (
      await admin({
        method: 'GET',
        url: `/api/bank-statements/lines?status=matched&statementId=${statementId}`,
      })
    ).json<{
      lines: BankLine[];
    }>();
    const auto = matched.lines.find((line) => line.bankReference === 'R-1');
    expect(auto?.matches).toEqual([
      expect.objectContaining({
        documentKind: 'invoice',
        documentId: first.id,
        documentNumber: first.number,
        automatic: true,
        amount: first.balance,
      }),
    ]);
  });

  it('skips a statement imported before, and its lines', async () => {
    const statementsBefore = await t.database.db.$count(bankStatements);
    const again = await upload(admin, firstFile);
    expect(again.json<BankImportResult>()).toMatchObject({ imported: [], skippedStatements: 1 });
    // The next statement repeating a line of the first (banks overlap at the edges) skips that line.
    const next = await upload(
      admin,
      mt940(
        [
          { amount: 500, title: 'Zwrot', reference: 'R-2' },
          { amount: 100, title: 'x', reference: 'R-5' },
        ],
        { number: '2' },
      ),
    );
    expect(next.json<BankImportResult>()).toMatchObject({
      skippedStatements: 0,
      skippedLines: 1,
      imported: [{ lines: 1 }],
    });
    expect(await t.database.db.$count(bankStatements)).toBe(statementsBefore + 1);
  });

  it('proposes the partly paid invoice with its reasons, applies it by hand and undoes it exactly', async () => {
    const proposals = (
      await admin({ method: 'GET', url: `/api/bank-statements/lines/${partlyPaidLine.id}/proposals` })
    ).json<{
      proposals: {
        documents: { id: number }[];
        reasons: { code: string; remaining?: number }[];
        score: number;
      }[];
    }>().proposals;
    expect(proposals[0]?.documents.map((d) => d.id)).toEqual([second.id]);
    expect(proposals[0]?.reasons).toContainEqual({ code: 'number_in_title', number: second.number });
    expect(proposals[0]?.reasons).toContainEqual({
      code: 'partial_payment',
      remaining: second.balance - Math.floor(second.balance / 2),
    });

    const before = await balanceOf(second.id);
    const matched = await admin({
      method: 'POST',
      url: `/api/bank-statements/lines/${partlyPaidLine.id}/match`,
      payload: { documents: [{ kind: 'invoice', id: second.id }] },
    });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json<BankLine>().status).toBe('matched');
    expect(await balanceOf(second.id)).toEqual({
      balance: second.balance - Math.floor(second.balance / 2),
      status: 'partially_paid',
    });

    const twice = await admin({
      method: 'POST',
      url: `/api/bank-statements/lines/${partlyPaidLine.id}/match`,
      payload: { documents: [{ kind: 'invoice', id: second.id }] },
    });
    expect(twice.statusCode).toBe(409);

    const undone = await admin({
      method: 'POST',
      url: `/api/bank-statements/lines/${partlyPaidLine.id}/undo`,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<BankLine>()).toMatchObject({ status: 'unmatched', matches: [], excess: 0 });
    expect(await balanceOf(second.id)).toEqual(before);
  });

  it('refuses a cost for money in, and books a fee as "other"', async () => {
    const wrong = await admin({
      method: 'POST',
      url: `/api/bank-statements/lines/${partlyPaidLine.id}/match`,
      payload: { documents: [{ kind: 'cost', id: 1 }] },
    });
    expect(wrong.statusCode).toBe(400);
    const other = await admin({
      method: 'POST',
      url: `/api/bank-statements/lines/${feeLine.id}/other`,
      payload: { category: 'fee', note: 'prowizja' },
    });
    expect(other.json<BankLine>()).toMatchObject({ status: 'other', category: 'fee', note: 'prowizja' });
  });

  it('refuses a statement that does not add up, and imports nothing of it', async () => {
    const before = await t.database.db.$count(bankStatements);
    const response = await upload(
      admin,
      mt940([{ amount: 1000, title: 'x', reference: 'U-1' }], { number: '77', closingOffset: 1 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unbalanced' });
    expect(response.json<{ message: string }>().message).toMatch(/0,01/);
    expect(await t.database.db.$count(bankStatements)).toBe(before);
  });

  it("asks which account an unknown IBAN's statement goes to, and books it on the one chosen", async () => {
    const stranger = 'PL27114020040000300201355387';
    const asked = await upload(
      admin,
      mt940([{ amount: 200, title: 'x', reference: 'A-1' }], { number: '5', iban: stranger }),
    );
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'unknown_account' });
    const booked = await upload(
      admin,
      mt940([{ amount: 200, title: 'x', reference: 'A-1' }], { number: '5', iban: stranger }),
      `?bankAccountId=${account.id}`,
    );
    expect(booked.statusCode, booked.body).toBe(200);
  });

  it('reads a Windows-1250 file without mojibake', async () => {
    const text = mt940(
      [{ amount: 300, title: 'Zapłata za usługę', name: 'Źródło Śląsk', reference: 'W-1' }],
      { number: '6' },
    );
    const bytes = Buffer.from(
      [...text].map(
        (ch) => ({ ł: 0xb3, ę: 0xea, Ź: 0x8f, ó: 0xf3, Ś: 0x8c, ą: 0xb9 })[ch] ?? ch.charCodeAt(0),
      ),
    );
    const response = await upload(admin, bytes);
    expect(response.json<BankImportResult>().encoding).toBe('windows-1250');
    const found = (await admin({ method: 'GET', url: '/api/bank-statements/lines?q=usług' })).json<{
      lines: BankLine[];
    }>();
    expect(found.lines[0]).toMatchObject({ title: 'Zapłata za usługę', counterpartyName: 'Źródło Śląsk' });
  });

  it('keeps statements to their organization and away from clients', async () => {
    const client = await demoClient(t);
    expect((await client({ method: 'GET', url: '/api/bank-statements' })).statusCode).toBe(403);
    expect((await upload(client, mt940([]))).statusCode).toBe(403);
    const { call: stranger } = await otherOrganizationAdmin(t);
    expect(
      (await stranger({ method: 'GET', url: `/api/bank-statements/lines/${feeLine.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await stranger({ method: 'GET', url: '/api/bank-statements/lines' })).json<{ total: number }>().total,
    ).toBe(0);
    expect(
      (await stranger({ method: 'POST', url: `/api/bank-statements/lines/${feeLine.id}/undo` })).statusCode,
    ).toBe(404);
  });
});
