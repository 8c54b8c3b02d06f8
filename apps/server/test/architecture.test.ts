// SQL lives in `*.table.ts` (the tables) and `*.repository.ts` (the queries): a service, a job or a
// route that builds a query cannot be read, reused or checked for the organization scope in one place.
// This test reads every source file of the server and fails on one outside those that imports the
// query builder (anything from 'drizzle-orm') or runs a query on a database handle (`db.select(…)`,
// `tx.insert(…)`, `ctx.db.execute(…)`). Opening a transaction (`db.transaction`) is the service's job
// and stays allowed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');

/** Files that may hold SQL by their kind. */
const SQL_FILE = /\.(table|repository)\.ts$/;

/** Test code arranges and inspects the database directly: that is what a test against a real database is for. */
const TEST_FILE = /(\.test\.ts|test-helpers\.ts|\.fixtures\.ts)$/;

/**
 * Files that may hold SQL although they are neither tables nor repositories, each with its reason.
 * Keep this list short: a new entry needs a reason a reviewer accepts.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  'db/client.ts': 'creates the database handle (drizzle over PGlite or pg) that repositories use',
  'db/columns.ts':
    'the column builders (money, blank, day, bytea) that the *.table.ts files share: schema, no query',
  'db/document-columns.ts':
    'the audit and payment columns the invoice and cost tables share: schema, no query',
  'db/migrate.ts': 'applies the generated migrations with drizzle’s migrator, before any repository runs',
  'modules/bank-statements/seed-bank-statements.ts':
    'demo data: fixed rows written once into an empty database (no request, no organization scope to check)',
  'modules/blog/seed-blog.ts':
    'demo data: fixed rows written once into an empty database (no request, no organization scope to check)',
  'modules/profile/seed-profile.ts':
    'demo data: fixed rows written once into an empty database (no request, no organization scope to check)',
  'modules/costs/seed-costs.ts':
    'demo data: fixed rows written once into an empty database (no request, no organization scope to check)',
  'modules/invoices/seed-invoices.ts':
    'demo data: fixed rows written once into an empty database (no request, no organization scope to check)',
  'modules/organizations/seed-organization-settings.ts':
    'demo data: fixed rows written once into an empty database (no request, no organization scope to check)',
  'modules/tax-returns/seed-tax-returns.ts':
    'demo data: fixed rows written once into an empty database (no request, no organization scope to check)',
};

const QUERY_BUILDER_IMPORT = /\bfrom\s+['"]drizzle-orm(?:\/[^'"]*)?['"]|\bimport\s*\(\s*['"]drizzle-orm/;
/** A query run on a handle named db, tx or trx (also `ctx.db`, `this.db`), across line breaks. */
const QUERY_ON_HANDLE =
  /\b(?:db|tx|trx)\s*\.\s*(?:select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query|\$count|\$with)\b/;

/** What in a file's text breaks the rule ([] when nothing). */
function sqlOutsideRepositories(text: string): string[] {
  const found: string[] = [];
  const imported = QUERY_BUILDER_IMPORT.exec(text);
  if (imported) found.push(`imports the query builder (${imported[0].trim()})`);
  const query = QUERY_ON_HANDLE.exec(text);
  if (query) found.push(`runs a query (${query[0].replace(/\s+/g, '')})`);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(entry.name) ? [path] : [];
  });
}

const checked = (path: string) => !SQL_FILE.test(path) && !TEST_FILE.test(path);

describe('SQL only in tables and repositories', () => {
  it('finds no query builder outside *.table.ts, *.repository.ts and the listed exceptions', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((path) => checked(path) && !(path in EXCEPTIONS))
      .flatMap((path) =>
        sqlOutsideRepositories(readFileSync(join(SRC, path), 'utf8')).map((what) => `${path}: ${what}`),
      );
    expect(offenders).toEqual([]);
  });

  it('lists only exceptions that exist and still need to be exceptions', () => {
    const stale = Object.keys(EXCEPTIONS).filter((path) => {
      try {
        return sqlOutsideRepositories(readFileSync(join(SRC, path), 'utf8')).length === 0;
      } catch {
        return true; // moved or deleted
      }
    });
    expect(stale).toEqual([]);
  });

  it('recognizes the query builder however it is written', () => {
    expect(sqlOutsideRepositories("import { eq } from 'drizzle-orm';")).toHaveLength(1);
    expect(sqlOutsideRepositories("import type { SQL } from 'drizzle-orm';")).toHaveLength(1);
    expect(sqlOutsideRepositories("import { pgTable } from 'drizzle-orm/pg-core';")).toHaveLength(1);
    expect(sqlOutsideRepositories('const rows = await ctx.db\n  .select()\n  .from(invoices);')).toHaveLength(
      1,
    );
    expect(sqlOutsideRepositories('await tx.insert(costs).values(row);')).toHaveLength(1);
    expect(sqlOutsideRepositories('await db.execute(sql`select 1`);')).toHaveLength(1);
    // Opening a transaction, and other objects' methods of the same names, are not queries.
    expect(sqlOutsideRepositories('await ctx.db.transaction(async (tx) => save(tx, row));')).toEqual([]);
    expect(sqlOutsideRepositories("createHash('sha256').update(data); revoked.delete(id);")).toEqual([]);
  });
});
