import { describe, expect, it } from 'vitest';
import { useApp } from '../support/fixture.ts';
import { demo, LoginPage } from '../pages/login-page.ts';

describe('signing in', () => {
  const app = useApp();

  it('takes the admin to the dashboard, greeted by name', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
    await app.page.getByText('Demo sp. z o.o.').first().waitFor();
    await app.page
      .getByText(/Anna Kowalska/)
      .first()
      .waitFor();
  });

  it('takes the client to access control, and refuses it the contractors list', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.client.email, demo.client.password);
    await app.page.waitForURL('**/access-control');
    await app.page.goto('/apps/contractors/list');
    await app.page.waitForURL('**/pages/miscellaneous/not-authorized');
  });

  it('shows the server message for a wrong password and stays on the login page', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, 'wrong-password');
    await app.page.getByText('Email or Password is Invalid').waitFor();
    expect(new URL(app.page.url()).pathname).toBe('/login');
  });

  it('sends a logged-out visitor of a protected page to the login page', async () => {
    await app.page.goto('/dashboard');
    await app.page.waitForURL('**/login**');
  });

  it('sends a logged-in admin away from the login page to the home page', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
    await app.page.goto('/login');
    await app.page.waitForURL('**/dashboard/**');
  });
});
