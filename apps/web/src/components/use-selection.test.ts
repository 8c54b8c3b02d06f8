import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSelection } from './use-selection.ts';

const a = { id: 1, number: 'FV/1' };
const b = { id: 2, number: 'FV/2' };
const ticked = (selected: ReadonlyMap<number, string>) => [...selected];

describe('useSelection', () => {
  it('ticks and unticks rows by id with their numbers, takes some out and clears', () => {
    const { result } = renderHook(() => useSelection());
    act(() => result.current.toggle([a, b], true));
    expect(ticked(result.current.selected)).toEqual([
      [1, 'FV/1'],
      [2, 'FV/2'],
    ]);
    act(() => result.current.toggle([a], false));
    expect(ticked(result.current.selected)).toEqual([[2, 'FV/2']]);
    act(() => result.current.toggle([a], true));
    act(() => result.current.remove([2]));
    expect(ticked(result.current.selected)).toEqual([[1, 'FV/1']]);
    act(() => result.current.clear());
    expect(result.current.selected.size).toBe(0);
  });

  it('keeps the ticks while the scope stays and drops them when it changes, also on the way back', () => {
    const { result, rerender } = renderHook(({ scope }) => useSelection(scope), {
      initialProps: { scope: 'page=1' },
    });
    act(() => result.current.toggle([a], true));
    rerender({ scope: 'page=1' });
    expect(result.current.selected.size).toBe(1);
    rerender({ scope: 'page=2' });
    expect(result.current.selected.size).toBe(0);
    act(() => result.current.toggle([b], true));
    rerender({ scope: 'page=1' });
    expect(result.current.selected.size).toBe(0);
  });
});
