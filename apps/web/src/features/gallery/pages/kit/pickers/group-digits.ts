/** "5260251" in groups [3, 3, 2, 2] → "526-025-1": a separator only once the next group has begun. */
export function groupDigits(digits: string, groups: readonly number[], separator: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(separator);
}
