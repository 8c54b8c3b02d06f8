import { describe, expect, it } from 'vitest';
import { formatNip } from '@saldo/domain/identifiers/nip';
import {
  IBAN_PL_MASK,
  NIP_MASK,
  PHONE_MASK,
  POSTAL_CODE_MASK,
  REGON_MASK,
  applyMask,
  caretAfterDigits,
} from './masks.ts';

/** Types `text` key by key at the end of an empty field, as a user would. */
function typeAll(mask: Parameters<typeof applyMask>[0], text: string) {
  let value = '';
  for (const ch of text) {
    value = applyMask(mask, {
      raw: value + ch,
      caret: value.length + 1,
      previous: value,
      inputType: 'insertText',
    }).value;
  }
  return value;
}

describe('the gallery masks', () => {
  it('write the NIP dashes while it is typed, and end in the domain formatter’s form', () => {
    expect(typeAll(NIP_MASK, '526')).toBe('526');
    expect(typeAll(NIP_MASK, '5260')).toBe('526-0');
    expect(typeAll(NIP_MASK, '5260251049')).toBe(formatNip('5260251049'));
    expect(NIP_MASK.verdict('5260251049')).toBe('valid');
    expect(NIP_MASK.verdict('5260251048')).toBe('checksum');
    expect(NIP_MASK.verdict('526025')).toBe('length');
  });

  it('take a printed NIP or one with PL pasted whole', () => {
    expect(applyMask(NIP_MASK, { raw: 'PL 526 02 51 049', caret: 16, previous: '' }).value).toBe(
      '526-025-10-49',
    );
  });

  it('refuse a digit typed into a full field instead of pushing the last one out', () => {
    const full = '526-025-10-49';
    const next = applyMask(NIP_MASK, {
      raw: '5276-025-10-49',
      caret: 3,
      previous: full,
      inputType: 'insertText',
    });
    expect(next).toEqual({ value: full, caret: 2 });
  });

  it('keep the caret among the same digits when typing in the middle', () => {
    // "526-|025" and a 9 typed: the caret follows the 9.
    const next = applyMask(NIP_MASK, {
      raw: '526-9025',
      caret: 5,
      previous: '526-025',
      inputType: 'insertText',
    });
    expect(next).toEqual({ value: '526-902-5', caret: 5 });
  });

  it('delete the digit before a dash on Backspace, and the one after it on Delete', () => {
    expect(
      applyMask(NIP_MASK, {
        raw: '526025',
        caret: 3,
        previous: '526-025',
        inputType: 'deleteContentBackward',
      }),
    ).toEqual({ value: '520-25', caret: 2 });
    expect(
      applyMask(NIP_MASK, {
        raw: '526025',
        caret: 3,
        previous: '526-025',
        inputType: 'deleteContentForward',
      }),
    ).toEqual({ value: '526-25', caret: 4 });
  });

  it('print a Polish account as an IBAN and check it', () => {
    expect(typeAll(IBAN_PL_MASK, '61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(IBAN_PL_MASK.verdict('61109010140000071219812874')).toBe('valid');
    expect(IBAN_PL_MASK.verdict('61109010140000071219812875')).toBe('checksum');
    expect(IBAN_PL_MASK.verdict('6110')).toBe('length');
    expect(caretAfterDigits('PL6', 0)).toBe(2);
  });

  it('mask the postal code, REGON and phone', () => {
    expect(typeAll(POSTAL_CODE_MASK, '00843')).toBe('00-843');
    expect(POSTAL_CODE_MASK.verdict('00843')).toBe('valid');
    expect(POSTAL_CODE_MASK.verdict('008')).toBe('length');
    expect(typeAll(REGON_MASK, '123456785')).toBe('123456785');
    expect(REGON_MASK.verdict('123456785')).toBe('valid');
    expect(REGON_MASK.verdict('123456786')).toBe('checksum');
    expect(typeAll(PHONE_MASK, '601234567')).toBe('601 234 567');
    expect(typeAll(PHONE_MASK, '221234567')).toBe('22 123 45 67');
    expect(applyMask(PHONE_MASK, { raw: '+48 601 234 567', caret: 15, previous: '' })).toEqual({
      value: '601 234 567',
      caret: 11,
    });
  });
});
