import type { InvoiceParty } from '@saldo/contracts/invoices';
import { validationError } from '../../lib/app-error.ts';
import type { BuyerSnapshot } from './invoices.table.ts';

/** What FA(3) Podmiot2K carries of the corrected invoice's buyer: identity and address. */
const CORRECTABLE: readonly (keyof InvoiceParty)[] = [
  'name',
  'street',
  'buildingNumber',
  'flatNumber',
  'postalCode',
  'city',
  'country',
];

const compactNip = (nip: string) => nip.replace(/[\s-]/g, '').toUpperCase();

/** The party fields of a buyer, without the correction's own history or the recipient unit. */
function partyOf(buyer: InvoiceParty): InvoiceParty {
  return {
    name: buyer.name,
    nip: buyer.nip,
    street: buyer.street,
    buildingNumber: buyer.buildingNumber,
    flatNumber: buyer.flatNumber,
    postalCode: buyer.postalCode,
    city: buyer.city,
    country: buyer.country,
    email: buyer.email,
    phone: buyer.phone,
  };
}

/**
 * The buyer of a correction. A correction concerns the corrected invoice's buyer: another contractor
 * is refused, and so is another NIP, since FA(3) does not correct a buyer's NIP (Podmiot2K's own
 * documentation: a wrong NIP takes a correction to zero and a new invoice). The buyer's name and
 * address may be corrected: the corrected invoice's data then ride along as `before` (Podmiot2K, the
 * PDF's "before / after").
 */
export function correctionBuyer(
  corrected: { readonly contractorId: number; readonly buyer: BuyerSnapshot },
  contractorId: number,
  buyer: BuyerSnapshot,
): BuyerSnapshot {
  if (corrected.contractorId !== contractorId)
    throw validationError({ contractorId: { key: 'invoices.correctionBuyerChanged' } });
  if (compactNip(corrected.buyer.nip) !== compactNip(buyer.nip))
    throw validationError({ contractorId: { key: 'invoices.correctionBuyerNipChanged' } });
  const changed = CORRECTABLE.some((field) => corrected.buyer[field].trim() !== buyer[field].trim());
  return changed ? { ...buyer, before: partyOf(corrected.buyer) } : buyer;
}
