import type { InvoiceDetail } from '@saldo/contracts/invoices';
import { ksefVerificationLink } from '@saldo/domain/ksef/qr-code';
import { formatAmount, formatMoney } from '@saldo/domain/money';
import { SPLIT_PAYMENT_ANNOTATION } from '@saldo/domain/split-payment';
import { amountInWords } from '@saldo/domain/words/amount-in-words';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { KSEF_PREVIEW_WORDING, RATE_WORDING } from '@saldo/contracts/invoice-wording';
import {
  buildInvoice,
  correction,
  eurEnglish,
  longInvoice,
  margin,
  pln2Rates,
} from './invoice-pdf.fixtures.ts';
import { invoicePdfFilename, renderInvoicePdf, type InvoicePdfOptions } from './invoice-pdf.ts';
import { filledRectPaths, scanQr } from './pdf-qr.test-helpers.ts';

const BANK = {
  name: 'Rachunek główny',
  bankName: 'mBank S.A.',
  iban: 'PL61109010140000071219812874',
  swift: 'BREXPLPWXXX',
};

interface Rendered {
  readonly pdf: Buffer;
  readonly pages: string[];
  /** All pages, every run of whitespace (NBSP of amounts included) folded into one space. */
  readonly text: string;
}

async function render(
  invoice: InvoiceDetail,
  bank: typeof BANK | null = BANK,
  extra: Omit<InvoicePdfOptions, 'bank'> = {},
): Promise<Rendered> {
  const pdf = await renderInvoicePdf(invoice, { bank, ...extra });
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: false });
  const pages = text.map(normalize);
  return { pdf, pages, text: pages.join(' ') };
}

const normalize = (text: string): string => text.replace(/\s+/g, ' ');
const pl = (amount: number): string => normalize(formatAmount(amount, 'pl'));
const en = (amount: number): string => normalize(formatAmount(amount, 'en'));

