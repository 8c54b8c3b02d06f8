import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PayrollCalculatorRequestBody,
  PayrollCalculatorResponse,
} from '@saldo/contracts/payroll-calculator';
import { money } from '@saldo/domain/money';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminHeaders, type Headers } from '../contractors/test-helpers.ts';
import { clientHeaders } from '../costs/test-helpers.ts';

let t: TestApp;
let admin: Headers;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
});
afterAll(async () => {
  await t.close();
});

const employment: PayrollCalculatorRequestBody = {
  year: 2025,
  amount: money('4666'),
  contract: { kind: 'employment' },
};

function calculate(payload: unknown, headers: Headers = admin) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payroll/calculate',
    headers,
    payload: payload as Record<string, unknown>,
  });
}

async function answer(payload: PayrollCalculatorRequestBody): Promise<PayrollCalculatorResponse> {
  const response = await calculate(payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PayrollCalculatorResponse>();
}

describe('POST /api/payroll/calculate', () => {
  it('one month from a gross, with the documented defaults (KUP 250, PIT-2, over 26, no PPK)', async () => {
    const body = await answer(employment);
    expect(body.gross).toBe(money('4666'));
    expect(body.fromNet).toBeNull();
    expect(body.months).toHaveLength(1);
    expect(body.months[0]).toMatchObject({
      year: 2025,
      month: 1,
      employee: { pension: money('455.40'), disability: money('69.99'), sickness: money('114.32') },
      health: money('362.37'),
      taxBase: money('3776'),
      tax: money('153'),
      net: money('3510.92'),
      employer: { labourFund: money('114.32'), guaranteeFund: money('4.67'), total: money('955.60') },
      totalCost: money('5621.60'),
    });
    expect(body.options).toMatchObject({ accidentRate: 167, employerPpkTaxedIn: 'same-month' });
  });

  it('a run of months shows the threshold and the 30× cap month by month', async () => {
    const body = await answer({ ...employment, amount: money('73963'), month: 1, toMonth: 12 });
    expect(body.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(body.months[1]?.tax).toBe(money('8758'));
    expect(body.months[3]).toMatchObject({
      pensionCapReached: true,
      employee: { pension: money('3738.18'), disability: money('574.52') },
      net: money('40404.77'),
    });
    expect(body.months[4]?.net).toBe(money('42949.33'));
    expect(body.totals.net).toBe(body.months.reduce((sum, m) => sum + m.net, 0));
    expect(body.totals.totalCost).toBe(body.totals.gross + body.totals.employer);
  });

  it('from a target net, finds the gross', async () => {
    const body = await answer({
      year: 2026,
      amount: money('3605.85'),
      amountIs: 'net',
      contract: { kind: 'employment' },
    });
    expect(body.gross).toBe(money('4806'));
    expect(body.fromNet).toEqual({ target: money('3605.85'), exact: true });
    expect(body.months[0]?.net).toBe(money('3605.85'));
  });

  it('civil contracts, the person and the options as given', async () => {
    const student = await answer({
      year: 2026,
      amount: money('3000'),
      contract: { kind: 'mandate', variant: 'student-under-26' },
      person: { youthRelief: true },
    });
    expect(student.months[0]?.net).toBe(money('3000'));
    const work = await answer({
      year: 2025,
      amount: money('4000'),
      contract: { kind: 'specific-work', authorRights: true },
      person: { taxReduction: 'none' },
    });
    expect(work.months[0]).toMatchObject({ tax: money('240'), net: money('3760') });
    const ppk = await answer({
      ...employment,
      person: { ppk: { employeeBasic: 200, employerBasic: 150 } },
      options: { accidentRate: 93 },
    });
    expect(ppk.months[0]).toMatchObject({ employeePpk: money('93.32'), tax: money('162') });
    expect(ppk.months[0]?.employer.accident).toBe(money('43.39'));
    expect(ppk.options.accidentRate).toBe(93);
  });

  it('continues from the year-to-date figures given', async () => {
    const body = await answer({
      ...employment,
      amount: money('73963'),
      month: 5,
      yearToDate: { pensionBase: money('260190'), taxBase: money('255000') },
    });
    expect(body.months[0]).toMatchObject({ month: 5, pensionBase: 0, net: money('42949.33') });
  });

  it('refuses bad input with translated messages', async () => {
    const missing = await calculate({ year: 2025, amount: 100 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Record<string, string> }>().errors).toEqual({
      contract: 'This field is required.',
    });

    const wrong = await calculate(
      { ...employment, year: 2024, amount: -5, contract: { kind: 'employment', kup: 'double' } },
      { ...admin, 'accept-language': 'pl' },
    );
    expect(wrong.statusCode).toBe(400);
    const errors = wrong.json<{ message: string; errors: Record<string, string> }>();
    expect(errors.errors).toMatchObject({
      year: 'Ta wartość jest nieprawidłowa.',
      amount: 'Ta wartość jest nieprawidłowa.',
    });
    expect(errors.message).not.toMatch(/[a-z]+\.[a-z]+/i);

    const backwards = await calculate(
      { ...employment, month: 6, toMonth: 3 },
      { ...admin, 'accept-language': 'pl' },
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ errors: Record<string, string> }>().errors).toEqual({
      toMonth: 'Ostatni miesiąc zakresu nie może być wcześniejszy niż pierwszy.',
    });
    const english = await calculate({ ...employment, month: 6, toMonth: 3 });
    expect(english.json<{ errors: Record<string, string> }>().errors.toMonth).toBe(
      'The last month of the run cannot be before the first month.',
    );
  });

  it('is for admins: a client gets 403, a visitor 401', async () => {
    const client = await clientHeaders(t);
    expect((await calculate(employment, client)).statusCode).toBe(403);
    expect((await calculate(employment, {})).statusCode).toBe(401);
  });

  it('is documented in OpenAPI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(document.paths['/api/payroll/calculate']?.post).toBeDefined();
  });
});
