// Kwota słownie. Rules (reference: polish-payroll-tax.md §6, checked against a court judgment and three
// independent libraries): numerals are masculine ("dwa złote", "dwa tysiące", never "dwie"); the noun
// after a number takes its form from the whole number (1001 → "złotych"); scale words (tysiąc, milion…)
// take theirs from their own 3-digit group. Invoices customarily write "jeden tysiąc", so that is the
// default; { explicitOne: false } gives "tysiąc".
import type { CurrencyCode } from '../currency.ts';
import { assertMoney, type Money } from '../money.ts';
import { POLISH_CURRENCY_WORDS, type PolishNoun } from './currencies.ts';

const UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const TEENS = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const HUNDREDS = [
  '',
  'sto',
  'dwieście',
  'trzysta',
  'czterysta',
  'pięćset',
  'sześćset',
  'siedemset',
  'osiemset',
  'dziewięćset',
];
const SCALES: readonly PolishNoun[] = [
  { one: '', few: '', many: '' },
  { one: 'tysiąc', few: 'tysiące', many: 'tysięcy' },
  { one: 'milion', few: 'miliony', many: 'milionów' },
  { one: 'miliard', few: 'miliardy', many: 'miliardów' },
  { one: 'bilion', few: 'biliony', many: 'bilionów' },
  { one: 'biliard', few: 'biliardy', many: 'biliardów' },
];

/** The noun form after a number: 1 → one; 2–4 except 12–14 (mod 100) → few; everything else → many. */
export function polishForm(n: number): keyof PolishNoun {
  if (n === 1) return 'one';
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

function groupWords(n: number): string {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(HUNDREDS[hundreds] ?? '');
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else {
    const tens = Math.floor(rest / 10);
    const units = rest % 10;
    if (tens > 0) words.push(TENS[tens] ?? '');
    if (units > 0) words.push(UNITS[units] ?? '');
  }
  return words.join(' ');
}

// 1 000 group spellings, built once: spelling an amount is then a few lookups and joins.
const GROUPS: readonly string[] = Array.from({ length: 1000 }, (_, n) => groupWords(n));

export interface PolishNumberOptions {
  /** "jeden tysiąc" (default, invoice custom) or "tysiąc"; the same for milion, miliard… */
  readonly explicitOne?: boolean;
}

/** Any non-negative safe integer in Polish words: 1234 → "jeden tysiąc dwieście trzydzieści cztery". */
export function polishNumberWords(n: number, options: PolishNumberOptions = {}): string {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`expected a non-negative safe integer, got ${n}`);
  if (n === 0) return 'zero';
  const explicitOne = options.explicitOne ?? true;
  const parts: string[] = [];
  let remaining = n;
  let scale = 0;
  while (remaining > 0) {
    const group = remaining % 1000;
    remaining = Math.floor(remaining / 1000);
    if (group > 0) {
      const words = GROUPS[group] ?? '';
      const noun = SCALES[scale];
      if (scale === 0 || noun === undefined) parts.push(words);
      else if (group === 1) parts.push(explicitOne ? `jeden ${noun.one}` : noun.one);
      else parts.push(`${words} ${noun[polishForm(group)]}`);
    }
    scale++;
  }
  return parts.reverse().join(' ');
}

export type WordsStyle = 'fraction' | 'words';

export interface PolishAmountOptions extends PolishNumberOptions {
  readonly currency?: CurrencyCode;
  /** 'fraction' (default, invoices and courts): "… złote 56/100"; 'words': "… złote pięćdziesiąt sześć groszy". */
  readonly style?: WordsStyle;
}

/** 1234.56 PLN → "jeden tysiąc dwieście trzydzieści cztery złote 56/100". Negative amounts get "minus". */
export function amountInWordsPl(amount: Money, options: PolishAmountOptions = {}): string {
  assertMoney(amount);
  const currency = POLISH_CURRENCY_WORDS[options.currency ?? 'PLN'];
  const absolute = Math.abs(amount);
  const major = Math.floor(absolute / 100);
  const minor = absolute % 100;
  const majorWords = major === 1 && currency.neuter ? 'jedno' : polishNumberWords(major, options);
  const head = `${amount < 0 ? 'minus ' : ''}${majorWords} ${currency.major[polishForm(major)]}`;
  if (options.style === 'words') {
    return `${head} ${polishNumberWords(minor)} ${currency.minor[polishForm(minor)]}`;
  }
  return `${head} ${minor < 10 ? '0' : ''}${minor}/100`;
}
