import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addDays } from '@saldo/domain/dates/calendar';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { insertOrganization } from '../organizations/organizations.repository.ts';
import { costAttachments, costs } from './costs.table.ts';
import { seedDemoCosts } from './seed-costs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What the seed writes, kept in memory. */
function memoryStorage(): FileStorage & { objects: Map<string, Uint8Array> } {
  const objects = new Map<string, Uint8Array>();
  return {
    kind: 'folder',
    objects,
    put: async (key, data) => {
      objects.set(key, data);
    },
    get: async (key) => objects.get(key) ?? null,
    delete: async (key) => {
      objects.delete(key);
    },
  };
}

describe('demo costs', () => {
  it('books about thirty documents over the last months, paid and unpaid, some with a scan', async () => {
    const { db } = t.database;
    const organization = await insertOrganization(db, { name: 'Seed check sp. z o.o.' });
    const files = memoryStorage();
    const today = '2026-06-30';
    await seedDemoCosts(db, organization.id, files, today);

    const rows = await db.select().from(costs).where(eq(costs.organizationId, organization.id));
    expect(rows).toHaveLength(30);
    const issued = rows.map((row) => row.issueDate).sort();
    expect((issued[0] ?? '') >= addDays(today, -180)).toBe(true);
    expect((issued.at(-1) ?? '9999-12-31') <= today).toBe(true);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['paid', 'partially_paid', 'unpaid']));
    // Open documents past their due date: the list shows them as overdue.
    expect(rows.some((row) => row.balance > 0 && row.dueDate < today)).toBe(true);

    const attachments = await db
      .select()
      .from(costAttachments)
      .where(
        inArray(
          costAttachments.costId,
          rows.map((row) => row.id),
        ),
      );
    expect(attachments).toHaveLength(10);
    for (const attachment of attachments) {
      const stored = files.objects.get(attachment.storageKey);
      expect(stored?.byteLength).toBe(attachment.size);
      expect(
        Buffer.from(stored ?? [])
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    }

    // A second run leaves an organization that has costs alone.
    await seedDemoCosts(db, organization.id, files, today);
    expect(await db.select().from(costs).where(eq(costs.organizationId, organization.id))).toHaveLength(30);
  });
});
