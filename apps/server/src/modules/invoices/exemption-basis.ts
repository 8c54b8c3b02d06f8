import type { ExemptionBasis, InvoiceInput } from '@saldo/contracts/invoices';
import type { CompanyInfo } from '@saldo/contracts/organization-settings';
import { validationError } from '../../lib/app-error.ts';
import type { SellerSnapshot } from './invoices.table.ts';

/** The basis an invoice was written with; null when it has none. */
export function exemptionBasisOf(
  seller: Pick<SellerSnapshot, 'vatExemptionBasis' | 'vatExemptionBasisKind'>,
): ExemptionBasis | null {
  const text = seller.vatExemptionBasis.trim();
  return text === '' ? null : { kind: seller.vatExemptionBasisKind ?? 'act', text };
}

/**
 * The legal basis an invoice states for its exempt lines (art. 106e ust. 1 pkt 19): the one typed on
 * the invoice, else the corrected invoice's (a correction), else the company's default. An exempt
 * company (art. 113) states its basis on every invoice, as it always did. A 'zw' line with no basis
 * anywhere is refused here, not at the KSeF export: the invoice would be issued without a required
 * element.
 */
export function chooseExemptionBasis(options: {
  readonly input: Pick<InvoiceInput, 'exemptionBasis'>;
  readonly company: Pick<CompanyInfo, 'vatStatus' | 'vatExemptionBasis' | 'vatExemptionBasisKind'>;
  readonly correctedBasis: ExemptionBasis | null;
  readonly exemptLines: boolean;
}): ExemptionBasis | null {
  const { input, company, correctedBasis, exemptLines } = options;
  if (!exemptLines && company.vatStatus !== 'exempt') return null;
  const typed = input.exemptionBasis?.text.trim() ?? '';
  const companyBasis = exemptionBasisOf({
    vatExemptionBasis: company.vatExemptionBasis,
    vatExemptionBasisKind: company.vatExemptionBasisKind,
  });
  const basis =
    input.exemptionBasis !== null && typed !== ''
      ? { kind: input.exemptionBasis.kind, text: typed }
      : (correctedBasis ?? companyBasis);
  if (basis === null && exemptLines)
    throw validationError({ 'exemptionBasis.text': { key: 'invoices.exemptionBasisRequired' } });
  return basis;
}
