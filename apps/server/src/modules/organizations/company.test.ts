import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInfoSchema } from '@saldo/contracts/organization-settings';
import {
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  validCompany,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { bearer, createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
});
afterAll(async () => {
  await t.close();
});

// 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, data: Buffer, type: string) {
  const boundary = '----saldo-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('company profile', () => {
  it('reads the seeded demo company', async () => {
    const response = await admin({ method: 'GET', url: '/api/organization/company' });
    expect(response.statusCode).toBe(200);
    const company = companyInfoSchema.parse(response.json());
    expect(company).toMatchObject({
      name: 'Demo sp. z o.o.',
      nip: '1234563218',
      city: 'Warszawa',
      postalCode: '00-850',
      vatStatus: 'payer',
      logo: null,
    });
  });

  it('saves a valid profile in normalized form and renames the organization', async () => {
    const { call } = await otherOrganizationAdmin(t);
    const response = await call({ method: 'PUT', url: '/api/organization/company', payload: validCompany });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Nowa Firma sp. z o.o.',
      nip: '5260250995',
      website: 'https://nowafirma.pl',
    });
    const me = await call({ method: 'GET', url: '/api/jwt/me' });
    expect(me.json().userData.organization.name).toBe('Nowa Firma sp. z o.o.');
  });

  it("refuses a NIP with a wrong checksum: 'Invalid Company ID', in Polish too", async () => {
    const payload = { ...validCompany, nip: '5260250994' };
    const en = await admin({ method: 'PUT', url: '/api/organization/company', payload });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors.nip).toBe('Invalid Company ID');
    const pl = await demoAdmin(t, 'pl');
    const refused = await pl({ method: 'PUT', url: '/api/organization/company', payload });
    expect(refused.json().errors.nip).toBe('Nieprawidłowy NIP firmy');
  });

  it('checks REGON, KRS, postal code, e-mail, URL and the exemption basis, all at once', async () => {
    const payload = {
      ...validCompany,
      regon: '123456789',
      krs: '12345',
      postalCode: '31147x',
      email: 'not-an-email',
      website: 'http://',
      vatStatus: 'exempt',
      vatExemptionBasis: ' ',
      name: '',
    };
    const response = await admin({ method: 'PUT', url: '/api/organization/company', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'This field is required.',
      regon: 'Please enter a valid REGON (9 or 14 digits).',
      krs: 'A KRS number has 10 digits.',
      postalCode: 'Please enter a postal code like 00-950.',
      email: 'Please enter a valid email.',
      website: 'Please enter a valid web address.',
      vatExemptionBasis: 'Please give the legal basis of the VAT exemption.',
    });
    const pl = await demoAdmin(t, 'pl');
    const polish = await pl({ method: 'PUT', url: '/api/organization/company', payload });
    expect(polish.json().errors.krs).toBe('Numer KRS ma 10 cyfr.');
  });

  it('keeps the exemption basis of an exempt company, and a payer’s as the default of its zw lines', async () => {
    const { call } = await otherOrganizationAdmin(t);
    const exempt = {
      ...validCompany,
      vatStatus: 'exempt',
      vatExemptionBasis: 'art. 113 ust. 1 ustawy o VAT',
    };
    const saved = await call({ method: 'PUT', url: '/api/organization/company', payload: exempt });
    expect(saved.json()).toMatchObject({
      vatExemptionBasis: 'art. 113 ust. 1 ustawy o VAT',
      vatExemptionBasisKind: 'act',
    });
    // Issue 16 item 1: a VAT payer selling exempt services keeps its usual basis (it was dropped).
    const payer = {
      ...exempt,
      vatStatus: 'payer',
      vatExemptionBasis: ' art. 135 ust. 1 lit. g dyrektywy 2006/112/WE ',
      vatExemptionBasisKind: 'directive',
    };
    const again = await call({ method: 'PUT', url: '/api/organization/company', payload: payer });
    expect(again.json()).toMatchObject({
      vatExemptionBasis: 'art. 135 ust. 1 lit. g dyrektywy 2006/112/WE',
      vatExemptionBasisKind: 'directive',
    });
    const wrongKind = await call({
      method: 'PUT',
      url: '/api/organization/company',
      payload: { ...payer, vatExemptionBasisKind: 'treaty' },
    });
    expect(wrongKind.statusCode).toBe(400);
  });

  it('keeps the cash method (metoda kasowa) of a VAT payer, off by default and never for an exempt company', async () => {
    const { call } = await otherOrganizationAdmin(t);
    const put = (payload: object) => call({ method: 'PUT', url: '/api/organization/company', payload });
    expect((await put(validCompany)).json().cashMethod).toBe(false);
    expect((await put({ ...validCompany, cashMethod: true })).json().cashMethod).toBe(true);
    const exempt = await put({
      ...validCompany,
      vatStatus: 'exempt',
      vatExemptionBasis: 'art. 113 ust. 1 ustawy o VAT',
      cashMethod: true,
    });
    expect(exempt.json().cashMethod).toBe(false);
  });

  it("keeps organizations apart: a second organization neither sees nor changes the first's profile", async () => {
    const { call } = await otherOrganizationAdmin(t);
    const own = await call({ method: 'GET', url: '/api/organization/company' });
    expect(own.json().name).not.toBe('Demo sp. z o.o.');
    expect(own.json().nip).toBe('');
    await call({ method: 'PUT', url: '/api/organization/company', payload: validCompany });
    const demoCompany = await admin({ method: 'GET', url: '/api/organization/company' });
    expect(demoCompany.json().name).toBe('Demo sp. z o.o.');
  });
});

