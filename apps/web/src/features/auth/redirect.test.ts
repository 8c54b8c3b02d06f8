import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/apps/invoice/list?page=2')).toBe('/apps/invoice/list?page=2');
  });

  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses %s',
    (target) => expect(safeRedirect(target)).toBeNull(),
  );

  it('falls back to the home of the role', () => {
    expect(afterLoginPath(null, 'admin')).toBe('/');
    expect(afterLoginPath('//evil.example', 'client')).toBe('/access-control');
  });
});
