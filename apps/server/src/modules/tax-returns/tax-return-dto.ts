// A computed month in the API's shapes.
import type {
  Declaration,
  RegisterPage,
  RegisterQuery,
  RegisterRow,
  TaxReturnRegisterKind,
} from '@saldo/contracts/tax-returns';
import type { JpkPurchaseRow, JpkSalesRow, KsefReference } from '@saldo/domain/jpk/jpk-types';
import { documentOfSource } from './tax-return-documents.ts';
import type { ComputedMonth } from './tax-return-month.ts';
import { overrideOf, purchaseMarkers, salesMarkers, type Registers } from './tax-return-registers.ts';

export function toDeclarationDto(month: ComputedMonth): Declaration {
  const { declaration } = month;
  const fields: Record<string, number> = {};
  for (const [field, value] of Object.entries(declaration.fields))
    if (value !== undefined) fields[field] = value;
  return {
    fields,
    outputVat: declaration.totals.outputVat,
    inputVat: declaration.totals.inputVat,
    carriedOver: month.carriedOver,
    toPay: declaration.toPay,
    carryForward: declaration.carryForward,
    refundTerm: declaration.refundTerm,
  };
}

const ksefText = (ksef: KsefReference) => (ksef.kind === 'ksef' ? ksef.number : ksef.kind);

function amountsOf(amounts: Readonly<Record<string, number | undefined>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [field, value] of Object.entries(amounts)) if (value !== undefined) out[field] = value;
  return out;
}

function overrideDto(registers: Registers, kind: TaxReturnRegisterKind, sourceId: string) {
  const override = overrideOf(registers, kind, sourceId);
  return override
    ? { markers: override.markers, reason: override.reason, updatedAt: override.updatedAt.toISOString() }
    : null;
}

function salesRowDto(registers: Registers, row: JpkSalesRow, lp: number): RegisterRow {
  return {
    lp,
    documentId: documentOfSource(row.sourceId)?.id ?? 0,
    origin: row.origin,
    number: row.documentNumber,
    counterpartyName: row.counterparty.name,
    counterpartyTaxId: `${row.counterparty.countryCode ?? ''}${row.counterparty.taxId}`,
    issueDate: row.issueDate,
    otherDate: row.saleDate,
    ksef: ksefText(row.ksef),
    markers: salesMarkers(row),
    amounts: {
      ...amountsOf(row.amounts),
      ...(row.marginGross === null ? {} : { SprzedazVAT_Marza: row.marginGross }),
    },
    correctionSign: row.correctionSign,
    deductibility: null,
    deductionBasis: '',
    // A self-assessed row (output VAT of a cost) follows its cost; only documents of the sales book are overridden.
    override: row.origin === 'self_assessed' ? null : overrideDto(registers, 'sale', row.sourceId),
  };
}

function purchaseRowDto(registers: Registers, row: JpkPurchaseRow, lp: number): RegisterRow {
  return {
    lp,
    documentId: documentOfSource(row.sourceId)?.id ?? 0,
    origin: 'cost',
    number: row.documentNumber,
    counterpartyName: row.counterparty.name,
    counterpartyTaxId: `${row.counterparty.countryCode ?? ''}${row.counterparty.taxId}`,
    issueDate: row.purchaseDate,
    otherDate: row.receiptDate,
    ksef: ksefText(row.ksef),
    markers: purchaseMarkers(row),
    amounts: amountsOf(row.amounts),
    correctionSign: row.correctionSign,
    deductibility: row.deductibility.kind,
    deductionBasis: row.deductibility.kind === 'full' ? '' : row.deductibility.basis,
    override: overrideDto(registers, 'purchase', row.sourceId),
  };
}

/** One page of a register, filtered by text and marker ('override' = rows the user changed). */
export function registerPage(
  registers: Registers,
  kind: TaxReturnRegisterKind,
  query: RegisterQuery,
): RegisterPage {
  const all =
    kind === 'sale'
      ? registers.sales.map((row, index) => salesRowDto(registers, row, index + 1))
      : registers.purchases.map((row, index) => purchaseRowDto(registers, row, index + 1));
  const text = query.q?.trim().toLowerCase() ?? '';
  const filtered = all.filter((row) => {
    if (
      text !== '' &&
      !row.number.toLowerCase().includes(text) &&
      !row.counterpartyName.toLowerCase().includes(text) &&
      !row.counterpartyTaxId.toLowerCase().includes(text)
    )
      return false;
    if (query.marker === undefined || query.marker === '') return true;
    if (query.marker === 'override') return row.override !== null;
    return row.markers.includes(query.marker) || row.ksef === query.marker;
  });
  const start = (query.page - 1) * query.perPage;
  return { rows: filtered.slice(start, start + query.perPage), total: filtered.length };
}
