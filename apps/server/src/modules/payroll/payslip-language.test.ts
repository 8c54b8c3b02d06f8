// A payslip prints and mails in the worker's language (the record's payslipLanguage), Polish by default,
// whoever asks for it.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayrollListDetail } from '@saldo/contracts/payroll-lists';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addContract, addWorker, payrollOrganization, type Headers } from './test-helpers.ts';

let t: TestApp;
let admin: Headers;
let list: PayrollListDetail;

const PESEL = '80050112349';

beforeAll(async () => {
  t = await createTestApp();
  const organization = await payrollOrganization(t);
  admin = organization.headers;
  const polish = await addWorker(t, organization.organizationId, { firstName: 'Jan', lastName: 'Polski' });
  await addContract(t, organization.organizationId, polish);
  for (const [lastName, payslipLanguage, pesel] of [
    ['English', 'en', '85010112345'],
    ['Deutsch', 'de', '85010112352'],
  ] as const) {
    const id = await addWorker(t, organization.organizationId, {
      firstName: 'Anna',
      lastName,
      pesel,
      payslipLanguage,
    });
    await addContract(t, organization.organizationId, id);
  }
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/payroll/lists',
    headers: admin,
    payload: { month: '2025-01' },
  });
  const draft = created.json<PayrollListDetail>();
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/payroll/lists/${draft.id}/approve`,
    headers: admin,
  });
  list = approved.json<PayrollListDetail>();
});
afterAll(async () => {
  await t.close();
});

async function payslipText(name: string, password: string): Promise<string> {
  const entry = list.entries.find((e) => e.workerName === name);
  if (!entry) throw new Error(`${name} not on the list`);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/payroll/lists/${list.id}/entries/${entry.id}/payslip.pdf`,
    // The reader's language does not change the worker's payslip.
    headers: { ...admin, 'accept-language': 'fr' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const proxy = await getDocumentProxy(new Uint8Array(response.rawPayload), { password });
  return (await extractText(proxy, { mergePages: true })).text;
}

describe('payslips in the worker’s language', () => {
  it('is Polish by default', async () => {
    const text = await payslipText('Jan Polski', PESEL);
    expect(text).toContain('Pasek wynagrodzenia – styczeń 2025');
    expect(text).toContain('Do wypłaty (netto)');
    expect(text).toContain('7 147,39 zł');
  });

  it('prints in English for a worker who reads English', async () => {
    const text = await payslipText('Anna English', '85010112345');
    expect(text).toContain('Payslip – January 2025');
    expect(text).toContain('Net pay');
    expect(text).toContain('Employment contract (umowa o pracę)');
    expect(text).toContain('7,147.39 PLN');
    expect(text).not.toContain('Do wypłaty');
  });

  it('is rendered on the worker pool', async () => {
    const tasks: string[] = [];
    const run = t.app.workers.run.bind(t.app.workers);
    t.app.workers.run = ((name, input, options) => {
      tasks.push(name);
      return run(name, input, options);
    }) as typeof t.app.workers.run;
    try {
      expect(await payslipText('Jan Polski', PESEL)).toContain('Jan Polski');
    } finally {
      t.app.workers.run = run;
    }
    expect(tasks).toEqual(['payslipPdf']);
  });

  it('prints in German with German separators', async () => {
    const text = await payslipText('Anna Deutsch', '85010112352');
    expect(text).toContain('Lohnabrechnung – Januar 2025');
    expect(text).toContain('Auszahlungsbetrag (netto)');
    expect(text).toContain('7.147,39 PLN');
  });
});
