/**
 * The white list gives an address as one line, e.g. "UL. DŁUGA 5/3, 31-147 KRAKÓW" or
 * "NOWA WIEŚ MALBORSKA 12, 82-200 MALBORK". It is split into the form's fields only where the
 * pattern is unambiguous; whatever does not fit stays whole in `street`, so nothing is lost or made up.
 */
export interface SplitAddress {
  street: string;
  buildingNumber: string;
  flatNumber: string | null;
  postalCode: string;
  city: string;
}

const CITY_PART = /^(.*?),\s*(\d{2}-\d{3})\s+(.+)$/;
// With "LOK." or "M." the flat is named, and the building may itself hold a slash ("65/79 LOK. 12");
// without it, "5/3" is building 5, flat 3.
const NAMED_FLAT = /^(.*?)\s+(\d+[A-Z]?(?:\/\d+[A-Z]?)?)\s+(?:LOK\.?|M\.)\s*([\dA-Z]+)$/i;
const SLASH_FLAT = /^(.*?)\s+(\d+[A-Z]?)(?:\/([\dA-Z]+))?$/i;

export function splitWhiteListAddress(address: string): SplitAddress {
  const line = address.trim();
  const cityMatch = CITY_PART.exec(line);
  if (!cityMatch) return { street: line, buildingNumber: '', flatNumber: null, postalCode: '', city: '' };
  const [, streetPart = '', postalCode = '', city = ''] = cityMatch;
  const numberMatch = NAMED_FLAT.exec(streetPart.trim()) ?? SLASH_FLAT.exec(streetPart.trim());
  if (!numberMatch) {
    return { street: streetPart.trim(), buildingNumber: '', flatNumber: null, postalCode, city: city.trim() };
  }
  const [, street = '', buildingNumber = '', flatNumber] = numberMatch;
  return {
    street: street.trim(),
    buildingNumber,
    flatNumber: flatNumber ?? null,
    postalCode,
    city: city.trim(),
  };
}
