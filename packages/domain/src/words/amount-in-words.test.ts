import { describe, expect, it } from 'vitest';
import { money } from '../money.ts';
import { amountInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it('dispatches by language', () => {
    expect(amountInWords(money('2'), { language: 'en', currency: 'USD' })).toBe('two dollars 00/100');
    expect(amountInWords(money('2'))).toBe('dwa złote 00/100');
    expect(amountInWords(money('1000'), { explicitOne: false })).toBe('tysiąc złotych 00/100');
  });
});
