/** The three contracts a Polish employer signs with a person (issue 19). */
export const CONTRACT_KINDS = ['employment', 'mandate', 'specific_work'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Umowa o pracę: na czas nieokreślony, na czas określony, na okres próbny (art. 25 KP). */
export const EMPLOYMENT_TYPES = ['indefinite', 'fixed_term', 'trial'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** A contract of mandate is paid by the hour (art. 8a of the minimum wage act) or a flat fee. */
export const MANDATE_PAY_MODES = ['hourly', 'flat'] as const;
export type MandatePayMode = (typeof MANDATE_PAY_MODES)[number];

/** Deductible costs of a contract for specific work: 20 %, or 50 % for the transfer of author's rights. */
export const SPECIFIC_WORK_COST_RATES = [20, 50] as const;
export type SpecificWorkCostRate = (typeof SPECIFIC_WORK_COST_RATES)[number];
