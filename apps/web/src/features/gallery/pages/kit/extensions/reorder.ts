/** A copy of `list` with the item at `from` moved to `to`; out-of-range positions leave the order as it was. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from === to || from < 0 || to < 0 || from >= next.length || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Items put in the order of `keys`; a key no longer in `items` is dropped and a new item goes last. */
export function inOrder<T, K>(items: readonly T[], keys: readonly K[], keyOf: (item: T) => K): T[] {
  const byKey = new Map(items.map((item) => [keyOf(item), item]));
  const ordered = keys.flatMap((key) => {
    const item = byKey.get(key);
    return item === undefined ? [] : [item];
  });
  const known = new Set(keys);
  return [...ordered, ...items.filter((item) => !known.has(keyOf(item)))];
}
