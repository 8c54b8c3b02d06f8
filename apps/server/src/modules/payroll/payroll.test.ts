import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayrollListDetail, PayrollLists, Pit11, WorkerPayslips } from '@saldo/contracts/payroll-lists';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailOutbox } from '../../integrations/mail/outbox.table.ts';
import { clientHeaders } from '../costs/test-helpers.ts';
import { addContract, addWorker, payrollOrganization, type Headers } from './test-helpers.ts';

let t: TestApp;
let admin: Headers;
let organizationId: number;
let workerId: number;
let mandateWorkerId: number;

// A valid PESEL of a man born on 1 May 1980.
const PESEL = '80050112351';

beforeAll(async () => {
  t = await createTestApp();
  ({ headers: admin, organizationId } = await payrollOrganization(t));
  workerId = await addWorker(t, organizationId, { firstName: 'Jan', lastName: 'Kowalski', pesel: PESEL });
  await addContract(t, organizationId, workerId, { monthlyGross: 1_000_000 });
  mandateWorkerId = await addWorker(t, organizationId, {
    firstName: 'Ewa',
    lastName: 'Nowak',
    pesel: '',
    identityKind: 'passport',
    passportNumber: 'AB1234567',
    email: 'ewa.nowak@example.com',
    pit2: false,
  });
  await addContract(t, organizationId, mandateWorkerId, {
    kind: 'mandate',
    employmentType: null,
    position: '',
    subject: 'Obsługa biura',
    workingTime: null,
    monthlyGross: null,
    payMode: 'flat',
    flatFee: 300_000,
    mandateVariant: 'only-title',
  });
});
afterAll(async () => {
  await t.close();
});

async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  status = 200,
) {
  const response = await t.app.inject({
    method,
    url: `/api/payroll${url}`,
    headers: admin,
    payload: payload as object,
  });
  expect(response.statusCode, response.body).toBe(status);
  return (status === 204 ? undefined : response.json()) as T;
}

const entryOf = (list: PayrollListDetail, name: string) => {
  const entry = list.entries.find((e) => e.workerName === name);
  if (!entry) throw new Error(`${name} not on the list`);
  return entry;
};

