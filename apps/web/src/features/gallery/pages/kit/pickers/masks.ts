import { formatIban, validateIban } from '@saldo/domain/identifiers/iban';
import { formatNip, validateNip } from '@saldo/domain/identifiers/nip';
import { formatPostalCode, validatePostalCode } from '@saldo/domain/identifiers/postal-code';
import { formatRegon, validateRegon } from '@saldo/domain/identifiers/regon';
import { groupDigits } from './group-digits.ts';
import { PHONE_DIGITS, formatPhone, phoneDigits, validatePhone } from './phone.ts';

/** What a mask says about its value: the domain validators' own reasons, or that it is fine. */
export type MaskVerdict = 'valid' | 'empty' | 'format' | 'length' | 'checksum' | 'country';

/**
 * A mask over digits: the user types digits (or pastes a printed form), the mask keeps the digits
 * and writes the separators itself. Only digits carry meaning, so the caret is placed by counting
 * digits, whatever separators the mask added or removed around it.
 */
export interface DigitMask {
  /** How many digits a complete value has (the longest, for REGON's 9 or 14). */
  maxDigits: number;
  /** The digits of a typed or pasted text; a mask may drop a prefix here (the phone's +48). */
  digits: (text: string) => string;
  /** The digits in their printed form, also while incomplete. */
  format: (digits: string) => string;
  verdict: (digits: string) => MaskVerdict;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

const lengthOrEmpty = (digits: string): MaskVerdict => (digits === '' ? 'empty' : 'length');

const reasonOf = (result: { ok: true } | { ok: false; reason: MaskVerdict }): MaskVerdict =>
  result.ok ? 'valid' : result.reason;

/** NIP as printed on Polish invoices, 526-025-10-49; checked by the domain's checksum and office code. */
export const NIP_MASK: DigitMask = {
  maxDigits: 10,
  digits: (text) => onlyDigits(text).slice(0, 10),
  format: (digits) => (digits.length === 10 ? formatNip(digits) : groupDigits(digits, [3, 3, 2, 2], '-')),
  verdict: (digits) => reasonOf(validateNip(digits)),
};

/** REGON is printed as plain digits (9 for an entity, 14 for a local unit). */
export const REGON_MASK: DigitMask = {
  maxDigits: 14,
  digits: (text) => onlyDigits(text).slice(0, 14),
  format: (digits) => (digits.length === 9 || digits.length === 14 ? formatRegon(digits) : digits),
  verdict: (digits) => reasonOf(validateRegon(digits)),
};

/** A Polish account as an IBAN, PL61 1090 1014 …: the user types the 26 digits, PL is the mask's. */
export const IBAN_PL_MASK: DigitMask = {
  maxDigits: 26,
  // A pasted "PL61 …" keeps its digits; the country letters are the mask's own.
  digits: (text) => onlyDigits(text).slice(0, 26),
  format: (digits) => (digits === '' ? '' : formatIban(`PL${digits}`)),
  verdict: (digits) => (digits === '' ? 'empty' : reasonOf(validateIban(`PL${digits}`))),
};

export const POSTAL_CODE_MASK: DigitMask = {
  maxDigits: 5,
  digits: (text) => onlyDigits(text).slice(0, 5),
  format: (digits) => (digits.length === 5 ? formatPostalCode(digits) : groupDigits(digits, [2, 3], '-')),
  verdict: (digits) => (digits.length === 5 ? reasonOf(validatePostalCode(digits)) : lengthOrEmpty(digits)),
};

export const PHONE_MASK: DigitMask = {
  maxDigits: PHONE_DIGITS,
  digits: phoneDigits,
  format: formatPhone,
  verdict: (digits) => reasonOf(validatePhone(digits)),
};

/** The caret's place in `value` after its `count`-th digit (before the first digit when 0). */
export function caretAfterDigits(value: string, count: number): number {
  let seen = 0;
  for (let i = 0; i < value.length; i++) {
    if (!isDigit(value[i])) continue;
    if (seen === count) return i;
    seen++;
  }
  return value.length;
}

export interface MaskEdit {
  /** The input's text after the browser applied the keystroke or paste. */
  raw: string;
  /** Where the browser left the caret. */
  caret: number;
  /** The masked text before the edit. */
  previous: string;
  /** The edit's kind (InputEvent.inputType), to tell a Backspace from a Delete. */
  inputType?: string;
}

/**
 * Applies a mask to an edit: the masked value and where the caret goes. Deleting a separator alone
 * would bring it straight back, so the digit beyond it (in the direction of the deletion) goes instead.
 * The caret keeps its place among the digits, so typing or deleting in the middle stays in place.
 */
export function applyMask(mask: DigitMask, edit: MaskEdit): { value: string; caret: number } {
  let { raw, caret } = edit;
  // A key typed into a full field would push its last digit out: the field refuses it instead.
  const full = mask.digits(edit.previous).length === mask.maxDigits;
  if (edit.inputType === 'insertText' && full && onlyDigits(raw).length > onlyDigits(edit.previous).length) {
    return { value: edit.previous, caret: Math.max(0, caret - 1) };
  }
  const onlySeparatorGone =
    raw.length === edit.previous.length - 1 && onlyDigits(raw) === onlyDigits(edit.previous);
  if (onlySeparatorGone) {
    if (edit.inputType === 'deleteContentForward') {
      let i = caret;
      while (i < raw.length && !isDigit(raw[i])) i++;
      if (i < raw.length) raw = raw.slice(0, i) + raw.slice(i + 1);
    } else {
      let i = caret;
      while (i > 0 && !isDigit(raw[i - 1])) i--;
      if (i > 0) {
        raw = raw.slice(0, i - 1) + raw.slice(i);
        caret = i - 1;
      }
    }
  }
  const digits = mask.digits(raw);
  const before = Math.min(onlyDigits(raw.slice(0, caret)).length, digits.length);
  // A paste that carried a prefix the mask drops (the phone's 48) counts more digits than it keeps.
  const digitsBefore = onlyDigits(raw).length > digits.length && caret >= raw.length ? digits.length : before;
  const value = mask.format(digits);
  return { value, caret: caretAfterDigits(value, digitsBefore) };
}
