import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '../dates/calendar.ts';
import { isValidPesel, peselCheckDigit, validatePesel } from './pesel.ts';

describe('PESEL (cases from tools/pl_checksums.py)', () => {
  it('decodes birth date and sex', () => {
    expect(validatePesel('44051401359')).toEqual({
      ok: true,
      value: '44051401359',
      birthDate: '1944-05-14',
      sex: 'male',
    });
    expect(validatePesel('02070803628')).toEqual({
      ok: true,
      value: '02070803628',
      birthDate: '1902-07-08',
      sex: 'female',
    });
    expect(validatePesel('90090515836')).toMatchObject({ ok: true, birthDate: '1990-09-05', sex: 'male' });
  });

  it.each([
    ['44051401358', 'checksum'],
    ['02070803620', 'checksum'],
    ['4405140135', 'length'],
    ['4405140135x', 'format'],
    ['', 'empty'],
  ] as const)('%j is invalid: %s', (pesel, reason) => {
    expect(validatePesel(pesel)).toEqual({ ok: false, reason });
  });

  it('rejects impossible dates even with a correct checksum', () => {
    for (const first10 of ['0213300000', '0102290000', '0100010000', '0113010000']) {
      expect(validatePesel(first10 + peselCheckDigit(first10))).toEqual({ ok: false, reason: 'date' });
    }
    const leapDay2000 = '0022290000'; // 29 Feb 2000 (month 02 + 20)
    expect(validatePesel(leapDay2000 + peselCheckDigit(leapDay2000))).toMatchObject({
      birthDate: '2000-02-29',
    });
  });

  it('property: encodes any date 1800–2299 and sex, and decodes them back', () => {
    const offsets: Record<number, number> = { 18: 80, 19: 0, 20: 20, 21: 40, 22: 60 };
    fc.assert(
      fc.property(
        fc.integer({ min: toDayNumber('1800-01-01'), max: toDayNumber('2299-12-31') }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom('female' as const, 'male' as const),
        (dayNumber, serial, sex) => {
          const date = fromDayNumber(dayNumber);
          const [y, m, d] = date.split('-').map(Number) as [number, number, number];
          const month = m + (offsets[Math.floor(y / 100)] ?? 0);
          const sexDigit = (Math.floor(serial / 100) * 2 + (sex === 'male' ? 1 : 0)) % 10;
          const first10 = `${String(y % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(d).padStart(2, '0')}${String(serial).padStart(3, '0')}${sexDigit}`;
          const pesel = first10 + peselCheckDigit(first10);
          expect(validatePesel(pesel)).toEqual({ ok: true, value: pesel, birthDate: date, sex });
          expect(isValidPesel(` ${pesel.slice(0, 6)} ${pesel.slice(6)} `)).toBe(true);
        },
      ),
    );
  });
});
