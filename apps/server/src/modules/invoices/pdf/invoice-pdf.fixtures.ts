// Complete InvoiceDetail objects for the PDF tests, with amounts computed by the domain exactly as the
// invoice service computes them, so that what the tests expect is what a real invoice would print.
import type { InvoiceDetail, InvoiceLineDto, InvoiceLineInputData } from '@saldo/contracts/invoices';
import { computeCorrection } from '@saldo/domain/correction';
import type { CurrencyCode } from '@saldo/domain/currency';
import { exchangeRate as parseRate } from '@saldo/domain/exchange-rate';
import { computeLine, invoiceLine, type PriceMode } from '@saldo/domain/invoice-line';
import { computeInvoiceTotals } from '@saldo/domain/invoice-totals';
import { amountInWords } from '@saldo/domain/words/amount-in-words';

type LineSpec = Partial<InvoiceLineInputData> & Pick<InvoiceLineInputData, 'name' | 'quantity' | 'unitPrice'>;

function lineInput(spec: LineSpec): InvoiceLineInputData {
  return {
    classification: '',
    gtu: null,
    unit: 'szt.',
    discountPercent: '',
    vatRate: '23',
    annex15: false,
    ...spec,
  };
}

export function lineDtos(specs: readonly LineSpec[], priceMode: PriceMode): InvoiceLineDto[] {
  return specs.map((spec, index) => {
    const input = lineInput(spec);
    const { net, vat, gross } = computeLine(invoiceLine(input), priceMode);
    return { ...input, position: index + 1, net, vat, gross };
  });
}

const SELLER: InvoiceDetail['seller'] = {
  name: 'Zakład Usług Informatycznych „Żuraw” Sp. z o.o.',
  nip: '5252248481',
  regon: '140000000',
  street: 'ul. Świętokrzyska',
  buildingNumber: '12',
  flatNumber: '4',
  postalCode: '00-916',
  city: 'Warszawa',
  country: 'PL',
  email: 'biuro@zuraw.example.pl',
  phone: '+48 22 123 45 67',
  vatExemptionBasis: '',
  cashMethod: false,
};

const BUYER: InvoiceDetail['buyer'] = {
  name: 'Przedsiębiorstwo Handlowe Łódź S.A.',
  nip: '7251801126',
  street: 'ul. Piotrkowska',
  buildingNumber: '100',
  flatNumber: '',
  postalCode: '90-001',
  city: 'Łódź',
  country: 'PL',
  email: 'faktury@ph-lodz.example.pl',
  phone: '',
};

export interface FixtureOptions {
  readonly type?: InvoiceDetail['type'];
  readonly number?: string;
  readonly currency?: CurrencyCode;
  readonly exchangeRate?: string | null;
  readonly language?: InvoiceDetail['language'];
  readonly priceMode?: PriceMode;
  readonly lines: readonly LineSpec[];
  readonly linesBefore?: readonly LineSpec[];
  readonly splitPayment?: boolean;
  readonly overrides?: Partial<InvoiceDetail>;
}

export function buildInvoice(options: FixtureOptions): InvoiceDetail {
  const { currency = 'PLN', language = 'polish', priceMode = 'net', type = 'vat' } = options;
  const rate = options.exchangeRate == null ? undefined : parseRate(options.exchangeRate);
  const lines = lineDtos(options.lines, priceMode);
  const linesBefore = lineDtos(options.linesBefore ?? [], priceMode);
  const parsed = options.lines.map((spec) => invoiceLine(lineInput(spec)));
  const totalsOptions = rate === undefined ? { priceMode } : { priceMode, exchangeRate: rate };

  let byRate: InvoiceDetail['byRate'];
  let totals: InvoiceDetail['totals'];
  let totalsPln: InvoiceDetail['totalsPln'];
  if (type === 'correction') {
    const before = (options.linesBefore ?? []).map((spec) => invoiceLine(lineInput(spec)));
    const correction = computeCorrection(before, parsed, totalsOptions);
    byRate = correction.byRate.map((r) => ({ ...r }));
    totals = { net: correction.net, vat: correction.vat, gross: correction.gross };
    totalsPln = correction.pln ?? null;
  } else {
    const computed = computeInvoiceTotals(parsed, totalsOptions);
    byRate = computed.byRate.map((r) => ({ ...r }));
    totals = { net: computed.net, vat: computed.vat, gross: computed.gross };
    totalsPln = computed.pln ?? null;
  }
  const toPay = totals.gross;
  const words = amountInWords(Math.abs(toPay), {
    language: language === 'english' ? 'en' : 'pl',
    currency,
  });

  return {
    id: 1,
    number: options.number ?? 'FV/1/11/2026',
    type,
    status: 'issued',
    editable: true,
    contractorId: 1,
    issuedDate: '2026-11-03',
    saleDate: '2026-11-02',
    dueDate: '2026-11-17',
    placeOfIssue: 'Warszawa',
    paymentTerm: '14_days',
    paymentTermDays: null,
    paymentMethod: 'transfer',
    bankAccountId: 1,
    currency,
    exchangeRate: options.exchangeRate ?? null,
    exchangeRateTable: currency === 'PLN' ? '' : '212/A/NBP/2026',
    exchangeRateDate: currency === 'PLN' ? null : '2026-10-30',
    language,
    repeat: 'do_not_repeat',
    priceMode,
    notes: '',
    marginScheme: null,
    correctedInvoice: null,
    correctionReason: '',
    linesBefore,
    advanceInvoices: [],
    orderValue: null,
    orderLines: [],
    convertedTo: null,
    seller: SELLER,
    buyer: BUYER,
    client: {
      id: 1,
      address: 'ul. Piotrkowska 100, 90-001 Łódź',
      company: BUYER.name,
      companyEmail: BUYER.email,
      country: 'PL',
      contact: '',
      name: BUYER.name,
    },
    lines,
    byRate,
    totals,
    totalsPln,
    advancesDeducted: null,
    toPay,
    amountInWords: words,
    splitPayment: options.splitPayment ?? false,
    ksefPreview: false,
    paid: 0,
    balance: toPay,
    daysOverdue: 0,
    sentAt: null,
    payments: [],
    audit: [],
    createdAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    ...options.overrides,
  };
}

