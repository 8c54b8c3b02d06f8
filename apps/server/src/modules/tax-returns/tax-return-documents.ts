// The books' documents in the plain shapes the JPK mapping of @saldo/domain/jpk reads.
import type { MarginScheme as InvoiceMarginScheme } from '@saldo/contracts/invoices';
import { exchangeRate as parseRate, type ExchangeRate } from '@saldo/domain/exchange-rate';
import type {
  Deductibility,
  GtuCode,
  JpkCostInput,
  JpkRateTotal,
  JpkSalesDocumentInput,
  MarginScheme,
} from '@saldo/domain/jpk/jpk-types';
import { GTU_CODES } from '@saldo/domain/jpk/jpk-types';
import { grossMarginOf } from '@saldo/domain/jpk/jpk-margin';
import { parseMoney, type Money } from '@saldo/domain/money';
import type { InvoiceRow } from '../invoices/invoices.table.ts';
import type { CostRow } from '../costs/costs.table.ts';
import type { SalesDocument } from './tax-returns.repository.ts';

/** Row ids in the registers: which document a row (and its override) belongs to. */
export const saleSourceId = (invoiceId: number) => `invoice:${invoiceId}`;
export const costSourceId = (costId: number) => `cost:${costId}`;

export function documentOfSource(sourceId: string): { table: 'invoice' | 'cost'; id: number } | null {
  const match = /^(invoice|cost):(\d+)$/.exec(sourceId);
  if (!match) return null;
  return { table: match[1] === 'invoice' ? 'invoice' : 'cost', id: Number(match[2]) };
}

const MARGIN_SCHEMES: Readonly<Record<InvoiceMarginScheme, MarginScheme>> = {
  travel_agency: 'travel',
  used_goods: 'used_goods',
  works_of_art: 'works_of_art',
  antiques: 'antiques',
};

/** A stored "4.2913"; a non-PLN document without a usable rate is left for the mapping to refuse. */
function rateOf(currency: string, text: string | null): ExchangeRate | null {
  if (currency === 'PLN' || text === null || text.trim() === '') return null;
  try {
    return parseRate(text);
  } catch {
    return null;
  }
}

const isGtu = (code: string | null): code is GtuCode =>
  code !== null && (GTU_CODES as readonly string[]).includes(code);

/** A foreign buyer's country for KodKrajuNadaniaTIN; a Polish (or no) tax number has none. */
function countryOf(country: string, taxId: string): string | null {
  const code = country.trim().toUpperCase();
  return taxId.trim() === '' || code === '' || code === 'PL' ? null : code;
}

const rateTotalsOf = (byRate: InvoiceRow['byRate']): JpkRateTotal[] =>
  byRate.map((rate) => ({
    rate: rate.vatRate,
    net: rate.net,
    vat: rate.vat,
    vatPln: rate.pln?.vat ?? null,
  }));

/** A stored purchase price ("984.00", '' when not entered) in grosze. */
function purchaseGross(text: string): Money | null {
  if (text.trim() === '') return null;
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.value : null;
}

export function salesDocumentInput(document: SalesDocument): JpkSalesDocumentInput {
  const { invoice, lines } = document;
  const after = lines.filter((line) => line.side === 'after');
  const gtu = [...new Set(after.map((line) => line.gtu))].filter(isGtu).sort();
  const margin =
    invoice.type === 'vatMargin' && invoice.marginScheme !== null
      ? {
          scheme: MARGIN_SCHEMES[invoice.marginScheme],
          grossSales: invoice.gross,
          // Sale less the purchase price kept on each line (art. 119 ust. 2, art. 120 ust. 4).
          grossMargin: grossMarginOf(
            after.map((line) => ({ gross: line.gross, purchaseGross: purchaseGross(line.purchasePrice) })),
          ),
          rate: '23' as const,
        }
      : null;
  return {
    id: saleSourceId(invoice.id),
    number: invoice.number,
    kind: invoice.type === 'correction' ? 'correction' : 'invoice',
    issueDate: invoice.issueDate,
    saleDate: invoice.saleDate,
    buyer: {
      taxId: invoice.buyer.nip.trim() === '' ? null : invoice.buyer.nip.trim(),
      countryCode: countryOf(invoice.buyer.country, invoice.buyer.nip),
      name: invoice.buyer.name,
      country: invoice.buyer.country.trim().toUpperCase() || null,
    },
    currency: invoice.currency,
    exchangeRate: rateOf(invoice.currency, invoice.exchangeRate),
    rateTotals: margin ? [] : rateTotalsOf(invoice.byRate),
    gtu,
    procedures: [],
    toReceipt: false,
    ksefNumber: document.ksefNumber,
    ksefMarker: document.ksefOffline ? 'OFF' : null,
    splitPayment: invoice.splitPayment,
    margin,
    badDebt: null,
    advances: document.advances.map((advance) => ({
      rateTotals: rateTotalsOf(advance.byRate),
      exchangeRate: rateOf(invoice.currency, advance.exchangeRate),
    })),
  };
}

export function deductibilityOf(cost: Pick<CostRow, 'vatDeduction' | 'deductionBasis'>): Deductibility {
  const basis = cost.deductionBasis.trim();
  if (cost.vatDeduction === 'half')
    return { kind: 'half', basis: basis === '' ? 'art. 86a ust. 1 ustawy o VAT' : basis };
  if (cost.vatDeduction === 'none')
    return { kind: 'none', basis: basis === '' ? 'art. 88 ustawy o VAT' : basis };
  return { kind: 'full' };
}

export function costInput(cost: CostRow): JpkCostInput {
  return {
    id: costSourceId(cost.id),
    documentNumber: cost.number,
    issueDate: cost.issueDate,
    receiptDate: cost.receiptDate,
    supplier: {
      taxId: cost.supplier.nip.trim() === '' ? null : cost.supplier.nip.trim(),
      countryCode: countryOf(cost.supplier.country, cost.supplier.nip),
      name: cost.supplier.name,
    },
    currency: cost.currency,
    exchangeRate: rateOf(cost.currency, cost.exchangeRate),
    rateTotals: cost.byRate.map((rate) => ({ rate: rate.vatRate, net: rate.net, vat: rate.vat })),
    acquisition: 'domestic',
    fixedAsset: false,
    deductibility: deductibilityOf(cost),
    ksefNumber: cost.ksefNumber,
    ksefMarker: null,
    documentType: null,
    splitPayment: cost.splitPayment,
    isCorrection: cost.gross < 0 || cost.net < 0,
  };
}
