import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

/** A login through the API, as another browser of the accountant would make: a session to end. */
async function apiLogin(baseUrl: string, credentials: { email: string; password: string }) {
  const response = await fetch(`${baseUrl}/api/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const me = async (baseUrl: string, accessToken: string) =>
  (await fetch(`${baseUrl}/api/jwt/me`, { headers: { authorization: `Bearer ${accessToken}` } })).status;

describe('users (issue 23)', () => {
  const app = useApp();

  it("admin filters the user list, opens the accountant and ends the accountant's session", async () => {
    const accountantToken = await apiLogin(app.baseUrl, demo.accountant);
    expect(await me(app.baseUrl, accountantToken)).toBe(200);

    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');

    await app.page.goto('/apps/user/list');
    await app.page.getByRole('link', { name: 'Jan Nowak', exact: true }).waitFor();
    await app.page.getByRole('combobox', { name: 'Role' }).click();
    await app.page.getByRole('option', { name: 'Accountant' }).click();
    await app.page.waitForURL('**role=accountant**');
    const accountant = app.page.getByRole('link', { name: 'Ewa Zielińska', exact: true });
    await accountant.waitFor();
    // The invited accountant is there too, pending; the client is filtered out.
    const pending = app.page.getByRole('row').filter({ hasText: 'Marek Wiśniewski' });
    await pending.getByText('Pending').waitFor();
    await app.page.getByRole('link', { name: 'Jan Nowak', exact: true }).waitFor({ state: 'detached' });

    await app.page.getByLabel('Search', { exact: true }).fill('zielińska');
    await app.page.waitForURL('**q=**');
    await app.page.getByRole('row').filter({ hasText: 'Marek Wiśniewski' }).waitFor({ state: 'detached' });
    await accountant.click();
    await app.page.waitForURL('**/apps/user/view/**');
    await app.page.getByRole('heading', { name: 'Ewa Zielińska', exact: true }).waitFor();
    await app.page.getByRole('heading', { name: 'Active sessions' }).waitFor();

    const end = app.page.getByRole('button', { name: /^End the session started/ });
    await end.first().waitFor();
    const before = await end.count();
    await end.first().click();
    await app.page.getByText('The session has been ended.').waitFor();
    await expect.poll(() => end.count()).toBe(before - 1);
    // Ending a session stops its access token at once (decision 0008); the API login was the only one.
    expect(await me(app.baseUrl, accountantToken)).toBe(401);
  });

  it('the accountant sees the invoices, but neither the users nor the company settings', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.accountant.email, demo.accountant.password);
    await app.page.waitForURL('**/dashboard/**');

    const nav = app.page.getByRole('navigation').first();
    await nav.waitFor();
    expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0);

    await app.page.goto('/apps/invoice/list');
    await app.page.getByRole('link', { name: /^FV\// }).first().waitFor();

    await app.page.goto('/apps/user/list');
    await app.page.waitForURL('**/not-authorized**');

    await app.page.goto('/pages/account-setting?tab=company');
    await app.page.getByRole('tab', { name: 'General' }).waitFor();
    expect(await app.page.getByRole('tab', { name: 'Company details' }).count()).toBe(0);
  });
});
