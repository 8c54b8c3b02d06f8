import type { ContractPrintLanguage } from '@saldo/contracts/employment-contracts';
import type { ContractKind, EmploymentType, MandatePayMode } from '@saldo/domain/contracts/contract-kinds';
import type { WorkingTime } from '@saldo/domain/contracts/minimum-pay';
import type { MandateVariant } from '@saldo/domain/payroll/payroll-types';

/** A party as the contract names it: the employer (or principal) and the worker. */
export interface ContractPdfParty {
  readonly name: string;
  /** Address lines. */
  readonly address: readonly string[];
  /** "NIP 123…" for the employer; "PESEL …" or "Paszport …" for the worker. */
  readonly identifiers: readonly (readonly [
    label: 'nip' | 'regon' | 'krs' | 'pesel' | 'passport',
    value: string,
  ])[];
}

/** Everything a contract PDF prints; the terms are those signed (annexes are separate documents). */
export interface ContractPdfData {
  readonly language: ContractPrintLanguage;
  readonly kind: ContractKind;
  readonly employer: ContractPdfParty;
  readonly worker: ContractPdfParty;
  readonly signedOn: string;
  readonly signedPlace: string;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly subject: string;
  readonly employmentType: EmploymentType | null;
  readonly position: string;
  readonly workplace: string;
  readonly workingTime: WorkingTime | null;
  readonly monthlyGross: number | null;
  readonly payMode: MandatePayMode | null;
  readonly hourlyRate: number | null;
  readonly flatFee: number | null;
  readonly mandateVariant: MandateVariant | null;
  readonly voluntarySickness: boolean;
  readonly authorRights: boolean;
}