describe('a month of payroll', () => {
  let january: PayrollListDetail;

  it('starts a list with an entry per contract active in the month, computed by the domain', async () => {
    january = await call<PayrollListDetail>('POST', '/lists', { month: '2025-01' }, 201);
    expect(january.status).toBe('draft');
    expect(january.entries).toHaveLength(2);
    // The reference's 10 000 PLN example (month 1, KUP 250, PIT-2).
    const jan = entryOf(january, 'Jan Kowalski');
    expect(jan.lines).toMatchObject({
      gross: 1_000_000,
      health: 77_661,
      tax: 70_500,
      net: 714_739,
      totalCost: 1_204_800,
    });
    // Zlecenie 3 000, only title, no chorobowe, no PIT-2 (reference §3, [D]).
    expect(entryOf(january, 'Ewa Nowak').lines).toMatchObject({ gross: 300_000, net: 216_660 });
    expect(january.gross).toBe(1_300_000);
    expect(january.summary.pit4).toBe(jan.lines.tax + entryOf(january, 'Ewa Nowak').lines.tax);
    // The test company has no legal form, so it pays ZUS as a sole trader does: on the 20th
    // (Thursday 20 February 2025), the PIT-4 day too.
    expect(january.deadlines).toEqual({ zus: '2025-02-20', pit4: '2025-02-20' });
  });

  it('refuses a second draft of the same month', async () => {
    await call('POST', '/lists', { month: '2025-01' }, 409);
  });

  it('refuses a month with no active contract, in the reader’s language', async () => {
    const other = await payrollOrganization(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/payroll/lists',
      headers: { ...other.headers, 'accept-language': 'pl' },
      payload: { month: '2025-03' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('nie obowiązuje żadna umowa');
  });

  it('recomputes an entry when its inputs change: a bonus, and unpaid leave pro rata by hours', async () => {
    const jan = entryOf(january, 'Jan Kowalski');
    const withBonus = await call<PayrollListDetail>('PUT', `/lists/${january.id}/entries/${jan.id}`, {
      bonus: 100_000,
    });
    // The reference's 11 000 PLN example.
    expect(entryOf(withBonus, 'Jan Kowalski').lines).toMatchObject({ gross: 1_100_000, net: 782_863 });
    // January 2025: 20 working days (1 and 6 January are holidays) = 160 h; one day off unpaid.
    const withLeave = await call<PayrollListDetail>('PUT', `/lists/${january.id}/entries/${jan.id}`, {
      unpaidLeaveDays: 1,
    });
    expect(entryOf(withLeave, 'Jan Kowalski').lines.gross).toBe(952_381);
    expect(withLeave.audit.map((a) => a.action)).toEqual(['created', 'entryUpdated', 'entryUpdated']);
    expect(JSON.stringify(withLeave.audit)).not.toMatch(/9523|100000|1000000/);
    january = await call<PayrollListDetail>('PUT', `/lists/${january.id}/entries/${jan.id}`, {});
    expect(entryOf(january, 'Jan Kowalski').lines.gross).toBe(1_000_000);
  });

  it('approves a list, which locks it; a month is approved once', async () => {
    const approved = await call<PayrollListDetail>('POST', `/lists/${january.id}/approve`);
    expect(approved.status).toBe('approved');
    expect(approved.approvedAt).not.toBeNull();
    const jan = entryOf(approved, 'Jan Kowalski');
    const locked = await t.app.inject({
      method: 'PUT',
      url: `/api/payroll/lists/${january.id}/entries/${jan.id}`,
      headers: { ...admin, 'accept-language': 'en' },
      payload: { bonus: 1 },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json<{ message: string }>().message).toContain('approved and locked');
    await call('POST', `/lists/${january.id}/approve`, undefined, 409);
    await call('POST', '/lists', { month: '2025-01' }, 409);
    january = approved;
  });

  it('carries the year-to-date figures into the next month', async () => {
    const february = await call<PayrollListDetail>('POST', '/lists', { month: '2025-02' }, 201);
    const jan = entryOf(january, 'Jan Kowalski');
    const feb = entryOf(february, 'Jan Kowalski');
    expect(feb.yearToDate).toEqual(jan.lines.yearToDate);
    expect(feb.yearToDate.pensionBase).toBe(1_000_000);
    await call('DELETE', `/lists/${february.id}`, undefined, 204);
  });

  it('corrects an approved list with a correction list that replaces it on approval', async () => {
    const correction = await call<PayrollListDetail>(
      'POST',
      `/lists/${january.id}/correction`,
      undefined,
      201,
    );
    expect(correction).toMatchObject({ kind: 'correction', correctsId: january.id, status: 'draft' });
    const jan = entryOf(correction, 'Jan Kowalski');
    await call('PUT', `/lists/${correction.id}/entries/${jan.id}`, { bonus: 50_000 });
    const approved = await call<PayrollListDetail>('POST', `/lists/${correction.id}/approve`);
    expect(approved.status).toBe('approved');
    expect(entryOf(approved, 'Jan Kowalski').lines.gross).toBe(1_050_000);
    const original = await call<PayrollListDetail>('GET', `/lists/${january.id}`);
    expect(original.status).toBe('corrected');
    expect(original.correctedById).toBe(correction.id);
    const months = await call<PayrollLists>('GET', '/lists?year=2025');
    expect(
      months.lists
        .filter((l) => l.month === '2025-01')
        .map((l) => l.status)
        .sort(),
    ).toEqual(['approved', 'corrected']);
    january = approved;
  });

  it('prints a payslip encrypted with the worker’s PESEL', async () => {
    const jan = entryOf(january, 'Jan Kowalski');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payroll/lists/${january.id}/entries/${jan.id}/payslip.pdf`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Encrypt');
    await expect(getDocumentProxy(new Uint8Array(pdf))).rejects.toThrow();
    const proxy = await getDocumentProxy(new Uint8Array(pdf), { password: PESEL });
    const { text } = await extractText(proxy, { mergePages: true });
    expect(text).toContain('Pasek wynagrodzenia');
    expect(text).toContain('Jan Kowalski');
    expect(text).toContain('Korekta listy płac');
    expect(text.replace(/\s/g, ' ')).toContain('7 488,01');
  });

  it('uses the passport number when the worker has no PESEL', async () => {
    const ewa = entryOf(january, 'Ewa Nowak');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payroll/lists/${january.id}/entries/${ewa.id}/payslip.pdf`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const proxy = await getDocumentProxy(new Uint8Array(response.rawPayload), { password: 'AB1234567' });
    expect((await extractText(proxy, { mergePages: true })).text).toContain('Umowa zlecenie');
  });

  it('e-mails the payslip to the worker with the PDF attached', async () => {
    const jan = entryOf(january, 'Jan Kowalski');
    const sent = await call<{ to: string }>('POST', `/lists/${january.id}/entries/${jan.id}/send`);
    expect(sent.to).toBe('jan.testowy@example.com');
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'jan.testowy@example.com'));
    expect(mail?.subject).toBe('Pasek wynagrodzenia za styczeń 2025');
    expect(mail?.textBody).toContain('numerem PESEL');
    expect(mail?.attachments[0]?.filename).toBe('pasek-2025-01-Jan-Kowalski.pdf');
  });

  it('writes the transfer list and the PIT-11 figures as CSV', async () => {
    const transfers = await t.app.inject({
      method: 'GET',
      url: `/api/payroll/lists/${january.id}/transfers.csv`,
      headers: admin,
    });
    expect(transfers.statusCode).toBe(200);
    expect(transfers.body).toContain(
      'Jan Kowalski;PL61109010140000071219812874;7488,01;Wynagrodzenie 01/2025',
    );
    const pit11 = await call<Pit11>('GET', '/pit11?year=2025');
    const jan = pit11.rows.find((row) => row.workerId === workerId);
    expect(jan).toMatchObject({ source: 'employment', revenue: 1_050_000 });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/payroll/pit11.csv?year=2025',
      headers: admin,
    });
    expect(csv.body).toContain('Jan Kowalski;Stosunek pracy;10500,00');
    const payslips = await call<WorkerPayslips>('GET', `/workers/${workerId}/payslips`);
    expect(payslips.payslips.map((p) => p.status)).toEqual(['approved', 'corrected']);
  });

  it('keeps settings: ZUS on the 15th moves the deadline', async () => {
    const settings = await call<{ zusDueDay: number; options: { accidentRate: number } }>('GET', '/settings');
    // Unsaved, the day is the company's: the 20th for one without a legal person's form.
    expect(settings).toMatchObject({
      zusDueDay: 20,
      payslipPassword: 'pesel',
      options: { accidentRate: 167 },
    });
    await call('PUT', '/settings', { ...settings, zusDueDay: 15 });
    const list = await call<PayrollListDetail>('GET', `/lists/${january.id}`);
    // Due 15 February 2025 (a Saturday) → Monday 17th.
    expect(list.deadlines.zus).toBe('2025-02-17');
  });
});

describe('who may see payroll', () => {
  it('refuses a client and another organization', async () => {
    const lists = await call<PayrollLists>('GET', '/lists');
    const id = lists.lists[0]?.id;
    const client = await clientHeaders(t);
    const asClient = await t.app.inject({ method: 'GET', url: '/api/payroll/lists', headers: client });
    expect(asClient.statusCode).toBe(403);
    const other = await payrollOrganization(t);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/payroll/lists/${id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignList = await t.app.inject({
      method: 'GET',
      url: '/api/payroll/lists',
      headers: other.headers,
    });
    expect(foreignList.json<PayrollLists>().lists).toEqual([]);
  });
});
