/**
 * The lists' filters and page sizes are native selects (Mantine's NativeSelect): on a phone they
 * open the system's picker, and they mount no popover. Mantine's Select mounts its dropdown with
 * the list, and its floating positioning and portal re-render synchronously inside the list's
 * first commit (issue 18: total blocking time on a phone).
 */

/** The value of a filter's "any" choice, the first option. */
export const ANY = '';

/** A filter's options with "any" (no filter) first. */
export function withAny(
  anyLabel: string,
  options: readonly { value: string; label: string }[],
): { value: string; label: string }[] {
  return [{ value: ANY, label: anyLabel }, ...options];
}
