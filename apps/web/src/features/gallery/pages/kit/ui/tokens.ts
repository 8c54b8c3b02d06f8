/**
 * Mantine writes its size tokens as CSS ('calc(2.125rem * var(--mantine-scale))'); the typography
 * page shows them as written and in pixels. Pure.
 */
const SCALED_REM = /^calc\(\s*([\d.]+)rem\s*\*\s*var\(--mantine-scale\)\s*\)$/;
const UNIT = /^([\d.]+)(rem|px)?$/;

/** A size token in CSS pixels (16 px to the rem, times the theme's scale); null when it is not a size. */
export function tokenPx(value: string | number, scale = 1, rootPx = 16): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim();
  const scaled = SCALED_REM.exec(text)?.[1];
  if (scaled !== undefined) return Number(scaled) * rootPx * scale;
  const plain = UNIT.exec(text);
  if (plain === null) return null;
  const amount = Number(plain[1]);
  return plain[2] === 'rem' ? amount * rootPx : amount;
}

/** The first family of a font stack, as a reader calls it: 'Inter, system-ui, …' → 'Inter'. */
export function firstFamily(stack: string): string {
  return (stack.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
}
