import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money.ts';
import { amountInWordsPl, polishForm, polishNumberWords } from './polish.ts';

describe('Polish amount in words (reference table, polish-payroll-tax.md §6)', () => {
  it.each([
    ['1.00', 'jeden złoty 00/100'],
    ['2.00', 'dwa złote 00/100'],
    ['5.00', 'pięć złotych 00/100'],
    ['12.00', 'dwanaście złotych 00/100'],
    ['21.00', 'dwadzieścia jeden złotych 00/100'],
    ['22.00', 'dwadzieścia dwa złote 00/100'],
    ['25.00', 'dwadzieścia pięć złotych 00/100'],
    ['101.00', 'sto jeden złotych 00/100'],
    ['112.22', 'sto dwanaście złotych 22/100'],
    ['1000.00', 'jeden tysiąc złotych 00/100'],
    ['1001.00', 'jeden tysiąc jeden złotych 00/100'],
    ['1002.00', 'jeden tysiąc dwa złote 00/100'],
    ['1234.56', 'jeden tysiąc dwieście trzydzieści cztery złote 56/100'],
    ['22000.00', 'dwadzieścia dwa tysiące złotych 00/100'],
    ['101000.00', 'sto jeden tysięcy złotych 00/100'],
    ['2000000.00', 'dwa miliony złotych 00/100'],
    ['5000000.00', 'pięć milionów złotych 00/100'],
    ['0.01', 'zero złotych 01/100'],
    // saos.org.pl judgment 426691
    ['11542.32', 'jedenaście tysięcy pięćset czterdzieści dwa złote 32/100'],
    ['3847.44', 'trzy tysiące osiemset czterdzieści siedem złotych 44/100'],
    ['578.00', 'pięćset siedemdziesiąt osiem złotych 00/100'],
  ])('%s → %s', (amount, words) => {
    expect(amountInWordsPl(money(amount))).toBe(words);
  });

  it.each([
    ['112.22', 'sto dwanaście złotych dwadzieścia dwa grosze'],
    ['0.01', 'zero złotych jeden grosz'],
    ['0.02', 'zero złotych dwa grosze'],
    ['0.05', 'zero złotych pięć groszy'],
    ['0.12', 'zero złotych dwanaście groszy'],
    ['1234.56', 'jeden tysiąc dwieście trzydzieści cztery złote pięćdziesiąt sześć groszy'],
    ['3.00', 'trzy złote zero groszy'],
  ])('spelled-out grosze: %s → %s', (amount, words) => {
    expect(amountInWordsPl(money(amount), { style: 'words' })).toBe(words);
  });

  it('writes every number up to billions and beyond', () => {
    expect(amountInWordsPl(money('1234567890.12'))).toBe(
      'jeden miliard dwieście trzydzieści cztery miliony pięćset sześćdziesiąt siedem tysięcy ' +
        'osiemset dziewięćdziesiąt złotych 12/100',
    );
    expect(amountInWordsPl(money('999999999999.99'))).toBe(
      'dziewięćset dziewięćdziesiąt dziewięć miliardów dziewięćset dziewięćdziesiąt dziewięć milionów ' +
        'dziewięćset dziewięćdziesiąt dziewięć tysięcy dziewięćset dziewięćdziesiąt dziewięć złotych 99/100',
    );
    expect(polishNumberWords(2_001_000_000_014)).toBe('dwa biliony jeden miliard czternaście');
    expect(polishNumberWords(1_000_000)).toBe('jeden milion');
    expect(polishNumberWords(1_000_000, { explicitOne: false })).toBe('milion');
    expect(polishNumberWords(12_000)).toBe('dwanaście tysięcy');
    expect(polishNumberWords(24_000)).toBe('dwadzieścia cztery tysiące');
    expect(polishNumberWords(200)).toBe('dwieście');
    expect(() => polishNumberWords(-1)).toThrow(RangeError);
  });

  it('offers "tysiąc" without "jeden"', () => {
    expect(amountInWordsPl(money('1000'), { explicitOne: false })).toBe('tysiąc złotych 00/100');
  });

  it('declines other currencies', () => {
    expect(amountInWordsPl(money('1'), { currency: 'EUR' })).toBe('jedno euro 00/100');
    expect(amountInWordsPl(money('21.01'), { currency: 'EUR', style: 'words' })).toBe(
      'dwadzieścia jeden euro jeden cent',
    );
    expect(amountInWordsPl(money('1001'), { currency: 'EUR' })).toBe('jeden tysiąc jeden euro 00/100');
    expect(amountInWordsPl(money('5.05'), { currency: 'USD', style: 'words' })).toBe(
      'pięć dolarów pięć centów',
    );
    expect(amountInWordsPl(money('2.02'), { currency: 'GBP', style: 'words' })).toBe('dwa funty dwa pensy');
    expect(amountInWordsPl(money('12.22'), { currency: 'CHF', style: 'words' })).toBe(
      'dwanaście franków dwadzieścia dwa centymy',
    );
  });

  it('prefixes negative amounts (corrections) with "minus"', () => {
    expect(amountInWordsPl(money('-5'))).toBe('minus pięć złotych 00/100');
  });

  it('follows the noun-form rule for every n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => {
        const expected =
          n === 1 ? 'one' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'few' : 'many';
        expect(polishForm(n)).toBe(expected);
      }),
    );
  });
});

