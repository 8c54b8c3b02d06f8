// Amount in words in English (US style: no "and" inside the number, hyphenated tens), used on English
// invoice templates: 1234.56 → "one thousand two hundred thirty-four zlotys 56/100".
import type { CurrencyCode } from '../currency.ts';
import { assertMoney, type Money } from '../money.ts';
import { ENGLISH_CURRENCY_WORDS } from './currencies.ts';
import type { WordsStyle } from './polish.ts';

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

function groupWords(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${SMALL[hundreds] ?? ''} hundred`);
  if (rest > 0 && rest < 20) words.push(SMALL[rest] ?? '');
  else if (rest >= 20) {
    const tens = TENS[Math.floor(rest / 10)] ?? '';
    const units = rest % 10;
    words.push(units === 0 ? tens : `${tens}-${SMALL[units] ?? ''}`);
  }
  return words.join(' ');
}

const GROUPS: readonly string[] = Array.from({ length: 1000 }, (_, n) => groupWords(n));

/** Any non-negative safe integer in English words: 1234 → "one thousand two hundred thirty-four". */
export function englishNumberWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`expected a non-negative safe integer, got ${n}`);
  if (n === 0) return 'zero';
  const parts: string[] = [];
  let remaining = n;
  let scale = 0;
  while (remaining > 0) {
    const group = remaining % 1000;
    remaining = Math.floor(remaining / 1000);
    if (group > 0) {
      const words = GROUPS[group] ?? '';
      parts.push(scale === 0 ? words : `${words} ${SCALES[scale] ?? ''}`);
    }
    scale++;
  }
  return parts.reverse().join(' ');
}

export interface EnglishAmountOptions {
  readonly currency?: CurrencyCode;
  /** 'fraction' (default): "… zlotys 56/100"; 'words': "… zlotys and fifty-six groszy". */
  readonly style?: WordsStyle;
}

export function amountInWordsEn(amount: Money, options: EnglishAmountOptions = {}): string {
  assertMoney(amount);
  const currency = ENGLISH_CURRENCY_WORDS[options.currency ?? 'PLN'];
  const absolute = Math.abs(amount);
  const major = Math.floor(absolute / 100);
  const minor = absolute % 100;
  const noun = major === 1 ? currency.major.one : currency.major.other;
  const head = `${amount < 0 ? 'minus ' : ''}${englishNumberWords(major)} ${noun}`;
  if (options.style === 'words') {
    const minorNoun = minor === 1 ? currency.minor.one : currency.minor.other;
    return `${head} and ${englishNumberWords(minor)} ${minorNoun}`;
  }
  return `${head} ${minor < 10 ? '0' : ''}${minor}/100`;
}
