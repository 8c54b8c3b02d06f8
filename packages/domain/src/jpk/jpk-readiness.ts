// What must be true of the company's settings and the period before a JPK_V7M(3) file is generated,
// so that missing data is named up front instead of surfacing as a schema error in the XML.
import { isTaxOfficeCode } from '../identifiers/tax-offices.ts';
import { validateNip } from '../identifiers/nip.ts';
import type { JpkPeriod, JpkPurpose } from './jpk-types.ts';

export type JpkReadinessProblem =
  | 'nip_missing'
  | 'nip_invalid'
  | 'name_missing'
  | 'email_missing'
  | 'email_invalid'
  | 'tax_office_missing'
  | 'tax_office_unknown'
  /** JPK_V7M(3) covers periods from February 2026; earlier months use JPK_V7M(2). */
  | 'period_unsupported'
  | 'correction_reason_missing';

export interface JpkReadinessInput {
  readonly nip: string | null;
  readonly name: string | null;
  readonly email: string | null;
  readonly taxOfficeCode: string | null;
  readonly period: JpkPeriod;
  readonly purpose: JpkPurpose;
  readonly correctionReason: string | null;
}

const blank = (text: string | null): boolean => text === null || text.trim() === '';

/** Every problem at once (empty when the file can be generated), in the order the settings show them. */
export function jpkReadinessProblems(input: JpkReadinessInput): JpkReadinessProblem[] {
  const problems: JpkReadinessProblem[] = [];
  if (blank(input.nip)) problems.push('nip_missing');
  else if (!validateNip(input.nip ?? '').ok) problems.push('nip_invalid');
  if (blank(input.name)) problems.push('name_missing');
  if (blank(input.email)) problems.push('email_missing');
  // The schema's own pattern is "(.)+@(.)+" within 3–255 characters; anything looser fails there.
  else if (!/^\S+@\S+$/.test(input.email?.trim() ?? '') || (input.email?.trim().length ?? 0) > 255) {
    problems.push('email_invalid');
  }
  if (blank(input.taxOfficeCode)) problems.push('tax_office_missing');
  else if (!isTaxOfficeCode(input.taxOfficeCode ?? '')) problems.push('tax_office_unknown');
  const { year, month } = input.period;
  if (year < 2026 || (year === 2026 && month < 2)) problems.push('period_unsupported');
  if (input.purpose === 2 && blank(input.correctionReason)) problems.push('correction_reason_missing');
  return problems;
}