describe('renderInvoicePdf', () => {
  it('prints a PLN VAT invoice with two rates, both parties and the mandatory annotations', async () => {
    const invoice = pln2Rates();
    const { pdf, pages, text } = await render(invoice);

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toHaveLength(1);
    expect(text).toContain('Faktura VAT');
    expect(text).toContain('FV/1/11/2026');
    expect(text).toContain(invoice.seller.nip);
    expect(text).toContain(invoice.buyer.nip);
    expect(text).toContain('REGON: 140000000');
    // The bank's name, not the account's label (issue 16 item 6).
    expect(text).toContain('mBank S.A.');
    expect(text).not.toContain('Rachunek główny');
    expect(text).toContain('2026-11-03');
    expect(text).toContain('2026-11-02');

    // One summary row per rate, then the totals.
    expect(invoice.byRate.map((rate) => rate.vatRate)).toEqual(['23', '8']);
    for (const rate of invoice.byRate) {
      expect(text).toContain(`${rate.vatRate}% ${pl(rate.net)} ${pl(rate.vat)} ${pl(rate.gross)}`);
    }
    const { net, vat, gross } = invoice.totals;
    expect(text).toContain(`Razem ${pl(net)} ${pl(vat)} ${pl(gross)}`);
    expect(text).toContain(`Do zapłaty: ${normalize(formatMoney(invoice.toPay))}`);
    expect(text).toContain(`Słownie: ${invoice.amountInWords}`);

    expect(text).toContain(SPLIT_PAYMENT_ANNOTATION);
    expect(text).toContain('PL61 1090 1014 0000 0712 1981 2874');
    expect(text).toContain('BREXPLPWXXX');
    expect(text).toContain('przelew');
    expect(text).toContain('62.01.11.0');
    expect(text).toContain('10%');
    expect(text).toContain('Dziękujemy za współpracę.');

    // Diacritics come back from the embedded font, not as substitutes.
    for (const word of ['Sprzedawca', 'Nabywca', 'Słownie', 'Łódź', 'Żuraw', 'źródła', 'Świętokrzyska']) {
      expect(text).toContain(word);
    }
    expect(text).toContain('ż');
    expect(text).not.toContain('English');
    expect(text).not.toContain('Seller');
  });

  it('leaves the split-payment annotation and the account out when they do not apply', async () => {
    const { text } = await render({ ...pln2Rates(), splitPayment: false, paymentMethod: 'cash' }, null);
    expect(text).not.toContain(SPLIT_PAYMENT_ANNOTATION);
    expect(text).not.toContain('Numer rachunku');
    expect(text).toContain('gotówka');
  });

  it('adds English labels, the PLN VAT and the NBP rate to a EUR invoice in English', async () => {
    const invoice = eurEnglish();
    const { text } = await render(invoice);

    for (const label of [
      'Faktura VAT',
      'VAT invoice',
      'Sprzedawca / Seller',
      'Nabywca / Buyer',
      'Data wystawienia / Issue date',
      'Do zapłaty / Amount due',
      'Sposób płatności / Payment method',
      'przelew / bank transfer',
    ]) {
      expect(text).toContain(label);
    }
    // The amount in words in each language, as the preview shows it.
    expect(text).toContain(`In words: ${invoice.amountInWords}`);
    expect(invoice.amountInWords).toMatch(/euro/);
    const polishWords = amountInWords(Math.abs(invoice.toPay), { language: 'pl', currency: 'EUR' });
    expect(text).toContain(`Słownie: ${normalize(polishWords)}`);
    expect(text).toContain(normalize(formatMoney(invoice.toPay, { locale: 'en', currency: 'EUR' })));

    const rate = invoice.byRate[0];
    expect(rate?.pln).toBeDefined();
    expect(text).toContain(`23% ${en(rate?.net ?? 0)} ${en(rate?.vat ?? 0)} ${en(rate?.gross ?? 0)}`);
    expect(invoice.totalsPln).not.toBeNull();
    expect(text).toContain(normalize(formatMoney(invoice.totalsPln?.vat ?? 0, { locale: 'en' })));
    expect(text).toContain('Kurs NBP EUR/PLN 4.2563 z tabeli 212/A/NBP/2026 z dnia 2026-10-30');
    expect(text).toContain('NBP exchange rate EUR/PLN 4.2563 from table 212/A/NBP/2026');
  });

  it('calls a rate typed by hand a rate, not an NBP one, and prints no dash for what is not known', async () => {
    const invoice = { ...eurEnglish(), exchangeRateTable: '', exchangeRateDate: null };
    const { text } = await render(invoice);
    expect(text).toContain('Kurs EUR/PLN 4.2563');
    expect(text).toContain('Exchange rate EUR/PLN 4.2563');
    expect(text).not.toContain('NBP EUR/PLN');
    expect(text).not.toMatch(/z dnia\s*—|of\s*—/);
  });

  it('prints both sides of a correction, the corrected invoice, the reason and the differences', async () => {
    const invoice = correction();
    const { text } = await render(invoice);

    expect(text).toContain('Faktura korygująca');
    expect(text).toContain('FK/1/11/2026');
    expect(text).toContain('Dotyczy faktury: nr FV/7/10/2026 z dnia 2026-10-15');
    expect(text).toContain(`Przyczyna korekty: ${invoice.correctionReason}`);
    expect(text).toContain('Przed korektą');
    expect(text).toContain('Po korekcie');
    // Before: 1 200 + 450 net; after: 1 000 + 300 net.
    expect(text).toContain(`Razem ${pl(165000)} ${pl(31200)} ${pl(196200)}`);
    expect(text).toContain(`Razem ${pl(130000)} ${pl(25400)} ${pl(155400)}`);
    expect(text).toContain('Różnica według stawek VAT');
    const { net, vat, gross } = invoice.totals;
    expect(net).toBeLessThan(0);
    expect(text).toContain(`Razem ${pl(net)} ${pl(vat)} ${pl(gross)}`);
    expect(text).toContain(`Do zwrotu: ${normalize(formatMoney(-invoice.toPay))}`);
  });

  it('prints the margin-scheme wording and no VAT columns on a margin invoice', async () => {
    const invoice = margin();
    const { text } = await render(invoice);

    expect(text).toContain('Faktura VAT marża');
    expect(text).toContain('procedura marży – towary używane');
    expect(text).not.toContain('Stawka VAT');
    expect(text).not.toContain('Kwota VAT');
    expect(text).toContain(pl(invoice.totals.gross));
  });

  it('prints the exemption basis, the advances of a final invoice and the order value of an advance', async () => {
    const base = pln2Rates();
    const exempt = await render({
      ...base,
      seller: { ...base.seller, vatExemptionBasis: 'art. 113 ust. 1 ustawy o VAT' },
    });
    expect(exempt.text).toContain('Podstawa zwolnienia z VAT: art. 113 ust. 1 ustawy o VAT');

    const final = await render({
      ...base,
      type: 'final',
      advanceInvoices: [{ id: 3, number: 'FZ/1/10/2026', gross: 500000, ksefNumber: null }],
      advancesDeducted: { net: 406504, vat: 93496, gross: 500000 },
      toPay: base.totals.gross - 500000,
    });
    expect(final.text).toContain('Faktura końcowa');
    expect(final.text).toContain('FZ/1/10/2026');
    expect(final.text).toContain(`Zaliczki odliczone ${pl(406504)} ${pl(93496)} ${pl(500000)}`);
    expect(final.text).toContain(`Do zapłaty: ${normalize(formatMoney(base.totals.gross - 500000))}`);

    const advance = await render({ ...base, type: 'advance', orderValue: 5000000 });
    expect(advance.text).toContain('Faktura zaliczkowa');
    expect(advance.text).toContain(`Wartość zamówienia: ${normalize(formatMoney(5000000))}`);
  });

  it('an advance names the order’s lines, the date the payment was received and the amount received (art. 106f)', async () => {
    const base = pln2Rates();
    const advance = await render({
      ...base,
      type: 'advance',
      saleDate: '2026-10-28',
      orderValue: 37440000,
      orderLines: [
        {
          name: 'Mieszkanie 50 m2',
          quantity: '1',
          unit: 'szt.',
          unitPrice: '300000.00',
          vatRate: '23',
          net: 30000000,
          vat: 6900000,
          gross: 36900000,
        },
        {
          name: 'Usługi dodatkowe',
          quantity: '2',
          unit: 'h',
          unitPrice: '2500.00',
          vatRate: '8',
          net: 500000,
          vat: 40000,
          gross: 540000,
        },
      ],
    });
    const { text } = advance;
    expect(text).toContain('Zamówienie, na poczet którego otrzymano zapłatę');
    expect(text).toContain(
      `1 Mieszkanie 50 m2 1 szt. ${pl(30000000)} ${pl(30000000)} 23% ${pl(6900000)} ${pl(36900000)}`,
    );
    expect(text).toContain(
      `2 Usługi dodatkowe 2 h ${pl(250000)} ${pl(500000)} 8% ${pl(40000)} ${pl(540000)}`,
    );
    expect(text).toContain(`Wartość zamówienia: ${normalize(formatMoney(37440000))}`);
    expect(text).toContain('Data otrzymania zapłaty 2026-10-28');
    expect(text).not.toContain('Data sprzedaży');
    expect(text).toContain(`Otrzymana kwota: ${normalize(formatMoney(base.toPay))}`);
    expect(text).not.toContain('Do zapłaty');
    expect(text).not.toContain('Termin płatności');
    expect(text).not.toContain(base.dueDate);

    const plain = await render(base);
    expect(plain.text).toContain('Data sprzedaży');
    expect(plain.text).toContain('Termin płatności');
  });

  it('breaks 120 lines over several pages, repeating the table header and numbering the pages', async () => {
    const invoice = longInvoice(120);
    const { pages, text } = await render(invoice);

    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Nazwa towaru lub usługi');
      expect(page).toContain(`Strona ${index + 1}/${pages.length}`);
    });
    expect(pages[1]).toContain('ciąg dalszy');
    expect(text).toContain('Pozycja 1:');
    expect(text).toContain('Pozycja 120:');
    expect(text).toContain(
      `Razem ${pl(invoice.totals.net)} ${pl(invoice.totals.vat)} ${pl(invoice.totals.gross)}`,
    );
  });

  it('embeds a logo', async () => {
    // 1×1 transparent PNG.
    const logo = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const pdf = await renderInvoicePdf(pln2Rates(), { bank: BANK, logo });
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });

  it('prints the invoice without a logo pdfkit cannot read (it failed, or ended the process)', async () => {
    const logo = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const truncated = logo.subarray(0, 12);
    const badPixels = Buffer.from(logo);
    badPixels.fill(0, 41, 43); // the zlib header of the IDAT data: an RGBA PNG is decoded by png-js
    for (const broken of [truncated, badPixels]) {
      const pdf = await renderInvoicePdf(pln2Rates(), { bank: BANK, logo: broken });
      expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
    }
  });
});

