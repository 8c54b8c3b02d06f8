// Buyer and supplier identifiers as the registers want them: the tax number without spaces, dashes or
// its own country prefix, the country only for a foreign number, "BRAK" when there is none.
import type { JpkCounterparty } from './jpk-types.ts';

export const NO_DATA = 'BRAK';

export function jpkCounterparty(party: {
  readonly taxId: string | null;
  readonly countryCode: string | null;
  readonly name: string | null;
}): JpkCounterparty {
  const country = party.countryCode?.trim().toUpperCase() ?? '';
  const foreign = country !== '' && country !== 'PL' ? (country === 'EL' ? 'GR' : country) : null;
  let taxId = (party.taxId ?? '').replace(/[\s\u00a0-]/g, '').toUpperCase();
  // Greece's VAT prefix is EL, its ISO code GR: either may start the number.
  const prefixes = foreign === 'GR' ? ['GR', 'EL'] : [foreign ?? 'PL'];
  for (const prefix of prefixes) {
    if (taxId.startsWith(prefix) && taxId.length > prefix.length) taxId = taxId.slice(prefix.length);
  }
  const name = (party.name ?? '').replace(/\s+/g, ' ').trim();
  return {
    // The JPK country list has no GR (TKodKrajuJPK): Greece is EL there, as in VIES.
    countryCode: taxId === '' ? null : foreign === 'GR' ? 'EL' : foreign,
    taxId: taxId === '' ? NO_DATA : taxId.slice(0, 50),
    name: name === '' ? NO_DATA : name.slice(0, 512),
  };
}
