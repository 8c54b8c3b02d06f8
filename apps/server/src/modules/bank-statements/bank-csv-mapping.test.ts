import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankImportResult, CsvMappingSummary } from '@saldo/contracts/bank-statements';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartBody } from '../../../test/multipart.ts';
import {
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';

let t: TestApp;
let admin: Caller;
let account: { id: number; iban: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  const accounts = (await admin({ method: 'GET', url: '/api/organization/bank-accounts' })).json<{
    bankAccounts: { id: number; iban: string; currency: string }[];
  }>().bankAccounts;
  const pln = accounts.find((a) => a.currency === 'PLN');
  if (!pln) throw new Error('the demo company has no PLN account');
  account = pln;
});

afterAll(async () => {
  await t.close();
});

async function upload(call: Caller, content: string, query = '') {
  const body = multipartBody([
    { field: 'file', filename: 'historia.csv', type: 'text/csv', data: Buffer.from(content, 'utf8') },
  ]);
  return call({ method: 'POST', url: `/api/bank-statements/import${query}`, ...body });
}

// A bank whose export names its columns in no way the import knows: dates day first, debit and
// credit in separate columns, thousands separated by spaces.
const marker = `M${Date.now().toString(36).toUpperCase()}`;
const csv = [
  'Eksport z systemu;;;;;',
  'Kiedy;Komu / od kogo;Po co;Ma;Winien;Stan',
  `03.11.2026;Firma Testowa Sp. z o.o.;${marker} zapłata 1;1 200,00;;11 200,00`,
  `04.11.2026;Drukarnia;${marker} papier;;200,50;10 999,50`,
].join('\r\n');

const mapping = {
  bankAccountId: 0,
  name: 'Bank Spółdzielczy — historia',
  columns: {
    bookingDate: 'Kiedy',
    counterpartyName: 'Komu / od kogo',
    title: 'Po co',
    credit: 'Ma',
    debit: 'Winien',
    balanceAfter: 'Stan',
  },
  delimiter: ';',
  dateOrder: 'dmy',
};

describe('CSV column mapping', () => {
  it('names the unknown header, saves a mapping for the account and imports the file with it', async () => {
    const refused = await upload(admin, csv, `?bankAccountId=${account.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ code: string }>().code).toBe('csv_unknown_header');

    const saved = await admin({
      method: 'PUT',
      url: '/api/bank-statements/csv-mappings',
      payload: { ...mapping, bankAccountId: account.id },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CsvMappingSummary>()).toMatchObject({
      bankAccountId: account.id,
      name: mapping.name,
      dateOrder: 'dmy',
      columns: mapping.columns,
    });
    const listed = (await admin({ method: 'GET', url: '/api/bank-statements/csv-mappings' })).json<{
      mappings: CsvMappingSummary[];
    }>().mappings;
    expect(listed.map((m) => m.name)).toContain(mapping.name);

    const imported = await upload(admin, csv, `?bankAccountId=${account.id}`);
    expect(imported.statusCode).toBe(200);
    const result = imported.json<BankImportResult>();
    expect(result.format).toBe('csv');
    expect(result.imported[0]?.lines).toBe(2);
    const lines = (
      await admin({
        method: 'GET',
        url: `/api/bank-statements/lines?statementId=${result.imported[0]?.statementId}`,
      })
    ).json<{ lines: { amount: number; bookingDate: string; title: string; counterpartyName: string }[] }>()
      .lines;
    expect(lines.map((l) => [l.bookingDate, l.amount]).sort()).toEqual([
      ['2026-11-03', 120000],
      ['2026-11-04', -20050],
    ]);
    expect(lines.find((l) => l.amount > 0)?.counterpartyName).toBe('Firma Testowa Sp. z o.o.');
  });

  it('refuses a mapping without a date or an amount, and one that reads two fields from one column', async () => {
    for (const columns of [
      { title: 'Po co', amount: 'Ma' },
      { bookingDate: 'Kiedy', credit: 'Ma' },
      { bookingDate: 'Kiedy', amount: 'Ma', balanceAfter: 'Ma' },
    ]) {
      const answer = await admin({
        method: 'PUT',
        url: '/api/bank-statements/csv-mappings',
        payload: { ...mapping, bankAccountId: account.id, columns },
      });
      expect(answer.statusCode).toBe(400);
    }
  });

  it("keeps mappings to their organization: another company's admin cannot map this account, a client nothing", async () => {
    const { call: other } = await otherOrganizationAdmin(t);
    const foreign = await other({
      method: 'PUT',
      url: '/api/bank-statements/csv-mappings',
      payload: { ...mapping, bankAccountId: account.id, name: 'cudze' },
    });
    expect(foreign.statusCode).toBe(404);
    const theirs = (await other({ method: 'GET', url: '/api/bank-statements/csv-mappings' })).json<{
      mappings: CsvMappingSummary[];
    }>().mappings;
    expect(theirs.some((m) => m.bankAccountId === account.id)).toBe(false);

    const client = await demoClient(t);
    expect((await client({ method: 'GET', url: '/api/bank-statements/csv-mappings' })).statusCode).toBe(403);
    const put = await client({
      method: 'PUT',
      url: '/api/bank-statements/csv-mappings',
      payload: { ...mapping, bankAccountId: account.id },
    });
    expect(put.statusCode).toBe(403);
  });
});
