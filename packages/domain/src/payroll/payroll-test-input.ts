// Builders for payroll tests: the reference's worked examples all start from "month 1, KUP 250, PIT-2
// filed, over 26, no PPK", so that is the default and each test names only what differs.
import { money } from '../money.ts';
import {
  EMPTY_YEAR_TO_DATE,
  type PayrollContractTerms,
  type PayrollMonthInput,
  type PayrollPerson,
  type PayrollYear,
  type PpkRates,
} from './payroll-types.ts';

export const EMPLOYMENT: PayrollContractTerms = { kind: 'employment', kup: 'standard' };

export const PERSON: PayrollPerson = {
  taxReduction: 'full',
  youthRelief: false,
  ppk: null,
  labourFundExempt: false,
};

export const PPK_BASIC: PpkRates = {
  employeeBasic: 200,
  employeeAdditional: 0,
  employerBasic: 150,
  employerAdditional: 0,
};

export interface TestInputOverrides extends Partial<Omit<PayrollMonthInput, 'person'>> {
  readonly person?: Partial<PayrollPerson>;
}

export function monthInput(
  year: PayrollYear,
  gross: string,
  overrides: TestInputOverrides = {},
): PayrollMonthInput {
  const { person, ...rest } = overrides;
  return {
    year,
    month: 1,
    contract: EMPLOYMENT,
    grossComponents: [{ kind: 'base', amount: money(gross) }],
    yearToDate: EMPTY_YEAR_TO_DATE,
    ...rest,
    person: { ...PERSON, ...person },
  };
}
