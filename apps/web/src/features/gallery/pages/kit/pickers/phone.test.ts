import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits, validatePhone } from './phone.ts';

describe('Polish phone numbers', () => {
  it('drop the country code in front, in any of its written forms', () => {
    expect(phoneDigits('+48 601 234 567')).toBe('601234567');
    expect(phoneDigits('0048601234567')).toBe('601234567');
    expect(phoneDigits('48 601 234 567')).toBe('601234567');
    // Nine digits that begin with 48 are a number, not a country code.
    expect(phoneDigits('483 123 456')).toBe('483123456');
  });

  it('group mobiles by three and landlines after their area code', () => {
    expect(formatPhone('601234567')).toBe('601 234 567');
    expect(formatPhone('800123456')).toBe('800 123 456');
    expect(formatPhone('221234567')).toBe('22 123 45 67');
    expect(formatPhone('6012')).toBe('601 2');
  });

  it('want nine digits, the first not 0', () => {
    expect(validatePhone('601 234 567')).toEqual({ ok: true, value: '+48601234567' });
    expect(validatePhone('60123')).toEqual({ ok: false, reason: 'length' });
    expect(validatePhone('012345678')).toEqual({ ok: false, reason: 'format' });
    expect(validatePhone('')).toEqual({ ok: false, reason: 'empty' });
  });
});