describe('company logo', () => {
  it('uploads a PNG, serves it publicly under an unguessable key, and removes it', async () => {
    const { call } = await otherOrganizationAdmin(t);
    const upload = multipart('logo', 'logo.png', PNG, 'image/png');
    const response = await call({ method: 'POST', url: '/api/organization/company/logo', ...upload });
    expect(response.statusCode).toBe(200);
    const logo = response.json().logo as string;
    expect(logo).toMatch(/^\/api\/logos\/[\w-]{20,}$/);
    const file = await t.app.inject({ method: 'GET', url: logo });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const removed = await call({ method: 'DELETE', url: '/api/organization/company/logo' });
    expect(removed.json().logo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
  });

  it('judges the file by its bytes, and refuses a GIF, an SVG, a broken PNG and more than 1 MB', async () => {
    const gif = multipart('logo', 'a.png', Buffer.from('GIF89a-----'), 'image/png');
    const svg = multipart(
      'logo',
      'a.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    const big = multipart('logo', 'a.png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), 'image/png');
    // PNG bytes the invoice PDF cannot print: they made every invoice PDF of the organization fail.
    const truncated = multipart('logo', 'a.png', PNG.subarray(0, 12), 'image/png');
    for (const upload of [gif, svg, big, truncated]) {
      const response = await admin({ method: 'POST', url: '/api/organization/company/logo', ...upload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The logo must be a PNG or JPG image of at most 1 MB.');
    }
  });
});

describe('who may use /api/organization', () => {
  it('refuses a client every organization route with 403, before reading any body', async () => {
    const client = await demoClient(t);
    const routes = t.app
      .routeGuards()
      .filter((route) => route.url.startsWith('/api/organization') && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      const url = route.url.replace(':id', '1');
      const response = await client({ method: route.method as 'GET', url, payload: {} });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });

  it('refuses an anonymous caller with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/organization/company' });
    expect(response.statusCode).toBe(401);
  });

  it('answers the admin with the organization sections in account settings, the client without', async () => {
    const adminData = await admin({ method: 'GET', url: '/api/account-setting/data' });
    expect(adminData.json()).toMatchObject({
      companyInfo: { name: 'Demo sp. z o.o.', nip: '1234563218' },
      invoiceTypes: { vat: true, vatMargin: true },
      others: {},
    });
    const body = adminData.json();
    expect(body.docsPrefixes).toContainEqual({
      documentType: 'vat',
      template: 'FV/{NR}/{MM}/{YYYY}',
      reset: 'monthly',
    });
    expect(body.configuration.bankAccounts[0]).toMatchObject({ iban: 'PL61109010140000071219812874' });
    expect(body.users.map((u: { email: string }) => u.email)).toContain(demo.client.email);
    expect(body.categories.length).toBeGreaterThan(0);
    expect(body.debt.enabled).toBe(true);
    expect(body.printing.defaultLanguage).toBe('polish');

    const { accessToken } = await login(t.app, demo.client);
    const clientData = await t.app.inject({
      method: 'GET',
      url: '/api/account-setting/data',
      headers: bearer(accessToken),
    });
    expect(clientData.statusCode).toBe(200);
    const keys = Object.keys(clientData.json());
    expect(keys.sort()).toEqual(['general', 'info', 'notification', 'social']);
  });
});
