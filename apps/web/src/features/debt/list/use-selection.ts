import { useCallback, useState } from 'react';

export interface Selectable {
  id: number;
  number: string;
}

/**
 * The ticked invoices, by id with their numbers (to name them in a bulk result); kept while paging,
 * so a bulk action may span pages.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const toggle = useCallback((items: readonly Selectable[], on: boolean) => {
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
  return { selected, toggle, remove };
}
