import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TAX_OFFICES } from './tax-offices-list.ts';
import { isTaxOfficeCode, taxOfficeName } from './tax-offices.ts';

const xsd = readFileSync(new URL('../../reference/KodyUrzedowSkarbowych_v8-0E.xsd', import.meta.url), 'utf8');

describe('tax offices', () => {
  it('are exactly the enumeration of the official XSD, in its order', () => {
    const fromXsd = [
      ...xsd.matchAll(/<xsd:enumeration value="(\d{4})">[\s\S]*?<xsd:documentation>([^<]+)</g),
    ].map(([, code, name]) => [code, name?.trim()]);
    expect(fromXsd.length).toBe((xsd.match(/<xsd:enumeration /g) ?? []).length);
    expect(TAX_OFFICES.map(([code, name]) => [code, name])).toEqual(fromXsd);
  });

  it('names an office by its code and refuses an unknown code', () => {
    expect(taxOfficeName('0202')).toBe('URZĄD SKARBOWY W BOLESŁAWCU');
    expect(isTaxOfficeCode('0202')).toBe(true);
    expect(isTaxOfficeCode('9999')).toBe(false);
    expect(taxOfficeName('9999')).toBeUndefined();
  });
});
