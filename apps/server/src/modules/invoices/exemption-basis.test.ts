// Issue 16 item 1: a VAT payer's exempt ('zw') line states its legal basis per invoice (P_19A/B/C),
// taken from the company's default when the invoice does not give one, and refused without any.
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceInputBody, InvoiceResponse } from '@saldo/contracts/invoices';
import type { CompanyInfoUpdate } from '@saldo/contracts/organization-settings';
import type { Fa3Invoice } from '@saldo/domain/ksef/fa3-model';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { validCompany } from '../../../test/organization-helpers.ts';
import { parseFa3 } from '../../integrations/ksef/fa3-parse.ts';
import { validateKsefXml } from '../../integrations/ksef/ksef-xsd.ts';
import { freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { invoices } from './invoices.table.ts';
import { issue, newBuyer, vatInvoice } from './test-helpers.ts';

let t: TestApp;
const url = '/api/apps/invoice/invoices';
const TRAINING = {
  name: 'Szkolenie BHP',
  quantity: '1',
  unit: 'usł.',
  unitPrice: '1000',
  vatRate: 'zw',
} as const;
const CONSULTING = { name: 'Doradztwo', quantity: '2', unit: 'h', unitPrice: '200', vatRate: '23' } as const;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-16T09:00:00Z'));
  t = await createTestApp();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

async function payer(company: Partial<CompanyInfoUpdate> = {}): Promise<{ headers: Headers; buyer: number }> {
  const headers = await freshOrganization(t);
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/organization/company',
    headers,
    payload: { ...validCompany, ...company },
  });
  expect(put.statusCode, put.body).toBe(200);
  return { headers, buyer: (await newBuyer(t, headers)).id };
}

async function fa3Of(headers: Headers, id: number): Promise<{ xml: string; fa3: Fa3Invoice }> {
  const response = await t.app.inject({ url: `${url}/${id}/ksef-xml`, headers });
  expect(response.statusCode, response.body).toBe(200);
  await expect(validateKsefXml(response.body)).resolves.toEqual({ ok: true, schema: 'FA(3)' });
  const { invoice, unsupported } = parseFa3(response.body);
  expect(unsupported).toEqual([]);
  return { xml: response.body, fa3: invoice };
}

const create = (headers: Headers, payload: InvoiceInputBody, language = 'pl') =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': language }, payload });

