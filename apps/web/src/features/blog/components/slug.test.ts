import { describe, expect, it } from 'vitest';
import { slugFrom } from './slug.ts';

describe('slugFrom', () => {
  it('makes an ASCII address of a Polish title', () => {
    expect(slugFrom('Zażółć gęślą jaźń: KSeF 2026!')).toBe('zazolc-gesla-jazn-ksef-2026');
    expect(slugFrom('  --  ')).toBe('');
  });
});