// An independent reader of Polish numerals: if the words parse back to the number, they are right.
// prettier-ignore
const VALUES: Readonly<Record<string, number>> = {
  jeden: 1, jedno: 1, dwa: 2, trzy: 3, cztery: 4, pięć: 5, sześć: 6, siedem: 7, osiem: 8, dziewięć: 9,
  dziesięć: 10, jedenaście: 11, dwanaście: 12, trzynaście: 13, czternaście: 14, piętnaście: 15, szesnaście: 16,
  siedemnaście: 17, osiemnaście: 18, dziewiętnaście: 19, dwadzieścia: 20, trzydzieści: 30, czterdzieści: 40,
  pięćdziesiąt: 50, sześćdziesiąt: 60, siedemdziesiąt: 70, osiemdziesiąt: 80, dziewięćdziesiąt: 90, sto: 100,
  dwieście: 200, trzysta: 300, czterysta: 400, pięćset: 500, sześćset: 600, siedemset: 700, osiemset: 800,
  dziewięćset: 900,
};
const SCALE_WORDS: [RegExp, number][] = [
  [/^tysi/, 1e3],
  [/^milion/, 1e6],
  [/^miliard/, 1e9],
  [/^bilion/, 1e12],
  [/^biliard/, 1e15],
];

function readPolish(words: string): number {
  if (words === 'zero') return 0;
  let total = 0;
  let group = 0;
  for (const word of words.split(' ')) {
    const value = VALUES[word];
    if (value !== undefined) {
      group += value;
      continue;
    }
    const scale = SCALE_WORDS.find(([re]) => re.test(word));
    if (scale === undefined) throw new Error(`unknown word ${word}`);
    total += (group === 0 ? 1 : group) * scale[1];
    group = 0;
  }
  return total + group;
}

describe('Polish words properties', () => {
  it('words read back as the same number, up to the safe-integer limit', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 1e6 }), fc.maxSafeNat()), (n) => {
        const words = polishNumberWords(n);
        expect(words).toMatch(/^[a-ząćęłńóśźż]+( [a-ząćęłńóśźż]+)*$/);
        expect(readPolish(words)).toBe(n);
      }),
    );
  });

  it('words for n and n + 1 differ (both styles)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (n) => {
        expect(amountInWordsPl(n)).not.toBe(amountInWordsPl(n + 1));
        expect(amountInWordsPl(n, { style: 'words' })).not.toBe(amountInWordsPl(n + 1, { style: 'words' }));
        expect(polishNumberWords(Math.abs(n))).not.toBe(polishNumberWords(Math.abs(n) + 1));
      }),
    );
  });
});
