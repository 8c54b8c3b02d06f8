import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money.ts';
import { amountInWordsEn, englishNumberWords } from './english.ts';

describe('English amount in words', () => {
  it.each([
    ['1.00', 'one zloty 00/100'],
    ['2.00', 'two zlotys 00/100'],
    ['21.00', 'twenty-one zlotys 00/100'],
    ['1234.56', 'one thousand two hundred thirty-four zlotys 56/100'],
    ['1000000.00', 'one million zlotys 00/100'],
    [
      '1234567890.12',
      'one billion two hundred thirty-four million five hundred sixty-seven thousand eight hundred ninety zlotys 12/100',
    ],
    ['0.05', 'zero zlotys 05/100'],
  ])('%s → %s', (amount, words) => {
    expect(amountInWordsEn(money(amount))).toBe(words);
  });

  it('spells out minor units with the currency names', () => {
    expect(amountInWordsEn(money('1.01'), { style: 'words' })).toBe('one zloty and one grosz');
    expect(amountInWordsEn(money('112.22'), { style: 'words' })).toBe(
      'one hundred twelve zlotys and twenty-two groszy',
    );
    expect(amountInWordsEn(money('2.01'), { currency: 'GBP', style: 'words' })).toBe(
      'two pounds and one penny',
    );
    expect(amountInWordsEn(money('2.02'), { currency: 'GBP', style: 'words' })).toBe(
      'two pounds and two pence',
    );
    expect(amountInWordsEn(money('1'), { currency: 'EUR' })).toBe('one euro 00/100');
    expect(amountInWordsEn(money('3.50'), { currency: 'USD', style: 'words' })).toBe(
      'three dollars and fifty cents',
    );
    expect(amountInWordsEn(money('10'), { currency: 'CHF' })).toBe('ten francs 00/100');
    expect(amountInWordsEn(money('-7'))).toBe('minus seven zlotys 00/100');
  });
});

// prettier-ignore
const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Record<string, number> = {
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
  quadrillion: 1e15,
};

function readEnglish(words: string): number {
  let total = 0;
  let group = 0;
  for (const word of words.split(/[ -]/)) {
    if (SMALL.includes(word)) group += SMALL.indexOf(word);
    else if (TENS.includes(word)) group += TENS.indexOf(word) * 10;
    else if (word === 'hundred') group *= 100;
    else if (SCALES[word] !== undefined) {
      total += group * SCALES[word];
      group = 0;
    } else throw new Error(`unknown word ${word}`);
  }
  return total + group;
}

describe('English words properties', () => {
  it('words read back as the same number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 1e6 }), fc.maxSafeNat()), (n) => {
        expect(readEnglish(englishNumberWords(n))).toBe(n);
      }),
    );
  });

  it('words for n and n + 1 differ', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (n) => {
        expect(amountInWordsEn(n)).not.toBe(amountInWordsEn(n + 1));
        expect(amountInWordsEn(n, { style: 'words' })).not.toBe(amountInWordsEn(n + 1, { style: 'words' }));
      }),
    );
  });
});
