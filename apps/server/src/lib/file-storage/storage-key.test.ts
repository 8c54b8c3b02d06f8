import { describe, expect, it } from 'vitest';
import { assertStorageKey, InvalidStorageKeyError } from './storage-key.ts';

describe('assertStorageKey', () => {
  it.each([
    'org-12/costs/345/9f3a0c1e-scan.pdf',
    'a',
    'org-1/costs/2/faktura..pdf',
    'org-1/zażółć gęślą.jpg',
  ])('accepts %s', (key) => {
    expect(() => assertStorageKey(key)).not.toThrow();
  });

  it.each([
    ['empty', ''],
    ['parent segment', 'org-1/../org-2/x.pdf'],
    ['leading parent segment', '../etc/passwd'],
    ['trailing parent segment', 'org-1/..'],
    ['current-folder segment', 'org-1/./x.pdf'],
    ['absolute path', '/etc/passwd'],
    ['backslash', 'org-1\\..\\x.pdf'],
    ['empty segment', 'org-1//x.pdf'],
    ['trailing slash', 'org-1/costs/'],
    ['NUL', 'org-1/x.pdf\u0000.jpg'],
    ['newline', 'org-1/x\n.pdf'],
    ['DEL', 'org-1/x\u007f.pdf'],
    ['too long', `org-1/${'x'.repeat(1100)}`],
  ])('refuses a key with %s', (_reason, key) => {
    expect(() => assertStorageKey(key)).toThrow(InvalidStorageKeyError);
  });
});
