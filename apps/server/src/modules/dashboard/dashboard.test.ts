// The dashboard, analytics, e-commerce and card endpoints against the receivables report's fixed books
// (debt/reports/test-helpers.ts: three contractors, PLN and EUR invoices, payments, a correction, a
// cancelled invoice and a proforma), read on REPORT_DATE, Tuesday 30 June 2026. Figures by hand below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDataSchema, cardSchema, CARD_ANALYTICS, CARD_STATISTICS } from '@saldo/contracts/analytics';
import { dashboardOverviewSchema } from '@saldo/contracts/dashboard';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { desc, eq } from 'drizzle-orm';
import { bankStatements } from '../bank-statements/bank-statements.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { clientHeaders, postCost } from '../costs/test-helpers.ts';
import { summaryCost } from '../costs/test-helpers.ts';
import { adminHeaders, freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { REPORT_DATE, seedScenario, type Scenario } from '../debt/reports/test-helpers.ts';

let t: TestApp;
let s: Scenario;
let bankAccountId: number;
let categoryId: number;

const get = (url: string, headers: Headers = s.headers) => t.app.inject({ url, headers });

beforeAll(async () => {
  t = await createTestApp();
  s = await seedScenario(t);
  const { headers } = s;
  // A bank account with two statements: the later one's closing balance is the cash position.
  const accounts = await t.app.inject({
    method: 'POST',
    url: '/api/organization/bank-accounts',
    headers,
    payload: {
      name: 'Główny',
      bankName: '',
      iban: 'PL61109010140000071219812874',
      swift: '',
      currency: 'PLN',
      isDefault: true,
    },
  });
  bankAccountId = accounts.json<{ bankAccounts: { id: number }[] }>().bankAccounts[0]?.id ?? 0;
  const statement = (key: string, closingDate: string, closingBalance: number) => ({
    organizationId: s.organizationId,
    bankAccountId,
    format: 'mt940' as const,
    statementKey: key,
    currency: 'PLN',
    closingDate,
    closingBalance,
  });
  await t.database.db.insert(bankStatements).values([
    statement('a', '2026-05-31', 1_000_00),
    statement('b', '2026-06-29', 2_345_67),
    // After the dashboard's day: not yet the position on 30 June.
    statement('c', '2026-07-15', 9_999_99),
  ]);
  const category = await t.app.inject({
    method: 'POST',
    url: '/api/organization/categories',
    headers,
    payload: { name: 'Biuro', kind: 'cost' },
  });
  categoryId =
    category.json<{ categories: { id: number; name: string }[] }>().categories.find((c) => c.name === 'Biuro')
      ?.id ?? 0;
  // June costs: 1 338,00 in 'Biuro' and 1 338,00 without a category; a May one is another month.
  await postCost(t, headers, summaryCost(s.alfa.id, { bookingPeriod: '2026-06', categoryId, number: 'K/1' }));
  await postCost(t, headers, summaryCost(s.alfa.id, { bookingPeriod: '2026-06', number: 'K/2' }));
  await postCost(t, headers, summaryCost(s.alfa.id, { bookingPeriod: '2026-05', number: 'K/3' }));
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/dashboard/overview', () => {
  it('answers the hand-computed figures of 30 June 2026', async () => {
    const response = await get(`/api/dashboard/overview?date=${REPORT_DATE}`);
    expect(response.statusCode).toBe(200);
    const overview = dashboardOverviewSchema.parse(response.json());
    // June: Alfa 1 000,00 − its correction 100,00 + Gamma 2 000,00; May: Beta 4 291,30 + Gamma 800,00.
    // The cancelled 999,00 and the proforma 700,00 never count; Gamma's 1 July invoice is after the day.
    expect(overview.revenue).toEqual({
      month: '2026-06',
      thisMonth: 290_000,
      previousMonth: '2026-05',
      lastMonth: 509_130,
    });
    expect(overview.invoicesIssued).toEqual({ thisMonth: 3, lastMonth: 2 });
    // Open on 30 June: Alfa 600,00 + 500,00 − 100,00; Beta 750 EUR = 3 218,48; Gamma 2 000,00 + 300,00.
    // Overdue: Beta 3 218,48 (due Sat 30 May → 1 June, 29 days), Alfa 600,00 + 500,00 (106 days), Gamma 300,00.
    expect(overview.receivables).toEqual({
      total: 651_848,
      overdue: 461_848,
      overdueInvoices: 4,
      oldestDaysOverdue: 106,
    });
    expect(overview.topDebtors).toEqual([
      { contractorId: s.beta.id, name: 'Beta GmbH', overdue: 321_848, invoices: 1, oldestDaysOverdue: 29 },
      { contractorId: s.alfa.id, name: 'Alfa S.A.', overdue: 110_000, invoices: 2, oldestDaysOverdue: 106 },
      {
        contractorId: s.gamma.id,
        name: 'Gamma Sp. z o.o.',
        overdue: 30_000,
        invoices: 1,
        oldestDaysOverdue: 90,
      },
    ]);
    expect(overview.cash).toEqual([
      expect.objectContaining({ bankAccountId, currency: 'PLN', balance: 234_567, date: '2026-06-29' }),
    ]);
    expect(overview.costsByCategory).toEqual([
      { categoryId, name: 'Biuro', gross: 133_800 },
      { categoryId: null, name: null, gross: 133_800 },
    ]);
    // Gamma's 2 000,00 due Thu 9 July (its 500,00 payment of 5 July is after the day); ZUS (default
    // 20th) and PIT-4 on Mon 20 July; JPK/VAT on Sat 25 July moved to Mon 27 July.
    expect(overview.deadlines).toEqual([
      {
        kind: 'invoice',
        date: '2026-07-09',
        statutoryDate: '2026-07-09',
        period: null,
        invoiceId: expect.any(Number),
        number: expect.any(String),
        name: 'Gamma Sp. z o.o.',
        amount: 200_000,
      },
      ...[
        ['pit4', '2026-07-20', '2026-07-20'],
        ['zus', '2026-07-20', '2026-07-20'],
        ['vat', '2026-07-27', '2026-07-25'],
      ].map(([kind, date, statutoryDate]) => ({
        kind,
        date,
        statutoryDate,
        period: '2026-06',
        invoiceId: null,
        number: null,
        name: null,
        amount: null,
      })),
    ]);
    // The registered name states no legal form: a sole trader's firm, ZUS by the 20th.
    expect(overview.zusPaymentDay).toBe(20);
    expect(overview.zusPaymentDayIsDefault).toBe(true);
    expect(overview.legalForm).toBe('sole-trader');
    expect(overview.ksef).toEqual({
      queued: 0,
      sending: 0,
      rejected: 0,
      acceptedThisMonth: 0,
      oldestQueuedAt: null,
    });
    expect(overview.activity.length).toBeGreaterThan(0);
    expect(overview.activity.every((entry) => ['invoice', 'cost'].includes(entry.area))).toBe(true);
    const times = overview.activity.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('follows the legal form for the ZUS day: the name states it, the settings can say it', async () => {
    const zusOn = async (headers: Headers = s.headers) =>
      dashboardOverviewSchema
        .parse((await get(`/api/dashboard/overview?date=${REPORT_DATE}`, headers)).json())
        .deadlines.find((d) => d.kind === 'zus')?.date;
    const other = await freshOrganization(t);
    const [org] = await t.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .orderBy(desc(organizations.id))
      .limit(1);
    const rename = (name: string) =>
      t.database.db
        .update(organizations)
        .set({ name })
        .where(eq(organizations.id, org?.id ?? 0));
    // A limited company's firm says "sp. z o.o.": a legal person, ZUS by Wed 15 July.
    await rename('Przykład Sp. z o.o.');
    expect(await zusOn(other)).toBe('2026-07-15');
    // A civil partnership is no legal person: the 20th (Mon 20 July).
    await rename('Piekarnia Kowalski, Nowak s.c.');
    expect(await zusOn(other)).toBe('2026-07-20');
    // The settings' form outranks the name.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/settings',
      headers: other,
      payload: { zusPaymentDay: null, legalForm: 'joint-stock-company' },
    });
    expect(put.json()).toEqual({
      zusPaymentDay: null,
      legalForm: 'joint-stock-company',
      effectiveLegalForm: 'joint-stock-company',
      effectiveZusPaymentDay: 15,
    });
    const overview = dashboardOverviewSchema.parse(
      (await get(`/api/dashboard/overview?date=${REPORT_DATE}`, other)).json(),
    );
    expect(overview).toMatchObject({
      zusPaymentDay: 15,
      zusPaymentDayIsDefault: true,
      legalForm: 'joint-stock-company',
    });
    // Left out, the form stays; the scenario's organization is untouched by all this.
    await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/settings',
      headers: other,
      payload: { zusPaymentDay: null },
    });
    expect(await zusOn(other)).toBe('2026-07-15');
    expect(await zusOn()).toBe('2026-07-20');
  });

  it('takes the ZUS day from the settings: the 15th for a company with legal personality', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/settings',
      headers: s.headers,
      payload: { zusPaymentDay: 15 },
    });
    expect(put.json()).toEqual({
      zusPaymentDay: 15,
      legalForm: null,
      effectiveLegalForm: 'sole-trader',
      effectiveZusPaymentDay: 15,
    });
    const overview = dashboardOverviewSchema.parse(
      (await get(`/api/dashboard/overview?date=${REPORT_DATE}`)).json(),
    );
    expect(overview.deadlines.find((d) => d.kind === 'zus')).toMatchObject({ date: '2026-07-15' });
    expect(overview.zusPaymentDayIsDefault).toBe(false);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/settings',
      headers: s.headers,
      payload: { zusPaymentDay: 10 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows another organization none of these books, and refuses a client and a visitor', async () => {
    const other = await freshOrganization(t);
    const overview = dashboardOverviewSchema.parse(
      (await get(`/api/dashboard/overview?date=${REPORT_DATE}`, other)).json(),
    );
    expect(overview.receivables.total).toBe(0);
    expect(overview.revenue.thisMonth).toBe(0);
    expect(overview.cash).toEqual([]);
    expect(overview.activity).toEqual([]);
    const client = await clientHeaders(t);
    expect((await get('/api/dashboard/overview', client)).statusCode).toBe(403);
    expect((await get('/api/analytics/data', client)).statusCode).toBe(403);
    expect((await get('/api/card/card-statistics/revenue', client)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/dashboard/overview' })).statusCode).toBe(401);
  });

  it('answers the demo organization on today', async () => {
    const response = await get('/api/dashboard/overview', await adminHeaders(t));
    const overview = dashboardOverviewSchema.parse(response.json());
    // The demo statements carry closing balances; the demo books have open invoices.
    expect(overview.cash.some((account) => account.balance !== null)).toBe(true);
    expect(overview.receivables.total).toBeGreaterThan(0);
    expect(overview.deadlines.filter((d) => d.kind !== 'invoice')).toHaveLength(3);
  });
});

