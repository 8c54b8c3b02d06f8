import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostAttachmentDto, CostImportResponse, CostResponse } from '@saldo/contracts/costs';
import { multipartBody, type MultipartFile } from '../../../test/multipart.ts';
import { startFakeNbpServer, type FakeNbpServer } from '../../../test/fakes/fake-nbp-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminHeaders, freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { newBuyer } from '../invoices/test-helpers.ts';
import { parseKsefInvoice } from '../../integrations/ksef/ksef-parse.ts';
import { postCost, summaryCost } from './test-helpers.ts';

const fixtures = join(import.meta.dirname, '../../integrations/ksef/fixtures');
const sample = (name: string) => readFileSync(join(fixtures, 'fa3', name));
const SAMPLE_1 = 'FA_3_Przykład_1.xml';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let t: TestApp;
let org: Headers;
let supplierId: number;

let nbp: FakeNbpServer;

beforeAll(async () => {
  // Foreign-currency samples without a rate of their own take NBP's (art. 31a), from the fake.
  nbp = await startFakeNbpServer({
    tables: { '2026-02-13': '031/A/NBP/2026', '2026-06-12': '112/A/NBP/2026' },
    currencies: {
      EUR: { name: 'euro', mids: { '2026-02-13': '4.2130' } },
      USD: { name: 'dolar amerykański', mids: { '2026-06-12': '3.7420' } },
    },
  });
  t = await createTestApp({ NBP_API_URL: nbp.url });
  org = await freshOrganization(t);
  supplierId = (await newBuyer(t, org)).id;
});
afterAll(async () => {
  await t.close();
  await nbp.close();
});

