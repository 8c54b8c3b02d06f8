// The requests of each scenario: a fixed, varied set that the load rotates through (searches,
// statuses, sort columns and pages as people use a list), each with the query the server parses
// from it (the contracts' own schemas, so defaults are the server's).
import { costListQuerySchema, type CostListQuery } from '@saldo/contracts/costs';
import { contractorListQuerySchema, type ContractorListQuery } from '@saldo/contracts/contractors';
import {
  invoiceListQuerySchema,
  type InvoiceInputBody,
  type InvoiceListQuery,
} from '@saldo/contracts/invoices';
import { Lcg } from '../generate/random.ts';

export interface Variant<Q> {
  path: string;
  query: Q;
}

/** Parameters left out when undefined; the path is what the web app would request. */
function build<Q>(
  base: string,
  params: Record<string, string | undefined>,
  parse: (raw: object) => Q,
): Variant<Q> {
  const defined = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const search = new URLSearchParams(defined).toString();
  return { path: search ? `${base}?${search}` : base, query: parse(defined) };
}

/** Words people type into the invoice search: buyer names, number prefixes, NIP digits, e-mails. */
const INVOICE_SEARCHES = [
  'kowalsk',
  'nowak',
  'sp. z o.o.',
  'bud',
  'FV/12/',
  'FV/3/05/2026',
  '526',
  'faktury@',
  'trans',
  'wiśniew',
  'S.A.',
  'med',
  'Hurtownia',
  'zając',
] as const;
const INVOICE_STATUSES = ['paid', 'overdue', 'issued', 'sent', 'partially_paid', 'cancelled'] as const;
const INVOICE_SORTS = [
  'issuedDate',
  'number',
  'total',
  'client',
  'dueDate',
  'balance',
  'invoiceStatus',
] as const;

/**
 * 96 list requests without a search: the everyday filters (none, a status, a type, a currency, an
 * issue-date range), mostly the default sort and the first pages, sometimes deeper, last or larger pages.
 */
export function invoiceListVariants(today: string): Variant<InvoiceListQuery>[] {
  const rng = new Lcg(11);
  const year = Number(today.slice(0, 4));
  return Array.from({ length: 96 }, () => {
    const month = `${rng.pick([year - 2, year - 1, year])}-${String(rng.pick([1, 3, 5, 7, 9, 11])).padStart(2, '0')}`;
    return build(
      '/api/apps/invoice/invoices',
      {
        status: rng.chance(0.35) ? rng.pick(INVOICE_STATUSES) : undefined,
        type: rng.chance(0.15) ? rng.pick(['vat', 'proforma', 'correction']) : undefined,
        currency: rng.chance(0.15) ? rng.pick(['PLN', 'EUR']) : undefined,
        dateFrom: rng.chance(0.2) ? `${month}-01` : undefined,
        dateTo: rng.chance(0.2) ? `${month}-28` : undefined,
        sortBy: rng.chance(0.5) ? undefined : rng.pick(INVOICE_SORTS),
        sortDesc: rng.chance(0.7) ? undefined : 'false',
        page: rng.chance(0.6) ? undefined : String(rng.pick([2, 3, 4, 5, 10, 20, 49_999])),
        perPage: rng.chance(0.7) ? undefined : String(rng.pick([25, 50])),
        // The web asks for the sums apart (GET /invoices/totals).
        sums: rng.chance(0.5) ? 'false' : undefined,
      },
      (raw) => invoiceListQuerySchema.parse(raw),
    );
  });
}

/** 64 searches on number, buyer and NIP, some with a status, first pages mostly. */
export function invoiceSearchVariants(): Variant<InvoiceListQuery>[] {
  const rng = new Lcg(13);
  return Array.from({ length: 64 }, () =>
    build(
      '/api/apps/invoice/invoices',
      {
        q: rng.pick(INVOICE_SEARCHES),
        status: rng.chance(0.3) ? rng.pick(INVOICE_STATUSES) : undefined,
        sortBy: rng.chance(0.5) ? undefined : rng.pick(INVOICE_SORTS),
        page: rng.chance(0.7) ? undefined : String(rng.pick([2, 3, 5])),
      },
      (raw) => invoiceListQuerySchema.parse(raw),
    ),
  );
}

const COST_SEARCHES = ['sp. z o.o.', 'kowal', 'FV/1', 'biuro@', 'S.A.', 'serwis', 'nowak', 'F 12'] as const;
const COST_STATUSES = ['paid', 'unpaid', 'overdue', 'partially_paid', 'draft'] as const;
const COST_SORTS = [
  'id',
  'number',
  'issuedDate',
  'dueDate',
  'client',
  'total',
  'balance',
  'invoiceStatus',
] as const;

export function costListVariants(today: string): Variant<CostListQuery>[] {
  const rng = new Lcg(12);
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(`${today.slice(0, 7)}-15T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - i);
    return d.toISOString().slice(0, 7);
  });
  return Array.from({ length: 64 }, () =>
    build(
      '/api/documents/costs',
      {
        q: rng.chance(0.4) ? rng.pick(COST_SEARCHES) : undefined,
        status: rng.chance(0.35) ? rng.pick(COST_STATUSES) : undefined,
        month: rng.chance(0.3) ? rng.pick(months) : undefined,
        sortBy: rng.chance(0.4) ? undefined : rng.pick(COST_SORTS),
        sortDesc: rng.chance(0.5) ? 'true' : undefined,
        page: rng.chance(0.6) ? undefined : String(rng.pick([2, 3, 5, 10])),
        perPage: rng.chance(0.7) ? undefined : '25',
      },
      (raw) => costListQuerySchema.parse(raw),
    ),
  );
}

const CONTRACTOR_SEARCHES = [
  'kowal',
  'bud',
  'warszawa',
  '526',
  'biuro@',
  'sp. z o.o.',
  'nowak',
  'trans',
  'med',
  'kraków',
  'serwis',
  '779-2',
] as const;

export function contractorVariants(): Variant<ContractorListQuery>[] {
  const rng = new Lcg(13);
  return Array.from({ length: 64 }, () =>
    build(
      '/api/apps/contractors',
      {
        q: rng.chance(0.8) ? rng.pick(CONTRACTOR_SEARCHES) : undefined,
        sortBy: rng.chance(0.6) ? undefined : rng.pick(['city', 'nip', 'createdAt'] as const),
        sortDesc: rng.chance(0.8) ? undefined : 'true',
        page: rng.chance(0.7) ? undefined : String(rng.pick([2, 3, 5])),
        perPage: rng.chance(0.7) ? undefined : '25',
      },
      (raw) => contractorListQuerySchema.parse(raw),
    ),
  );
}

/** The tests' typical VAT invoice (a 23 % and an 8 % line), to a rotating buyer, issued today. */
export function newInvoice(contractorId: number, bankAccountId: number, today: string): InvoiceInputBody {
  return {
    type: 'vat',
    contractorId,
    issueDate: today,
    saleDate: today,
    placeOfIssue: 'Warszawa',
    paymentTerm: '14_days',
    paymentMethod: 'transfer',
    bankAccountId,
    currency: 'PLN',
    priceMode: 'net',
    lines: [
      { name: 'Usługa programistyczna', quantity: '10', unit: 'h', unitPrice: '150,00', vatRate: '23' },
      { name: 'Książka', quantity: '3', unit: 'szt.', unitPrice: '33,3333', vatRate: '8' },
    ],
  };
}
