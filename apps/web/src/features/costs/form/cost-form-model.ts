import type {
  CostDetail,
  CostEntryMode,
  CostInputBody,
  CostLineInputBody,
  CostRateInputBody,
  CostVatDeduction,
} from '@saldo/contracts/costs';
import { defaultCostDueDate } from '@saldo/contracts/cost-rules';
import type { PaymentMethod } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import { toInputString } from '@saldo/domain/money';
import type { VatRateCode } from '@saldo/domain/vat-rates';

/**
 * The cost form's state and its mapping to and from the API body. Field paths mirror CostInputBody
 * ('rates.0.vat', 'lines.1.unitPrice'), so the server's per-field errors land on the right input.
 * Pure: no React, no I/O.
 */
export interface RateValues {
  /** Stable React key; never sent. */
  key: string;
  vatRate: VatRateCode;
  net: string;
  vat: string;
}

export interface CostLineValues {
  key: string;
  name: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vatRate: VatRateCode;
}

/**
 * Whether the document is saved as still to pay, or as paid in full: then one payment of the whole
 * balance is recorded on `paymentDate` right after the save (see use-cost-submit.ts).
 */
export const COST_PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type CostPaymentStatus = (typeof COST_PAYMENT_STATUSES)[number];

export interface CostFormValues {
  contractorId: number | null;
  number: string;
  issueDate: string;
  receiptDate: string;
  dueDate: string;
  bookingPeriod: string;
  categoryId: number | null;
  currency: CurrencyCode;
  exchangeRate: string;
  entryMode: CostEntryMode;
  rates: RateValues[];
  lines: CostLineValues[];
  vatDeduction: CostVatDeduction;
  /** The legal basis of a limited deduction, for the JPK purchase register. */
  deductionBasis: string;
  /** 'YYYY-MM' when input VAT is deducted in another month than the booking period; '' otherwise. */
  vatPeriod: string;
  paymentMethod: PaymentMethod;
  bankAccount: string;
  splitPayment: boolean;
  /** Never sent with the document: a payment is recorded on its own after the save. */
  paymentStatus: CostPaymentStatus;
  paymentDate: string;
  notes: string;
}

export const DEFAULT_VAT_RATE: VatRateCode = '23';

let rowSeq = 0;
const nextKey = () => `cost-row-${++rowSeq}`;

export const emptyRate = (vatRate: VatRateCode = DEFAULT_VAT_RATE): RateValues => ({
  key: nextKey(),
  vatRate,
  net: '',
  vat: '',
});

export const emptyLine = (): CostLineValues => ({
  key: nextKey(),
  name: '',
  quantity: '1',
  unit: 'szt.',
  unitPrice: '',
  vatRate: DEFAULT_VAT_RATE,
});

/** "2026-03-14" → "2026-03": the month a document received that day is booked in by default. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

export function newCostValues(today: string): CostFormValues {
  return {
    contractorId: null,
    number: '',
    issueDate: today,
    receiptDate: today,
    // Issue date plus the usual term; picking a supplier with a term of its own replaces it.
    dueDate: defaultCostDueDate(today, null) ?? '',
    bookingPeriod: monthOf(today),
    categoryId: null,
    currency: 'PLN',
    exchangeRate: '',
    entryMode: 'summary',
    rates: [emptyRate()],
    lines: [emptyLine()],
    vatDeduction: 'full',
    deductionBasis: '',
    vatPeriod: '',
    paymentMethod: 'transfer',
    bankAccount: '',
    splitPayment: false,
    paymentStatus: 'unpaid',
    // Paid on the day it was issued (a card or cash purchase) until the user says otherwise.
    paymentDate: today,
    notes: '',
  };
}

/**
 * A stored document as the form edits it; the mode not used starts with one empty row. A document
 * entered as unpaid and paid since is most likely paid today.
 */
export function valuesOfCost(cost: CostDetail, today: string): CostFormValues {
  const amount = (value: number) => toInputString(value, 'en');
  const rates = cost.byRate.map((row) => ({
    key: nextKey(),
    vatRate: row.vatRate,
    net: amount(row.net),
    vat: amount(row.vat),
  }));
  const lines = cost.lines.map((line) => ({
    key: nextKey(),
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    vatRate: line.vatRate,
  }));
  return {
    contractorId: cost.contractorId,
    number: cost.number,
    issueDate: cost.issuedDate,
    receiptDate: cost.receiptDate,
    dueDate: cost.dueDate,
    bookingPeriod: cost.bookingPeriod,
    categoryId: cost.category?.id ?? null,
    currency: cost.currency,
    exchangeRate: cost.exchangeRate ?? '',
    entryMode: cost.entryMode,
    rates: cost.entryMode === 'summary' && rates.length > 0 ? rates : [emptyRate()],
    lines: cost.entryMode === 'lines' && lines.length > 0 ? lines : [emptyLine()],
    vatDeduction: cost.vatDeduction,
    deductionBasis: cost.deductionBasis,
    vatPeriod: cost.vatPeriod ?? '',
    paymentMethod: cost.paymentMethod,
    bankAccount: cost.bankAccount,
    splitPayment: cost.splitPayment,
    paymentStatus: 'unpaid',
    paymentDate: today,
    notes: cost.notes,
  };
}

export const rateBody = (row: RateValues): CostRateInputBody => ({
  vatRate: row.vatRate,
  net: row.net.trim(),
  vat: row.vat.trim(),
});

export const lineBody = (line: CostLineValues): CostLineInputBody & { name: string } => ({
  name: line.name.trim(),
  quantity: line.quantity.trim(),
  unit: line.unit.trim(),
  unitPrice: line.unitPrice.trim(),
  vatRate: line.vatRate,
});

/** The API body: only the rows of the chosen entry mode go. Expects validated values. */
export function toInputBody(values: CostFormValues): CostInputBody {
  const foreign = values.currency !== 'PLN';
  return {
    contractorId: values.contractorId ?? 0,
    number: values.number.trim(),
    issueDate: values.issueDate,
    receiptDate: values.receiptDate,
    dueDate: values.dueDate,
    bookingPeriod: values.bookingPeriod,
    categoryId: values.categoryId,
    currency: values.currency,
    exchangeRate: foreign ? values.exchangeRate.trim() : null,
    entryMode: values.entryMode,
    lines: values.entryMode === 'lines' ? values.lines.map(lineBody) : [],
    rates: values.entryMode === 'summary' ? values.rates.map(rateBody) : [],
    vatDeduction: values.vatDeduction,
    deductionBasis: values.vatDeduction === 'full' ? '' : values.deductionBasis.trim(),
    vatPeriod: values.vatPeriod === '' ? null : values.vatPeriod,
    paymentMethod: values.paymentMethod,
    bankAccount: values.bankAccount.trim(),
    splitPayment: values.splitPayment,
    notes: values.notes.trim(),
  };
}
