import {
  INVOICE_TYPES,
  type GTU_CODES,
  type InvoiceDetail,
  type InvoiceInputBody,
  type InvoiceLanguage,
  type InvoiceLineInputBody,
  type OrderLineInputBody,
  type InvoiceType,
  type MarginScheme,
  type PaymentMethod,
} from '@saldo/contracts/invoices';
import type { BankAccount, ExemptionBasisKind } from '@saldo/contracts/organization-settings';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { RepeatPeriod } from '@saldo/domain/dates/recurrence';
import type { PaymentTermCode } from '@saldo/domain/dates/terms';
import { toInputString } from '@saldo/domain/money';
import type { VatRateCode } from '@saldo/domain/vat-rates';

/**
 * The invoice form's state and its mapping to and from the API body. Field paths mirror
 * InvoiceInputBody ('lines.0.quantity'), so the server's per-field errors land on the right input.
 * Pure: no React, no I/O.
 */
export type GtuCode = (typeof GTU_CODES)[number];
export type PriceMode = 'net' | 'gross';

export interface LineValues {
  /** Stable React key and focus target; never sent. */
  key: string;
  name: string;
  classification: string;
  gtu: GtuCode | null;
  quantity: string;
  unit: string;
  unitPrice: string;
  discountPercent: string;
  vatRate: VatRateCode;
  annex15: boolean;
  /** Margin invoices: what the line's goods cost the seller, gross ('' or absent: not entered). */
  purchasePrice?: string;
}

export interface InvoiceFormValues {
  type: InvoiceType;
  contractorId: number | null;
  issueDate: string;
  saleDate: string;
  placeOfIssue: string;
  paymentTerm: PaymentTermCode;
  paymentTermDays: number | null;
  paymentMethod: PaymentMethod;
  bankAccountId: number | null;
  currency: CurrencyCode;
  exchangeRate: string;
  exchangeRateTable: string;
  exchangeRateDate: string | null;
  language: InvoiceLanguage;
  repeat: RepeatPeriod;
  priceMode: PriceMode;
  lines: LineValues[];
  notes: string;
  marginScheme: MarginScheme | null;
  correctedInvoiceId: number | null;
  correctionReason: string;
  advanceInvoiceIds: number[];
  orderValue: string;
  /** advance (and its correction): the order's lines, priced net (art. 106f ust. 1 pkt 4). */
  orderLines: OrderLineValues[];
  /** The legal basis of the exempt ('zw') lines; asked for, and sent, only while there is one. */
  exemptionBasis: { kind: ExemptionBasisKind; text: string };
}

/** Any line at 'zw': the invoice must state the legal basis of the exemption (art. 106e ust. 1 pkt 19). */
export const hasExemptLine = (values: Pick<InvoiceFormValues, 'lines'>): boolean =>
  values.lines.some((line) => line.vatRate === 'zw');

export interface OrderLineValues {
  name: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vatRate: VatRateCode;
}

export const emptyOrderLine = (): OrderLineValues => ({
  name: '',
  quantity: '1',
  unit: 'szt.',
  unitPrice: '',
  vatRate: DEFAULT_VAT_RATE,
});

/** The rate a margin invoice's lines carry: the margin scheme charges no VAT on the invoice. */
export const MARGIN_VAT_RATE: VatRateCode = 'np';
export const DEFAULT_VAT_RATE: VatRateCode = '23';

export const isInvoiceType = (value: string | undefined): value is InvoiceType =>
  INVOICE_TYPES.some((type) => type === value);

let lineSeq = 0;
export const nextLineKey = () => `line-${++lineSeq}`;
/** The DOM id of a line's field or button ('name', 'quantity', 'up'…): where focus returns after a change. */
export const lineFieldId = (key: string, part: string) => `${key}-${part}`;
/** The DOM id of a line's name input (focused when the line is added). */
export const lineNameId = (key: string) => lineFieldId(key, 'name');

export function emptyLine(type: InvoiceType, key = nextLineKey()): LineValues {
  return {
    key,
    name: '',
    classification: '',
    gtu: null,
    quantity: '1',
    unit: 'szt.',
    unitPrice: '',
    discountPercent: '',
    vatRate: type === 'vatMargin' ? MARGIN_VAT_RATE : DEFAULT_VAT_RATE,
    annex15: false,
  };
}

