// A month's two registers: the documents mapped by @saldo/domain/jpk, then the user's marker overrides.
import { createHash } from 'node:crypto';
import {
  KSEF_MARKERS,
  PURCHASE_MARKERS,
  SALES_MARKERS,
  type KsefMarker,
  type TaxReturnRegisterKind,
} from '@saldo/contracts/tax-returns';
import { purchaseRowFrom } from '@saldo/domain/jpk/jpk-purchase-row';
import { salesRowFrom } from '@saldo/domain/jpk/jpk-sales-row';
import {
  GTU_CODES,
  PURCHASE_DOCUMENT_TYPES,
  SALES_DOCUMENT_TYPES,
  SALES_PROCEDURES,
  type GtuCode,
  type JpkPurchaseRow,
  type JpkSalesRow,
  type KsefReference,
  type PurchaseDocumentType,
  type SalesDocumentType,
  type SalesProcedure,
} from '@saldo/domain/jpk/jpk-types';
import type { CostRow } from '../costs/costs.table.ts';
import { costInput, documentOfSource, salesDocumentInput } from './tax-return-documents.ts';
import type { SalesDocument } from './tax-returns.repository.ts';
import type { SubmittedRowPrint, TaxReturnOverrideRow } from './tax-returns.table.ts';

export interface Registers {
  sales: JpkSalesRow[];
  purchases: JpkPurchaseRow[];
  /** Costs left out of the purchase register (VAT not deductible), with their basis. */
  excluded: { documentId: number; number: string; basis: string }[];
  /** The user's overrides by register and row. */
  overrides: Map<string, TaxReturnOverrideRow>;
}

const overrideKey = (kind: TaxReturnRegisterKind, sourceId: string) => `${kind}|${sourceId}`;

function pick<T extends string>(list: readonly T[], markers: readonly string[]): T[] {
  return list.filter((code) => markers.includes(code));
}

function ksefWith(current: KsefReference, markers: readonly string[]): KsefReference {
  // A KSeF number is a fact of the document; only a row without one can change its marker.
  if (current.kind === 'ksef') return current;
  const [marker] = pick<KsefMarker>(KSEF_MARKERS, markers);
  return marker === undefined ? current : { kind: marker };
}

function ksefMarkerOf(ksef: KsefReference): string[] {
  return ksef.kind === 'ksef' ? [] : [ksef.kind];
}

export function salesMarkers(row: JpkSalesRow): string[] {
  return [
    ...row.gtu,
    ...row.procedures,
    ...(row.documentType ? [row.documentType] : []),
    ...ksefMarkerOf(row.ksef),
    ...(row.splitPayment ? ['MPP'] : []),
  ];
}

export function purchaseMarkers(row: JpkPurchaseRow): string[] {
  return [
    ...(row.imported ? ['IMP'] : []),
    ...(row.documentType ? [row.documentType] : []),
    ...ksefMarkerOf(row.ksef),
    ...(row.splitPayment ? ['MPP'] : []),
  ];
}

/** The markers a register accepts; anything else in an override is refused. */
export function markerAllowed(kind: TaxReturnRegisterKind, marker: string): boolean {
  return ((kind === 'sale' ? SALES_MARKERS : PURCHASE_MARKERS) as readonly string[]).includes(marker);
}

export function withSalesOverride(row: JpkSalesRow, markers: readonly string[]): JpkSalesRow {
  const [documentType] = pick<SalesDocumentType>(SALES_DOCUMENT_TYPES, markers);
  return {
    ...row,
    gtu: pick<GtuCode>(GTU_CODES, markers),
    procedures: pick<SalesProcedure>(SALES_PROCEDURES, markers),
    documentType: documentType ?? null,
    ksef: ksefWith(row.ksef, markers),
    splitPayment: markers.includes('MPP'),
  };
}

export function withPurchaseOverride(row: JpkPurchaseRow, markers: readonly string[]): JpkPurchaseRow {
  const [documentType] = pick<PurchaseDocumentType>(PURCHASE_DOCUMENT_TYPES, markers);
  return {
    ...row,
    imported: markers.includes('IMP'),
    documentType: documentType ?? null,
    ksef: ksefWith(row.ksef, markers),
    splitPayment: markers.includes('MPP'),
  };
}

