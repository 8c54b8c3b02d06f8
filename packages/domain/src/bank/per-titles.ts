/**
 * `read` of a line's titles array, worked out once per array (by identity, held weakly): an import
 * asks for the same line's keys, readings and NIPs several times (the statement's look-up, the rates'
 * prefetch, the index and the match of each candidate).
 */
export function perTitles<T>(
  read: (titleVariants: readonly string[]) => T,
): (titleVariants: readonly string[]) => T {
  const known = new WeakMap<readonly string[], T>();
  return (titleVariants) => {
    if (known.has(titleVariants)) return known.get(titleVariants) as T;
    const value = read(titleVariants);
    known.set(titleVariants, value);
    return value;
  };
}