/** Today in the browser's calendar (not UTC): the date an invoice issued now carries. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The default account of the currency, else the first one in that currency, else none. */
export function defaultBankAccountId(
  accounts: readonly BankAccount[],
  currency: CurrencyCode,
): number | null {
  const inCurrency = accounts.filter((account) => account.currency === currency);
  return (inCurrency.find((account) => account.isDefault) ?? inCurrency[0])?.id ?? null;
}

export interface NewInvoiceDefaults {
  today: string;
  bankAccounts?: readonly BankAccount[];
  language?: InvoiceLanguage;
  notes?: string;
}

export function newInvoiceValues(type: InvoiceType, defaults: NewInvoiceDefaults): InvoiceFormValues {
  return {
    type,
    contractorId: null,
    issueDate: defaults.today,
    saleDate: defaults.today,
    placeOfIssue: '',
    paymentTerm: '14_days',
    paymentTermDays: null,
    paymentMethod: 'transfer',
    bankAccountId: defaultBankAccountId(defaults.bankAccounts ?? [], 'PLN'),
    currency: 'PLN',
    exchangeRate: '',
    exchangeRateTable: '',
    exchangeRateDate: null,
    language: defaults.language ?? 'polish',
    repeat: 'do_not_repeat',
    priceMode: type === 'vatMargin' ? 'gross' : 'net',
    lines: [emptyLine(type)],
    notes: defaults.notes ?? '',
    marginScheme: null,
    correctedInvoiceId: null,
    correctionReason: '',
    advanceInvoiceIds: [],
    orderValue: '',
    orderLines: [],
    exemptionBasis: { kind: 'act', text: '' },
  };
}

export const linesOf = (lines: readonly InvoiceLineInputBody[]): LineValues[] =>
  lines.map((line) => ({
    key: nextLineKey(),
    name: line.name,
    classification: line.classification ?? '',
    gtu: line.gtu ?? null,
    quantity: line.quantity,
    unit: line.unit ?? 'szt.',
    unitPrice: line.unitPrice,
    discountPercent: line.discountPercent ?? '',
    vatRate: line.vatRate,
    annex15: line.annex15 ?? false,
    purchasePrice: line.purchasePrice ?? '',
  }));

/** What an existing invoice holds, as the form edits it (for editing it, or starting from it). */
export function valuesOfInvoice(invoice: InvoiceDetail): InvoiceFormValues {
  return {
    type: invoice.type,
    contractorId: invoice.contractorId,
    issueDate: invoice.issuedDate,
    saleDate: invoice.saleDate,
    placeOfIssue: invoice.placeOfIssue,
    paymentTerm: invoice.paymentTerm,
    paymentTermDays: invoice.paymentTermDays,
    paymentMethod: invoice.paymentMethod,
    bankAccountId: invoice.bankAccountId,
    currency: invoice.currency,
    exchangeRate: invoice.exchangeRate ?? '',
    exchangeRateTable: invoice.exchangeRateTable,
    exchangeRateDate: invoice.exchangeRateDate,
    language: invoice.language,
    repeat: invoice.repeat,
    priceMode: invoice.priceMode,
    lines: linesOf(invoice.lines),
    notes: invoice.notes,
    marginScheme: invoice.marginScheme,
    correctedInvoiceId: invoice.correctedInvoice?.id ?? null,
    correctionReason: invoice.correctionReason,
    advanceInvoiceIds: invoice.advanceInvoices.map((advance) => advance.id),
    orderValue: invoice.orderValue === null ? '' : toInputString(invoice.orderValue, 'en'),
    orderLines: invoice.orderLines.map(({ name, quantity, unit, unitPrice, vatRate }) => ({
      name,
      quantity,
      unit,
      unitPrice,
      vatRate,
    })),
    exemptionBasis: {
      kind: invoice.seller.vatExemptionBasisKind ?? 'act',
      text: invoice.seller.vatExemptionBasis,
    },
  };
}

/**
 * `?duplicate=<id>`: the same buyer, terms and lines under the type of the route, dated today. The
 * exchange rate is dropped (it belongs to the old date) and fetched again for the new one.
 */
