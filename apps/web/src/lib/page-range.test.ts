import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range.ts';

describe('pageRange', () => {
  it('names the rows of a full, a last partial and an empty page', () => {
    expect(pageRange(45, 1, 20)).toEqual({ pages: 3, first: 1, last: 20 });
    expect(pageRange(45, 3, 20)).toEqual({ pages: 3, first: 41, last: 45 });
    expect(pageRange(0, 1, 20)).toEqual({ pages: 1, first: 0, last: 0 });
  });
});
