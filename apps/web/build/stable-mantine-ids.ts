import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Mantine's useId module, wherever npm installed @mantine/hooks. */
const mantineUseId = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Puts src/lib/mantine-use-id.ts in the place of Mantine's `useId` in the build, for every Mantine
 * component that asks for an id: Mantine's swaps React's id for a random one in a layout effect,
 * which re-rendered each of them synchronously in the first commit (issue 18). The module keeps its
 * export, `useId`, so @mantine/hooks' index and its own hooks import it unchanged.
 */
export function stableMantineIds(root: string): Plugin {
  const replacement = resolve(root, 'src/lib/mantine-use-id.ts');
  return {
    name: 'saldo-stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!mantineUseId.test(id.split('?')[0] ?? id)) return null;
      return `export { useMantineId as useId } from ${JSON.stringify(replacement)};\n`;
    },
  };
}
