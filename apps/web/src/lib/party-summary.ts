import type { Contractor, RecipientUnit } from '@saldo/contracts/contractors';
import type { InvoiceParty } from '@saldo/contracts/invoices';

/** What the form shows of the chosen buyer. */
export interface BuyerSummary {
  id: number;
  name: string;
  nip: string;
  address: string;
  /** ISO code; absent where the summary does not need it (a cost's supplier). */
  country?: string;
  /** The JST unit or VAT-group member the invoices concern (FA(3) Podmiot3). */
  recipientUnit?: RecipientUnit | null;
}

type Address = Pick<InvoiceParty, 'street' | 'buildingNumber' | 'flatNumber' | 'postalCode' | 'city'>;

export function addressLine(party: Address): string {
  const building = [party.buildingNumber, party.flatNumber].filter(Boolean).join('/');
  const street = [party.street, building].filter(Boolean).join(' ');
  const city = [party.postalCode, party.city].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}

export const buyerOfContractor = (contractor: Contractor): BuyerSummary => ({
  id: contractor.id,
  name: contractor.name,
  nip: contractor.nip,
  address: addressLine(contractor),
  country: contractor.country,
  recipientUnit: contractor.recipientUnit,
});

export const buyerOfInvoice = (
  contractorId: number,
  party: InvoiceParty & { recipientUnit?: RecipientUnit | null },
): BuyerSummary => ({
  id: contractorId,
  name: party.name,
  nip: party.nip,
  address: addressLine(party),
  country: party.country,
  recipientUnit: party.recipientUnit ?? null,
});