describe('renderInvoicePdf for an invoice accepted by KSeF', () => {
  // A valid KSeF number of the fixtures' seller (its CRC-8 checked) and the link the domain builds.
  const KSEF = {
    number: '5252248481-20261103-0100001AF629-47',
    verificationUrl: ksefVerificationLink({
      qrBaseUrl: 'https://qr.ksef.mf.gov.pl',
      sellerNip: '5252248481',
      issueDate: '2026-11-03',
      invoiceSha256: new Uint8Array(32).map((_, i) => i * 7),
    }),
  };

  it('prints the KSeF number and the KOD I link, and draws a QR code that scans to the link', async () => {
    const { pdf, pages, text } = await render(pln2Rates(), BANK, { ksef: KSEF });

    expect(pages).toHaveLength(1);
    expect(text).toContain(`Numer KSeF ${KSEF.number}`);
    expect(text).toContain('Sprawdź fakturę w KSeF');
    // Under the code: the number, then the link.
    expect(text).toContain(`${KSEF.number} ${KSEF.verificationUrl}`);
    expect(pdf.toString('latin1')).toContain(`/URI (${KSEF.verificationUrl})`);

    const paths = filledRectPaths(pdf);
    expect(paths).toHaveLength(1);
    expect(scanQr(paths[0] ?? [])).toBe(KSEF.verificationUrl);
  });

  it('labels it in both languages on an English invoice', async () => {
    const { text } = await render(eurEnglish(), BANK, { ksef: KSEF });
    expect(text).toContain(`Numer KSeF / KSeF number ${KSEF.number}`);
    expect(text).toContain('Sprawdź fakturę w KSeF / Verify the invoice in KSeF');
    expect(text).toContain(KSEF.verificationUrl);
  });

  it('keeps the code whole on the last page of a long invoice', async () => {
    const { pdf, pages } = await render(longInvoice(120), BANK, { ksef: KSEF });
    const last = pages.at(-1) ?? '';
    expect(last).toContain(`${KSEF.number} ${KSEF.verificationUrl}`);
    expect(scanQr(filledRectPaths(pdf)[0] ?? [])).toBe(KSEF.verificationUrl);
  });

  it('prints neither the number, the link nor a code for an invoice KSeF has not accepted', async () => {
    for (const ksef of [undefined, null]) {
      const { pdf, text } = await render(pln2Rates(), BANK, { ksef });
      expect(text).not.toContain('KSeF');
      expect(text).not.toContain(KSEF.number);
      expect(text).not.toContain('qr.ksef.mf.gov.pl');
      expect(filledRectPaths(pdf)).toEqual([]);
    }
  });
});

