import { and, asc, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankImportResult, BankLine, ContractorCredit } from '@saldo/contracts/bank-statements';
import type { PayrollListDetail } from '@saldo/contracts/payroll-lists';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { demoAdmin, demoClient, type Caller } from '../../../test/organization-helpers.ts';
import { invoicePayments, invoices } from '../invoices/invoices.table.ts';
import { addContract, addWorker, payrollOrganization } from '../payroll/test-helpers.ts';
import { taxReturns } from '../tax-returns/tax-returns.table.ts';
import { bankAudit } from './bank-statements.table.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const amountText = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
const yymmdd = (iso: string) => iso.slice(2).replaceAll('-', '');

interface Movement {
  day: string;
  amount: number;
  title: string;
  name: string;
  account: string;
  reference: string;
}

/** A PKO-style MT940 statement of the movements, the title cut into ~20…~25 every 27 characters. */
function mt940(iban: string, number: string, movements: readonly Movement[]) {
  const opening = 100_000_000;
  const first = movements[0]?.day ?? '2025-01-01';
  const last = movements.at(-1)?.day ?? first;
  const total = movements.reduce((sum, m) => sum + m.amount, 0);
  const body = movements.flatMap((m) => {
    const pieces = [0, 1, 2, 3, 4, 5]
      .map((i) => m.title.slice(i * 27, i * 27 + 27))
      .map((piece, i) => (piece === '' ? '' : `~2${i}${piece}`))
      .join('');
    return [
      `:61:${yymmdd(m.day)}${m.amount > 0 ? 'C' : 'D'}N${amountText(Math.abs(m.amount))}N152NONREF//${m.reference}`,
      `:86:020~00152${pieces}~32${m.name}${m.account === '' ? '' : `~38${m.account}`}`,
    ];
  });
  return [
    ':20:MT940',
    `:25:/${iban}`,
    `:28C:${number}`,
    `:60F:C${yymmdd(first)}PLN${amountText(opening)}`,
    ...body,
    `:62F:${opening + total >= 0 ? 'C' : 'D'}${yymmdd(last)}PLN${amountText(Math.abs(opening + total))}`,
    '-',
  ].join('\r\n');
}

async function importStatement(
  call: Caller,
  content: string,
): Promise<{ statementId: number; lines: BankLine[] }> {
  const body = multipartBody([
    { field: 'file', filename: 'wyciag.sta', type: 'application/octet-stream', data: Buffer.from(content) },
  ]);
  const answer = await call({ method: 'POST', url: '/api/bank-statements/import', ...body });
  expect(answer.statusCode, answer.body).toBe(200);
  const statementId = answer.json<BankImportResult>().imported[0]?.statementId ?? 0;
  const lines = (
    await call({ method: 'GET', url: `/api/bank-statements/lines?statementId=${statementId}&perPage=100` })
  ).json<{ lines: BankLine[] }>().lines;
  return { statementId, lines };
}

