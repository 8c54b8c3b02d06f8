// Sample answers for the contractors tests (not imported by the app).
import type { Contractor, InvoiceClient } from '@saldo/contracts/contractors';
import type { CostList, CostListItem } from '@saldo/contracts/costs';
import type { InvoiceList, InvoiceListItem } from '@saldo/contracts/invoices';
import type { CompanyLookupResult } from '@saldo/contracts/lookup';

export function contractor(overrides: Partial<Contractor> = {}): Contractor {
  return {
    id: 7,
    name: 'Kowalski & Syn Sp. z o.o.',
    nip: '6783014227',
    regon: '365123458',
    country: 'PL',
    street: 'ul. Długa',
    buildingNumber: '5',
    flatNumber: '3',
    postalCode: '31-147',
    city: 'Kraków',
    differentCorrespondenceAddress: false,
    correspondenceSameAsCompany: false,
    correspondence: {
      street: '',
      buildingNumber: '',
      flatNumber: '',
      postalCode: '',
      city: '',
      country: 'PL',
    },
    phone: '+48 12 345 67 89',
    email: 'biuro@kowalski.pl',
    website: 'https://kowalski.pl',
    bankAccounts: [],
    paymentTerm: '14_days',
    paymentTermDays: null,
    notes: '',
    tags: ['hurt'],
    vatStatus: 'active',
    vatCheckedAt: '2026-01-05T10:00:00.000Z',
    recipientUnit: null,
    debtorKind: null,
    debtor: 'business',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export const kowalskiLookup: CompanyLookupResult = {
  source: 'gus',
  name: 'KOWALSKI & SYN SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
  nip: '6783014227',
  regon: '365123458',
  krs: '0000612345',
  street: 'ul. Długa',
  buildingNumber: '5',
  flatNumber: '3',
  postalCode: '31-147',
  city: 'Kraków',
  country: 'PL',
  vatStatus: 'active',
  bankAccounts: ['61109010140000071219812874'],
  checkedAt: '2026-01-05T10:00:00.000Z',
  whiteListRequestId: 'req-1',
};

const kowalskiClient: InvoiceClient = {
  id: 7,
  address: 'ul. Długa 5/3, 31-147 Kraków',
  company: 'Kowalski & Syn Sp. z o.o.',
  companyEmail: 'biuro@kowalski.pl',
  country: 'PL',
  contact: '+48 12 345 67 89',
  name: 'Kowalski & Syn Sp. z o.o.',
};

export function invoiceRow(overrides: Partial<InvoiceListItem> = {}): InvoiceListItem {
  return {
    id: 101,
    number: 'FV/2026/03/001',
    type: 'vat',
    issuedDate: '2026-03-02',
    dueDate: '2026-03-16',
    client: kowalskiClient,
    service: 'Konsultacje',
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

export function invoicePage(overrides: Partial<InvoiceList> = {}): InvoiceList {
  return { invoices: [], total: 0, totalCapped: false, sums: [], ...overrides };
}

export function costRow(overrides: Partial<CostListItem> = {}): CostListItem {
  return {
    id: 55,
    number: 'FZ 12/03/2026',
    issuedDate: '2026-03-05',
    dueDate: '2026-03-19',
    bookingPeriod: '2026-03',
    client: kowalskiClient,
    service: 'Materiały biurowe',
    total: 61500,
    currency: 'PLN',
    net: 50000,
    vat: 11500,
    gross: 61500,
    balance: 61500,
    avatar: '',
    invoiceStatus: 'unpaid',
    daysOverdue: 0,
    category: null,
    ksefNumber: null,
    attachments: 0,
    paymentDetails: { paymentMethood: 'transfer' },
    ...overrides,
  };
}

export function costPage(overrides: Partial<CostList> = {}): CostList {
  return {
    costs: [],
    total: 0,
    totalCapped: false,
    sums: [],
    sumsPln: { net: 0, vat: 0, gross: 0, balance: 0 },
    ...overrides,
  };
}
