// Bundles the server into dist/server.js, and the entry of its worker threads (PDFs, exports, XML
// imports; src/workers/worker-pool.ts) into dist/pool-worker.js beside it. The workspace packages (@saldo/*) are TypeScript sources
// that Node cannot run, so they (and the locale JSON they import) go into the bundle; every npm
// dependency of the server stays external and is loaded from node_modules at run time, which keeps
// native modules (argon2) and WebAssembly assets (PGlite) where their packages expect them.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@saldo/'));

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'pool-worker': new URL('./src/workers/pool-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // A dependency path such as 'drizzle-orm/pglite' is external too, not only the bare name.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS code (from a workspace package's dependency) may call require(); ESM has none.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