describe('renderInvoicePdf: cross-border rates, cash method, KSeF references, discounts (issue 31)', () => {
  const KSEF_NUMBER = '5252248481-20261015-0100001AF629-AF';
  const oneLine = (vatRate: InvoiceDetail['lines'][number]['vatRate']): InvoiceDetail =>
    buildInvoice({ lines: [{ name: 'Maszyna', quantity: '1', unitPrice: '4000', vatRate }] });

  it('an intra-EU supply names the seller’s VAT number with PL and says what the 0 % is', async () => {
    const { text } = await render(oneLine('0 WDT'));
    expect(text).toContain('NIP: PL5252248481');
    expect(text).toContain(RATE_WORDING['0 WDT']?.pl);
    expect(text).toContain('0% WDT');
  });

  it('an EU B2B service: PL prefix, art. 100 ust. 1 pkt 4 and "odwrotne obciążenie"', async () => {
    const { text } = await render(oneLine('np II'));
    expect(text).toContain('NIP: PL5252248481');
    expect(text).toContain(RATE_WORDING['np II']?.pl);
    expect(text).toContain('odwrotne obciążenie');
  });

  it('an export: its wording, and the NIP without a prefix, as on a domestic invoice', async () => {
    const exported = await render(oneLine('0 EX'));
    expect(exported.text).toContain(RATE_WORDING['0 EX']?.pl);
    expect(exported.text).toContain('NIP: 5252248481');
    expect(exported.text).not.toContain('PL5252248481');
    const domestic = await render(pln2Rates());
    expect(domestic.text).not.toContain('PL5252248481');
    expect(domestic.text).not.toContain('eksport');
  });

  it('a seller on the cash method: "metoda kasowa" (with its English on a bilingual invoice)', async () => {
    const base = pln2Rates();
    const cash = await render({ ...base, seller: { ...base.seller, cashMethod: true } });
    expect(cash.text).toContain('metoda kasowa');
    const english = eurEnglish();
    const bilingual = await render({ ...english, seller: { ...english.seller, cashMethod: true } });
    expect(bilingual.text).toContain('metoda kasowa / cash accounting');
    expect((await render(base)).text).not.toContain('metoda kasowa');
  });

  it('a correction names the corrected invoice’s KSeF number once KSeF gave it one', async () => {
    const base = correction();
    const corrected = base.correctedInvoice ?? { id: 7, number: 'FV/7/10/2026', issuedDate: '2026-10-15' };
    const { text } = await render({ ...base, correctedInvoice: { ...corrected, ksefNumber: KSEF_NUMBER } });
    expect(text).toContain(`Numer KSeF faktury korygowanej: ${KSEF_NUMBER}`);
    expect((await render(base)).text).not.toContain('Numer KSeF faktury korygowanej');
  });

  it('a final invoice names its advance invoices’ KSeF numbers', async () => {
    const base = pln2Rates();
    const { text } = await render({
      ...base,
      type: 'final',
      advanceInvoices: [
        { id: 3, number: 'FZ/1/10/2026', gross: 500000, ksefNumber: KSEF_NUMBER },
        { id: 4, number: 'FZ/2/10/2026', gross: 100000, ksefNumber: null },
      ],
      advancesDeducted: { net: 487805, vat: 112195, gross: 600000 },
      toPay: base.totals.gross - 600000,
    });
    expect(text).toContain(`FZ/1/10/2026 (${normalize(formatMoney(500000))}; nr KSeF ${KSEF_NUMBER})`);
    expect(text).toContain(`FZ/2/10/2026 (${normalize(formatMoney(100000))})`);
  });

  it('prints a discount as its percentage and the amount it takes off', async () => {
    // 3 × 89,99 = 269,97; less 10 % = 242,97: the discount is 27,00.
    const { text } = await render(pln2Rates());
    expect(text).toContain(`10% ${pl(2700)}`);
  });
});

