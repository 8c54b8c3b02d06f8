import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostResponse } from '@saldo/contracts/costs';
import type {
  GenerateResult,
  RegisterPage,
  RegisterRow,
  TaxCompany,
  TaxReturnDetail,
  TaxReturnList,
} from '@saldo/contracts/tax-returns';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminHeaders, freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { clientHeaders } from '../costs/test-helpers.ts';
import { validateJpkV7m } from '../../integrations/jpk/jpk-validate.ts';
import { previousPeriod } from './tax-return-month.ts';
import { currentPeriod } from './tax-returns.service.ts';

let t: TestApp;
let admin: Headers;
const last = previousPeriod(currentPeriod());
const months = [last, previousPeriod(last), previousPeriod(previousPeriod(last))];

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, payload?: object, headers: Headers = admin) {
  return t.app.inject({ method, url: `/api/tax-returns${url}`, headers, ...(payload ? { payload } : {}) });
}
async function ok<T>(method: Method, url: string, payload?: object, headers: Headers = admin): Promise<T> {
  const response = await call(method, url, payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
const register = (period: string, kind: 'sale' | 'purchase', query = '?perPage=100') =>
  ok<RegisterPage>('GET', `/${period}/registers/${kind}${query}`);
async function generate(period: string): Promise<Extract<GenerateResult, { ok: true }>> {
  const result = await ok<GenerateResult>('POST', `/${period}/generate`);
  if (!result.ok) throw new Error(`file invalid: ${JSON.stringify(result.problems)}`);
  return result;
}
async function file(period: string): Promise<string> {
  const response = await call('GET', `/${period}/file`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-disposition']).toContain('attachment;');
  return response.body;
}

describe('the months', () => {
  it('lists the last twelve months with their due date, not prepared until prepared', async () => {
    const list = await ok<TaxReturnList>('GET', '');
    expect(list.months.length).toBeGreaterThanOrEqual(12);
    const entry = list.months.find((m) => m.period === last);
    expect(entry).toMatchObject({ status: 'not_prepared', outputVat: 0 });
    // The 25th of the next month, or the first working day after it.
    expect(entry?.dueDate.slice(0, 7)).toBe(currentPeriod());
    expect(Number(entry?.dueDate.slice(8))).toBeGreaterThanOrEqual(25);
  });

  it('refuses a month that has not begun', async () => {
    const response = await call('GET', '/2099-01');
    expect(response.statusCode).toBe(400);
  });
});

describe('the demo company', () => {
  it('has everything the file header needs, the tax office from the official list', async () => {
    const company = await ok<TaxCompany>('GET', '/company');
    expect(company).toMatchObject({ taxOfficeCode: '1471', missing: [] });
    expect(company.taxOfficeName).toContain('URZĄD SKARBOWY');
    // The tax office is edited with the company's other data, not on the returns.
    expect((await call('PUT', '/company', { taxOfficeCode: '1471' })).statusCode).toBe(404);
  });

  it('takes the tax office from the company settings, where an unknown code is refused', async () => {
    const other = await freshOrganization(t);
    const settings = await t.app.inject({ url: '/api/organization/company', headers: other });
    const company = settings.json<Record<string, unknown>>();
    const { logo: _logo, ...body } = company;
    const put = (taxOfficeCode: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/organization/company',
        headers: other,
        payload: {
          ...body,
          nip: '5260251049',
          buildingNumber: '1',
          postalCode: '00-001',
          city: 'Warszawa',
          taxOfficeCode,
        },
      });
    const wrong = await put('9999');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: Record<string, string> }>().errors['taxOfficeCode']).toBeTruthy();
    const saved = await put('1207');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ taxOfficeCode: string }>().taxOfficeCode).toBe('1207');
    const tax = await ok<TaxCompany>('GET', '/company', undefined, other);
    expect(tax.taxOfficeCode).toBe('1207');
    expect(tax.missing).not.toContain('taxOffice');
  });

  it('last month carries every marker the books can: rates, MPP, exempt, reverse charge, margin, correction, currency, KSeF', async () => {
    const sales = (await register(last, 'sale')).rows;
    const all = (field: string) => sales.filter((row) => row.amounts[field] !== undefined);
    expect(all('K_19').length).toBeGreaterThan(0);
    expect(all('K_17').length).toBeGreaterThan(0);
    expect(all('K_15').length).toBeGreaterThan(0);
    expect(all('K_10').length).toBeGreaterThan(0);
    expect(all('K_11').length).toBeGreaterThan(0); // domestic reverse charge (the buyer pays)
    expect(sales.some((row) => row.markers.includes('MPP') && row.markers.includes('GTU_06'))).toBe(true);
    expect(sales.some((row) => row.markers.includes('MR_UZ'))).toBe(true);
    expect(sales.some((row) => row.correctionSign === -1)).toBe(true);
    expect(sales.some((row) => /^\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/.test(row.ksef))).toBe(true);
    expect(sales.some((row) => row.markers.includes('GTU_12'))).toBe(true);
    const purchases = (await register(last, 'purchase')).rows;
    expect(purchases.length).toBeGreaterThan(0);
  });

  it.each(months)('%s prepares and its file validates against the official schema', async (period) => {
    const prepared = await ok<TaxReturnDetail>('POST', `/${period}/prepare`);
    expect(prepared.status).toBe('draft');
    const result = await generate(period);
    expect(result.rows).toBe(prepared.salesRows + prepared.purchaseRows);
    const xml = await file(period);
    expect(await validateJpkV7m(xml)).toEqual({ ok: true });
    expect(xml).toContain('<KodUrzedu>1471</KodUrzedu>');
  });
});

