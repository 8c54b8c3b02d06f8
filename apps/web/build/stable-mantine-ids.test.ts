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
});