describe('GET /api/analytics/data and /api/ecommerce/data', () => {
  it('answers the last 12 months of the books', async () => {
    const data = analyticsDataSchema.parse((await get(`/api/analytics/data?date=${REPORT_DATE}`)).json());
    expect(data.revenue).toHaveLength(12);
    expect(data.revenue.at(-1)).toEqual({ month: '2026-06', revenue: 290_000, costs: 267_600 });
    expect(data.revenue.at(-2)).toEqual({ month: '2026-05', revenue: 509_130, costs: 133_800 });
    // March: Alfa 500,00 and Gamma 300,00.
    expect(data.revenue.find((m) => m.month === '2026-03')).toEqual({
      month: '2026-03',
      revenue: 80_000,
      costs: 0,
    });
    // 12 months' sales: 290 000 + 509 130 + 80 000; costs 3 × 133 800.
    expect(data.statistics).toEqual([
      { key: 'revenue', value: 879_130, unit: 'money', link: '/reports/invoices' },
      { key: 'costs', value: 401_400, unit: 'money', link: '/reports/costs' },
      { key: 'income', value: 477_730, unit: 'money', link: '/reports/income' },
      { key: 'invoices', value: 7, unit: 'count', link: '/apps/invoice/list' },
      { key: 'activeContractors', value: 3, unit: 'count', link: '/apps/contractors/list' },
    ]);
    // Balances are today's (Gamma's 5 July payment counts): Gamma 1 500,00 + 300,00 + 100,00.
    expect(data.companyTable.map((row) => [row.name, row.invoices, row.revenue])).toEqual([
      ['Beta GmbH', 1, 429_130],
      ['Gamma Sp. z o.o.', 3, 310_000],
      ['Alfa S.A.', 3, 140_000],
    ]);
    expect(data.companyTable.find((row) => row.name === 'Gamma Sp. z o.o.')?.balance).toBe(190_000);
    // Payments up to 30 June, newest first: Alfa 400,00 (20 June), Beta 250 EUR (10 June), Gamma 800,00 (20 May).
    expect(
      data.transactions
        .filter((tr) => tr.kind === 'in')
        .map((tr) => [tr.date, tr.amount, tr.currency, tr.amountPln]),
    ).toEqual([
      ['2026-06-20', 40_000, 'PLN', 40_000],
      ['2026-06-10', 25_000, 'EUR', 107_283],
      ['2026-05-20', 80_000, 'PLN', 80_000],
    ]);
  });

  it('answers sales by product and client, and no orders when the shop has none', async () => {
    const response = await get(`/api/ecommerce/data?date=${REPORT_DATE}`);
    expect(response.statusCode).toBe(200);
    const data = response.json();
    // One product, 'Usługa', on the six VAT invoices issued by then (the correction is left out):
    // 1 000,00 + 500,00 + 4 291,30 + 2 000,00 + 300,00 + 800,00 gross.
    // No catalogue product of that name in this organization: grouped by the line's name.
    expect(data.products).toEqual([
      { productId: null, name: 'Usługa', lines: 6, net: expect.any(Number), gross: 889_130 },
    ]);
    // No shop orders in this organization (ecommerce-orders.test.ts has the demo shop's).
    expect(data.orders).toMatchObject({ available: true, reason: null, items: [] });
  });
});

