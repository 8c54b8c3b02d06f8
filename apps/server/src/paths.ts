import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders found at run time from this file's own location, never from the working directory: this file
 * sits in apps/server/src when run from source and is bundled into apps/server/dist/server.js, both one
 * level below apps/server, so the same arithmetic holds for `tsx`, Vitest and the esbuild bundle.
 */
const here = dirname(fileURLToPath(import.meta.url));

export const serverRoot = resolve(here, '..');
export const repoRoot = resolve(serverRoot, '..', '..');
export const migrationsDir = resolve(serverRoot, 'drizzle');
export const ksefSchemasDir = resolve(serverRoot, 'assets', 'ksef-schemas');
