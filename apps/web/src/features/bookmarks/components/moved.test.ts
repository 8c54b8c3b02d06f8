import { describe, expect, it } from 'vitest';
import { moved } from './moved.ts';

describe('moved', () => {
  it('moves one bookmark to another place, keeping the others in order', () => {
    expect(moved([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 2, 3]);
  });
});
