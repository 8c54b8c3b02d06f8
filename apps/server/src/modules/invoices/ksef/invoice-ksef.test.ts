// GET /api/apps/invoice/invoices/{id}/ksef-xml for a matrix of invoices issued through the API: every
// file validates against schemat_FA(3)_v1-0E.xsd and carries the figures of the invoice.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceInputBody, InvoiceResponse } from '@saldo/contracts/invoices';
import type { CompanyInfoUpdate } from '@saldo/contracts/organization-settings';
import type { Fa3Invoice } from '@saldo/domain/ksef/fa3-model';
import { bearer, createTestApp, demo, login, type TestApp } from '../../../../test/test-app.ts';
import { validCompany } from '../../../../test/organization-helpers.ts';
import { parseFa3 } from '../../../integrations/ksef/fa3-parse.ts';
import { validateKsefXml } from '../../../integrations/ksef/ksef-xsd.ts';
import { users } from '../../auth/users.table.ts';
import { contractors } from '../../contractors/contractors.table.ts';
import { ksefSubmissions } from '../../ksef/ksef.table.ts';
import { invoices } from '../invoices.table.ts';
import { adminHeaders, freshOrganization, type Headers } from '../../contractors/test-helpers.ts';
import { issue, newBuyer, vatInvoice } from '../test-helpers.ts';

let t: TestApp;
let admin: Headers;
let buyerId: number;
// Invoices are issued on 2026-11-10; the clock is held after that, as in the other invoice tests.
const TODAY = new Date('2026-11-16T09:00:00Z');
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterAll(() => {
  vi.useRealTimers();
});

const ALL_TYPES = {
  vat: true,
  vatMargin: true,
  proforma: true,
  advance: true,
  final: true,
  correction: true,
};

/** A new organization with a complete company profile, a PLN account and every invoice type on. */
async function companyOrganization(company: Partial<CompanyInfoUpdate> = {}): Promise<Headers> {
  const headers = await freshOrganization(t);
  const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload });
  expect((await put('/api/organization/company', { ...validCompany, ...company })).statusCode).toBe(200);
  expect((await put('/api/organization/invoice-types', ALL_TYPES)).statusCode).toBe(200);
  const account = await t.app.inject({
    method: 'POST',
    url: '/api/organization/bank-accounts',
    headers,
    payload: {
      // The account's label; the bank's name comes from the number's bank code (109).
      name: 'Rachunek główny',
      iban: 'PL61 1090 1014 0000 0712 1981 2874',
      swift: 'BREXPLPW',
      currency: 'PLN',
      isDefault: true,
    },
  });
  expect(account.statusCode).toBe(200);
  return headers;
}