describe('exemption basis per invoice', () => {
  it('refuses a zw line without any basis with a translated 400 naming the field', async () => {
    const { headers, buyer } = await payer();
    const response = await create(headers, vatInvoice(buyer, { lines: [CONSULTING, TRAINING] }), 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors['exemptionBasis.text']).toContain(
      'legal basis of the exemption',
    );
    const polish = await create(headers, vatInvoice(buyer, { lines: [TRAINING] }));
    expect(polish.json<{ errors: Record<string, string> }>().errors['exemptionBasis.text']).toContain(
      'podstawę prawną zwolnienia',
    );
    // Without a zw line nothing is asked.
    expect((await create(headers, vatInvoice(buyer, { lines: [CONSULTING] }))).statusCode).toBe(201);
  });

  it('a VAT payer’s invoice with a zw line and a basis from the directive: P_19 = 1 and P_19B, valid FA(3)', async () => {
    const { headers, buyer } = await payer();
    const basis = { kind: 'directive', text: 'art. 132 ust. 1 lit. i dyrektywy 2006/112/WE' } as const;
    const invoice = await issue(
      t,
      headers,
      vatInvoice(buyer, { lines: [CONSULTING, TRAINING], exemptionBasis: basis }),
    );
    expect(invoice.seller).toMatchObject({
      vatExemptionBasis: basis.text,
      vatExemptionBasisKind: 'directive',
    });
    const { fa3, xml } = await fa3Of(headers, invoice.id);
    expect(fa3.fa.annotations.exemption).toEqual({ kind: 'exempt', basis: 'directive', text: basis.text });
    expect(xml).toMatch(/<P_19>1<\/P_19>\s*<P_19B>art. 132 ust. 1 lit. i dyrektywy 2006\/112\/WE<\/P_19B>/);
    expect(fa3.fa.amounts).toMatchObject({ exempt: 100_000 });
  });

  it('takes the company’s default basis (now kept for a VAT payer), another kind typed on the invoice wins', async () => {
    const { headers, buyer } = await payer({
      vatExemptionBasis: 'art. 43 ust. 1 pkt 29 lit. a ustawy o VAT',
      vatExemptionBasisKind: 'act',
    });
    const company = await t.app.inject({ url: '/api/organization/company', headers });
    expect(company.json<CompanyInfoUpdate>()).toMatchObject({
      vatStatus: 'payer',
      vatExemptionBasis: 'art. 43 ust. 1 pkt 29 lit. a ustawy o VAT',
      vatExemptionBasisKind: 'act',
    });
    const byDefault = await issue(t, headers, vatInvoice(buyer, { lines: [TRAINING] }));
    expect((await fa3Of(headers, byDefault.id)).xml).toMatch(
      /<P_19>1<\/P_19>\s*<P_19A>art. 43 ust. 1 pkt 29 lit. a ustawy o VAT<\/P_19A>/,
    );
    const other = await issue(
      t,
      headers,
      vatInvoice(buyer, {
        lines: [TRAINING],
        exemptionBasis: { kind: 'other', text: 'umowa międzynarodowa' },
      }),
    );
    expect((await fa3Of(headers, other.id)).xml).toMatch(/<P_19C>umowa międzynarodowa<\/P_19C>/);
    // A blank basis on the invoice means "the default", not "none".
    const blank = await issue(
      t,
      headers,
      vatInvoice(buyer, { lines: [TRAINING], exemptionBasis: { kind: 'directive', text: '  ' } }),
    );
    expect(blank.seller.vatExemptionBasisKind).toBe('act');
    // A payer's invoice without zw lines states no basis, whatever the default.
    const taxed = await issue(t, headers, vatInvoice(buyer, { lines: [CONSULTING] }));
    expect(taxed.seller.vatExemptionBasis).toBe('');
  });

  it('a correction keeps the corrected invoice’s basis; the PDF prints it', async () => {
    const { headers, buyer } = await payer();
    const exemptionBasis = { kind: 'act', text: 'art. 43 ust. 1 pkt 29 lit. a ustawy o VAT' } as const;
    const original = await issue(t, headers, vatInvoice(buyer, { lines: [TRAINING], exemptionBasis }));
    const correction = await issue(
      t,
      headers,
      vatInvoice(buyer, {
        type: 'correction',
        correctedInvoiceId: original.id,
        correctionReason: 'Rabat',
        lines: [{ ...TRAINING, unitPrice: '900' }],
      }),
    );
    expect(correction.seller.vatExemptionBasis).toBe(exemptionBasis.text);
    const { fa3 } = await fa3Of(headers, correction.id);
    expect(fa3.fa.annotations.exemption).toEqual({ kind: 'exempt', basis: 'act', text: exemptionBasis.text });

    const pdf = await t.app.inject({ url: `${url}/${original.id}/pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Podstawa zwolnienia z VAT: art. 43 ust. 1 pkt 29 lit. a ustawy o VAT',
    );
  });

  it('an invoice issued before the basis was required still answers the translated 409 at export', async () => {
    const { headers, buyer } = await payer({ vatExemptionBasis: 'art. 43 ust. 1 pkt 29 ustawy o VAT' });
    const invoice = await issue(t, headers, vatInvoice(buyer, { lines: [TRAINING] }));
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    if (!row) throw new Error('no row');
    await t.database.db
      .update(invoices)
      .set({ seller: { ...row.seller, vatExemptionBasis: '' } })
      .where(eq(invoices.id, invoice.id));
    const response = await t.app.inject({
      url: `${url}/${invoice.id}/ksef-xml`,
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain('Edit the invoice (or correct it)');
    const detail = await t.app.inject({ url: `${url}/${invoice.id}`, headers });
    expect(detail.json<InvoiceResponse>().invoice.seller.vatExemptionBasis).toBe('');
  });
});
