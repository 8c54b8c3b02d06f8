// Sample answers and a recording fetch for the costs tests (not imported by the app).
import { vi } from 'vitest';
import type { CostDetail, CostList, CostListItem, CostResponse } from '@saldo/contracts/costs';
import { json } from '../../test/api-stub.ts';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** Answers by "METHOD /api/path" and records each call's query, body and headers. */
export function stubCostsApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(call) : json(404, { message: `No stub for ${method} ${url.pathname}` });
  });
  return {
    calls,
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

const supplierClient = {
  id: 7,
  address: 'ul. Długa 5/3, 31-147 Kraków',
  company: 'Kowalski & Syn Sp. z o.o.',
  companyEmail: 'biuro@kowalski.pl',
  country: 'PL',
  contact: '',
  name: 'Kowalski & Syn Sp. z o.o.',
};

export function costListItem(overrides: Partial<CostListItem> = {}): CostListItem {
  return {
    id: 21,
    number: 'FS/77/2026',
    issuedDate: '2026-03-02',
    dueDate: '2026-03-16',
    bookingPeriod: '2026-03',
    client: supplierClient,
    service: 'Usługi księgowe',
    total: 123000,
    currency: 'PLN',
    net: 100000,
    vat: 23000,
    gross: 123000,
    balance: 123000,
    avatar: '',
    invoiceStatus: 'unpaid',
    daysOverdue: 0,
    category: { id: 3, name: 'Usługi obce' },
    ksefNumber: null,
    attachments: 0,
    paymentDetails: { paymentMethood: 'transfer' },
    ...overrides,
  };
}

export function costList(overrides: Partial<CostList> = {}): CostList {
  return {
    costs: [
      costListItem(),
      costListItem({
        id: 22,
        number: 'INV-2026-04',
        client: { ...supplierClient, id: 8, name: 'Muster GmbH', companyEmail: 'info@muster.de' },
        total: 50000,
        currency: 'EUR',
        net: 50000,
        vat: 0,
        gross: 50000,
        balance: 50000,
        invoiceStatus: 'draft',
        category: null,
      }),
    ],
    total: 12,
    totalCapped: false,
    sums: [
      { currency: 'PLN', net: 1000000, vat: 230000, gross: 1230000, balance: 456789 },
      { currency: 'EUR', net: 50000, vat: 0, gross: 50000, balance: 50000 },
    ],
    sumsPln: { net: 1215000, vat: 230000, gross: 1445000, balance: 671789 },
    ...overrides,
  };
}

export function costDetail(overrides: Partial<CostDetail> = {}): CostDetail {
  return {
    id: 21,
    status: 'unpaid',
    source: 'manual',
    contractorId: 7,
    supplier: {
      name: 'Kowalski & Syn Sp. z o.o.',
      nip: '6783014227',
      street: 'ul. Długa',
      buildingNumber: '5',
      flatNumber: '3',
      postalCode: '31-147',
      city: 'Kraków',
      country: 'PL',
      email: 'biuro@kowalski.pl',
    },
    client: supplierClient,
    number: 'FS/77/2026',
    ksefNumber: null,
    issuedDate: '2026-03-02',
    receiptDate: '2026-03-04',
    dueDate: '2026-03-16',
    bookingPeriod: '2026-03',
    category: { id: 3, name: 'Usługi obce' },
    currency: 'PLN',
    exchangeRate: null,
    entryMode: 'summary',
    lines: [],
    byRate: [{ vatRate: '23', net: 2000000, vat: 460000, gross: 2460000 }],
    totals: { net: 2000000, vat: 460000, gross: 2460000 },
    totalsPln: { net: 2000000, vat: 460000, gross: 2460000 },
    vatDeduction: 'full',
    deductionBasis: '',
    vatPeriod: null,
    deductibleVatPln: 460000,
    paymentMethod: 'transfer',
    bankAccount: 'PL61109010140000071219812874',
    splitPayment: true,
    whiteListCheckRequired: true,
    notes: '',
    paid: 0,
    balance: 2460000,
    daysOverdue: 0,
    payments: [],
    attachments: [],
    audit: [{ id: 1, action: 'created', at: '2026-03-04T09:00:00.000Z', by: 'Anna Nowak', details: {} }],
    createdAt: '2026-03-04T09:00:00.000Z',
    updatedAt: '2026-03-04T09:00:00.000Z',
    ...overrides,
  };
}

export function costResponse(overrides: Partial<CostDetail> = {}): CostResponse {
  const cost = costDetail(overrides);
  return {
    cost,
    paymentDetails: {
      totalDue: cost.balance,
      bankName: '',
      country: 'PL',
      iban: cost.bankAccount,
      swiftCode: '',
    },
  };
}
