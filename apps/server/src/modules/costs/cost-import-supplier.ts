// The supplier of an imported invoice: the contractor with the seller's NIP, or a new one made of the
// seller's data. A field the shared contractor rules refuse (a postal code the address heuristic got
// wrong, an odd phone) is left empty rather than failing the import: the invoice is the fact, the
// contractor card can be completed later.
import { contractorProblems, normalizeContractorInput } from '@saldo/contracts/contractor-rules';
import { contractorInputSchema, type ContractorInput } from '@saldo/contracts/contractors';
import type { Db } from '../../db/client.ts';
import type { KsefParty } from '../../integrations/ksef/ksef-invoice.ts';
import { toRowValues } from '../contractors/contractor-mapping.ts';
import { findContractorIdByNip, insertContractors } from '../contractors/contractors.repository.ts';

const optionalFields = [
  'regon',
  'street',
  'buildingNumber',
  'flatNumber',
  'postalCode',
  'city',
  'phone',
  'email',
  'website',
] as const;

function contractorInputOf(seller: KsefParty, bankAccount: string): ContractorInput {
  const account = bankAccount.replace(/\s/g, '');
  const raw = contractorInputSchema.parse({
    name: seller.name.slice(0, 300),
    nip: seller.nip ?? '',
    street: seller.street.slice(0, 200),
    buildingNumber: seller.buildingNumber.slice(0, 20),
    flatNumber: seller.flatNumber.slice(0, 20),
    postalCode: seller.postalCode.slice(0, 20),
    city: seller.city.slice(0, 200),
    country: seller.country,
    phone: seller.phone.slice(0, 40),
    email: seller.email.slice(0, 200),
    bankAccounts: account === '' ? [] : [{ iban: account.slice(0, 50), name: '' }],
    notes: 'KSeF',
  });
  let input = normalizeContractorInput(raw);
  const problems = contractorProblems(input);
  for (const field of optionalFields) if (problems[field]) input = { ...input, [field]: '' };
  if (Object.keys(problems).some((field) => field.startsWith('bankAccounts.'))) {
    input = { ...input, bankAccounts: [] };
  }
  if (problems['country']) input = { ...input, country: 'PL' };
  return input;
}

export async function supplierFromKsef(
  tx: Db,
  organizationId: number,
  seller: KsefParty,
  bankAccount: string,
): Promise<{ id: number; created: boolean }> {
  if (seller.nip !== null) {
    const existing = await findContractorIdByNip(tx, organizationId, seller.nip);
    if (existing !== undefined) return { id: existing, created: false };
  }
  const input = contractorInputOf(seller, bankAccount);
  const [row] = await insertContractors(tx, organizationId, [
    { ...toRowValues(input), vatStatus: null, vatCheckedAt: null },
  ]);
  if (!row) throw new Error('contractor insert returned nothing');
  return { id: row.id, created: true };
}
