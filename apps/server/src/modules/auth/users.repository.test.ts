import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { findTaken, findUserByEmail, insertUser, uniqueViolationField } from './users.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const base = { organizationId: 1, fullName: 'Test', passwordHash: 'x', role: 'client' as const };

describe('users repository', () => {
  it('finds users by e-mail whatever the case', async () => {
    expect((await findUserByEmail(t.database.db, 'ADMIN@DEMO.COM'))?.username).toBe('admin');
  });

  it('reports taken e-mails and usernames case-insensitively, except the given user', async () => {
    const admin = await findUserByEmail(t.database.db, 'admin@demo.com');
    expect(await findTaken(t.database.db, { email: 'Admin@demo.com', username: 'CLIENT' })).toEqual({
      email: true,
      username: true,
    });
    expect(await findTaken(t.database.db, { email: 'admin@demo.com', username: 'admin' }, admin?.id)).toEqual(
      {
        email: false,
        username: false,
      },
    );
    expect(await findTaken(t.database.db, { email: null, username: null })).toEqual({
      email: false,
      username: false,
    });
  });

  it('names the field when the database refuses a duplicate (the race the checks cannot see)', async () => {
    const sameEmail = insertUser(t.database.db, {
      ...base,
      email: 'ADMIN@demo.com',
      username: 'someone-new',
    });
    await expect(sameEmail).rejects.toSatisfy((error) => uniqueViolationField(error) === 'email');
    const sameName = insertUser(t.database.db, { ...base, email: 'new@demo.com', username: 'Admin' });
    await expect(sameName).rejects.toSatisfy((error) => uniqueViolationField(error) === 'username');
    expect(uniqueViolationField(new Error('other'))).toBeNull();
  });
});
