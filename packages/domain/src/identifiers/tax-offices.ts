import { TAX_OFFICES } from './tax-offices-list.ts';

const byCode = new Map(TAX_OFFICES.map(([code, name]) => [code, name]));

/** The office's official name for a 4-digit code, or undefined when the code is not on the list. */
export function taxOfficeName(code: string): string | undefined {
  return byCode.get(code.trim());
}

export function isTaxOfficeCode(code: string): boolean {
  return byCode.has(code.trim());
}
