import { describe, expect, it } from 'vitest';
import { firstFamily, tokenPx } from './tokens.ts';

describe('theme tokens', () => {
  it('reads the sizes Mantine writes, in pixels', () => {
    expect(tokenPx('calc(2.125rem * var(--mantine-scale))')).toBe(34);
    expect(tokenPx('calc(0.875rem * var(--mantine-scale))', 1.25)).toBe(17.5);
    expect(tokenPx('1.5rem')).toBe(24);
    expect(tokenPx('12px')).toBe(12);
    expect(tokenPx(14)).toBe(14);
    expect(tokenPx('1.55')).toBe(1.55);
    expect(tokenPx('var(--x)')).toBeNull();
  });

  it('names a font stack by its first family', () => {
    expect(firstFamily('Inter, system-ui, -apple-system, "Segoe UI"')).toBe('Inter');
    expect(firstFamily('"Segoe UI", Roboto')).toBe('Segoe UI');
  });
});
