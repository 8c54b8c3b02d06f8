import type { TFunction } from 'i18next';
import {
  contractorProblems,
  normalizeContractorInput,
  PAYMENT_TERM_DAYS_MAX,
} from '@saldo/contracts/contractor-rules';
import { emptyContractorAddress, type Contractor, type ContractorInput } from '@saldo/contracts/contractors';

/** The contractor forms (panel and page) edit exactly what the API takes. */
export type ContractorFormValues = ContractorInput;

export const emptyContractorForm: ContractorFormValues = {
  name: '',
  nip: '',
  regon: '',
  ...emptyContractorAddress,
  differentCorrespondenceAddress: false,
  correspondenceSameAsCompany: false,
  correspondence: emptyContractorAddress,
  phone: '',
  email: '',
  website: '',
  bankAccounts: [],
  paymentTerm: null,
  paymentTermDays: null,
  notes: '',
  tags: [],
  debtorKind: null,
  recipientUnit: null,
};

export function formValuesOf(contractor: Contractor): ContractorFormValues {
  const {
    id: _id,
    vatStatus: _v,
    vatCheckedAt: _c,
    createdAt: _ca,
    updatedAt: _ua,
    debtor: _d,
    ...values
  } = contractor;
  return values;
}

/**
 * The shared rules (the server runs the same ones), with the messages of the contractors namespace.
 * Keys are Mantine's dotted field paths ('correspondence.city', 'bankAccounts.0.iban').
 */
export function validateContractor(values: ContractorFormValues, t: TFunction<'contractors'>) {
  const problems = contractorProblems(normalizeContractorInput(values));
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      t(`validation.${problem}`, { max: PAYMENT_TERM_DAYS_MAX }),
    ]),
  );
}
