// Books → the writer's input, as the tax-returns module will build it: rows mapped by the domain, the
// declaration computed from them. For the writer and validator tests and the bench.
import { buildDeclaration } from '@saldo/domain/jpk/jpk-declaration';
import type { RandomBook } from '@saldo/domain/jpk/jpk-arbitraries';
import { purchaseRowFrom } from '@saldo/domain/jpk/jpk-purchase-row';
import { salesRowFrom } from '@saldo/domain/jpk/jpk-sales-row';
import type { JpkHeader, JpkPeriod, JpkPurchaseRow, JpkSalesRow } from '@saldo/domain/jpk/jpk-types';
import { writeJpkV7m, type JpkFileInput } from './jpk-writer.ts';

export function testHeader(period: JpkPeriod, overrides: Partial<JpkHeader> = {}): JpkHeader {
  return {
    period,
    purpose: 1,
    taxOfficeCode: '1471',
    taxpayer: {
      kind: 'company',
      nip: '5260251049',
      fullName: 'Przykładowa Spółka z o.o.',
      email: 'biuro@example.pl',
      phone: null,
    },
    createdAt: '2026-04-10T10:00:00Z',
    systemName: 'Saldo',
    ...overrides,
  };
}

export function fileInputOfBook(
  period: JpkPeriod,
  book: RandomBook,
  header = testHeader(period),
): JpkFileInput {
  const sales: JpkSalesRow[] = book.documents.map(salesRowFrom);
  const purchases: JpkPurchaseRow[] = [];
  for (const cost of book.costs) {
    const mapped = purchaseRowFrom(cost);
    if (mapped.purchase !== null) purchases.push(mapped.purchase);
    if (mapped.selfAssessedSale !== null) sales.push(mapped.selfAssessedSale);
  }
  const declaration = buildDeclaration({
    sales,
    purchases,
    carriedOverSurplus: 0,
    surplusChoice: { kind: 'carry_forward' },
    correctionReason: header.purpose === 2 ? 'Korekta' : null,
  });
  if (!declaration.ok) throw new Error(declaration.reason);
  return { header, declaration: declaration.value, sales, purchases };
}

/** The whole file as one string: for tests of small files only (the point of the writer is not to). */
export async function jpkText(input: JpkFileInput): Promise<string> {
  let text = '';
  for await (const chunk of writeJpkV7m(input)) text += chunk;
  return text;
}