const upload = (url: string, files: MultipartFile[], headers: Headers = org) => {
  const body = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const file = (data: Buffer, filename: string, type = 'application/octet-stream', field = 'file') => ({
  field,
  filename,
  type,
  data,
});

describe('attachments', () => {
  it('stores a PDF or image, serves the same bytes back, and removes it', async () => {
    const cost = await postCost(t, org, summaryCost(supplierId, { number: 'ATT/1' }));
    const url = `/api/documents/costs/${cost.id}/attachments`;
    const added = await upload(url, [file(PDF, 'skan faktury.pdf')]);
    expect(added.statusCode, added.body).toBe(201);
    const dto = added.json<CostAttachmentDto>();
    // The type comes from the bytes, not from the name or the claimed Content-Type.
    expect(dto).toMatchObject({
      fileName: 'skan faktury.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
    });
    expect((await upload(url, [file(PNG, 'photo.bin')])).json<CostAttachmentDto>().mimeType).toBe(
      'image/png',
    );

    const download = await t.app.inject({ method: 'GET', url: `${url}/${dto.id}?download=1`, headers: org });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/documents/costs/${cost.id}`,
      headers: org,
    });
    expect(detail.json<CostResponse>().cost.attachments).toHaveLength(2);

    const removed = await t.app.inject({ method: 'DELETE', url: `${url}/${dto.id}`, headers: org });
    expect(removed.statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url: `${url}/${dto.id}`, headers: org });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a program renamed .pdf, an oversized file, and other organizations', async () => {
    const cost = await postCost(t, org, summaryCost(supplierId, { number: 'ATT/2' }));
    const url = `/api/documents/costs/${cost.id}/attachments`;
    const exe = await upload(url, [
      file(Buffer.from('MZ\x90\x00fake program'), 'invoice.pdf', 'application/pdf'),
    ]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json<{ message: string }>().message).toBe('Attach a PDF, JPG or PNG file.');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooLarge = await upload(url, [file(big, 'big.pdf')]);
    expect(tooLarge.statusCode).toBe(413);
    const stranger = await upload(url, [file(PDF, 'a.pdf')], await adminHeaders(t));
    expect(stranger.statusCode).toBe(404);
  });
});

describe('KSeF XML import', () => {
  it('turns an official FA(3) sample into a draft with its totals, supplier and the XML attached', async () => {
    const xml = sample(SAMPLE_1);
    const parsed = parseKsefInvoice(xml.toString('utf8'), 'FA(3)');
    const response = await upload('/api/documents/costs/import', [file(xml, SAMPLE_1, 'text/xml', 'files')]);
    expect(response.statusCode, response.body).toBe(200);
    const [result] = response.json<CostImportResponse>().results;
    expect(result).toMatchObject({
      ok: true,
      number: parsed.number,
      supplierCreated: true,
      gross: parsed.gross,
    });
    if (!result?.ok) throw new Error('import failed');

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/documents/costs/${result.costId}`, headers: org })
    ).json<CostResponse>().cost;
    expect(detail).toMatchObject({ status: 'draft', source: 'ksef_file', entryMode: 'summary' });
    expect(detail.totals.gross).toBe(parsed.gross);
    expect(detail.attachments[0]?.mimeType).toBe('application/xml');

    // Drafts are not booked: they take no payment until confirmed.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/documents/costs/${detail.id}/payments`,
      headers: org,
      payload: { amount: '1', date: '2026-11-20', method: 'transfer' },
    });
    expect(early.statusCode).toBe(409);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/documents/costs/${detail.id}/confirm`,
      headers: org,
    });
    // Booked now: unpaid, or overdue when the sample's due date has passed.
    expect(confirmed.json<CostResponse>().cost.status).toMatch(/^(unpaid|overdue)$/);

    const again = await upload('/api/documents/costs/import', [file(xml, 'copy.xml', 'text/xml', 'files')]);
    expect(again.json<CostImportResponse>().results[0]).toMatchObject({ ok: false, reason: 'duplicate' });
  });

  it('imports every official FA(3) sample to the total it states', async () => {
    const names = readdirSync(join(fixtures, 'fa3'));
    expect(names).toHaveLength(26);
    const own = await freshOrganization(t);
    // Most samples share a supplier and a number (FV2026/02/150 eleven times): imported together, all
    // but the first would be refused as duplicates. One at a time, each draft removed after its check.
    for (const name of names) {
      const parsed = parseKsefInvoice(sample(name).toString('utf8'), 'FA(3)');
      const response = await upload(
        '/api/documents/costs/import',
        [file(sample(name), name, 'text/xml', 'files')],
        own,
      );
      const [result] = response.json<CostImportResponse>().results;
      if (!result?.ok) throw new Error(`${name}: ${result?.message ?? response.body}`);
      expect(result.gross, name).toBe(parsed.gross);
      // Every sample is sold by NIP 9999999999: created by the first file, matched by the others.
      expect(result.supplierCreated, name).toBe(name === names[0]);
      const url = `/api/documents/costs/${result.costId}`;
      const cost = (await t.app.inject({ method: 'GET', url, headers: own })).json<CostResponse>().cost;
      expect(cost.totals.gross, name).toBe(parsed.gross);
      expect(cost.number, name).toBe(parsed.number);
      expect((await t.app.inject({ method: 'DELETE', url, headers: own })).statusCode, name).toBe(204);
    }
  });

  it('refuses a second file with the same KSeF number, even under another invoice number', async () => {
    const own = await freshOrganization(t);
    const ksefName = '5265877635-20250826-0100001AF629-AF.xml';
    const first = await upload(
      '/api/documents/costs/import',
      [file(sample(SAMPLE_1), ksefName, 'text/xml', 'files')],
      own,
    );
    const [imported] = first.json<CostImportResponse>().results;
    expect(imported).toMatchObject({ ok: true, number: 'FV2026/02/150' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/documents/costs/${imported?.ok ? imported.costId : 0}`,
      headers: own,
    });
    expect(detail.json<CostResponse>().cost.ksefNumber).toBe('5265877635-20250826-0100001AF629-AF');

    // Sample 10 is another document (FZ2026/02/150), but the portal named it by the same KSeF number.
    const again = await upload(
      '/api/documents/costs/import',
      [file(sample('FA_3_Przykład_10.xml'), ksefName, 'text/xml', 'files')],
      own,
    );
    expect(again.json<CostImportResponse>().results[0]).toMatchObject({ ok: false, reason: 'duplicate' });
  });

  it('keeps the split payment (MPP) the document states in P_18A', async () => {
    const own = await freshOrganization(t);
    const mpp = sample(SAMPLE_1).toString('utf8').replace('<P_18A>2</P_18A>', '<P_18A>1</P_18A>');
    const response = await upload(
      '/api/documents/costs/import',
      [
        file(Buffer.from(mpp), 'mpp.xml', 'text/xml', 'files'),
        file(sample('FA_3_Przykład_10.xml'), 'x.xml', 'text/xml', 'files'),
      ],
      own,
    );
    const flags = [];
    for (const result of response.json<CostImportResponse>().results) {
      if (!result.ok) throw new Error(result.message);
      const url = `/api/documents/costs/${result.costId}`;
      flags.push(
        (await t.app.inject({ method: 'GET', url, headers: own })).json<CostResponse>().cost.splitPayment,
      );
    }
    expect(flags).toEqual([true, false]);
  });

  it('refuses broken, foreign and other companies’ files with the reason, and keeps going', async () => {
    const broken = sample(SAMPLE_1)
      .toString('utf8')
      .replace(/<P_2>[^<]*<\/P_2>/, '');
    const jpk = readFileSync(join(fixtures, 'jpk', readdirSync(join(fixtures, 'jpk'))[0] ?? ''));
    const own = await freshOrganization(t);
    const response = await upload(
      '/api/documents/costs/import',
      [
        file(Buffer.from(broken), 'broken.xml', 'text/xml', 'files'),
        file(jpk, 'jpk.xml', 'text/xml', 'files'),
        file(Buffer.from('not xml at all'), 'notes.xml', 'text/xml', 'files'),
        file(sample(SAMPLE_1), SAMPLE_1, 'text/xml', 'files'),
      ],
      own,
    );
    const results = response.json<CostImportResponse>().results;
    expect(results.map((r) => (r.ok ? 'ok' : r.reason))).toEqual([
      'schema',
      'unsupported',
      'invalid_xml',
      'ok',
    ]);
    expect(results[0]?.ok === false && results[0].message).toContain('P_');
  });

  it('refuses an invoice issued to another company', async () => {
    const response = await upload(
      '/api/documents/costs/import',
      [file(sample(SAMPLE_1), SAMPLE_1, 'text/xml', 'files')],
      await adminHeaders(t),
    );
    const [result] = response.json<CostImportResponse>().results;
    expect(result).toMatchObject({ ok: false, reason: 'unsupported' });
    expect(result?.ok === false && result.message).toContain('1111111111');
  });
});
