import { useState } from 'react';
import type { GridSort } from './DataGrid.tsx';

/** The client-side order of a grid whose rows all came at once. */
export function useClientSort<Row>(rows: Row[], value: (row: Row, key: string) => string | number) {
  const [state, setState] = useState<{ sortBy: string; sortDesc: boolean } | null>(null);
  const sorted = state
    ? [...rows].sort((a, b) => {
        const x = value(a, state.sortBy);
        const y = value(b, state.sortBy);
        const order =
          typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        return state.sortDesc ? -order : order;
      })
    : rows;
  const sort: GridSort = {
    sortBy: state?.sortBy ?? '',
    sortDesc: state?.sortDesc ?? false,
    onSort: (key) =>
      setState((prev) => ({ sortBy: key, sortDesc: prev?.sortBy === key ? !prev.sortDesc : false })),
  };
  return { sorted, sort };
}