describe('an invoice of a company obliged to use KSeF (art. 106ga)', () => {
  const KSEF = {
    number: '5252248481-20261103-0100001AF629-47',
    verificationUrl: 'https://qr.ksef.mf.gov.pl/invoice/5252248481/03-11-2026/AAECAw',
  };

  it('prints without a KSeF number as a marked preview, on every page', async () => {
    const { pages, text } = await render({ ...longInvoice(120), ksefPreview: true });
    expect(text).toContain(KSEF_PREVIEW_WORDING.pl);
    expect(text).not.toContain(KSEF_PREVIEW_WORDING.en);
    expect(text).toContain('Podgląd: Faktura VAT');
    expect(text).not.toContain('Numer KSeF');
    // The running title and the footers of the following pages carry the mark too.
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('Podgląd: Faktura VAT');
  });

  it('says it in English too on an English invoice', async () => {
    const { text } = await render({ ...eurEnglish(), ksefPreview: true });
    expect(text).toContain(KSEF_PREVIEW_WORDING.pl);
    expect(text).toContain(KSEF_PREVIEW_WORDING.en);
    expect(text).toContain('Preview: VAT invoice');
  });

  it('prints the accepted invoice as an invoice with its KSeF number', async () => {
    const { text } = await render(pln2Rates(), BANK, { ksef: KSEF });
    expect(text).not.toContain('Podgląd');
    expect(text).toContain('Faktura VAT');
    expect(text).toContain(`Numer KSeF ${KSEF.number}`);
  });

  it('prints as before for a company not (yet) obliged', async () => {
    const { text } = await render(pln2Rates());
    expect(text).not.toContain('Podgląd');
    expect(text).not.toContain(KSEF_PREVIEW_WORDING.pl);
    expect(text).toContain('Faktura VAT');
  });
});

