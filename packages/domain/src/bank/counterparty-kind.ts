/**
 * Debits that are not costs: the tax office (the tax micro-account and the tax offices' accounts),
 * ZUS (the payer's NRS), salaries and bank fees. Classified by the counterparty's account first, then
 * by the title's tags (reference, section 6).
 */
export type DebitCategory = 'tax' | 'zus' | 'fee' | 'salary' | 'other';

/** NRB digits 3–13 of every tax micro-account, and of the tax offices' accounts at NBP. */
const TAX_BANK_PREFIX = '10100071222';
/** ZUS's NRS accounts carry 60000002 in digits 3–10. */
const ZUS_BANK_PREFIX = '60000002';

export function debitCategory(input: {
  readonly counterpartyAccount: string;
  readonly title: string;
  readonly typeCode: string;
  readonly counterpartyName: string;
}): DebitCategory {
  const nrb = input.counterpartyAccount.replace(/^PL/i, '').replace(/\s/g, '');
  if (/^\d{26}$/.test(nrb)) {
    if (nrb.slice(2, 13) === TAX_BANK_PREFIX) return 'tax';
    if (nrb.slice(2, 10) === ZUS_BANK_PREFIX) return 'zus';
  }
  const title = input.title.toUpperCase();
  const name = input.counterpartyName.toUpperCase();
  if (/\/TI\//.test(title.replace(/\s/g, '')) || /URZ[ĄA]D SKARBOWY/.test(name)) return 'tax';
  if (/ZAK[ŁL]AD UBEZPIECZE[ŃN] SPO[ŁL]ECZNYCH|\bZUS\b/.test(name)) return 'zus';
  if (/^[SNF]?(CHG|FEE|COM)\b/.test(input.typeCode) || /\bOP[ŁL]ATA\b|\bPROWIZJA\b/.test(title)) return 'fee';
  if (/\bWYNAGRODZENIE\b|\bPENSJA\b|\bWYP[ŁL]ATA\b|\bLISTA P[ŁL]AC\b/.test(title)) return 'salary';
  return 'other';
}
