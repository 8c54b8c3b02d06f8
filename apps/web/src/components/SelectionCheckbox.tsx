import { Checkbox } from '@mantine/core';
import type { Selectable, SelectionToggle } from './use-selection.ts';

interface SelectionProps {
  selected: ReadonlyMap<number, string>;
  onSelect: SelectionToggle;
  /** What the tick does, for a screen reader (the box has no visible label). */
  label: string;
}

/**
 * The header's tick: all the rows of the page on or off; half-ticked when only some are. Still
 * loading (`rows` undefined) or an empty page: disabled.
 */
export function SelectPageCheckbox({
  rows,
  selected,
  onSelect,
  label,
}: SelectionProps & { rows: readonly Selectable[] | undefined }) {
  const page = rows ?? [];
  const ticked = page.filter((row) => selected.has(row.id)).length;
  return (
    <Checkbox
      aria-label={label}
      checked={page.length > 0 && ticked === page.length}
      indeterminate={ticked > 0 && ticked < page.length}
      disabled={page.length === 0}
      onChange={(event) => onSelect(page, event.currentTarget.checked)}
    />
  );
}

/** One row's tick. */
export function SelectRowCheckbox({ row, selected, onSelect, label }: SelectionProps & { row: Selectable }) {
  return (
    <Checkbox
      aria-label={label}
      checked={selected.has(row.id)}
      onChange={(event) => onSelect([row], event.currentTarget.checked)}
    />
  );
}
