// The committed migration of the aggregates' statement triggers is what the generator writes: editing
// one without the other would leave the database and its description apart.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths.ts';
import { aggregateTriggersSql, families } from './aggregate-triggers.ts';

describe('the aggregates’ statement triggers', () => {
  it('are the migration the generator writes', () => {
    const file = readdirSync(migrationsDir).find((name) => name.endsWith('_statement_level_aggregates.sql'));
    expect(file).toBeDefined();
    expect(readFileSync(join(migrationsDir, file ?? ''), 'utf8')).toBe(aggregateTriggersSql());
  });

  it('read only watched expressions, so an update changing none of them rightly adds nothing', () => {
    for (const family of families) {
      const watched = new Set(family.watched.flatMap((expression) => expression.match(/\br\.\w+/g) ?? []));
      for (const aggregate of family.aggregates) {
        const read = [
          ...Object.values(aggregate.key),
          ...Object.values(aggregate.sums),
          aggregate.from ?? '',
          aggregate.where ?? '',
        ]
          .flatMap((expression) => expression.match(/\br\.\w+/g) ?? [])
          // `r.id` joins a document to its payments; an id is never updated.
          .filter((column) => column !== 'r.id');
        for (const column of read) expect(watched, `${aggregate.table}: ${column}`).toContain(column);
      }
    }
  });
});