describe('invoicePdfFilename', () => {
  it('is ASCII and has no slashes', () => {
    expect(invoicePdfFilename({ number: 'FV/1/11/2026', type: 'vat' })).toBe('Faktura_FV_1_11_2026.pdf');
    expect(invoicePdfFilename({ number: 'FK/ŁÓDŹ/2026', type: 'correction' })).toBe(
      'Korekta_FK_LODZ_2026.pdf',
    );
    expect(invoicePdfFilename({ number: 'PRO 7/2026', type: 'proforma' })).toBe('Proforma_PRO_7_2026.pdf');
  });
});

describe('a buyer’s JST unit or VAT-group member (issue 31, item 7)', () => {
  const school = {
    kind: 'jst' as const,
    nip: '5260251049',
    name: 'Szkoła Podstawowa nr 3',
    street: 'ul. Akacjowa',
    buildingNumber: '200',
    flatNumber: '',
    postalCode: '00-007',
    city: 'Bzdziszewo',
    country: 'PL',
  };

  it('prints the unit under the buyer, as the KSeF file names it in Podmiot3', async () => {
    const invoice = pln2Rates();
    const { text } = await render({ ...invoice, buyer: { ...invoice.buyer, recipientUnit: school } });
    expect(text).toContain(
      'Odbiorca – jednostka podrzędna JST: Szkoła Podstawowa nr 3 ul. Akacjowa 200 00-007 Bzdziszewo NIP: 5260251049',
    );
    expect((await render(invoice)).text).not.toContain('Odbiorca');
  });

  it('names a VAT-group member, in English too on an English invoice', async () => {
    const invoice = eurEnglish();
    const member = { ...school, kind: 'vatGroup' as const, name: 'Członek Grupy sp. z o.o.' };
    const { text } = await render({ ...invoice, buyer: { ...invoice.buyer, recipientUnit: member } });
    expect(text).toContain('Odbiorca – członek grupy VAT / Recipient – VAT group member:');
    expect(text).toContain('Członek Grupy sp. z o.o.');
  });
});
