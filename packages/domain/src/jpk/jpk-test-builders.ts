// Plain sales documents and costs for unit tests: every field set to the ordinary case.
import type { JpkCostInput, JpkSalesDocumentInput } from './jpk-types.ts';

export function salesDocument(overrides: Partial<JpkSalesDocumentInput> = {}): JpkSalesDocumentInput {
  return {
    id: 'doc-1',
    number: 'FV/1/02/2026',
    kind: 'invoice',
    issueDate: '2026-02-16',
    saleDate: null,
    buyer: { taxId: '5790004488', countryCode: null, name: 'Klient A' },
    currency: 'PLN',
    exchangeRate: null,
    rateTotals: [{ rate: '23', net: 2_000_000, vat: 460_000 }],
    gtu: [],
    procedures: [],
    toReceipt: false,
    ksefNumber: null,
    ksefMarker: null,
    splitPayment: false,
    margin: null,
    badDebt: null,
    ...overrides,
  };
}

export function cost(overrides: Partial<JpkCostInput> = {}): JpkCostInput {
  return {
    id: 'cost-1',
    documentNumber: 'ZK/7/2026',
    issueDate: '2026-02-05',
    receiptDate: null,
    supplier: { taxId: '7740001454', countryCode: null, name: 'Dostawca C' },
    currency: 'PLN',
    exchangeRate: null,
    rateTotals: [{ rate: '23', net: 500_000, vat: 115_000 }],
    acquisition: 'domestic',
    fixedAsset: false,
    deductibility: { kind: 'full' },
    ksefNumber: null,
    ksefMarker: null,
    documentType: null,
    splitPayment: false,
    isCorrection: false,
    ...overrides,
  };
}
