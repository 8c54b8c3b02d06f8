import { describe, expect, it } from 'vitest';
import { isGsm7, smsFriendly, smsLength, toGsm7 } from './sms-text.ts';

describe('smsLength', () => {
  it('counts GSM-7 texts: 160 in one SMS, then 153 per part', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
    expect(smsLength('a'.repeat(306)).parts).toBe(2);
    expect(smsLength('a'.repeat(307)).parts).toBe(3);
  });

  it('counts extension characters twice and never splits one across parts', () => {
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    // 152 septets, then an escape pair that does not fit in the first part's 153.
    expect(smsLength(`${'a'.repeat(152)}€${'a'.repeat(10)}`).parts).toBe(2);
    expect(smsLength(`${'a'.repeat(152)}${'€'.repeat(77)}`).parts).toBe(3);
  });

  it('switches to UCS-2 for one Polish letter: 70 in one SMS, then 67 per part', () => {
    expect(smsLength(`ż${'a'.repeat(69)}`)).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(smsLength(`ż${'a'.repeat(70)}`)).toEqual({ encoding: 'ucs2', units: 71, parts: 2 });
    expect(smsLength('😀'.repeat(35))).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
    // 66 units, then a surrogate pair that must move whole to the second part.
    expect(smsLength(`${'ą'.repeat(66)}😀${'ą'.repeat(66)}`).parts).toBe(3);
  });
});

describe('toGsm7', () => {
  it('drops the marks of Polish letters and keeps letters GSM-7 has', () => {
    expect(toGsm7('Zażółć gęślą jaźń ŁÓDŹ')).toBe('Zazolc gesla jazn LODZ');
    expect(toGsm7('Müller café Ñandú')).toBe('Müller café Ñandu');
    expect(toGsm7('1\u00a0234,56\u00a0zł – „faktura”…')).toBe('1 234,56 zl - "faktura"...');
    expect(isGsm7(toGsm7('ąćęłńóśźżĄĆĘŁŃÓŚŹŻ') ?? '')).toBe(true);
  });

  it('gives null when a character has no GSM-7 twin', () => {
    expect(toGsm7('Привет')).toBeNull();
    expect(toGsm7('ok 😀')).toBeNull();
  });
});

describe('smsFriendly', () => {
  it('prefers GSM-7 and otherwise keeps the text, diacritics included', () => {
    expect(smsFriendly('Płatność')).toBe('Platnosc');
    expect(smsFriendly('Płatność – ООО\u00a0Ромашка')).toBe('Płatność – ООО Ромашка');
  });
});
