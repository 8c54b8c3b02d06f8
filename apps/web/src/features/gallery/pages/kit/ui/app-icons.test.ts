import { describe, expect, it } from 'vitest';
import { APP_ICONS } from './app-icons.ts';
import { FEATHER_TO_TABLER } from './feather-icons.ts';
import { importLine, matchesIcon } from './icon-search.ts';

// The app's sources outside the gallery (whose demos are not "the app") and outside the tests.
const sources = import.meta.glob<string>(
  [
    '../../../../../**/*.{ts,tsx}',
    '!../../../../../**/*.test.{ts,tsx}',
    '!../../../../../test/**',
    '!../../../../../features/gallery/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

function importedIcons(source: string): string[] {
  return [
    ...source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@tabler\/icons-react['"]/g),
  ].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter((name) => /^Icon[A-Z0-9]/.test(name) && name !== 'IconProps'),
  );
}

describe('the feather page', () => {
  it('shows every icon the app imports, and only those', () => {
    const used = new Set(Object.values(sources).flatMap(importedIcons));
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((name) => !(name in APP_ICONS)).sort(), 'add them to app-icons.ts').toEqual([]);
    expect(
      Object.keys(APP_ICONS).filter((name) => !used.has(name)),
      'no longer used: remove them',
    ).toEqual([]);
  });

  it('names each Feather icon once, each with a real Tabler component', () => {
    const feathers = FEATHER_TO_TABLER.map((entry) => entry.feather);
    expect(new Set(feathers).size).toBe(feathers.length);
    for (const { tabler, icon } of FEATHER_TO_TABLER) {
      expect(tabler).toMatch(/^Icon[A-Z]/);
      expect(icon).toBeTruthy();
    }
  });

  it('finds an icon by its Tabler or Feather name, however it is written', () => {
    expect(matchesIcon('file text', ['IconFileText'])).toBe(true);
    expect(matchesIcon('FILE-TEXT', ['IconFileText'])).toBe(true);
    expect(matchesIcon('trash-2', ['IconTrash', 'trash-2'])).toBe(true);
    expect(matchesIcon('icon', ['IconHome'])).toBe(true);
    expect(matchesIcon('mail', ['IconHome', 'home'])).toBe(false);
    expect(matchesIcon('  ', ['IconHome'])).toBe(true);
    expect(importLine('IconHome')).toBe("import { IconHome } from '@tabler/icons-react';");
  });
});