/** Builds both registers of a month from its documents, with the overrides applied. */
export function buildRegisters(
  salesDocuments: readonly SalesDocument[],
  costs: readonly CostRow[],
  overrideRows: readonly TaxReturnOverrideRow[],
): Registers {
  const overrides = new Map<string, TaxReturnOverrideRow>();
  for (const row of overrideRows) {
    const source = row.kind === 'sale' ? `invoice:${row.documentId}` : `cost:${row.documentId}`;
    overrides.set(overrideKey(row.kind, source), row);
  }
  const sales: JpkSalesRow[] = [];
  const selfAssessed: JpkSalesRow[] = [];
  const purchases: JpkPurchaseRow[] = [];
  const excluded: Registers['excluded'] = [];
  for (const document of salesDocuments) {
    const row = salesRowFrom(salesDocumentInput(document));
    const override = overrides.get(overrideKey('sale', row.sourceId));
    sales.push(override ? withSalesOverride(row, override.markers) : row);
  }
  for (const cost of costs) {
    const mapping = purchaseRowFrom(costInput(cost));
    if (mapping.selfAssessedSale) selfAssessed.push(mapping.selfAssessedSale);
    if (mapping.purchase) {
      const override = overrides.get(overrideKey('purchase', mapping.purchase.sourceId));
      purchases.push(override ? withPurchaseOverride(mapping.purchase, override.markers) : mapping.purchase);
    }
    if (mapping.excluded?.reason === 'non_deductible')
      excluded.push({ documentId: cost.id, number: cost.number, basis: mapping.excluded.basis });
  }
  return { sales: [...sales, ...selfAssessed], purchases, excluded, overrides };
}

export function overrideOf(
  registers: Registers,
  kind: TaxReturnRegisterKind,
  sourceId: string,
): TaxReturnOverrideRow | undefined {
  return registers.overrides.get(overrideKey(kind, sourceId));
}

function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
}

/** What each row looks like now: stored when the month is filed, compared afterwards. */
export function rowPrints(registers: Registers): SubmittedRowPrint[] {
  const prints: SubmittedRowPrint[] = [];
  for (const row of registers.sales) {
    const source = documentOfSource(row.sourceId);
    prints.push({
      kind: 'sale',
      documentId: source?.id ?? 0,
      number: row.documentNumber,
      print: `${row.sourceId}#${digest([row.amounts, salesMarkers(row), row.counterparty, row.marginGross])}`,
    });
  }
  for (const row of registers.purchases) {
    const source = documentOfSource(row.sourceId);
    prints.push({
      kind: 'purchase',
      documentId: source?.id ?? 0,
      number: row.documentNumber,
      print: `${row.sourceId}#${digest([row.amounts, purchaseMarkers(row), row.counterparty])}`,
    });
  }
  return prints;
}

export interface RowChange {
  kind: TaxReturnRegisterKind;
  documentId: number;
  number: string;
  change: 'added' | 'removed' | 'changed';
}

/** Rows added, removed or changed since the month was filed. */
export function changesSince(
  filed: readonly SubmittedRowPrint[],
  now: readonly SubmittedRowPrint[],
): RowChange[] {
  const keyOf = (print: SubmittedRowPrint) => `${print.kind}|${print.print.split('#')[0] ?? ''}`;
  const before = new Map(filed.map((print) => [keyOf(print), print]));
  const after = new Map(now.map((print) => [keyOf(print), print]));
  const changes: RowChange[] = [];
  for (const [key, print] of after) {
    const old = before.get(key);
    if (!old)
      changes.push({ kind: print.kind, documentId: print.documentId, number: print.number, change: 'added' });
    else if (old.print !== print.print)
      changes.push({
        kind: print.kind,
        documentId: print.documentId,
        number: print.number,
        change: 'changed',
      });
  }
  for (const [key, print] of before)
    if (!after.has(key))
      changes.push({
        kind: print.kind,
        documentId: print.documentId,
        number: print.number,
        change: 'removed',
      });
  return changes;
}
