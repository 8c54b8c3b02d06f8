// Which contributions and which tax rules a contract carries (reference §2 and §3), decided once so the
// month computation reads flags instead of branching on contract variants everywhere.
import type { MandateTerms, PayrollContractTerms } from './payroll-types.ts';

export interface PayrollRegime {
  /** Emerytalne, rentowe and wypadkowe are due (the contract is an insurance title). */
  readonly social: boolean;
  /** Chorobowe is due (mandatory, or chosen on a zlecenie). */
  readonly sickness: boolean;
  /** Health base: gross less social contributions, the whole gross, or no health at all. */
  readonly health: 'after-social' | 'gross' | 'none';
  /** FP and FGŚP are due, subject to the minimum-wage rule and the person's exemption. */
  readonly labourFunds: boolean;
  /** Employment advances at the 12 %/32 % scale with a fixed KUP; civil contracts at 12 % with 20/50 % KUP. */
  readonly tax: 'scale' | 'civil';
  /** Youth relief can cover this revenue (employment and zlecenie; never dzieło). */
  readonly youthRelief: boolean;
  /** Civil contract with someone who is not the payer's employee: the ≤ 200 PLN flat tax may apply. */
  readonly smallContractEligible: boolean;
  /** Author's 50 % costs instead of 20 %. */
  readonly authorRights: boolean;
}

const EMPLOYMENT_LIKE = {
  social: true,
  sickness: true,
  health: 'after-social',
  labourFunds: true,
} as const;

const NO_INSURANCE = {
  social: false,
  sickness: false,
  labourFunds: false,
} as const;

export function payrollRegime(contract: PayrollContractTerms): PayrollRegime {
  switch (contract.kind) {
    case 'employment':
      return {
        ...EMPLOYMENT_LIKE,
        tax: 'scale',
        youthRelief: true,
        smallContractEligible: false,
        authorRights: false,
      };
    case 'mandate':
      return mandateRegime(contract);
    case 'specific-work': {
      const civil = {
        tax: 'civil',
        youthRelief: false,
        authorRights: contract.authorRights,
      } as const;
      return contract.withOwnEmployer
        ? { ...EMPLOYMENT_LIKE, ...civil, smallContractEligible: false }
        : { ...NO_INSURANCE, ...civil, health: 'none', smallContractEligible: true };
    }
  }
}

function mandateRegime(contract: MandateTerms): PayrollRegime {
  const civil = { tax: 'civil', youthRelief: true, authorRights: contract.authorRights } as const;
  switch (contract.variant) {
    case 'own-employer':
      return { ...EMPLOYMENT_LIKE, ...civil, smallContractEligible: false };
    case 'only-title':
      return {
        ...EMPLOYMENT_LIKE,
        ...civil,
        sickness: contract.voluntarySickness,
        smallContractEligible: true,
      };
    case 'employed-elsewhere':
      return { ...NO_INSURANCE, ...civil, health: 'gross', smallContractEligible: true };
    case 'student-under-26':
      return { ...NO_INSURANCE, ...civil, health: 'none', smallContractEligible: true };
  }
}