export function duplicateValues(invoice: InvoiceDetail, type: InvoiceType, today: string): InvoiceFormValues {
  const values = valuesOfInvoice(invoice);
  return {
    ...values,
    type,
    issueDate: today,
    saleDate: today,
    exchangeRate: '',
    exchangeRateTable: '',
    exchangeRateDate: null,
    priceMode: type === 'vatMargin' ? 'gross' : values.priceMode,
    lines: values.lines.map((line) => (type === 'vatMargin' ? { ...line, vatRate: MARGIN_VAT_RATE } : line)),
    marginScheme: type === 'vatMargin' ? values.marginScheme : null,
    correctedInvoiceId: null,
    correctionReason: '',
    advanceInvoiceIds: [],
    orderValue: type === 'advance' ? values.orderValue : '',
    orderLines: type === 'advance' ? values.orderLines : [],
  };
}

/**
 * `?from=<id>` of a correction: the original's buyer, currency, rate and price mode (the differences
 * are computed in them), its lines as the starting 'after' lines, issued today.
 */
export function correctionValues(original: InvoiceDetail, today: string): InvoiceFormValues {
  return {
    ...valuesOfInvoice(original),
    type: 'correction',
    issueDate: today,
    repeat: 'do_not_repeat',
    correctedInvoiceId: original.id,
    correctionReason: '',
    advanceInvoiceIds: [],
    orderValue: '',
  };
}

export const orderLineBody = (line: OrderLineValues): OrderLineInputBody => ({
  name: line.name.trim(),
  quantity: line.quantity.trim(),
  unit: line.unit.trim(),
  unitPrice: line.unitPrice.trim(),
  vatRate: line.vatRate,
});

export function lineBody(line: LineValues, type: InvoiceType): InvoiceLineInputBody {
  return {
    name: line.name.trim(),
    classification: line.classification.trim(),
    gtu: line.gtu,
    quantity: line.quantity.trim(),
    unit: line.unit.trim(),
    unitPrice: line.unitPrice.trim(),
    discountPercent: line.discountPercent.trim(),
    vatRate: type === 'vatMargin' ? MARGIN_VAT_RATE : line.vatRate,
    annex15: line.annex15,
    // Only a margin invoice keeps a purchase price (the JPK taxes its sale less this).
    ...(type === 'vatMargin' && (line.purchasePrice ?? '').trim() !== ''
      ? { purchasePrice: (line.purchasePrice ?? '').trim() }
      : {}),
  };
}

/** The API body; type-specific fields are cleared for the other types. Expects validated values. */
export function toInputBody(values: InvoiceFormValues): InvoiceInputBody {
  const { type } = values;
  const foreign = values.currency !== 'PLN';
  return {
    type,
    contractorId: values.contractorId ?? 0,
    issueDate: values.issueDate,
    saleDate: values.saleDate,
    placeOfIssue: values.placeOfIssue.trim(),
    paymentTerm: values.paymentTerm,
    paymentTermDays: values.paymentTerm === 'custom' ? values.paymentTermDays : null,
    paymentMethod: values.paymentMethod,
    bankAccountId: values.bankAccountId,
    currency: values.currency,
    exchangeRate: foreign ? values.exchangeRate.trim() : null,
    exchangeRateTable: foreign ? values.exchangeRateTable : '',
    exchangeRateDate: foreign ? values.exchangeRateDate : null,
    language: values.language,
    repeat: values.repeat,
    priceMode: type === 'vatMargin' ? 'gross' : values.priceMode,
    lines: values.lines.map((line) => lineBody(line, type)),
    notes: values.notes.trim(),
    marginScheme: type === 'vatMargin' ? values.marginScheme : null,
    correctedInvoiceId: type === 'correction' ? values.correctedInvoiceId : null,
    correctionReason: type === 'correction' ? values.correctionReason.trim() : '',
    advanceInvoiceIds: type === 'final' ? values.advanceInvoiceIds : [],
    orderValue: type === 'advance' && values.orderLines.length === 0 ? values.orderValue.trim() : '',
    orderLines: type === 'advance' || type === 'correction' ? values.orderLines.map(orderLineBody) : [],
    exemptionBasis: hasExemptLine(values)
      ? { kind: values.exemptionBasis.kind, text: values.exemptionBasis.text.trim() }
      : null,
  };
}