describe("the contractor's credit", () => {
  let admin: Caller;
  let contractorId: number;
  let first: { id: number; number: string; balance: number };
  let second: { id: number; number: string; balance: number };
  let line: BankLine;
  const surplus = () => second.balance + 500;

  const invoiceState = async (id: number) => {
    const [row] = await t.database.db
      .select({ balance: invoices.balance, paid: invoices.paid, status: invoices.status })
      .from(invoices)
      .where(eq(invoices.id, id));
    const [payments] = await t.database.db
      .select({ n: count() })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id));
    return { ...row, payments: payments?.n ?? 0 };
  };
  const credit = async () => {
    const answer = await admin({
      method: 'GET',
      url: `/api/bank-statements/credits?contractorId=${contractorId}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ContractorCredit>();
  };

  beforeAll(async () => {
    admin = await demoAdmin(t);
    const [invoice] = await t.database.db.select({ org: invoices.organizationId }).from(invoices).limit(1);
    const open = and(
      eq(invoices.organizationId, invoice?.org ?? 0),
      eq(invoices.currency, 'PLN'),
      gt(invoices.balance, 10_000),
      sql`${invoices.balance} = ${invoices.toPay} - ${invoices.paid}`,
      ne(invoices.status, 'cancelled'),
      ne(invoices.type, 'proforma'),
    );
    // A contractor with two open PLN invoices: one paid with too much, the other settled by the rest.
    const [busy] = await t.database.db
      .select({ contractorId: invoices.contractorId })
      .from(invoices)
      .where(open)
      .groupBy(invoices.contractorId)
      .having(sql`count(*) >= 2`)
      .orderBy(desc(count()))
      .limit(1);
    if (!busy) throw new Error('no demo contractor with two open PLN invoices');
    contractorId = busy.contractorId;
    const rows = await t.database.db
      .select({ id: invoices.id, number: invoices.number, balance: invoices.balance })
      .from(invoices)
      .where(and(open, eq(invoices.contractorId, contractorId)))
      .orderBy(asc(invoices.id))
      .limit(2);
    [first, second] = rows as [typeof first, typeof second];
    const accounts = (await admin({ method: 'GET', url: '/api/organization/bank-accounts' })).json<{
      bankAccounts: { iban: string; currency: string }[];
    }>().bankAccounts;
    const iban = accounts.find((a) => a.currency === 'PLN')?.iban ?? '';
    const imported = await importStatement(
      admin,
      mt940(iban, `${Date.now() % 100000}`, [
        {
          day: new Date().toISOString().slice(0, 10),
          amount: first.balance + surplus(),
          title: `Zaplata ${first.number}`,
          name: 'KONTRAHENT',
          account: '',
          reference: `NADPLATA-${Date.now()}`,
        },
      ]),
    );
    const [importedLine] = imported.lines;
    if (!importedLine) throw new Error('no line imported');
    line = importedLine;
    if (line.status === 'unmatched') {
      const matched = await admin({
        method: 'POST',
        url: `/api/bank-statements/lines/${line.id}/match`,
        payload: { documents: [{ kind: 'invoice', id: first.id }] },
      });
      expect(matched.statusCode, matched.body).toBe(200);
      line = matched.json<BankLine>();
    }
  });

  it('keeps the overpayment on the line and shows it as the contractor credit, with the line it came from', async () => {
    expect(line.matches.map((m) => m.documentId)).toEqual([first.id]);
    expect(line.excess).toBe(surplus());
    const shown = await credit();
    expect(shown.totals).toContainEqual({ currency: 'PLN', available: expect.any(Number) });
    expect(shown.lines).toContainEqual(
      expect.objectContaining({ lineId: line.id, excess: surplus(), available: surplus(), currency: 'PLN' }),
    );
    expect(shown.invoices.map((i) => i.id)).toContain(second.id);
    expect(shown.invoices.map((i) => i.id)).not.toContain(first.id);
  });

  it('refuses more than the credit, more than the balance, and another contractor’s invoice, in words', async () => {
    const apply = (invoiceId: number, amount: number) =>
      admin({
        method: 'POST',
        url: `/api/bank-statements/lines/${line.id}/credit`,
        payload: { invoiceId, amount },
      });
    const tooMuch = await apply(second.id, surplus() + 1);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json<{ message: string }>().message).toMatch(/of the credit is left/);
    const aboveBalance = await apply(second.id, second.balance + 1);
    expect(aboveBalance.statusCode).toBe(409);
    expect(aboveBalance.json<{ message: string }>().message).toContain(second.number);
    const [foreign] = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(ne(invoices.contractorId, contractorId), gt(invoices.balance, 0)))
      .limit(1);
    const other = await apply(foreign?.id ?? 0, 100);
    expect(other.statusCode).toBe(409);
    expect(other.json<{ message: string }>().message).toMatch(/another contractor/);
  });

  it('applies the credit as a payment, and undo restores every balance and the credit', async () => {
    const before = { first: await invoiceState(first.id), second: await invoiceState(second.id) };
    const applied = await admin({
      method: 'POST',
      url: `/api/bank-statements/lines/${line.id}/credit`,
      payload: { invoiceId: second.id, amount: second.balance },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const afterApply = applied.json<ContractorCredit>();
    expect(afterApply.lines.find((l) => l.lineId === line.id)?.available).toBe(500);
    const application = afterApply.applications.find((a) => a.invoiceId === second.id);
    expect(application).toMatchObject({
      invoiceNumber: second.number,
      amount: second.balance,
      currency: 'PLN',
    });
    expect(await invoiceState(second.id)).toMatchObject({
      balance: 0,
      status: 'paid',
      payments: before.second.payments + 1,
    });
    expect(afterApply.invoices.map((i) => i.id)).not.toContain(second.id);

    // The line cannot be undone while its credit pays another invoice.
    const blocked = await admin({ method: 'POST', url: `/api/bank-statements/lines/${line.id}/undo` });
    expect(blocked.statusCode).toBe(409);

    const undone = await admin({
      method: 'POST',
      url: `/api/bank-statements/credit-applications/${application?.id}/undo`,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<ContractorCredit>().lines.find((l) => l.lineId === line.id)?.available).toBe(
      surplus(),
    );
    expect(await invoiceState(second.id)).toEqual(before.second);
    const again = await admin({
      method: 'POST',
      url: `/api/bank-statements/credit-applications/${application?.id}/undo`,
    });
    expect(again.statusCode).toBe(409);

    const lineUndone = await admin({ method: 'POST', url: `/api/bank-statements/lines/${line.id}/undo` });
    expect(lineUndone.statusCode, lineUndone.body).toBe(200);
    expect(await invoiceState(first.id)).toMatchObject({ balance: first.balance });
    expect((await credit()).lines.map((l) => l.lineId)).not.toContain(line.id);

    const actions = await t.database.db
      .select({ action: bankAudit.action })
      .from(bankAudit)
      .where(sql`${bankAudit.details}->>'lineId' = ${String(line.id)}`);
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['credit_applied', 'credit_application_undone', 'match_undone']),
    );
  });

  it('is for admins only', async () => {
    const client = await demoClient(t);
    const answer = await client({
      method: 'GET',
      url: `/api/bank-statements/credits?contractorId=${contractorId}`,
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('debits matched to payroll and tax dues', () => {
  let call: Caller;
  let list: PayrollListDetail;
  const COMPANY_IBAN = 'PL27114020040000300201355387';
  const WORKER_ACCOUNT = 'PL61109010140000071219812874';
  const ZUS_ACCOUNT = 'PL88600000020260017963007531';
  const TAX_ACCOUNT = 'PL51101000712222796300753100';
  const VAT_TO_PAY = 1_234_500;
  let movements: Movement[];

  beforeAll(async () => {
    const { headers, organizationId } = await payrollOrganization(t);
    call = (options) =>
      t.app.inject({ ...options, headers: { ...headers, ...(options.headers ?? {}) } } as never) as never;
    const account = await call({
      method: 'POST',
      url: '/api/organization/bank-accounts',
      payload: { name: 'Główny', iban: COMPANY_IBAN, swift: '', currency: 'PLN', isDefault: true },
    });
    expect(account.statusCode, account.body).toBe(200);
    const workerId = await addWorker(t, organizationId, {
      firstName: 'Jan',
      lastName: 'Kowalski',
      bankAccount: WORKER_ACCOUNT,
    });
    await addContract(t, organizationId, workerId, { monthlyGross: 1_000_000 });
    const started = await call({ method: 'POST', url: '/api/payroll/lists', payload: { month: '2025-01' } });
    expect(started.statusCode, started.body).toBe(201);
    const approved = await call({
      method: 'POST',
      url: `/api/payroll/lists/${started.json<PayrollListDetail>().id}/approve`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    list = approved.json<PayrollListDetail>();
    await t.database.db
      .insert(taxReturns)
      .values({ organizationId, period: '2025-01', outputVat: VAT_TO_PAY, toPay: VAT_TO_PAY });
    const net = list.entries[0]?.lines.net ?? 0;
    movements = [
      {
        day: '2025-02-07',
        amount: -net,
        title: 'Wynagrodzenie 01/2025',
        name: 'JAN KOWALSKI',
        account: WORKER_ACCOUNT,
        reference: 'PENSJA-1',
      },
      {
        day: '2025-02-14',
        amount: -list.summary.zusTotal,
        title: 'Składki ZUS 01/2025',
        name: 'ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH',
        account: ZUS_ACCOUNT,
        reference: 'ZUS-1',
      },
      {
        day: '2025-02-19',
        amount: -list.summary.pit4,
        title: '/TI/N5213159388/OKR/25M01/SFP/PIT4R/TXT/zaliczki',
        name: 'URZĄD SKARBOWY',
        account: TAX_ACCOUNT,
        reference: 'PIT4-1',
      },
      {
        day: '2025-02-24',
        amount: -VAT_TO_PAY,
        title: '/TI/N5213159388/OKR/25M01/SFP/VAT-7/TXT/JPK',
        name: 'URZĄD SKARBOWY',
        account: TAX_ACCOUNT,
        reference: 'VAT-1',
      },
    ];
  });

  const byReference = (lines: readonly BankLine[], reference: string) => {
    const found = lines.find((l) => l.bankReference === reference);
    if (!found) throw new Error(`${reference} not imported`);
    return found;
  };

  it('proposes the month’s salary, ZUS, PIT-4 and VAT with the reasons, and lets the user accept and undo', async () => {
    expect(
      (await call({ method: 'PUT', url: '/api/bank-statements/settings', payload: { autoMatchScore: 101 } }))
        .statusCode,
    ).toBe(200);
    const { statementId, lines } = await importStatement(call, mt940(COMPANY_IBAN, '1', movements));
    const expected: [string, string, string[]][] = [
      ['PENSJA-1', 'salary', ['worker_account_known', 'amount_equals_due']],
      ['ZUS-1', 'zus', ['zus_account', 'amount_equals_due', 'period_in_title', 'date_fits']],
      ['PIT4-1', 'pit4', ['tax_account', 'tax_form_in_title', 'period_in_title', 'amount_equals_due']],
      ['VAT-1', 'vat', ['tax_account', 'tax_form_in_title', 'period_in_title', 'amount_equals_due']],
    ];
    for (const [reference, kind, codes] of expected) {
      const line = byReference(lines, reference);
      expect(line.status).toBe('unmatched');
      const answer = await call({ method: 'GET', url: `/api/bank-statements/lines/${line.id}/proposals` });
      expect(answer.statusCode, answer.body).toBe(200);
      const { dues } = answer.json<{
        dues: { due: { kind: string; month: string }; score: number; reasons: { code: string }[] }[];
      }>();
      expect(dues[0]?.due, reference).toMatchObject({ kind, month: '2025-01' });
      expect(dues[0]?.score, reference).toBeGreaterThanOrEqual(90);
      expect(dues[0]?.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(codes));
      // PIT-4 and VAT go to the same tax office: the title tells them apart.
      if (kind === 'pit4' || kind === 'vat') expect(dues.map((d) => d.due.kind)).toEqual([kind]);
    }

    const zus = byReference(lines, 'ZUS-1');
    const accepted = await call({
      method: 'POST',
      url: `/api/bank-statements/lines/${zus.id}/due`,
      payload: { kind: 'zus', month: '2025-01' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<BankLine>()).toMatchObject({
      status: 'matched',
      category: 'zus',
      dues: [{ kind: 'zus', month: '2025-01', dueAmount: list.summary.zusTotal, automatic: false }],
    });
    // A due is paid once: the same ZUS month is refused for another line.
    const twice = await call({
      method: 'POST',
      url: `/api/bank-statements/lines/${byReference(lines, 'PIT4-1').id}/due`,
      payload: { kind: 'zus', month: '2025-01' },
    });
    expect(twice.statusCode).toBe(409);
    const undone = await call({ method: 'POST', url: `/api/bank-statements/lines/${zus.id}/undo` });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<BankLine>()).toMatchObject({ status: 'unmatched', dues: [] });
    const proposals = await call({ method: 'GET', url: `/api/bank-statements/lines/${zus.id}/proposals` });
    expect(proposals.json<{ dues: { due: { kind: string } }[] }>().dues[0]?.due.kind).toBe('zus');

    // Imported again with the threshold at 90: every line settles itself.
    expect((await call({ method: 'DELETE', url: `/api/bank-statements/${statementId}` })).statusCode).toBe(
      204,
    );
    await call({ method: 'PUT', url: '/api/bank-statements/settings', payload: { autoMatchScore: 90 } });
    const again = await importStatement(call, mt940(COMPANY_IBAN, '1', movements));
    for (const [reference, kind] of expected) {
      const line = byReference(again.lines, reference);
      expect(line.status, reference).toBe('matched');
      expect(line.dues, reference).toMatchObject([{ kind, month: '2025-01', automatic: true }]);
    }
    expect(byReference(again.lines, 'PENSJA-1').dues[0]?.workerName).toBe('Jan Kowalski');
  });
});
