import type { Page } from 'playwright-core';

/** The /login page as a user sees it: by its labels, not by its markup. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/login${query}`);
  }

  async logIn(email: string, password: string) {
    await this.page
      .getByLabel(/^E-mail/)
      .first()
      .fill(email);
    await this.page
      .getByLabel(/^Password/)
      .first()
      .fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
}

export const demo = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
  accountant: { email: 'accountant@demo.com', password: 'accountant' },
} as const;

/** Signs the demo admin in and waits for the dashboard. */
export async function logInAsAdmin(page: Page) {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(demo.admin.email, demo.admin.password);
  await page.waitForURL('**/dashboard/**');
}
