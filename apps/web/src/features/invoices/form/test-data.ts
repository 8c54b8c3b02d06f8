// Server answers and a recording fetch for the invoice form tests (not imported by the app).
import { vi } from 'vitest';
import type { InvoiceDetail, InvoiceResponse } from '@saldo/contracts/invoices';
import type { BankAccount, InvoiceTypes, PrintingSettings } from '@saldo/contracts/organization-settings';
import { json } from '../../../test/api-stub.ts';
import { contractor } from '../../../test/contractor-fixtures.ts';
import { company, series } from '../../../test/settings-fixtures.ts';

export interface RecordedCall {
  route: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** Answers by "METHOD /api/path" and records each call's query, body and headers. */
export function stubInvoiceApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const route = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const call = { route, query: url.searchParams, body, headers };
    calls.push(call);
    const handler = routes[route];
    return handler ? handler(call) : json(404, { message: `No stub for ${route}` });
  });
  return { calls, callsTo: (route: string) => calls.filter((call) => call.route === route) };
}

export const allTypes: InvoiceTypes = {
  vat: true,
  vatMargin: true,
  proforma: true,
  advance: true,
  final: true,
  correction: true,
};

export const bankAccounts: BankAccount[] = [
  {
    id: 1,
    name: 'Konto PLN',
    bankName: 'Santander Bank Polska S.A.',
    iban: 'PL61109010140000071219812874',
    swift: '',
    currency: 'PLN',
    isDefault: true,
  },
  {
    id: 2,
    name: 'Konto EUR',
    bankName: 'mBank S.A.',
    iban: 'PL27114020040000300201355387',
    swift: '',
    currency: 'EUR',
    isDefault: true,
  },
];

export const printing: PrintingSettings = { defaultLanguage: 'polish', notes: '', footer: '' };

export const buyer = contractor({ id: 7 });

/** The settings every form page reads, and the contractor search. */
export function settingsRoutes(types: InvoiceTypes = allTypes): Record<string, Handler> {
  return {
    'GET /api/organization/invoice-types': () => json(200, types),
    'GET /api/organization/bank-accounts': () => json(200, { bankAccounts }),
    'GET /api/organization/printing': () => json(200, printing),
    'GET /api/organization/company': () => json(200, company),
    'GET /api/organization/series': () => json(200, { series }),
    'GET /api/apps/contractors': () => json(200, { contractors: [buyer], total: 1 }),
  };
}

const party = {
  name: buyer.name,
  nip: buyer.nip,
  street: buyer.street,
  buildingNumber: buyer.buildingNumber,
  flatNumber: buyer.flatNumber,
  postalCode: buyer.postalCode,
  city: buyer.city,
  country: 'PL',
  email: buyer.email,
  phone: buyer.phone,
};

export function invoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    id: 41,
    number: 'FV/3/01/2026',
    type: 'vat',
    status: 'issued',
    editable: true,
    contractorId: buyer.id,
    issuedDate: '2026-01-10',
    saleDate: '2026-01-09',
    dueDate: '2026-01-24',
    placeOfIssue: 'Warszawa',
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
      name: company.name,
      nip: company.nip,
      regon: '',
      vatExemptionBasis: '',
      cashMethod: false,
    },
    buyer: party,
    client: {
      id: buyer.id,
      address: '',
      company: buyer.name,
      companyEmail: buyer.email,
      country: 'PL',
      contact: '',
      name: buyer.name,
    },
    lines: [
      {
        position: 1,
        name: 'Konsultacje',
        classification: '',
        gtu: null,
        quantity: '2',
        unit: 'godz.',
        unitPrice: '150',
        discountPercent: '',
        vatRate: '23',
        annex15: false,
        net: 30000,
        vat: 6900,
        gross: 36900,
      },
    ],
    byRate: [{ vatRate: '23', net: 30000, vat: 6900, gross: 36900 }],
    totals: { net: 30000, vat: 6900, gross: 36900 },
    totalsPln: null,
    advancesDeducted: null,
    toPay: 36900,
    amountInWords: '',
    splitPayment: false,
    ksefPreview: false,
    paid: 0,
    balance: 36900,
    daysOverdue: 0,
    sentAt: null,
    payments: [],
    audit: [],
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function invoiceResponse(invoice: InvoiceDetail = invoiceDetail()): InvoiceResponse {
  return {
    invoice,
    paymentDetails: { totalDue: invoice.toPay, bankName: '', country: 'PL', iban: '', swiftCode: '' },
  };
}
