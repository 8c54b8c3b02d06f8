import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { stableMantineIds } from './stable-mantine-ids.ts';

function load(plugin: Plugin, id: string): unknown {
  const hook = plugin.load;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error('the plugin has no load hook');
  // The hook reads no plugin context.
  return handler.call({} as never, id);
}

describe('stableMantineIds', () => {
  const plugin = stableMantineIds('/repo/apps/web');

  it('answers Mantine’s useId module with the app’s, under the same export', () => {
    const code = load(plugin, '/repo/node_modules/@mantine/hooks/esm/use-id/use-id.mjs');
    expect(code).toBe('export { useMantineId as useId } from "/repo/apps/web/src/lib/mantine-use-id.ts";\n');
  });

  it('leaves every other module to the bundler', () => {
    expect(load(plugin, '/repo/node_modules/@mantine/hooks/esm/use-idle/use-idle.mjs')).toBeNull();
    expect(load(plugin, '/repo/node_modules/@mantine/hooks/esm/index.mjs')).toBeNull();
    expect(load(plugin, '/repo/apps/web/src/lib/mantine-use-id.ts')).toBeNull();
  });

  it('finds the module where the installed Mantine keeps it (a release that moves it fails here)', () => {
    const index = fileURLToPath(import.meta.resolve('@mantine/hooks'));
    const useId = join(dirname(index), 'use-id', 'use-id.mjs');
    expect(existsSync(useId)).toBe(true);
    expect(readFileSync(index, 'utf8')).toContain('"./use-id/use-id.mjs"');
    expect(load(plugin, useId)).toEqual(expect.stringContaining('useMantineId as useId'));
  });
});
