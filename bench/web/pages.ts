// The pages both web measurements visit, and the session the logged-in ones need.
import type { Page } from 'playwright-core';

export interface BenchPage {
  readonly name: string;
  readonly path: string;
  readonly loggedIn: boolean;
  /** Resolves once the page shows its own content (not index.html's loader). */
  readonly ready: (page: Page) => Promise<void>;
}

export const demoAdmin = { email: 'admin@demo.com', password: 'admin' } as const;

// The invoice list lives at /apps/invoice/list (singular, as in the routes); /apps/invoices/list/…
// holds the overdue list and the reports.
export const benchPages: readonly BenchPage[] = [
  {
    name: 'Login (/login)',
    path: '/login',
    loggedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
  },
  {
    name: 'Dashboard (/dashboard/)',
    path: '/dashboard/',
    loggedIn: true,
    ready: (page) =>
      page
        .getByText(/Anna Kowalska/)
        .first()
        .waitFor(),
  },
  {
    name: 'Invoice list (/apps/invoice/list)',
    path: '/apps/invoice/list',
    loggedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
];

/** localStorage of the app's origin after a login: the session (apps/web/src/lib/session.ts). */
export type StoredSession = readonly { readonly name: string; readonly value: string }[];

/** Logs in through the login form, as a person would, and answers what the app stored. */
export async function logInThroughUi(page: Page, baseUrl: string): Promise<StoredSession> {
  await page.goto(`${baseUrl}/login`);
  await page
    .getByLabel(/^E-mail/)
    .first()
    .fill(demoAdmin.email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard/**');
  const state = await page.context().storageState();
  const origin = state.origins.find((o) => o.origin === new URL(baseUrl).origin);
  if (!origin || origin.localStorage.length === 0) throw new Error('The login stored no session');
  return origin.localStorage;
}
