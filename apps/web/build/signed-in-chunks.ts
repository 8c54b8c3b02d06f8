import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { staticClosure } from './module-closure.ts';

/**
 * Issue 18: fewer files for a signed-in page. Left to the bundler, the invoice list came as 182
 * files and the dashboard as 151, most of them a few hundred bytes (a Mantine component, an icon, a
 * hook). Over HTTP/1.1 a browser fetches six at a time from one host, so they queued in rounds: the
 * list's first API call waited on about thirty of them, which Lighthouse's mobile preset models at
 * 150 ms each. Two groups now take what the login page does not need:
 *
 * - `shell`: what every signed-in page needs (the router and route table, the guard, the kit's
 *   providers, the layouts with their menus, navbar and icons). Merging it costs no extra bytes: every
 *   signed-in page downloaded all of it anyway.
 * - `shared`: the library, component and domain modules that at least SHARED_BY pages use. A page
 *   may download a little it does not use, for far fewer requests.
 *
 * The login page's own modules (what main.tsx and login-main.tsx import) are in neither, so it
 * downloads exactly what it did. The sets are the static import closures of the roots below, read
 * from the module graph once the build has it (buildEnd); the groups are asked when the chunks are
 * made, after that.
 */
const loginRoots = ['src/main.tsx', 'src/login-main.tsx'];
const shellRoots = [
  'src/app-main.tsx',
  'src/app/kit/AppKit.tsx',
  'src/lib/ability.ts',
  'src/app/layouts/VerticalLayout.tsx',
  'src/app/layouts/HorizontalLayout.tsx',
];
/** Pages (lazy entries) that must use a module for it to go to `shared`: 12 against 30 in decision 0017. */
const SHARED_BY = 12;
/**
 * Pages and features stay with their routes; each locale file stays a chunk of its own (src/lib/i18n.ts).
 * So do the contracts' modules: each builds its zod schemas when it is evaluated, and in `shared` every
 * signed-in page built the schemas of a dozen modules it never calls (the shop's, the gallery's, the
 * account settings'), about 20 ms at 1x of the list's start-up (issue 18).
 */
const ownChunks = /[\\/]src[\\/](features|app)[\\/]|[\\/]packages[\\/](i18n[\\/]locales|contracts)[\\/]/;

export function signedInChunks(root: string): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  let login: ReadonlySet<string> = new Set();
  let shell: ReadonlySet<string> = new Set();
  const absolute = (paths: readonly string[]) => paths.map((path) => resolve(root, path));
  const plugin: Plugin = {
    name: 'saldo-signed-in-chunks',
    apply: 'build',
    buildEnd() {
      login = staticClosure(this, absolute(loginRoots));
      const signedIn = staticClosure(this, absolute(shellRoots));
      const missing = absolute([...loginRoots, ...shellRoots]).filter((id) => !this.getModuleInfo(id));
      if (missing.length > 0)
        this.error(`signed-in-chunks: roots missing from the build: ${missing.join(', ')}`);
      shell = new Set([...signedIn].filter((id) => !login.has(id)));
    },
  };
  // Without their dependencies: those the login page uses must stay in its own chunks.
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: 'shell', test: (id) => shell.has(id), priority: 5, includeDependenciesRecursively: false },
    {
      name: 'shared',
      test: (id) => !login.has(id) && !shell.has(id) && !ownChunks.test(id),
      priority: 4,
      minShareCount: SHARED_BY,
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