let bankAccountId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await companyOrganization();
  buyerId = (await newBuyer(t, admin)).id;
  const accounts = await t.app.inject({ url: '/api/organization/bank-accounts', headers: admin });
  bankAccountId = accounts.json<{ bankAccounts: { id: number }[] }>().bankAccounts[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const url = '/api/apps/invoice/invoices';

/** The invoice's KSeF file: 200, valid against the XSD, read back into the model with nothing left over. */
async function fa3Of(invoiceId: number, headers: Headers = admin): Promise<{ xml: string; fa3: Fa3Invoice }> {
  const response = await t.app.inject({ url: `${url}/${invoiceId}/ksef-xml`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const xml = response.body;
  await expect(validateKsefXml(xml)).resolves.toEqual({ ok: true, schema: 'FA(3)' });
  const { invoice, unsupported } = parseFa3(xml);
  expect(unsupported).toEqual([]);
  return { xml, fa3: invoice };
}

const issueWith = (overrides: Partial<InvoiceInputBody>, headers: Headers = admin, contractorId = buyerId) =>
  issue(t, headers, vatInvoice(contractorId, { bankAccountId, ...overrides }));

describe('KSeF XML: the download', () => {
  it('answers application/xml as an attachment named from the invoice number', async () => {
    const invoice = await issueWith({});
    const response = await t.app.inject({ url: `${url}/${invoice.id}/ksef-xml`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const filename = `Faktura_${invoice.number.replace(/[^A-Za-z0-9.-]+/g, '_')}.xml`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<Faktura xmlns=/);
  });

  it('gives the same file every time (nothing in it depends on when it is downloaded)', async () => {
    const invoice = await issueWith({});
    const first = await fa3Of(invoice.id);
    // Later, within the access token's lifetime.
    vi.setSystemTime(new Date(TODAY.getTime() + 60_000));
    try {
      expect((await fa3Of(invoice.id)).xml).toBe(first.xml);
    } finally {
      vi.setSystemTime(TODAY);
    }
  });

  it('refuses a proforma with a translated 409: it is not a VAT invoice', async () => {
    const proforma = await issueWith({ type: 'proforma' });
    const response = await t.app.inject({
      url: `${url}/${proforma.id}/ksef-xml`,
      headers: { ...admin, 'accept-language': 'pl' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'Faktura proforma nie jest fakturą VAT, więc nie ma postaci KSeF (FA(3)). Najpierw przekształć ją w fakturę VAT.',
    );
  });

  it('answers 422 with the schema’s reason when the company has no NIP yet', async () => {
    const bare = await freshOrganization(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/organization/invoice-types',
      headers: bare,
      payload: ALL_TYPES,
    });
    const contractor = await newBuyer(t, bare);
    const invoice = await issue(t, bare, vatInvoice(contractor.id));
    const response = await t.app.inject({ url: `${url}/${invoice.id}/ksef-xml`, headers: bare });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toMatch(
      /^The invoice cannot be written as a valid KSeF \(FA\(3\)\) file: line \d+: element 'NIP'.*Check the company and buyer data\.$/,
    );
  });

  it('404 for an invoice that does not exist', async () => {
    expect((await t.app.inject({ url: `${url}/999999/ksef-xml`, headers: admin })).statusCode).toBe(404);
  });
});

describe('KSeF XML: a matrix of invoices, each valid against the XSD', () => {
  it('VAT in PLN: numbers, parties, buckets, payment, footer', async () => {
    const invoice = await issueWith({ notes: 'Dziękujemy & zapraszamy <ponownie>' });
    const { fa3, xml } = await fa3Of(invoice.id);
    expect(fa3.fa).toMatchObject({
      kind: 'VAT',
      number: invoice.number,
      issueDate: '2026-11-10',
      placeOfIssue: 'Kraków',
      currency: 'PLN',
      // 10 × 150,00 @23 % and 3 × 33,3333 @8 %
      amounts: { basic: { net: 150_000, vat: 34_500 }, reduced1: { net: 10_000, vat: 800 } },
      total: 195_300,
    });
    expect(fa3.fa.saleDate).toBeUndefined();
    expect(xml).toContain('<P_13_1>1500.00</P_13_1>');
    expect(xml).toContain('<P_15>1953.00</P_15>');
    expect(fa3.seller).toMatchObject({
      nip: '5260250995',
      name: 'Nowa Firma sp. z o.o.',
      address: { countryCode: 'PL', line1: 'ul. Długa 5/2', line2: '31-147 Kraków' },
      contacts: [{ email: 'kontakt@nowafirma.pl', phone: '+48 12 345 67 89' }],
    });
    expect(fa3.buyer).toMatchObject({
      identity: { id: { kind: 'nip', nip: '6783014227' }, name: 'Kowalski & Syn Sp. z o.o.' },
      localGovernmentUnit: false,
      vatGroupMember: false,
    });
    expect(fa3.fa.annotations).toEqual({
      cashAccounting: false,
      selfBilling: false,
      reverseCharge: false,
      splitPayment: false,
      exemption: { kind: 'none' },
      newTransport: { kind: 'none' },
      triangular: false,
      margin: null,
    });
    expect(fa3.fa.lines).toEqual([
      expect.objectContaining({
        number: 1,
        name: 'Usługa programistyczna',
        rate: '23',
        net: 150_000,
        unit: 'h',
      }),
      expect.objectContaining({ number: 2, name: 'Książka', rate: '8', net: 10_000, before: false }),
    ]);
    expect(xml).toContain('<P_9A>33.3333</P_9A>');
    // NazwaBanku names the bank, never the account's label (issue 16 item 6).
    expect(xml).not.toContain('Rachunek główny');
    expect(fa3.fa.payment).toEqual({
      terms: [{ date: '2026-11-24' }],
      form: { kind: 'code', code: 6 },
      bankAccounts: [
        { number: '61109010140000071219812874', swift: 'BREXPLPW', bankName: 'Santander Bank Polska S.A.' },
      ],
      factorBankAccounts: [],
    });
    expect(fa3.footer).toEqual({
      texts: ['Dziękujemy & zapraszamy <ponownie>'],
      registries: [{ krs: '0000099999', regon: '123456785' }],
    });
  });

  it('a sale date other than the issue date goes to P_6; a discount to P_10 per unit', async () => {
    const invoice = await issueWith({
      saleDate: '2026-11-05',
      lines: [
        {
          name: 'Towar',
          quantity: '4',
          unit: 'szt.',
          unitPrice: '33.3333',
          discountPercent: '12,5',
          vatRate: '23',
        },
      ],
    });
    const { fa3, xml } = await fa3Of(invoice.id);
    expect(fa3.fa.saleDate).toEqual({ kind: 'date', date: '2026-11-05' });
    // 33,3333 × 12,5 % per unit, exact; 4 × 33,3333 × 87,5 % = 116,67 net.
    expect(xml).toContain('<P_10>4.1666625</P_10>');
    expect(xml).toContain('<P_11>116.67</P_11>');
  });

  it('VAT in EUR: VAT in PLN per rate (P_14_xW) and the rate on each line', async () => {
    const invoice = await issueWith({
      currency: 'EUR',
      exchangeRate: '4.3000',
      lines: [{ name: 'Consulting', quantity: '10', unit: 'h', unitPrice: '100', vatRate: '23' }],
    });
    const { fa3, xml } = await fa3Of(invoice.id);
    expect(fa3.fa.currency).toBe('EUR');
    // 1 000,00 EUR @23 % = 230,00 EUR VAT = 989,00 PLN at 4,3000
    expect(fa3.fa.amounts).toEqual({ basic: { net: 100_000, vat: 23_000, vatPln: 98_900 } });
    expect(fa3.fa.total).toBe(123_000);
    expect(xml).toContain('<P_14_1W>989.00</P_14_1W>');
    expect(xml).toContain('<KursWaluty>4.3000</KursWaluty>');
  });

  it('split payment above 15 000 PLN with an annex-15 line: P_18A = 1 and P_12_Zal_15', async () => {
    const invoice = await issueWith({
      lines: [
        {
          name: 'Stal zbrojeniowa',
          quantity: '10',
          unit: 't',
          unitPrice: '2000',
          vatRate: '23',
          annex15: true,
        },
      ],
    });
    expect(invoice.splitPayment).toBe(true);
    const { fa3, xml } = await fa3Of(invoice.id);
    expect(fa3.fa.annotations.splitPayment).toBe(true);
    expect(fa3.fa.lines[0]?.annex15).toBe(true);
    expect(xml).toContain('<P_18A>1</P_18A>');
    expect(fa3.fa.total).toBe(2_460_000);
  });

  it('reverse charge ("oo"): P_13_10 and P_18 = 1', async () => {
    const invoice = await issueWith({
      lines: [{ name: 'Roboty budowlane', quantity: '1', unit: 'usł.', unitPrice: '5000', vatRate: 'oo' }],
    });
    const { fa3, xml } = await fa3Of(invoice.id);
    expect(fa3.fa.amounts).toEqual({ reverseCharge: 500_000 });
    expect(fa3.fa.annotations.reverseCharge).toBe(true);
    expect(xml).toContain('<P_12>oo</P_12>');
    expect(xml).toContain('<P_13_10>5000.00</P_13_10>');
  });

  it('0 % domestic, intra-EU supply to an EU VAT number, export to a foreign tax id', async () => {
    const domestic = await issueWith({
      lines: [{ name: 'Statek', quantity: '1', unitPrice: '1000', vatRate: '0' }],
    });
    const domesticFa3 = await fa3Of(domestic.id);
    expect(domesticFa3.fa3.fa.amounts).toEqual({ zeroDomestic: 100_000 });
    expect(domesticFa3.xml).toContain('<P_12>0 KR</P_12>');

    const german = await newBuyer(t, admin, {
      name: 'Kunde GmbH',
      nip: 'DE 811 569 869',
      country: 'DE',
      postalCode: '10115',
      city: 'Berlin',
      street: 'Hauptstraße',
    });
    const wdt = await issueWith(
      { lines: [{ name: 'Maszyna', quantity: '1', unitPrice: '4000', vatRate: '0 WDT' }] },
      admin,
      german.id,
    );
    const wdtFa3 = await fa3Of(wdt.id);
    expect(wdtFa3.fa3.buyer.identity.id).toEqual({ kind: 'eu', countryCode: 'DE', vatNumber: '811569869' });
    expect(wdtFa3.fa3.buyer.address).toEqual({
      countryCode: 'DE',
      line1: 'Hauptstraße 5/3',
      line2: '10115 Berlin',
    });
    expect(wdtFa3.fa3.fa.amounts).toEqual({ zeroIntraEu: 400_000 });

    const american = await newBuyer(t, admin, {
      name: 'Buyer Inc.',
      nip: '12-3456789',
      country: 'US',
      postalCode: '10001',
      city: 'New York',
    });
    const export_ = await issueWith(
      { lines: [{ name: 'Maszyna', quantity: '1', unitPrice: '8000', vatRate: '0 EX' }] },
      admin,
      american.id,
    );
    const exportFa3 = await fa3Of(export_.id);
    expect(exportFa3.fa3.buyer.identity.id).toEqual({
      kind: 'other',
      countryCode: 'US',
      taxId: '12-3456789',
    });
    expect(exportFa3.fa3.fa.amounts).toEqual({ zeroExport: 800_000 });
  });

  it('a consumer without a NIP: BrakID, and no split payment whatever the amount', async () => {
    const consumer = await newBuyer(t, admin, { name: 'Jan Nowak', nip: '' });
    const invoice = await issueWith(
      { lines: [{ name: 'Samochód', quantity: '1', unitPrice: '50000', vatRate: '23', annex15: true }] },
      admin,
      consumer.id,
    );
    const { fa3, xml } = await fa3Of(invoice.id);
    expect(fa3.buyer.identity).toEqual({ id: { kind: 'none' }, name: 'Jan Nowak' });
    expect(xml).toMatch(/<DaneIdentyfikacyjne>\s*<BrakID>1<\/BrakID>\s*<Nazwa>Jan Nowak<\/Nazwa>/);
    expect(fa3.fa.annotations.splitPayment).toBe(false);
  });

  it('an invoice printed in English gives the same FA(3) content', async () => {
    const polish = await issueWith({});
    const english = await issueWith({ language: 'english' });
    const [pl, en] = await Promise.all([fa3Of(polish.id), fa3Of(english.id)]);
    expect(en.fa3.fa.number).toBe(english.number);
    expect({ ...en.fa3.fa, number: '' }).toEqual({ ...pl.fa3.fa, number: '' });
  });

  it.each([
    ['used_goods', 'P_PMarzy_3_1', 'used_goods'],
    ['works_of_art', 'P_PMarzy_3_2', 'works_of_art'],
    ['antiques', 'P_PMarzy_3_3', 'antiques'],
    ['travel_agency', 'P_PMarzy_2', 'travel'],
  ] as const)(
    'a margin invoice (%s): P_13_11, %s, gross lines without a rate',
    async (scheme, element, model) => {
      const invoice = await issueWith({
        type: 'vatMargin',
        marginScheme: scheme,
        lines: [{ name: 'Pozycja w marży', quantity: '2', unitPrice: '7500', vatRate: '23' }],
      });
      const { fa3, xml } = await fa3Of(invoice.id);
      expect(fa3.fa.kind).toBe('VAT');
      expect(fa3.fa.amounts).toEqual({ margin: 1_500_000 });
      expect(fa3.fa.total).toBe(1_500_000);
      expect(fa3.fa.annotations.margin).toBe(model);
      expect(xml).toMatch(new RegExp(`<P_PMarzy>1</P_PMarzy>\\s*<${element}>1</${element}>`));
      expect(fa3.fa.lines[0]).toMatchObject({ gross: 1_500_000, net: undefined, rate: undefined });
      expect(xml).toContain('<P_9B>7500.00</P_9B>');
      expect(xml).not.toContain('<P_12>');
    },
  );

  it('an advance invoice: ZAL with the order value, the advance in the buckets and P_15', async () => {
    const advance = await issueWith({
      type: 'advance',
      orderValue: '12300',
      lines: [{ name: 'Zaliczka na dostawę regałów', quantity: '1', unitPrice: '1000', vatRate: '23' }],
    });
    const { fa3 } = await fa3Of(advance.id);
    expect(fa3.fa).toMatchObject({
      kind: 'ZAL',
      amounts: { basic: { net: 100_000, vat: 23_000 } },
      total: 123_000,
      order: { value: 1_230_000, lines: [{ number: 1, name: 'Zaliczka na dostawę regałów', rate: '23' }] },
    });
  });

  const ORDER = [
    { name: 'Mieszkanie 50 m²', quantity: '1', unit: 'szt.', unitPrice: '300000', vatRate: '23' },
    { name: 'Usługi dodatkowe', quantity: '2', unit: 'h', unitPrice: '2500', vatRate: '8' },
  ] as const;

  it('an advance with the order’s lines: Zamowienie as in sample 10, the payment received on its date', async () => {
    const advance = await issueWith({
      type: 'advance',
      saleDate: '2026-11-08',
      orderValue: '1',
      orderLines: [...ORDER],
      lines: [{ name: 'Zaliczka na mieszkanie', quantity: '1', unitPrice: '16260.16', vatRate: '23' }],
    });
    // 300 000 + 69 000 VAT, 5 000 + 400 VAT: the order's value is the lines' gross, not what was typed.
    expect(advance.orderValue).toBe(37_440_000);
    expect(advance.orderLines).toEqual([
      { ...ORDER[0], unitPrice: '300000.00', net: 30_000_000, vat: 6_900_000, gross: 36_900_000 },
      { ...ORDER[1], unitPrice: '2500.00', net: 500_000, vat: 40_000, gross: 540_000 },
    ]);
    const { fa3, xml } = await fa3Of(advance.id);
    expect(fa3.fa.kind).toBe('ZAL');
    expect(fa3.fa.order?.value).toBe(37_440_000);
    expect(xml).toMatch(
      new RegExp(
        [
          '<WartoscZamowienia>374400.00</WartoscZamowienia>',
          '<ZamowienieWiersz>',
          '<NrWierszaZam>1</NrWierszaZam>',
          '<P_7Z>Mieszkanie 50 m²</P_7Z>',
          '<P_8AZ>szt.</P_8AZ>',
          '<P_8BZ>1</P_8BZ>',
          '<P_9AZ>300000.00</P_9AZ>',
          '<P_11NettoZ>300000.00</P_11NettoZ>',
          '<P_11VatZ>69000.00</P_11VatZ>',
          '<P_12Z>23</P_12Z>',
          '</ZamowienieWiersz>',
          '<ZamowienieWiersz>',
          '<NrWierszaZam>2</NrWierszaZam>',
          '<P_7Z>Usługi dodatkowe</P_7Z>',
          '<P_8AZ>h</P_8AZ>',
          '<P_8BZ>2</P_8BZ>',
          '<P_9AZ>2500.00</P_9AZ>',
          '<P_11NettoZ>5000.00</P_11NettoZ>',
          '<P_11VatZ>400.00</P_11VatZ>',
          '<P_12Z>8</P_12Z>',
        ].join('\\s*'),
      ),
    );
    expect(xml).toMatch(/<Platnosc>\s*<Zaplacono>1<\/Zaplacono>\s*<DataZaplaty>2026-11-08<\/DataZaplaty>/);
    expect(xml).not.toContain('<TerminPlatnosci>');
  });

  it('a correction of an advance: KOR_ZAL with the order before and after, line by line (samples 11-13)', async () => {
    const advance = await issueWith({
      type: 'advance',
      orderLines: [...ORDER],
      lines: [{ name: 'Zaliczka na mieszkanie', quantity: '1', unitPrice: '16260.16', vatRate: '23' }],
    });
    const correction = await issueWith({
      type: 'correction',
      correctedInvoiceId: advance.id,
      correctionReason: 'Błędna stawka VAT',
      orderLines: [{ ...ORDER[0], vatRate: '8' }, ORDER[1]],
      lines: [{ name: 'Zaliczka na mieszkanie', quantity: '1', unitPrice: '16260.16', vatRate: '23' }],
    });
    const { fa3, xml } = await fa3Of(correction.id);
    expect(fa3.fa.kind).toBe('KOR_ZAL');
    // 300 000 + 24 000 VAT, 5 000 + 400 VAT.
    expect(fa3.fa.order?.value).toBe(32_940_000);
    expect(fa3.fa.order?.lines.map((line) => [line.number, line.rate, line.vat, line.before])).toEqual([
      [1, '23', 6_900_000, true],
      [1, '8', 2_400_000, false],
      [2, '8', 40_000, true],
      [2, '8', 40_000, false],
    ]);
    expect(xml).toMatch(/<P_12Z>23<\/P_12Z>\s*<StanPrzedZ>1<\/StanPrzedZ>/);

    // A correction that leaves the order alone still names it: the same lines before and after.
    const again = await issueWith({
      type: 'correction',
      correctedInvoiceId: advance.id,
      correctionReason: 'Kwota zaliczki',
      lines: [{ name: 'Zaliczka na mieszkanie', quantity: '1', unitPrice: '20000', vatRate: '23' }],
    });
    const unchanged = await fa3Of(again.id);
    expect(unchanged.fa3.fa.order?.value).toBe(37_440_000);
    expect(unchanged.fa3.fa.order?.lines.map((line) => [line.number, line.before])).toEqual([
      [1, true],
      [1, false],
      [2, true],
      [2, false],
    ]);
  });

  it('a final invoice after two advances: ROZ, what is left in the buckets, the advances listed', async () => {
    const advances = [];
    for (const amount of ['1000', '2000'])
      advances.push(
        await issueWith({
          type: 'advance',
          orderValue: '12300',
          lines: [{ name: 'Zaliczka', quantity: '1', unitPrice: amount, vatRate: '23' }],
        }),
      );
    const final = await issueWith({
      type: 'final',
      advanceInvoiceIds: advances.map((advance) => advance.id),
      lines: [{ name: 'Regały magazynowe', quantity: '1', unitPrice: '10000', vatRate: '23' }],
    });
    const { fa3, xml } = await fa3Of(final.id);
    expect(fa3.fa.kind).toBe('ROZ');
    // Order 10 000 + 2 300 VAT, advances 3 000 + 690 VAT: left 7 000 + 1 610 = 8 610.
    expect(fa3.fa.amounts).toEqual({ basic: { net: 700_000, vat: 161_000 } });
    expect(fa3.fa.total).toBe(861_000);
    expect(fa3.fa.total).toBe(final.toPay);
    expect(fa3.fa.advanceInvoices).toEqual(
      advances.map((advance) => ({ kind: 'outside', number: advance.number })),
    );
    // The lines show the whole order (art. 106f ust. 3).
    expect(fa3.fa.lines).toEqual([expect.objectContaining({ net: 1_000_000, rate: '23' })]);
    expect(xml).toMatch(/<NrKSeFZN>1<\/NrKSeFZN>\s*<NrFaZaliczkowej>/);
  });

  it('a correction of a VAT invoice: KOR, differences, the original outside KSeF, before/after lines', async () => {
    const original = await issueWith({});
    const correction = await issueWith({
      type: 'correction',
      correctedInvoiceId: original.id,
      correctionReason: 'Rabat posprzedażowy',
      lines: [
        { name: 'Usługa programistyczna', quantity: '8', unit: 'h', unitPrice: '150,00', vatRate: '23' },
        { name: 'Książka', quantity: '3', unit: 'szt.', unitPrice: '33,3333', vatRate: '8' },
      ],
    });
    const { fa3, xml } = await fa3Of(correction.id);
    expect(fa3.fa).toMatchObject({
      kind: 'KOR',
      amounts: { basic: { net: -30_000, vat: -6_900 } },
      total: -36_900,
      correction: {
        reason: 'Rabat posprzedażowy',
        corrected: [{ issueDate: original.issuedDate, number: original.number, ksefNumber: null }],
      },
    });
    expect(fa3.fa.amounts.reduced1).toBeUndefined();
    expect(xml).toContain('<P_15>-369.00</P_15>');
    expect(xml).toMatch(/<NrFaKorygowanej>[^<]+<\/NrFaKorygowanej>\s*<NrKSeFN>1<\/NrKSeFN>/);
    expect(fa3.fa.lines.map((line) => [line.number, line.before, line.quantity?.units])).toEqual([
      [1, true, 10n],
      [1, false, 8n],
      [2, true, 3n],
      [2, false, 3n],
    ]);
  });

  it('a correction of an advance invoice is KOR_ZAL with what was due before (P_15ZK)', async () => {
    const advance = await issueWith({
      type: 'advance',
      lines: [{ name: 'Zaliczka', quantity: '1', unitPrice: '1000', vatRate: '23' }],
    });
    const correction = await issueWith({
      type: 'correction',
      correctedInvoiceId: advance.id,
      correctionReason: 'Błędna kwota zaliczki',
      lines: [{ name: 'Zaliczka', quantity: '1', unitPrice: '800', vatRate: '23' }],
    });
    const { fa3 } = await fa3Of(correction.id);
    expect(fa3.fa.kind).toBe('KOR_ZAL');
    expect(fa3.fa.correction?.totalBefore).toEqual({ amount: 123_000 });
    expect(fa3.fa.total).toBe(-24_600);
  });
});

describe('KSeF XML: cross-border rates, cash method, chains of corrections (issue 31)', () => {
  let germanBuyer: Promise<{ id: number }> | undefined;
  // Contractor NIPs are unique per organization: one German buyer for every test here.
  const german = () =>
    (germanBuyer ??= newBuyer(t, admin, {
      name: 'Kunde Zwei GmbH',
      nip: 'DE 136 695 976',
      country: 'DE',
      postalCode: '10115',
      city: 'Berlin',
      street: 'Hauptstraße',
    }));
  /** Podmiot1 opens with PrefiksPodatnika (official sample 22), before the identification data. */
  const PREFIXED_SELLER = /<Podmiot1>\s*<PrefiksPodatnika>PL<\/PrefiksPodatnika>\s*<DaneIdentyfikacyjne>/;

  it('an intra-EU supply (0 % WDT): P_13_6_2, and the seller with its PL prefix', async () => {
    const buyer = await german();
    const invoice = await issueWith(
      { lines: [{ name: 'Maszyna', quantity: '1', unitPrice: '4000', vatRate: '0 WDT' }] },
      admin,
      buyer.id,
    );
    const { fa3, xml } = await fa3Of(invoice.id);
    expect(fa3.seller.vatPrefixPl).toBe(true);
    expect(xml).toMatch(PREFIXED_SELLER);
    expect(xml).toContain('<P_12>0 WDT</P_12>');
    expect(xml).toContain('<P_13_6_2>4000.00</P_13_6_2>');
    expect(xml).not.toContain('<P_13_6_1>');
    expect(fa3.fa.annotations.reverseCharge).toBe(false);
  });

  it('an EU B2B service (np II): P_13_9, P_18 = 1 and the PL prefix', async () => {
    const buyer = await german();
    const invoice = await issueWith(
      { lines: [{ name: 'Wdrożenie systemu', quantity: '1', unitPrice: '2500', vatRate: 'np II' }] },
      admin,
      buyer.id,
    );
    const { fa3, xml } = await fa3Of(invoice.id);
    expect(fa3.fa.amounts).toEqual({ euServices: 250_000 });
    expect(fa3.fa.annotations.reverseCharge).toBe(true);
    expect(xml).toContain('<P_12>np II</P_12>');
    expect(xml).toContain('<P_13_9>2500.00</P_13_9>');
    expect(xml).not.toContain('<P_13_8>');
    expect(xml).toMatch(/<P_18>1<\/P_18>/);
    expect(xml).toMatch(PREFIXED_SELLER);
  });

  it('an export (0 % EX) and a domestic sale: P_13_6_3, and no prefix', async () => {
    const american = await newBuyer(t, admin, { name: 'Other Buyer Inc.', nip: '98-7654321', country: 'US' });
    const exported = await issueWith(
      { lines: [{ name: 'Maszyna', quantity: '1', unitPrice: '8000', vatRate: '0 EX' }] },
      admin,
      american.id,
    );
    const { fa3, xml } = await fa3Of(exported.id);
    expect(xml).toContain('<P_13_6_3>8000.00</P_13_6_3>');
    expect(fa3.seller.vatPrefixPl).toBeUndefined();
    expect(xml).not.toContain('PrefiksPodatnika');
    const domestic = await fa3Of((await issueWith({})).id);
    expect(domestic.xml).not.toContain('PrefiksPodatnika');
  });

  it('a company on the cash method: P_16 = 1 on its invoices; P_16 = 2 otherwise', async () => {
    const cash = await companyOrganization({ cashMethod: true } as Partial<CompanyInfoUpdate>);
    const company = await t.app.inject({ url: '/api/organization/company', headers: cash });
    expect(company.json<{ cashMethod: boolean }>().cashMethod).toBe(true);
    const buyer = await newBuyer(t, cash);
    const invoice = await issue(t, cash, vatInvoice(buyer.id));
    expect(invoice.seller.cashMethod).toBe(true);
    const { fa3, xml } = await fa3Of(invoice.id, cash);
    expect(fa3.fa.annotations.cashAccounting).toBe(true);
    expect(xml).toMatch(/<Adnotacje>\s*<P_16>1<\/P_16>/);

    const plain = await fa3Of((await issueWith({})).id);
    expect(plain.xml).toMatch(/<Adnotacje>\s*<P_16>2<\/P_16>/);
  });

  it('a correction of a correction of an advance is KOR_ZAL, P_15ZK being all that was due before', async () => {
    const advance = await issueWith({
      type: 'advance',
      lines: [{ name: 'Zaliczka', quantity: '1', unitPrice: '1000', vatRate: '23' }],
    });
    const first = await issueWith({
      type: 'correction',
      correctedInvoiceId: advance.id,
      correctionReason: 'Błędna kwota zaliczki',
      lines: [{ name: 'Zaliczka', quantity: '1', unitPrice: '800', vatRate: '23' }],
    });
    const second = await issueWith({
      type: 'correction',
      correctedInvoiceId: first.id,
      correctionReason: 'Ponowna korekta kwoty',
      lines: [{ name: 'Zaliczka', quantity: '1', unitPrice: '900', vatRate: '23' }],
    });
    const { fa3 } = await fa3Of(second.id);
    expect(fa3.fa.kind).toBe('KOR_ZAL');
    // 1 230,00 on the advance, then −246,00 by the first correction.
    expect(fa3.fa.correction?.totalBefore).toEqual({ amount: 98_400 });
    expect(fa3.fa.correction?.corrected).toEqual([
      { issueDate: first.issuedDate, number: first.number, ksefNumber: null },
    ]);
    expect(fa3.fa.total).toBe(12_300);
  });

  it('a correction of a correction of a final invoice is KOR_ROZ and still names the advances', async () => {
    const advance = await issueWith({
      type: 'advance',
      lines: [{ name: 'Zaliczka', quantity: '1', unitPrice: '1000', vatRate: '23' }],
    });
    const final = await issueWith({
      type: 'final',
      advanceInvoiceIds: [advance.id],
      lines: [{ name: 'Regały', quantity: '1', unitPrice: '5000', vatRate: '23' }],
    });
    const first = await issueWith({
      type: 'correction',
      correctedInvoiceId: final.id,
      correctionReason: 'Rabat',
      lines: [{ name: 'Regały', quantity: '1', unitPrice: '4500', vatRate: '23' }],
    });
    const second = await issueWith({
      type: 'correction',
      correctedInvoiceId: first.id,
      correctionReason: 'Dalszy rabat',
      lines: [{ name: 'Regały', quantity: '1', unitPrice: '4000', vatRate: '23' }],
    });
    const { fa3 } = await fa3Of(second.id);
    expect(fa3.fa.kind).toBe('KOR_ROZ');
    expect(fa3.fa.advanceInvoices).toEqual([{ kind: 'outside', number: advance.number }]);
    expect(fa3.fa.correction?.totalBefore).toEqual({ amount: final.toPay + first.toPay });
  });

  it('a margin invoice’s second correction stays in the margin scheme (P_13_11, never np I)', async () => {
    const sale = await issueWith({
      type: 'vatMargin',
      marginScheme: 'used_goods',
      lines: [{ name: 'Samochód używany', quantity: '1', unitPrice: '30000', vatRate: '23' }],
    });
    const first = await issueWith({
      type: 'correction',
      correctedInvoiceId: sale.id,
      correctionReason: 'Obniżka ceny',
      lines: [{ name: 'Samochód używany', quantity: '1', unitPrice: '29000', vatRate: 'np' }],
    });
    const second = await issueWith({
      type: 'correction',
      correctedInvoiceId: first.id,
      correctionReason: 'Dalsza obniżka',
      lines: [{ name: 'Samochód używany', quantity: '1', unitPrice: '28000', vatRate: 'np' }],
    });
    const { fa3, xml } = await fa3Of(second.id);
    expect(fa3.fa.kind).toBe('KOR');
    expect(fa3.fa.annotations.margin).toBe('used_goods');
    expect(fa3.fa.amounts).toEqual({ margin: second.toPay });
    expect(xml).not.toContain('<P_13_8>');
    expect(xml).not.toContain('<P_12>');
  });
});

describe('the KSeF numbers of referenced invoices (issue 31, item 11)', () => {
  /** KSeF acceptance as the send job records it (the exchange itself is tested in modules/ksef). */
  async function accept(invoiceId: number, ksefNumber: string): Promise<void> {
    const [row] = await t.database.db
      .select({ organizationId: invoices.organizationId })
      .from(invoices)
      .where(eq(invoices.id, invoiceId));
    await t.database.db.insert(ksefSubmissions).values({
      invoiceId,
      organizationId: row?.organizationId ?? 0,
      status: 'accepted',
      xmlHash: randomBytes(32).toString('base64'),
      ksefNumber,
      acceptedAt: new Date(),
    });
  }
  const detail = async (id: number) =>
    (await t.app.inject({ url: `${url}/${id}`, headers: admin })).json<InvoiceResponse>().invoice;

  it('a correction and a final invoice carry them, for the PDF and the preview to print', async () => {
    const original = await issueWith({});
    await accept(original.id, '5260250995-20261110-0100001AF629-AF');
    const correction = await issueWith({
      type: 'correction',
      correctedInvoiceId: original.id,
      correctionReason: 'Rabat',
      lines: [{ name: 'Usługa programistyczna', quantity: '8', unit: 'h', unitPrice: '150', vatRate: '23' }],
    });
    expect((await detail(correction.id)).correctedInvoice?.ksefNumber).toBe(
      '5260250995-20261110-0100001AF629-AF',
    );

    const advances = [];
    for (const amount of ['1000', '2000'])
      advances.push(
        await issueWith({
          type: 'advance',
          lines: [{ name: 'Zaliczka', quantity: '1', unitPrice: amount, vatRate: '23' }],
        }),
      );
    await accept(advances[0]?.id ?? 0, '5260250995-20261110-0100002BF629-B0');
    const final = await issueWith({
      type: 'final',
      advanceInvoiceIds: advances.map((advance) => advance.id),
      lines: [{ name: 'Regały', quantity: '1', unitPrice: '10000', vatRate: '23' }],
    });
    expect((await detail(final.id)).advanceInvoices.map((advance) => advance.ksefNumber)).toEqual([
      '5260250995-20261110-0100002BF629-B0',
      null,
    ]);
    const pdf = await t.app.inject({ url: `${url}/${final.id}/pdf`, headers: admin });
    expect(pdf.statusCode).toBe(200);
  });
});

describe('issuing to a buyer whose Polish NIP fails its checksum (issue 31, item 5)', () => {
  it('is refused with a translated 400 on the buyer; a foreign number or none is fine', async () => {
    const buyer = await newBuyer(t, admin, { name: 'Zły NIP sp. z o.o.', nip: '' });
    // Saved before NIPs were checked, or imported: the contractor card would refuse it today.
    await t.database.db.update(contractors).set({ nip: '1234567890' }).where(eq(contractors.id, buyer.id));
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, 'accept-language': 'pl' },
      payload: vatInvoice(buyer.id, { bankAccountId }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: Record<string, string> }>();
    expect(body.errors.contractorId).toBe(
      'NIP nabywcy ma błędną sumę kontrolną. Popraw go na karcie kontrahenta przed wystawieniem faktury.',
    );

    await t.database.db.update(contractors).set({ nip: '' }).where(eq(contractors.id, buyer.id));
    expect((await issueWith({}, admin, buyer.id)).buyer.nip).toBe('');
  });
});

describe('KSeF XML: exempt sales', () => {
  it('an exempt company’s invoice: P_13_7 and P_19 = 1 with its legal basis in P_19A', async () => {
    const exempt = await companyOrganization({
      vatStatus: 'exempt',
      vatExemptionBasis: 'art. 113 ust. 1 ustawy o VAT',
    });
    const contractor = await newBuyer(t, exempt);
    const invoice = await issue(
      t,
      exempt,
      vatInvoice(contractor.id, {
        lines: [{ name: 'Korepetycje', quantity: '5', unit: 'h', unitPrice: '80', vatRate: 'zw' }],
      }),
    );
    const { fa3, xml } = await fa3Of(invoice.id, exempt);
    expect(fa3.fa.amounts).toEqual({ exempt: 40_000 });
    expect(fa3.fa.annotations.exemption).toEqual({
      kind: 'exempt',
      basis: 'act',
      text: 'art. 113 ust. 1 ustawy o VAT',
    });
    expect(xml).toMatch(/<P_19>1<\/P_19>\s*<P_19A>art. 113 ust. 1 ustawy o VAT<\/P_19A>/);
    expect(xml).toContain('<P_12>zw</P_12>');
  });
  // A VAT payer's exempt lines, the 400 without a basis and the old invoices' 409: exemption-basis.test.ts.
});

describe('KSeF XML: who may download it', () => {
  it('a client user gets its own contractor’s XML and a 404 for anyone else’s', async () => {
    const demoAdmin = await adminHeaders(t);
    const mine = await newBuyer(t, demoAdmin, { name: 'Klient Demo', nip: '' });
    const other = await newBuyer(t, demoAdmin, { name: 'Ktoś Inny', nip: '' });
    const own = await issue(t, demoAdmin, vatInvoice(mine.id));
    const foreign = await issue(t, demoAdmin, vatInvoice(other.id));
    await t.database.db
      .update(users)
      .set({ contractorId: mine.id })
      .where(eq(users.email, demo.client.email));
    try {
      const client = bearer((await login(t.app, demo.client)).accessToken);
      const { fa3 } = await fa3Of(own.id, client);
      expect(fa3.fa.number).toBe(own.number);
      expect((await t.app.inject({ url: `${url}/${foreign.id}/ksef-xml`, headers: client })).statusCode).toBe(
        404,
      );
    } finally {
      await t.database.db.update(users).set({ contractorId: null }).where(eq(users.email, demo.client.email));
    }
  });

  it('an admin of another organization gets 404', async () => {
    const intruder = await freshOrganization(t);
    const invoice = await issueWith({});
    expect((await t.app.inject({ url: `${url}/${invoice.id}/ksef-xml`, headers: intruder })).statusCode).toBe(
      404,
    );
  });

  it('needs a signed-in user', async () => {
    const invoice = await issueWith({});
    expect((await t.app.inject({ url: `${url}/${invoice.id}/ksef-xml` })).statusCode).toBe(401);
  });
});

describe('KSeF XML: a JST subordinate unit or a VAT-group member (issue 31, item 7)', () => {
  const school = {
    nip: '526-025-10-49',
    name: 'Szkoła Podstawowa nr 3 w Bzdziszewie',
    street: 'ul. Akacjowa',
    buildingNumber: '200',
    postalCode: '00-007',
    city: 'Bzdziszewo',
  };

  it('writes JST = 1 and the unit as Podmiot3 with Rola 8, as official sample 9 does', async () => {
    const gmina = await newBuyer(t, admin, {
      name: 'Gmina Bzdziszewo',
      nip: '1111111111',
      recipientUnit: { kind: 'jst', ...school },
    });
    const invoice = await issueWith({}, admin, gmina.id);
    expect(invoice.buyer.recipientUnit).toMatchObject({ kind: 'jst', nip: '5260251049', name: school.name });

    const { xml, fa3 } = await fa3Of(invoice.id);
    expect(fa3.buyer.identity).toEqual({ id: { kind: 'nip', nip: '1111111111' }, name: 'Gmina Bzdziszewo' });
    expect(fa3.buyer.localGovernmentUnit).toBe(true);
    expect(fa3.buyer.vatGroupMember).toBe(false);
    expect(fa3.thirdParties).toEqual([
      {
        id: { kind: 'nip', nip: '5260251049' },
        name: school.name,
        address: { countryCode: 'PL', line1: 'ul. Akacjowa 200', line2: '00-007 Bzdziszewo' },
        contacts: [],
        role: { kind: 'role', role: 8 },
      },
    ]);
    // Podmiot3 stands between the buyer and Fa, as in the sample.
    expect(xml).toMatch(
      /<JST>1<\/JST>\s*<GV>2<\/GV>\s*<\/Podmiot2>\s*<Podmiot3>[\s\S]*<Rola>8<\/Rola>\s*<\/Podmiot3>\s*<Fa>/,
    );
  });

  it('writes GV = 1 and the member as Podmiot3 with Rola 10', async () => {
    const group = await newBuyer(t, admin, {
      name: 'Grupa VAT Kowalscy',
      nip: '2222222222',
      recipientUnit: { kind: 'vatGroup', nip: '6783014227', name: 'Kowalski & Syn Sp. z o.o.' },
    });
    const { fa3 } = await fa3Of((await issueWith({}, admin, group.id)).id);
    expect(fa3.buyer.localGovernmentUnit).toBe(false);
    expect(fa3.buyer.vatGroupMember).toBe(true);
    expect(fa3.thirdParties).toEqual([
      {
        id: { kind: 'nip', nip: '6783014227' },
        name: 'Kowalski & Syn Sp. z o.o.',
        contacts: [],
        role: { kind: 'role', role: 10 },
      },
    ]);
  });

  it('keeps the unit the invoice was issued for when the contractor card changes later', async () => {
    const gmina = await newBuyer(t, admin, {
      name: 'Gmina Dolna',
      nip: '3333333333',
      recipientUnit: { kind: 'jst', ...school },
    });
    const invoice = await issueWith({}, admin, gmina.id);
    await t.database.db.update(contractors).set({ recipientUnit: null }).where(eq(contractors.id, gmina.id));
    const { fa3 } = await fa3Of(invoice.id);
    expect(fa3.buyer.localGovernmentUnit).toBe(true);
    expect(fa3.thirdParties.map((party) => party.role)).toEqual([{ kind: 'role', role: 8 }]);

    const later = await issueWith({}, admin, gmina.id);
    expect(later.buyer.recipientUnit).toBeNull();
    const plain = await fa3Of(later.id);
    expect(plain.fa3.buyer.localGovernmentUnit).toBe(false);
    expect(plain.fa3.thirdParties).toEqual([]);
  });
});
