// Issue 16 item 2: a correction keeps the corrected invoice's buyer. Another contractor or another NIP
// is refused (a correction to zero and a new invoice); a corrected name or address is a correction of
// the buyer's data: FA(3) names the buyer as it was in Podmiot2K, and the PDF prints before and after.
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceInputBody } from '@saldo/contracts/invoices';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { validCompany } from '../../../test/organization-helpers.ts';
import { parseFa3 } from '../../integrations/ksef/fa3-parse.ts';
import { validateKsefXml } from '../../integrations/ksef/ksef-xsd.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { issue, newBuyer, vatInvoice } from './test-helpers.ts';

let t: TestApp;
let admin: Headers;
const url = '/api/apps/invoice/invoices';

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-16T09:00:00Z'));
  t = await createTestApp();
  admin = await freshOrganization(t);
  const company = await t.app.inject({
    method: 'PUT',
    url: '/api/organization/company',
    headers: admin,
    payload: validCompany,
  });
  expect(company.statusCode).toBe(200);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const correctionOf = (original: { id: number }, contractorId: number): InvoiceInputBody =>
  vatInvoice(contractorId, {
    type: 'correction',
    correctedInvoiceId: original.id,
    correctionReason: 'Błędne dane nabywcy',
  });

const post = (payload: InvoiceInputBody, language = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...admin, 'accept-language': language }, payload });

describe('a correction keeps the buyer', () => {
  it('refuses another contractor with a message that says how to proceed (en, pl)', async () => {
    const buyer = await newBuyer(t, admin);
    const other = await newBuyer(t, admin, { name: 'Inna Firma S.A.', nip: '526-104-08-28' });
    const original = await issue(t, admin, vatInvoice(buyer.id));
    const refused = await post(correctionOf(original, other.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Record<string, string> }>().errors['contractorId']).toBe(
      'A correction keeps the buyer of the corrected invoice. To invoice another buyer, correct this invoice to zero and issue a new invoice to the right buyer.',
    );
    const polish = await post(correctionOf(original, other.id), 'pl');
    expect(polish.json<{ errors: Record<string, string> }>().errors['contractorId']).toContain(
      'skoryguj tę fakturę do zera i wystaw nową fakturę',
    );
  });

  it('refuses a changed NIP: FA(3) does not correct a buyer’s NIP', async () => {
    const buyer = await newBuyer(t, admin, { name: 'Zmiana NIP sp. z o.o.', nip: '123-456-32-18' });
    const original = await issue(t, admin, vatInvoice(buyer.id));
    await t.database.db.update(contractors).set({ nip: '5213159388' }).where(eq(contractors.id, buyer.id));
    const refused = await post(correctionOf(original, buyer.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Record<string, string> }>().errors['contractorId']).toContain(
      'correct the invoice to zero and issue a new invoice with the right NIP',
    );
  });

  it('a correction of the buyer’s name and address: Podmiot2K with the buyer as it was, valid FA(3), PDF before/after', async () => {
    const buyer = await newBuyer(t, admin, {
      name: 'CDE sp. j.',
      nip: '774-000-14-54',
      street: 'ul. Sadowa',
      buildingNumber: '1',
    });
    const original = await issue(t, admin, vatInvoice(buyer.id));
    // Unchanged data: nothing to name.
    const plain = await issue(t, admin, correctionOf(original, buyer.id));
    expect(plain.buyer.before).toBeUndefined();

    await t.database.db
      .update(contractors)
      .set({ name: 'CeDeE s.c.', street: 'ul. Ogrodowa' })
      .where(eq(contractors.id, buyer.id));
    const correction = await issue(t, admin, correctionOf(original, buyer.id));
    expect(correction.buyer).toMatchObject({
      name: 'CeDeE s.c.',
      street: 'ul. Ogrodowa',
      before: { name: 'CDE sp. j.', street: 'ul. Sadowa', nip: original.buyer.nip },
    });

    const xml = await t.app.inject({ url: `${url}/${correction.id}/ksef-xml`, headers: admin });
    expect(xml.statusCode, xml.body).toBe(200);
    await expect(validateKsefXml(xml.body)).resolves.toEqual({ ok: true, schema: 'FA(3)' });
    const { invoice: fa3, unsupported } = parseFa3(xml.body);
    expect(unsupported).toEqual([]);
    expect(fa3.buyer.identity).toEqual({ id: { kind: 'nip', nip: '7740001454' }, name: 'CeDeE s.c.' });
    expect(fa3.fa.correction?.buyersBefore).toEqual([
      {
        identity: { id: { kind: 'nip', nip: '7740001454' }, name: 'CDE sp. j.' },
        address: { countryCode: 'PL', line1: 'ul. Sadowa 1/3', line2: '31-147 Kraków' },
      },
    ]);
    // As official sample 5: after DaneFaKorygowanej, the same NIP as Podmiot2.
    expect(xml.body).toMatch(
      /<\/DaneFaKorygowanej>\s*<Podmiot2K>\s*<DaneIdentyfikacyjne>\s*<NIP>7740001454<\/NIP>\s*<Nazwa>CDE sp\. j\.<\/Nazwa>/,
    );
    const plainXml = await t.app.inject({ url: `${url}/${plain.id}/ksef-xml`, headers: admin });
    expect(plainXml.body).not.toContain('Podmiot2K');

    const pdf = await t.app.inject({ url: `${url}/${correction.id}/pdf`, headers: admin });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Nabywca – dane po korekcie');
    expect(flat).toContain('Nabywca – dane przed korektą');
    expect(flat.indexOf('CeDeE s.c.')).toBeLessThan(flat.indexOf('CDE sp. j.'));
    expect(flat).toContain('ul. Sadowa 1/3');
  });
});
