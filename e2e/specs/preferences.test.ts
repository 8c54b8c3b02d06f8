import { describe, expect, it } from 'vitest';
import { useApp } from '../support/fixture.ts';
import { demo, LoginPage } from '../pages/login-page.ts';

describe('preferences', () => {
  const app = useApp();

  it('switches the language with ?lng= and keeps the choice', async () => {
    await app.page.goto('/login?lng=pl');
    await app.page.getByRole('button', { name: 'Zaloguj się' }).waitFor();
    await app.page.goto('/login');
    await app.page.getByRole('button', { name: 'Zaloguj się' }).waitFor();
    expect(await app.page.evaluate(() => document.documentElement.lang)).toBe('pl');
  });

  it('switches the language from the navbar menu', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
    await app.page.getByRole('button', { name: /language/i }).click();
    await app.page.getByRole('menuitem', { name: /Deutsch/ }).click();
    await expect.poll(() => app.page.evaluate(() => document.documentElement.lang)).toBe('de');
  });

  it('keeps the dark skin after a reload', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
    const scheme = () =>
      app.page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    const before = await scheme();
    await app.page
      .getByRole('button', { name: /dark|light|skin/i })
      .first()
      .click();
    await expect.poll(scheme).not.toBe(before);
    const after = await scheme();
    await app.page.reload();
    await app.page.getByText('Demo sp. z o.o.').first().waitFor();
    expect(await scheme()).toBe(after);
  });
});
