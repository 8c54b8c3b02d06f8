// Since FA(2) an address is free text: AdresL1 and an optional AdresL2. Our forms keep street, building,
// flat, postal code and city apart, so a Polish address is split where its shape is unambiguous
// ("ul. Kwiatowa 1 m. 2" / "00-001 Warszawa", or both in AdresL1 separated by a comma). Whatever does
// not fit stays whole in `street` or `city`: text is never dropped and nothing is made up.

export interface KsefAddressParts {
  readonly street: string;
  readonly buildingNumber: string;
  readonly flatNumber: string;
  readonly postalCode: string;
  readonly city: string;
}

const POSTAL_CODE = /\b\d{2}-\d{3}\b/;
// "00-001 Warszawa" or "Warszawa 00-001", optionally with a comma between.
const CODE_FIRST = /^(\d{2}-\d{3})\s*,?\s*(.*)$/;
const CODE_LAST = /^(.*?)\s*,?\s*(\d{2}-\d{3})$/;
// A building number: digits with an optional letter, or a range ("12-14", "5A-5B").
const BUILDING = String.raw`\d+\s?[A-Za-z]?(?:\s?-\s?\d+[A-Za-z]?)?`;
const FLAT_MARKER = String.raw`(?:m\.?|lok\.?|lokal|mieszk\.?)`;
// With "m." / "lok." the flat is named, and the building may itself hold a slash ("65/79 lok. 12").
const NAMED_FLAT = new RegExp(
  String.raw`^(.*?\S)\s+(${BUILDING}(?:\s?\/\s?${BUILDING})?)\s+${FLAT_MARKER}\s*(\d+[A-Za-z]?)$`,
  'i',
);
// Without it, "1/2" is building 1, flat 2.
const SLASH_FLAT = new RegExp(String.raw`^(.*?\S)\s+(${BUILDING})(?:\s?\/\s?(\d+[A-Za-z]?))?$`);

/** Splits AdresL1/AdresL2 of a Polish address; a foreign one keeps AdresL1 as street, AdresL2 as city. */
export function splitKsefAddress(line1: string, line2: string, country: string): KsefAddressParts {
  const first = collapse(line1);
  const second = collapse(line2);
  if (country !== 'PL') return { ...EMPTY, street: first, city: second };

  const [streetPart, localityPart] = streetAndLocality(first, second);
  return { ...splitStreet(streetPart), ...splitLocality(localityPart) };
}

const EMPTY: KsefAddressParts = { street: '', buildingNumber: '', flatNumber: '', postalCode: '', city: '' };

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Which text holds the street and which the postal code and town. */
function streetAndLocality(first: string, second: string): [string, string] {
  if (second !== '') {
    // Some issuers put the town first: "00-001 Warszawa" / "ul. Kwiatowa 1".
    const reversed = isLocality(first) && !isLocality(second);
    return reversed ? [second, first] : [first, second];
  }
  const code = POSTAL_CODE.exec(first);
  if (code !== null) {
    const before = first.slice(0, code.index).replace(/[\s,]+$/, '');
    const after = first.slice(code.index);
    // "ul. Kwiatowa 1, Warszawa 00-001": the town stands before the code, after the last comma.
    if (after.trim() === code[0] && before.includes(',')) {
      const comma = before.lastIndexOf(',');
      return [before.slice(0, comma).trim(), `${before.slice(comma + 1).trim()} ${code[0]}`];
    }
    if (before !== '') return [before, after];
    return ['', first];
  }
  // "Kwiatowa 1, Warszawa": no postal code, but the comma still separates the town.
  const comma = first.lastIndexOf(',');
  if (comma !== -1 && SLASH_FLAT.test(first.slice(0, comma).trim()) && !/\d/.test(first.slice(comma + 1))) {
    return [first.slice(0, comma).trim(), first.slice(comma + 1).trim()];
  }
  return [first, ''];
}

function isLocality(text: string): boolean {
  return CODE_FIRST.test(text) || CODE_LAST.test(text);
}

function splitStreet(text: string): Pick<KsefAddressParts, 'street' | 'buildingNumber' | 'flatNumber'> {
  // A street name has no comma; with one, the line is something else ("Pawilon B, stoisko 12").
  if (text.includes(',')) return { street: text, buildingNumber: '', flatNumber: '' };
  const named = NAMED_FLAT.exec(text);
  if (named !== null) {
    const [, street = '', buildingNumber = '', flatNumber = ''] = named;
    return { street, buildingNumber: tidyNumber(buildingNumber), flatNumber };
  }
  const slashed = SLASH_FLAT.exec(text);
  if (slashed !== null) {
    const [, street = '', buildingNumber = '', flatNumber = ''] = slashed;
    return { street, buildingNumber: tidyNumber(buildingNumber), flatNumber };
  }
  return { street: text, buildingNumber: '', flatNumber: '' };
}

/** "1 A" → "1A", "12 - 14" → "12-14", "65 / 79" → "65/79". */
function tidyNumber(text: string): string {
  return text.replace(/\s+/g, '');
}

function splitLocality(text: string): Pick<KsefAddressParts, 'postalCode' | 'city'> {
  const codeFirst = CODE_FIRST.exec(text);
  if (codeFirst !== null) return { postalCode: codeFirst[1] ?? '', city: codeFirst[2] ?? '' };
  const codeLast = CODE_LAST.exec(text);
  if (codeLast !== null) return { postalCode: codeLast[2] ?? '', city: codeLast[1] ?? '' };
  return { postalCode: '', city: text };
}
