import { describe, expect, it } from 'vitest';
import { useApp } from '../support/fixture.ts';
import { demo, LoginPage } from '../pages/login-page.ts';

describe('routing', () => {
  const app = useApp();

  it('answers an unknown path with the app and its 404 page', async () => {
    const response = await app.page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await app.page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.page.request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toHaveProperty('message');
  });

  it('sends an email folder or todo filter outside the whitelist to the 404 page', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
    for (const path of [
      '/apps/email/archive',
      '/apps/email/label/secret',
      '/apps/todo/someday',
      '/apps/todo/tag/urgent',
    ]) {
      await app.page.goto(path);
      await app.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    }
  });

  it('redirects / to /dashboard/', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
    await app.page.goto('/');
    await app.page.waitForURL('**/dashboard/');
  });
});
