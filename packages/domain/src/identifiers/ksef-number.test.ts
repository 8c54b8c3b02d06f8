import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '../dates/calendar.ts';
import { buildKsefNumber, crc8, isValidKsefNumber, validateKsefNumber } from './ksef-number.ts';

describe('KSeF number', () => {
  it('accepts the documented example and decodes it', () => {
    expect(validateKsefNumber('5265877635-20250826-0100001AF629-AF')).toEqual({
      ok: true,
      value: '5265877635-20250826-0100001AF629-AF',
      nip: '5265877635',
      date: '2025-08-26',
      technical: '0100001AF629',
    });
    expect(isValidKsefNumber(' 5265877635-20250826-0100001af629-af ')).toBe(true);
  });

  it.each([
    ['5265877635-20250826-0100001AF629-AE', 'checksum'],
    ['9999999999-20230908-8BEF280C8D35-4D', 'checksum'], // placeholder in MF sample FA_3_Przykład_2
    ['5265877635-20250826-0100001AF629', 'length'],
    ['5265877635_20250826_0100001AF629_AF', 'format'],
    ['5265877635-20250231-0100001AF629-AF', 'date'],
    ['', 'empty'],
  ] as const)('%j is invalid: %s', (value, reason) => {
    expect(validateKsefNumber(value)).toEqual({ ok: false, reason });
  });

  it('accepts the 36-character KSeF 1.0 form the official pattern still allows', () => {
    expect(validateKsefNumber('5265877635-20230908-8BEF28-0C8D35-4d')).toEqual({
      ok: true,
      value: '5265877635-20230908-8BEF28-0C8D35-4D',
      nip: '5265877635',
      date: '2023-09-08',
      technical: '8BEF280C8D35',
    });
    expect(validateKsefNumber('5265877635-20230931-8BEF28-0C8D35-4D')).toEqual({ ok: false, reason: 'date' });
    expect(validateKsefNumber('5265877635-20230908-8BEF280-C8D35-4D')).toEqual({
      ok: false,
      reason: 'format',
    });
  });

  it('computes CRC-8 (poly 0x07, init 0)', () => {
    expect(crc8('123456789')).toBe(0xf4); // the CRC-8/SMBUS check value
  });

  it('property: built numbers validate; any changed character is detected', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{10}$/),
        fc.integer({ min: toDayNumber('2022-01-01'), max: toDayNumber('2049-12-31') }),
        fc.stringMatching(/^[0-9A-F]{12}$/),
        fc.integer({ min: 0, max: 31 }),
        (nip, day, technical, pos) => {
          const number = buildKsefNumber(nip, fromDayNumber(day), technical);
          expect(validateKsefNumber(number)).toMatchObject({
            ok: true,
            nip,
            technical,
            date: fromDayNumber(day),
          });
          const ch = number[pos] ?? '';
          if (!/[0-9A-F]/.test(ch)) return;
          const other = ch === '0' ? '1' : '0';
          expect(isValidKsefNumber(number.slice(0, pos) + other + number.slice(pos + 1))).toBe(false);
        },
      ),
    );
  });
});
