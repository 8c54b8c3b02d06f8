// Sample answers for the invoices tests (not imported by the app).
import type {
  InvoiceDetail,
  InvoiceList,
  InvoiceListItem,
  InvoiceResponse,
  InvoiceSummary,
} from '@saldo/contracts/invoices';

export function invoiceListItem(overrides: Partial<InvoiceListItem> = {}): InvoiceListItem {
  return {
    id: 11,
    number: 'FV/1/03/2026',
    type: 'vat',
    issuedDate: '2026-03-02',
    dueDate: '2026-03-16',
    client: {
      id: 7,
      address: 'ul. Długa 5/3, 31-147 Kraków',
      company: 'Kowalski & Syn Sp. z o.o.',
      companyEmail: 'biuro@kowalski.pl',
      country: 'PL',
      contact: '+48 12 345 67 89',
      name: 'Kowalski & Syn Sp. z o.o.',
    },
    service: 'Usługa programistyczna',
    total: 123000,
    currency: 'PLN',
    net: 100000,
    vat: 23000,
    gross: 123000,
    balance: 123000,
    avatar: '',
    invoiceStatus: 'issued',
    daysOverdue: 0,
    paymentDetails: { paymentMethood: 'transfer' },
    editable: true,
    ...overrides,
  };
}

export function invoiceList(overrides: Partial<InvoiceList> = {}): InvoiceList {
  return {
    invoices: [
      invoiceListItem(),
      invoiceListItem({
        id: 12,
        number: 'FV/2/03/2026',
        client: {
          id: 8,
          address: 'Unter den Linden 1, 10117 Berlin',
          company: 'Muster GmbH',
          companyEmail: 'info@muster.de',
          country: 'DE',
          contact: '',
          name: 'Muster GmbH',
        },
        total: 50000,
        currency: 'EUR',
        net: 50000,
        vat: 0,
        gross: 50000,
        balance: 0,
        invoiceStatus: 'paid',
        editable: false,
      }),
    ],
    total: 12,
    totalCapped: false,
    sums: [
      { currency: 'PLN', net: 1000000, vat: 230000, gross: 1230000, balance: 456789 },
      { currency: 'EUR', net: 50000, vat: 0, gross: 50000, balance: 0 },
    ],
    ...overrides,
  };
}

export function invoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  const line = {
    name: 'Usługa programistyczna',
    classification: '62.01.11.0',
    gtu: null,
    quantity: '10',
    unit: 'godz.',
    unitPrice: '100,00',
    discountPercent: '',
    vatRate: '23' as const,
    annex15: false,
    position: 1,
    net: 100000,
    vat: 23000,
    gross: 123000,
  };
  const party = {
    nip: '6783014227',
    street: 'ul. Długa',
    buildingNumber: '5',
    flatNumber: '3',
    postalCode: '31-147',
    city: 'Kraków',
    country: 'PL',
    phone: '',
  };
  return {
    id: 11,
    number: 'FV/1/03/2026',
    type: 'vat',
    status: 'issued',
    editable: true,
    contractorId: 7,
    issuedDate: '2026-03-02',
    saleDate: '2026-03-02',
    dueDate: '2026-03-16',
    placeOfIssue: 'Kraków',
    paymentTerm: '14_days',
    paymentTermDays: null,
    paymentMethod: 'transfer',
    bankAccountId: 1,
    currency: 'PLN',
    exchangeRate: null,
    exchangeRateTable: '',
    exchangeRateDate: null,
    language: 'polish',
    repeat: 'do_not_repeat',
    priceMode: 'net',
    notes: '',
    marginScheme: null,
    correctedInvoice: null,
    correctionReason: '',
    linesBefore: [],
    advanceInvoices: [],
    orderValue: null,
    orderLines: [],
    convertedTo: null,
    seller: {
      ...party,
      name: 'Nowak i Wspólnicy Sp. z o.o.',
      nip: '5260250274',
      email: 'faktury@nowak.pl',
      regon: '012345678',
      vatExemptionBasis: '',
      cashMethod: false,
    },
    buyer: { ...party, name: 'Kowalski & Syn Sp. z o.o.', email: 'biuro@kowalski.pl' },
    client: {
      id: 7,
      address: 'ul. Długa 5/3, 31-147 Kraków',
      company: 'Kowalski & Syn Sp. z o.o.',
      companyEmail: 'biuro@kowalski.pl',
      country: 'PL',
      contact: '',
      name: 'Kowalski & Syn Sp. z o.o.',
    },
    lines: [line],
    byRate: [{ vatRate: '23', net: 100000, vat: 23000, gross: 123000 }],
    totals: { net: 100000, vat: 23000, gross: 123000 },
    totalsPln: null,
    advancesDeducted: null,
    toPay: 123000,
    amountInWords: 'jeden tysiąc dwieście trzydzieści złotych 00/100',
    splitPayment: false,
    ksefPreview: false,
    paid: 0,
    balance: 123000,
    daysOverdue: 0,
    sentAt: null,
    payments: [],
    audit: [{ id: 1, action: 'created', at: '2026-03-02T09:00:00.000Z', by: 'Anna Nowak', details: {} }],
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export function invoiceResponse(overrides: Partial<InvoiceDetail> = {}): InvoiceResponse {
  return {
    invoice: invoiceDetail(overrides),
    paymentDetails: {
      totalDue: overrides.balance ?? 123000,
      bankName: 'mBank',
      country: 'PL',
      iban: 'PL61 1090 1014 0000 0712 1981 2874',
      swiftCode: 'BREXPLPW',
    },
  };
}

export const invoiceSummary: InvoiceSummary = {
  open: 3,
  overdue: 1,
  balances: [
    { currency: 'PLN', balance: 246000 },
    { currency: 'EUR', balance: 15050 },
  ],
};
