import type { Contractor, ContractorInput } from '@saldo/contracts/contractors';
import { defaultDebtorKind } from '@saldo/domain/late-payment/overdue-claim';
import type { ContractorRow, NewContractorRow } from './contractors.table.ts';

/** The columns a save writes, from a normalized input (the NIP column is NULL when there is none). */
export type ContractorValues = Omit<
  NewContractorRow,
  'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'vatStatus' | 'vatCheckedAt'
>;

export function toRowValues(input: ContractorInput): ContractorValues {
  const { correspondence } = input;
  return {
    name: input.name,
    nip: input.nip === '' ? null : input.nip,
    regon: input.regon,
    country: input.country,
    street: input.street,
    buildingNumber: input.buildingNumber,
    flatNumber: input.flatNumber,
    postalCode: input.postalCode,
    city: input.city,
    differentCorrespondenceAddress: input.differentCorrespondenceAddress,
    correspondenceSameAsCompany: input.correspondenceSameAsCompany,
    correspondenceStreet: correspondence.street,
    correspondenceBuildingNumber: correspondence.buildingNumber,
    correspondenceFlatNumber: correspondence.flatNumber,
    correspondencePostalCode: correspondence.postalCode,
    correspondenceCity: correspondence.city,
    correspondenceCountry: correspondence.country,
    phone: input.phone,
    email: input.email,
    website: input.website,
    bankAccounts: input.bankAccounts,
    paymentTerm: input.paymentTerm,
    paymentTermDays: input.paymentTermDays,
    notes: input.notes,
    tags: input.tags,
    debtorKind: input.debtorKind,
    recipientUnit: input.recipientUnit,
  };
}

export function toContractor(row: ContractorRow): Contractor {
  return {
    id: row.id,
    name: row.name,
    nip: row.nip ?? '',
    regon: row.regon,
    country: row.country,
    street: row.street,
    buildingNumber: row.buildingNumber,
    flatNumber: row.flatNumber,
    postalCode: row.postalCode,
    city: row.city,
    differentCorrespondenceAddress: row.differentCorrespondenceAddress,
    correspondenceSameAsCompany: row.correspondenceSameAsCompany,
    correspondence: {
      street: row.correspondenceStreet,
      buildingNumber: row.correspondenceBuildingNumber,
      flatNumber: row.correspondenceFlatNumber,
      postalCode: row.correspondencePostalCode,
      city: row.correspondenceCity,
      country: row.correspondenceCountry,
    },
    phone: row.phone,
    email: row.email,
    website: row.website,
    bankAccounts: row.bankAccounts,
    paymentTerm: row.paymentTerm,
    paymentTermDays: row.paymentTermDays,
    notes: row.notes,
    tags: row.tags,
    vatStatus: row.vatStatus,
    vatCheckedAt: row.vatCheckedAt?.toISOString() ?? null,
    debtorKind: row.debtorKind,
    debtor: row.debtorKind ?? defaultDebtorKind(row.nip),
    recipientUnit: row.recipientUnit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One line of a postal address: "ul. Długa 5/3, 31-147 Kraków". */
export function formatAddress(row: {
  street: string;
  buildingNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
}): string {
  const number = row.flatNumber ? `${row.buildingNumber}/${row.flatNumber}` : row.buildingNumber;
  const streetLine = [row.street, number].filter(Boolean).join(' ');
  const cityLine = [row.postalCode, row.city].filter(Boolean).join(' ');
  return [streetLine, cityLine].filter(Boolean).join(', ');
}
