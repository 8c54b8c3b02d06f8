import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRegon, isValidRegon, regonCheckDigit, validateRegon } from './regon.ts';

describe('REGON (cases from tools/pl_checksums.py)', () => {
  it.each(['010001345', '810528352', '272051357', '302046830', '01000134500017', '123456785'])(
    '%s is valid',
    (r) => {
      expect(isValidRegon(r)).toBe(true);
    },
  );

  it.each([
    ['010001346', 'checksum'],
    ['810528353', 'checksum'],
    ['30204683000000', 'checksum'],
    ['01000134500018', 'checksum'],
    ['12345678', 'length'],
    ['0100013450001', 'length'],
    ['01000134X', 'format'],
    ['', 'empty'],
  ] as const)('%j is invalid: %s', (regon, reason) => {
    expect(validateRegon(regon)).toEqual({ ok: false, reason });
  });

  it('returns the kind and the parent REGON', () => {
    expect(validateRegon('010 001 345')).toEqual({
      ok: true,
      value: '010001345',
      kind: 9,
      parent: '010001345',
    });
    expect(validateRegon('01000134500017')).toEqual({
      ok: true,
      value: '01000134500017',
      kind: 14,
      parent: '010001345',
    });
  });

  it('requires a valid parent in a 14-digit REGON', () => {
    const badParent = '0100013460001';
    expect(validateRegon(badParent + regonCheckDigit(badParent))).toEqual({ ok: false, reason: 'checksum' });
  });

  it('property: generated REGONs validate and format stably', () => {
    const regon9 = fc.stringMatching(/^\d{8}$/).map((d) => d + regonCheckDigit(d));
    const regon14 = fc
      .tuple(regon9, fc.stringMatching(/^\d{4}$/))
      .map(([parent, unit]) => parent + unit + regonCheckDigit(parent + unit));
    fc.assert(
      fc.property(fc.oneof(regon9, regon14), (regon) => {
        expect(validateRegon(formatRegon(regon))).toMatchObject({ ok: true, value: regon });
      }),
    );
  });
});
