// Writes DEVELOPERS.md's table from each web route to its files, web and server, read from the
// route files themselves so it cannot drift: the web routes (apps/web/src/app/routes/*.ts), the page
// each one loads, and the API prefixes that apps/server/src/app.ts registers for the server module
// of the same name. `node scripts/route-table.mjs` prints the table; `--write` puts it into
// DEVELOPERS.md between its route-table markers.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path) => readFileSync(join(root, path), 'utf8');

/** Web features whose server side lives in modules of other names. */
const SERVER_MODULES_OF = {
  settings: ['organizations', 'connections', 'ksef'],
  'account-settings': ['account-settings', 'auth'],
  'access-control': ['organizations'],
  invoices: ['invoices', 'invoice-export'],
  contractors: ['contractors', 'balance-confirmations'],
  dashboard: ['dashboard'],
  workers: ['workers', 'contracts'],
};

/** [path, page file] of every web route, in the order the route files declare them. */
function webRoutes() {
  const dir = 'apps/web/src/app/routes';
  const rows = [];
  for (const name of readdirSync(join(root, dir)).sort()) {
    if (!name.endsWith('-routes.ts')) continue;
    const text = read(join(dir, name));
    // Pages bound to a name first (const invoiceListPage = lazyPage(() => import('…'))).
    const named = new Map(
      [...text.matchAll(/const (\w+) = lazyPage\(\(\) => import\('([^']+)'\)\)/g)].map((m) => [m[1], m[2]]),
    );
    const tokens = [
      ...[...text.matchAll(/(?:moduleRoute\(|path: )'([^']+)'/g)].map((m) => ({ at: m.index, path: m[1] })),
      ...[...text.matchAll(/import\('([^']+)'\)/g)].map((m) => ({ at: m.index, page: m[1] })),
      ...[...named.keys()].flatMap((key) =>
        [...text.matchAll(new RegExp(`\\b${key}\\b(?! =)`, 'g'))].map((m) => ({
          at: m.index,
          page: named.get(key),
        })),
      ),
    ].sort((a, b) => a.at - b.at);
    let current = null;
    for (const token of tokens) {
      if (token.path !== undefined) {
        if (current) rows.push(current);
        current = { path: token.path, page: null };
      } else if (current && current.page === null) {
        current.page = normalize(join(dir, token.page));
      }
    }
    if (current) rows.push(current);
  }
  return rows.filter((row) => !row.path.startsWith('/pages/') || row.path === '/pages/account-setting');
}

/** The features a page belongs to: its folder, or for an app-level page every feature it composes. */
function featuresOf(page) {
  const own = /apps\/web\/src\/features\/([^/]+)\//.exec(page);
  if (own) return [own[1]];
  return [...new Set([...read(page).matchAll(/from '\.\.\/\.\.\/features\/([^/]+)\//g)].map((m) => m[1]))];
}

/** module folder → [API prefix, routes file] registered by app.ts. */
function serverRoutes() {
  const app = read('apps/server/src/app.ts');
  const fileOf = new Map();
  for (const m of app.matchAll(/import \{([^}]+)\} from '\.\/(modules\/[^']+)'/g)) {
    for (const name of m[1].split(',').map((n) => n.trim())) fileOf.set(name, `apps/server/src/${m[2]}`);
  }
  const byModule = new Map();
  for (const m of app.matchAll(/app\.register\((\w+), \{\s*prefix: '([^']+)'/g)) {
    const file = fileOf.get(m[1]);
    if (!file) continue;
    const module = /modules\/([^/]+)\//.exec(file)[1];
    const list = byModule.get(module) ?? [];
    list.push({ prefix: m[2], file });
    byModule.set(module, list);
  }
  return byModule;
}

function table() {
  const server = serverRoutes();
  const lines = [
    '| web route | page (apps/web/src/…) | API prefix | server routes (apps/server/src/modules/…) |',
    '| --- | --- | --- | --- |',
  ];
  // Redirects have no page of their own.
  for (const { path, page } of webRoutes().filter((route) => route.page !== null)) {
    const features = featuresOf(page);
    const modules = [...new Set(features.flatMap((feature) => SERVER_MODULES_OF[feature] ?? [feature]))];
    const registered = modules.flatMap((module) => server.get(module) ?? []);
    const prefixes = [...new Set(registered.map((r) => `\`${r.prefix}\``))].join(', ');
    const files = [...new Set(registered.map((r) => relative('apps/server/src/modules', r.file)))].join(', ');
    const composed = page.includes('/app/pages/') ? ` (${features.join(', ')})` : '';
    const pageCell = `${relative('apps/web/src', page)}${composed}`;
    lines.push(`| \`${path}\` | ${pageCell} | ${prefixes || '–'} | ${files || '–'} |`);
  }
  return lines.join('\n');
}

const output = table();
if (process.argv.includes('--write')) {
  const file = join(root, 'DEVELOPERS.md');
  const text = readFileSync(file, 'utf8');
  const start = '<!-- route-table:start -->';
  const end = '<!-- route-table:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1) throw new Error('DEVELOPERS.md has no route-table markers');
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${output}\n${text.slice(to)}`);
} else {
  console.log(output);
}