export const pln2Rates = (): InvoiceDetail =>
  buildInvoice({
    splitPayment: true,
    lines: [
      {
        name: 'Wdrożenie systemu księgowego – licencja roczna, źródła i dokumentacja',
        classification: '62.01.11.0',
        quantity: '1',
        unitPrice: '14500',
        vatRate: '23',
        annex15: true,
      },
      {
        name: 'Szkolenie użytkowników (grupa do 10 osób)',
        quantity: '2,5',
        unit: 'godz.',
        unitPrice: '320',
        vatRate: '23',
      },
      {
        name: 'Książka „Zarządzanie księgowością”',
        quantity: '3',
        unitPrice: '89,99',
        vatRate: '8',
        discountPercent: '10',
      },
    ],
    overrides: { notes: 'Dziękujemy za współpracę.\nProsimy o podanie numeru faktury w tytule przelewu.' },
  });

export const eurEnglish = (): InvoiceDetail =>
  buildInvoice({
    number: 'FV/2/11/2026',
    currency: 'EUR',
    exchangeRate: '4.2563',
    language: 'english',
    lines: [
      {
        name: 'Software development services – October 2026',
        quantity: '160',
        unit: 'h',
        unitPrice: '45',
        vatRate: '23',
      },
      { name: 'Hosting (monthly)', quantity: '1', unit: 'mies.', unitPrice: '120.50', vatRate: '23' },
    ],
  });

export const correction = (): InvoiceDetail =>
  buildInvoice({
    type: 'correction',
    number: 'FK/1/11/2026',
    lines: [
      { name: 'Usługa serwisowa', quantity: '1', unitPrice: '1000', vatRate: '23' },
      { name: 'Części zamienne', quantity: '2', unitPrice: '150', vatRate: '8' },
    ],
    linesBefore: [
      { name: 'Usługa serwisowa', quantity: '1', unitPrice: '1200', vatRate: '23' },
      { name: 'Części zamienne', quantity: '3', unitPrice: '150', vatRate: '8' },
    ],
    overrides: {
      correctedInvoice: { id: 7, number: 'FV/7/10/2026', issuedDate: '2026-10-15', ksefNumber: null },
      correctionReason: 'Udzielony rabat potransakcyjny i zwrot części towaru',
    },
  });

export const margin = (): InvoiceDetail =>
  buildInvoice({
    type: 'vatMargin',
    number: 'FM/1/11/2026',
    priceMode: 'gross',
    lines: [
      { name: 'Samochód osobowy używany, rocznik 2018', quantity: '1', unitPrice: '45000', vatRate: '23' },
    ],
    overrides: { marginScheme: 'used_goods' },
  });

export const longInvoice = (count: number): InvoiceDetail =>
  buildInvoice({
    number: 'FV/3/11/2026',
    lines: Array.from({ length: count }, (_, i) => ({
      name: `Pozycja ${i + 1}: śruba M${(i % 12) + 3} ocynkowana, opakowanie zbiorcze`,
      quantity: String((i % 7) + 1),
      unitPrice: `${(i % 13) + 1},${String(i % 100).padStart(2, '0')}`,
      vatRate: i % 3 === 0 ? '8' : '23',
    })),
  });
