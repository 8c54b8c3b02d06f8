import { useCallback, useState } from 'react';

/** A row that can be ticked: its id, and its number to name it in a bulk result. */
export interface Selectable {
  id: number;
  number: string;
}

export type SelectionToggle = (items: readonly Selectable[], on: boolean) => void;

const NONE: ReadonlyMap<number, string> = new Map();

/**
 * The ticked rows of a list, by id with their numbers (to name them in a bulk result).
 *
 * Without a `scope` the ticks are kept while paging, so a bulk action may span pages. With one (the
 * list's page, filters and sort, say) they belong to it: another scope starts with nothing ticked.
 */
export function useSelection(scope = '') {
  const [selected, setSelected] = useState(NONE);
  const [selectedIn, setSelectedIn] = useState(scope);
  if (selectedIn !== scope) {
    // Adjusted while rendering (not in an effect), so the old ticks never show in the new scope.
    setSelectedIn(scope);
    setSelected(NONE);
  }
  const toggle = useCallback<SelectionToggle>((items, on) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const item of items) {
        if (on) next.set(item.id, item.number);
        else next.delete(item.id);
      }
      return next;
    });
  }, []);
  const remove = useCallback((ids: readonly number[]) => {
    setSelected((current) => new Map([...current].filter(([id]) => !ids.includes(id))));
  }, []);
  const clear = useCallback(() => setSelected(NONE), []);
  return { selected, toggle, remove, clear };
}
