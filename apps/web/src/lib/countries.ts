import { countries } from 'country-flag-icons';

/**
 * Every country as an ISO 3166 code (what is stored), named in the UI language by the browser's own
 * Intl data, so no country list is translated by hand. The flag package's list also holds regions
 * that are not countries; those are dropped. Shared by the profile, company and contractor forms.
 */
const notCountries = new Set(['EU', 'XA', 'XC', 'XO']);
const codes = countries.filter((code) => /^[A-Z]{2}$/.test(code) && !notCountries.has(code));

export interface CountryOption {
  value: string;
  label: string;
}

export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** `current`: a value saved before codes were used (free text) stays selectable instead of vanishing. */
export function countryOptions(language: string, current = ''): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const options = codes.map((code) => ({ value: code, label: names.of(code) ?? code }));
  if (current && !codes.includes(current)) options.push({ value: current, label: current });
  return options.sort((a, b) => a.label.localeCompare(b.label, language));
}
