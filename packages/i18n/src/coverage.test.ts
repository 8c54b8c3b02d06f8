import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';
import { namespaces } from './namespaces.ts';

const localesDir = join(import.meta.dirname, '..', 'locales');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function load(lng: string, ns: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8')) as Tree);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('every language has exactly the namespace files of English', () => {
    for (const lng of languages) {
      const files = readdirSync(join(localesDir, lng)).filter((f) => f.endsWith('.json'));
      expect(files.sort(), lng).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const ns of namespaces) {
    const english = load('en', ns);
    for (const lng of languages.filter((l) => l !== 'en')) {
      it(`${lng}/${ns} has every English key, no extra key, no empty text, the same placeholders`, () => {
        const other = load(lng, ns);
        expect(
          [...english.keys()].filter((k) => !other.has(k)),
          'missing keys',
        ).toEqual([]);
        expect(
          [...other.keys()].filter((k) => !english.has(k)),
          'keys English lacks',
        ).toEqual([]);
        for (const [key, text] of other) {
          expect(text.trim(), `${lng}/${ns}:${key} is empty`).not.toBe('');
          expect(placeholders(text), `${lng}/${ns}:${key} placeholders`).toEqual(
            placeholders(english.get(key) ?? ''),
          );
        }
      });
    }
  }
});
