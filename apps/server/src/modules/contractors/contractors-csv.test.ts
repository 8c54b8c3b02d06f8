import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorCsvColumns } from '@saldo/contracts/contractors';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createContractor, freshOrganization, kowalski, type Headers } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const header = contractorCsvColumns.join(';');

async function exportCsv(headers: Headers, query = '') {
  const response = await t.app.inject({ url: `/api/apps/contractors/export.csv${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response;
}

function importCsv(headers: Headers, csv: string | Buffer, contentType = 'text/csv; charset=utf-8') {
  return t.app.inject({
    method: 'POST',
    url: '/api/apps/contractors/import',
    headers: { ...headers, 'content-type': contentType },
    payload: csv,
  });
}

async function listNames(headers: Headers) {
  const body = (await t.app.inject({ url: '/api/apps/contractors?perPage=100', headers })).json();
  return (body.contractors as { name: string }[]).map((c) => c.name);
}

describe('CSV export', () => {
  it('writes UTF-8 with a BOM, ";" separators, CRLF and a header row', async () => {
    const admin = await freshOrganization(t);
    await createContractor(t, admin, kowalski);
    await createContractor(t, admin, {
      name: '=HYPERLINK("http://evil")',
      notes: 'line one\nline "two"; three',
    });
    const response = await exportCsv(admin);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contractors-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
    expect(body).toContain(
      'Kowalski & Syn Sp. z o.o.;6783014227;365123458;PL;ul. Długa;5;3;31-147;Kraków;false;false;;;;;;;+48 12 345 67 89;',
    );
    expect(body).toContain('PL61109010140000071219812874;Główne;14_days;;hurt,VIP;Stały klient;;');
    // A formula is defused with an apostrophe; quotes, separators and line breaks are quoted.
    expect(body).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(body).toContain('"line one\nline ""two""; three"');
  });

  it('exports what the filter finds', async () => {
    const admin = await freshOrganization(t);
    await createContractor(t, admin, { name: 'Alfa', city: 'Gdańsk' });
    await createContractor(t, admin, { name: 'Beta', city: 'Opole' });
    const body = (await exportCsv(admin, '?q=opole')).rawPayload.toString('utf8');
    expect(body.trim().split('\r\n')).toHaveLength(2);
    expect(body).toContain('Beta;');
  });
});

describe('CSV import', () => {
  it('round-trips an export into another organization exactly', async () => {
    const source = await freshOrganization(t);
    await createContractor(t, source, kowalski);
    await createContractor(t, source, {
      name: '=SUM(A1)',
      country: 'DE',
      nip: 'DE811115368',
      differentCorrespondenceAddress: true,
      correspondence: {
        street: 'Postfach',
        buildingNumber: '1',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
      paymentTerm: 'custom',
      paymentTermDays: 45,
      notes: 'a; "b"\nc',
    });
    const csv = (await exportCsv(source)).rawPayload;

    const target = await freshOrganization(t);
    const response = await importCsv(target, csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 2, errors: [] });

    const strip = (list: { contractors: Record<string, unknown>[] }) =>
      list.contractors.map(({ id: _id, createdAt: _c, updatedAt: _u, ...rest }) => rest);
    const before = (await t.app.inject({ url: '/api/apps/contractors', headers: source })).json();
    const after = (await t.app.inject({ url: '/api/apps/contractors', headers: target })).json();
    expect(strip(after)).toEqual(strip(before));
  });

  it('imports nothing when one row is wrong, and says which rows and columns', async () => {
    const admin = await freshOrganization(t);
    await createContractor(t, admin, { name: 'Existing', nip: '5261040828' });
    const csv = [
      'name;nip;postalCode;email;paymentTerm;paymentTermDays',
      'Good One;;00-001;;;',
      ';5260251049;00-001;;;',
      'Bad NIP;1234567890;12345678;x@;;',
      'Duplicate;526-025-10-49;;;;',
      'Existing again;5261040828;;;;',
      'Bad term;;;;30_days;abc',
    ].join('\n');
    const response = await importCsv(admin, csv, 'text/plain');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 0,
      errors: [
        { row: 3, field: 'name', message: 'Field Is Required' },
        { row: 4, field: 'nip', message: 'Invalid Company ID' },
        { row: 4, field: 'postalCode', message: 'Enter the postal code as NN-NNN.' },
        { row: 4, field: 'email', message: 'Please enter a valid email.' },
        { row: 5, field: 'nip', message: 'This NIP appears more than once in the file.' },
        { row: 6, field: 'nip', message: 'A contractor with this NIP already exists.' },
        { row: 7, field: 'paymentTerm', message: 'This value is not valid.' },
        { row: 7, field: 'paymentTermDays', message: 'This value is not valid.' },
      ],
    });
    expect(await listNames(admin)).toEqual(['Existing']);
  });

  it('translates row messages and reads a multipart upload', async () => {
    const admin = await freshOrganization(t);
    const boundary = '----saldo';
    const file = 'name;nip\r\nFirma;5260251048\r\n';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="k.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors/import',
      headers: {
        ...admin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'accept-language': 'pl',
      },
      payload: body,
    });
    expect(response.json()).toEqual({
      imported: 0,
      errors: [{ row: 2, field: 'nip', message: 'Nieprawidłowy NIP firmy' }],
    });
  });

  it('reads a windows-1250 file from Excel and a comma-separated one', async () => {
    const admin = await freshOrganization(t);
    // "Zakład;Łódź" in windows-1250: ł=0xB3, Ł=0xA3, ó=0xF3, ź=0x9F.
    const cp1250 = Buffer.concat([
      Buffer.from('name;city\r\nZak'),
      Buffer.from([0xb3]),
      Buffer.from('ad;'),
      Buffer.from([0xa3, 0xf3, 0x64, 0x9f]),
    ]);
    expect((await importCsv(admin, cp1250)).json()).toEqual({ imported: 1, errors: [] });
    expect((await importCsv(admin, 'Name,City,Tags\n"Beta, s.c.",Opole,"a,b"\n')).json()).toEqual({
      imported: 1,
      errors: [],
    });
    const list = (await t.app.inject({ url: '/api/apps/contractors', headers: admin })).json();
    expect(list.contractors).toMatchObject([
      { name: 'Beta, s.c.', city: 'Opole', tags: ['a', 'b'] },
      { name: 'Zakład', city: 'Łódź' },
    ]);
  });

  it('refuses files it cannot read as a whole', async () => {
    const admin = await freshOrganization(t);
    const cases: [string, string][] = [
      ['name;nip\n', 'The file has no contractors: it needs a header row and at least one row below it.'],
      ['name;colour\nA;red\n', 'Unknown columns: colour.'],
      ['nip;city\n5260251049;Opole\n', 'The header row must have a "name" column.'],
      ['name;notes\nA;"never closed\n', 'The file is not a valid CSV: a quoted value is never closed.'],
    ];
    for (const [csv, message] of cases) {
      const response = await importCsv(admin, csv);
      expect(response.statusCode, csv).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors/import',
      headers: admin,
      payload: { name: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(await listNames(admin)).toEqual([]);
  });
});

describe('the JST unit or VAT-group member in the CSV (issue 31, item 7)', () => {
  it('is exported in its columns and imported back; a bad kind or a unit without a kind is named', async () => {
    const source = await freshOrganization(t);
    await createContractor(t, source, {
      name: 'Gmina Bzdziszewo',
      nip: '4444444444',
      recipientUnit: {
        kind: 'jst',
        nip: '5260251049',
        name: 'Szkoła Podstawowa nr 3',
        street: 'Szkolna',
        buildingNumber: '3',
        postalCode: '00-950',
        city: 'Bzdziszewo',
      },
    });
    const csv = (await exportCsv(source)).rawPayload;
    expect(csv.toString('utf8')).toContain(
      ';jst;5260251049;Szkoła Podstawowa nr 3;Szkolna;3;;00-950;Bzdziszewo;PL\r\n',
    );

    const target = await freshOrganization(t);
    expect((await importCsv(target, csv)).json()).toEqual({ imported: 1, errors: [] });
    const list = (await t.app.inject({ url: '/api/apps/contractors', headers: target })).json<{
      contractors: { id: number }[];
    }>();
    const id = list.contractors[0]?.id ?? 0;
    const card = (await t.app.inject({ url: `/api/apps/contractors/${id}`, headers: target })).json<{
      contractor: { recipientUnit: unknown };
    }>();
    expect(card.contractor.recipientUnit).toMatchObject({
      kind: 'jst',
      nip: '5260251049',
      name: 'Szkoła Podstawowa nr 3',
      city: 'Bzdziszewo',
    });

    const bad = [
      'name;nip;recipientUnitKind;recipientUnitNip;recipientUnitName',
      'Grupa VAT;5261040828;group;5260251049;Członek',
      'Gmina;5260250274;;5260251049;Szkoła',
      'Gmina B;5252248481;jst;5260251048;Szkoła',
    ].join('\n');
    expect((await importCsv(await freshOrganization(t), bad, 'text/plain')).json()).toEqual({
      imported: 0,
      errors: [
        { row: 2, field: 'recipientUnitKind', message: 'This value is not valid.' },
        { row: 3, field: 'recipientUnitKind', message: 'This value is not valid.' },
        { row: 4, field: 'recipientUnitNip', message: 'Invalid Company ID' },
      ],
    });
  });
});