describe('marker overrides', () => {
  const pickRow = async (): Promise<RegisterRow> => {
    const rows = (await register(last, 'sale')).rows.filter((row) => row.origin === 'invoice');
    const row = rows.find((r) => !r.markers.includes('TP'));
    if (!row) throw new Error('no sales row');
    return row;
  };

  it('needs a reason and markers of its register', async () => {
    const row = await pickRow();
    const noReason = await call('PUT', `/${last}/overrides/sale/${row.documentId}`, {
      markers: ['TP'],
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const wrongRegister = await call('PUT', `/${last}/overrides/sale/${row.documentId}`, {
      markers: ['IMP'],
      reason: 'Import',
    });
    expect(wrongRegister.statusCode).toBe(400);
    const notInMonth = await call('PUT', `/${last}/overrides/sale/999999`, { markers: ['TP'], reason: 'x' });
    expect(notInMonth.statusCode).toBe(404);
  });

  it('flows into the register, the file and the history', async () => {
    const row = await pickRow();
    const markers = [...row.markers.filter((m) => m !== 'BFK'), 'TP', 'DI'];
    const month = await ok<TaxReturnDetail>('PUT', `/${last}/overrides/sale/${row.documentId}`, {
      markers,
      reason: 'Nabywca jest podmiotem powiązanym',
    });
    expect(month.file).toBeNull(); // the earlier file no longer matches the registers
    expect(month.audit[0]).toMatchObject({ action: 'override_set' });
    const changed = (await register(last, 'sale', '?marker=override')).rows;
    expect(changed.map((r) => r.documentId)).toEqual([row.documentId]);
    expect(changed[0]?.markers).toEqual(expect.arrayContaining(['TP', 'DI']));
    expect(changed[0]?.override?.reason).toBe('Nabywca jest podmiotem powiązanym');
    await generate(last);
    const xml = await file(last);
    const rowXml = xml.slice(xml.indexOf(`<DowodSprzedazy>${row.number}</DowodSprzedazy>`));
    expect(rowXml.slice(0, rowXml.indexOf('</SprzedazWiersz>'))).toMatch(/<DI>1<\/DI>[\s\S]*<TP>1<\/TP>/);
  });
});

describe('the lifecycle', () => {
  const period = months[1] ?? last;

  it('is ready only with a valid file, then submitted with its reference, then locked', async () => {
    await ok('POST', `/${period}/prepare`);
    await generate(period);
    const ready = await ok<TaxReturnDetail>('POST', `/${period}/ready`);
    expect(ready.status).toBe('ready');
    const frozen = await call('PUT', `/${period}/refund-choice`, { refundChoice: 'refund_60' });
    expect(frozen.statusCode).toBe(409);
    const submitted = await ok<TaxReturnDetail>('POST', `/${period}/submit`, {
      referenceNumber: 'REF-2026-0001',
    });
    expect(submitted).toMatchObject({ status: 'submitted', referenceNumber: 'REF-2026-0001', changes: [] });

    const purchases = (await register(period, 'purchase')).rows;
    const locked = await t.app.inject({
      method: 'PUT',
      url: `/api/tax-returns/${period}/overrides/purchase/${purchases[0]?.documentId ?? 1}`,
      headers: { ...admin, 'accept-language': 'pl' },
      payload: { markers: ['MPP'], reason: 'x' },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json<{ message: string }>().message).toContain('złożona');
    expect((await call('POST', `/${period}/generate`)).statusCode).toBe(409);
    // The file filed can still be downloaded.
    expect(await file(period)).toContain('<CelZlozenia poz="P_7">1</CelZlozenia>');
  });

  it('shows documents changed afterwards as changes since submission', async () => {
    const cost = (await register(period, 'purchase')).rows[0];
    if (!cost) throw new Error('no purchase row');
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/documents/costs/${cost.documentId}`,
      headers: admin,
    });
    const detail = answer.json<CostResponse>().cost;
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/costs/${cost.documentId}`,
      headers: admin,
      payload: {
        contractorId: detail.contractorId,
        number: detail.number,
        issueDate: detail.issuedDate,
        receiptDate: detail.receiptDate,
        dueDate: detail.dueDate,
        bookingPeriod: detail.bookingPeriod,
        entryMode: 'summary',
        rates: [{ vatRate: '23', net: '90000,00', vat: '20700,00' }],
        bankAccount: detail.bankAccount,
        vatDeduction: detail.vatDeduction,
        deductionBasis: detail.deductionBasis,
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    const month = await ok<TaxReturnDetail>('GET', `/${period}`);
    expect(month.changes).toContainEqual(
      expect.objectContaining({ kind: 'purchase', documentId: cost.documentId, change: 'changed' }),
    );
  });

  it('starts a correction (CelZlozenia 2) with its justification, filed as corrected', async () => {
    const empty = await call('POST', `/${period}/correction`, { reason: '' });
    expect(empty.statusCode).toBe(400);
    const draft = await ok<TaxReturnDetail>('POST', `/${period}/correction`, {
      reason: 'Korekta kwoty z faktury zakupu',
    });
    expect(draft).toMatchObject({
      status: 'draft',
      purpose: 2,
      correctionReason: 'Korekta kwoty z faktury zakupu',
    });
    await generate(period);
    const xml = await file(period);
    expect(xml).toContain('<CelZlozenia poz="P_7">2</CelZlozenia>');
    expect(xml).toContain('Korekta kwoty z faktury zakupu');
    await ok('POST', `/${period}/ready`);
    const filed = await ok<TaxReturnDetail>('POST', `/${period}/submit`, {
      referenceNumber: 'REF-2026-0002',
    });
    expect(filed.status).toBe('corrected');
    const list = await ok<TaxReturnList>('GET', '');
    expect(list.months.find((m) => m.period === period)).toMatchObject({ status: 'corrected' });
  });

  it('refuses to mark a draft submitted, or ready without a file', async () => {
    const period3 = months[2] ?? last;
    await ok('PUT', `/${period3}/refund-choice`, { refundChoice: 'carry_forward' });
    expect((await call('POST', `/${period3}/submit`, { referenceNumber: 'X' })).statusCode).toBe(409);
  });
});

describe('who may see it', () => {
  it('refuses a client on every route', async () => {
    const client = await clientHeaders(t);
    const routes: [Method, string, object?][] = [
      ['GET', ''],
      ['GET', '/company'],
      ['GET', `/${last}`],
      ['GET', `/${last}/registers/sale`],
      ['POST', `/${last}/prepare`],
      ['PUT', `/${last}/overrides/sale/1`, { markers: [], reason: 'x' }],
      ['DELETE', `/${last}/overrides/sale/1`],
      ['PUT', `/${last}/refund-choice`, { refundChoice: 'carry_forward' }],
      ['POST', `/${last}/generate`],
      ['GET', `/${last}/file`],
      ['POST', `/${last}/ready`],
      ['POST', `/${last}/reopen`],
      ['POST', `/${last}/submit`, { referenceNumber: 'X' }],
      ['POST', `/${last}/correction`, { reason: 'x' }],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, payload, client);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('shows another organization only its own books, and names its missing company data', async () => {
    const other = await freshOrganization(t);
    const sales = await ok<RegisterPage>('GET', `/${last}/registers/sale`, undefined, other);
    expect(sales.total).toBe(0);
    const month = await ok<TaxReturnDetail>('GET', `/${last}`, undefined, other);
    expect(month.status).toBe('not_prepared');
    expect(month.company.missing).toContain('taxOffice');
    const refused = await call('POST', `/${last}/generate`, undefined, other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('company_missing');
    const demoFile = await call('GET', `/${last}/file`, undefined, other);
    expect(demoFile.statusCode).toBe(404);
  });
});
