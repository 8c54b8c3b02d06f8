import { describe, expect, it } from 'vitest';
import { useApp } from '../support/fixture.ts';
import { demo, LoginPage } from '../pages/login-page.ts';

describe('the session', () => {
  const app = useApp();

  it('refreshes a broken access token exactly once and the page keeps working', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');

    await app.page.evaluate(() => localStorage.setItem('accessToken', 'broken.token.value'));
    const refreshes: string[] = [];
    app.page.on('request', (request) => {
      if (request.url().endsWith('/api/jwt/refresh-token')) refreshes.push(request.url());
    });
    await app.page.goto('/pages/account-setting');
    await expect
      .poll(() => app.page.getByLabel('Username').first().inputValue(), { timeout: 15_000 })
      .toBe('admin');
    expect(refreshes).toHaveLength(1);
    const stored = await app.page.evaluate(() => localStorage.getItem('accessToken'));
    expect(stored).not.toBe('broken.token.value');
  });

  it('logs out from the user menu and protects pages again', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
    await app.page.getByRole('button', { name: /user menu/i }).click();
    await app.page.getByRole('menuitem', { name: /log ?out/i }).click();
    await app.page.waitForURL('**/login**');
    await app.page.goto('/dashboard');
    await app.page.waitForURL('**/login**');
  });

  it('logs out to a plain /login: the next person does not land on the last page', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
    await app.page.goto('/apps/invoice/list/');
    await app.page.getByRole('button', { name: /user menu/i }).click();
    await app.page.getByRole('menuitem', { name: /log ?out/i }).click();
    await app.page.waitForURL((url) => url.pathname === '/login');
    // The guard and the logout race to /login; let both land before reading the address.
    await app.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(new URL(app.page.url()).search).toBe('');

    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
  });

  it('keeps the page to return to when the session expired', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
    await app.page.evaluate(() => {
      localStorage.setItem('accessToken', 'broken.token.value');
      localStorage.setItem('refreshToken', 'revoked');
    });
    await app.page.goto('/pages/account-setting');
    await app.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(app.page.url()).searchParams.get('redirect')).toBe('/pages/account-setting');
  });
});
