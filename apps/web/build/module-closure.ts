import { dirname, resolve } from 'node:path';

/** What the closure reads of the bundler's module graph (Rollup's and Rolldown's plugin context). */
export interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

/** An import or re-export of a module: the names it takes (`*` for all) and from where. */
interface Binding {
  readonly specifier: string;
  readonly imported: string;
}

interface Barrel {
  /** Exported name → where it comes from. */
  readonly exports: ReadonlyMap<string, Binding>;
  /** `export * from …` targets. */
  readonly stars: readonly string[];
}

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const STATEMENT =
  /\b(import|export)\s*(?:type\s+)?([\w$]+\s*,?\s*)?(\*\s*as\s*[\w$]+|\*|\{[^}]*\})?\s*(?:from\s*)?["']([^"']+)["'];?/g;
const LOCAL_EXPORT = /\bexport\s*\{([^}]*)\}\s*;?/g;

function names(list: string): [string, string][] {
  return list
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter((part) => part !== '')
    .map((part) => {
      const [from, as] = part.split(/\s+as\s+/);
      return [from ?? part, as ?? from ?? part];
    });
}

/**
 * A package's index that only re-exports (Mantine's, Tabler's): importing one name from it must not
 * count as importing every module behind it. `null` for a module with code of its own.
 */
export function readBarrel(code: string): Barrel | null {
  const source = code.replace(COMMENTS, '');
  const rest = source.replace(STATEMENT, '').replace(LOCAL_EXPORT, '').trim();
  if (rest !== '') return null;
  const locals = new Map<string, Binding>();
  const exports = new Map<string, Binding>();
  const stars: string[] = [];
  for (const [, keyword, defaultName, clause, specifier] of source.matchAll(STATEMENT)) {
    if (specifier === undefined) continue;
    const target = keyword === 'import' ? locals : exports;
    if (defaultName?.trim())
      target.set(defaultName.replace(',', '').trim(), { specifier, imported: 'default' });
    if (clause === undefined) continue;
    if (clause === '*') stars.push(specifier);
    else if (clause.startsWith('*'))
      target.set(clause.split(/\s+as\s+/)[1]?.trim() ?? '', { specifier, imported: '*' });
    else for (const [from, as] of names(clause)) target.set(as, { specifier, imported: from });
  }
  for (const [, list] of source.matchAll(LOCAL_EXPORT))
    for (const [local, as] of names(list ?? '')) {
      const binding = locals.get(local);
      if (binding) exports.set(as, binding);
    }
  return { exports, stars };
}

/** The names a module's code takes from `specifier` (`*` when it takes the namespace or default). */
function importedNames(code: string, matches: (specifier: string) => boolean): Set<string> | null {
  const taken = new Set<string>();
  let found = false;
  for (const [, , defaultName, clause, specifier] of code.replace(COMMENTS, '').matchAll(STATEMENT)) {
    if (specifier === undefined || !matches(specifier)) continue;
    found = true;
    if (defaultName?.trim() || clause === undefined || clause.startsWith('*')) return new Set(['*']);
    for (const [from] of names(clause)) taken.add(from);
  }
  return found ? taken : null;
}

/** Which of `candidates` a specifier written in `importer` names. */
function resolveIn(importer: string, specifier: string, candidates: readonly string[]): string | undefined {
  if (specifier.startsWith('.')) {
    const path = resolve(dirname(importer), specifier);
    return candidates.find((id) => id === path || id.split('?')[0] === path);
  }
  const inPackage = candidates.filter((id) => id.includes(`/node_modules/${specifier}/`));
  return inPackage.length === 1 ? inPackage[0] : undefined;
}

/**
 * Every module `roots` use through static imports, following a barrel only to the modules behind the
 * names actually taken from it. Where the names cannot be told (a default or namespace import, a
 * specifier that does not map to one module), the whole module counts: the closure errs on the side
 * of too much.
 */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const whole = new Set<string>();
  const named = new Map<string, Set<string>>();
  const barrels = new Map<string, Barrel | null>();
  const barrelOf = (id: string) => {
    if (!barrels.has(id)) {
      const code = id.includes('/node_modules/') ? graph.getModuleInfo(id)?.code : null;
      barrels.set(id, code ? readBarrel(code) : null);
    }
    return barrels.get(id) ?? null;
  };
  const pending: (readonly [string, string])[] = roots.map((id) => [id, '*'] as const);
  const follow = (importer: string, specifier: string, name: string, candidates: readonly string[]) => {
    const target = resolveIn(importer, specifier, candidates);
    if (target === undefined) for (const id of candidates) pending.push([id, '*']);
    else pending.push([target, name]);
  };
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [id, name] = next;
    if (whole.has(id)) continue;
    const info = graph.getModuleInfo(id);
    const barrel = barrelOf(id);
    if (barrel !== null && name !== '*' && info) {
      const seen = named.get(id) ?? new Set<string>();
      if (seen.has(name)) continue;
      seen.add(name);
      named.set(id, seen);
      const binding = barrel.exports.get(name);
      if (binding) follow(id, binding.specifier, binding.imported, info.importedIds);
      else for (const star of barrel.stars) follow(id, star, name, info.importedIds);
      continue;
    }
    whole.add(id);
    if (!info) continue;
    for (const imported of info.importedIds) {
      const takes =
        barrelOf(imported) === null
          ? null
          : importedNames(info.code ?? '', (specifier) => resolveIn(id, specifier, [imported]) === imported);
      if (takes === null || takes.has('*')) pending.push([imported, '*']);
      else for (const taken of takes) pending.push([imported, taken]);
    }
  }
  return new Set([...whole, ...named.keys()]);
}