describe('the cards', () => {
  it('answers every card, available or with its reason', async () => {
    for (const card of CARD_STATISTICS) {
      const response = await get(`/api/card/card-statistics/${card}?date=${REPORT_DATE}`);
      expect(response.statusCode).toBe(200);
      cardSchema.parse(response.json());
    }
    for (const card of CARD_ANALYTICS) {
      const response = await get(`/api/card/card-analytics/${card}?date=${REPORT_DATE}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().available).toBe(true);
    }
    expect((await get('/api/card/card-statistics/site-traffic')).json()).toEqual({
      available: false,
      card: 'site-traffic',
      reason: 'noSource',
    });
  });

  it('maps the cards to hand-computed figures', async () => {
    const card = async (path: string) => (await get(`/api/card/${path}?date=${REPORT_DATE}`)).json();
    expect(await card('card-statistics/orders')).toMatchObject({
      figure: 'invoicesIssued',
      value: 3,
      previous: 2,
      series: [
        { key: '2026-01', value: 0 },
        { key: '2026-02', value: 0 },
        { key: '2026-03', value: 2 },
        { key: '2026-04', value: 0 },
        { key: '2026-05', value: 2 },
        { key: '2026-06', value: 3 },
      ],
    });
    expect(await card('card-statistics/revenue')).toMatchObject({ value: 290_000, previous: 509_130 });
    expect(await card('card-statistics/subscribers')).toMatchObject({
      figure: 'activeContractors',
      value: 3,
      series: [
        { key: 'active', value: 3 },
        { key: 'all', value: 3 },
      ],
    });
    // The 7 invoices issued by 30 June, by what is left on them as booked, against 30 June's deadlines:
    // paid: Gamma's 800,00 and the correction (a refund: nothing to collect); open: Gamma's 2 000,00
    // (due 9 July); overdue: Alfa's two, Beta's and Gamma's 300,00. None was chased.
    expect(await card('card-analytics/product-orders')).toMatchObject({
      value: 7,
      series: [
        { key: 'paid', value: 2 },
        { key: 'open', value: 1 },
        { key: 'overdue', value: 4 },
      ],
    });
    expect(await card('card-analytics/support-tracker')).toMatchObject({
      value: 4,
      series: [
        { key: 'chased', value: 0 },
        { key: 'notChased', value: 4 },
      ],
    });
    expect(await card('card-analytics/sessions-device')).toMatchObject({
      figure: 'invoicesByPaymentMethod',
      series: [{ key: 'transfer', value: 7 }],
    });
    // Average invoice in June: 290 000 ÷ 3 = 96 666,67 → 96 667 grosze.
    expect(await card('card-analytics/avg-sessions')).toMatchObject({ value: 96_667 });
  });
});
