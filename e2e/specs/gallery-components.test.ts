import { describe, expect, it } from 'vitest';
import { demo, LoginPage, logInAsAdmin } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';
import { galleryFindings, watchProblems, type GalleryRoute } from '../support/page-checks.ts';

/**
 * The gallery's /components/* pages (issue 27) with their English titles. Each page marks itself
 * (`data-gallery-ready`) once its data from the API (invoices, contractors, calendar events, the
 * newest invoice's PDF and history) has arrived.
 */
const titles: Record<string, string> = {
  alert: 'Alert',
  aspect: 'Aspect ratio',
  avatar: 'Avatar',
  badge: 'Badge',
  breadcrumb: 'Breadcrumbs',
  button: 'Button',
  'button-group': 'Button group',
  'button-toolbar': 'Button toolbar',
  calendar: 'Calendar',
  carousel: 'Carousel',
  collapse: 'Collapse',
  dropdown: 'Dropdown menu',
  embed: 'Embed',
  image: 'Image',
  'list-group': 'List group',
  media: 'Media object',
  modal: 'Modal',
  nav: 'Navigation',
  overlay: 'Overlay',
  pagination: 'Pagination',
  'pagination-nav': 'Pagination with links',
  pill: 'Pills',
  'pill-badge': 'Pill badge',
  popover: 'Popover',
  progress: 'Progress',
  sidebar: 'Sidebar',
  spinner: 'Spinner',
  tab: 'Tabs',
  time: 'Dates and times',
  timeline: 'Timeline',
  toasts: 'Toasts',
  tooltip: 'Tooltip',
};

const routes: GalleryRoute[] = Object.entries(titles).map(([slug, title]) => ({
  path: `/components/${slug}`,
  title,
  ready: `[data-gallery-ready="${slug}"]`,
}));

describe('component gallery: the /components/* pages (issue 27)', () => {
  const app = useApp({ env: () => ({ DEBT_SCHEDULE_INTERVAL_MS: '0' }) });

  it('every /components/* page opens for an admin without errors and with no serious axe finding in either skin', async () => {
    const { page } = app;
    const problems = watchProblems(page);
    await logInAsAdmin(page);
    const findings = await galleryFindings(page, routes);
    expect(findings).toEqual([]);
    expect(problems).toEqual([]);
    // 32 pages, axe twice on each: minutes on a busy machine.
  }, 900_000);

  it('the in-page list moves between the pages; links keep the page in the address', async () => {
    const { page } = app;
    await logInAsAdmin(page);
    await page.goto('/components/alert');
    const siblings = page.getByRole('navigation', { name: 'Components' });
    await siblings.getByRole('link', { name: 'Tooltip', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Tooltip', exact: true }).waitFor();
    expect(await siblings.locator('[aria-current="page"]').textContent()).toBe('Tooltip');

    await page.goto('/components/pagination-nav');
    await page.locator('[data-gallery-ready="pagination-nav"]').waitFor();
    await page.getByRole('link', { name: 'Next page' }).first().click();
    await page.waitForURL('**/components/pagination-nav?page=2');
  });

  it('a toast shows the outcome, and the delete dialog asks first and deletes nothing', async () => {
    const { page } = app;
    await logInAsAdmin(page);
    await page.goto('/components/toasts');
    await page.getByRole('button', { name: 'Success', exact: true }).first().click();
    await page.getByText('Invoice sent', { exact: true }).waitFor();

    await page.goto('/components/modal');
    await page.locator('[data-gallery-ready="modal"]').waitFor();
    await page.getByRole('button', { name: 'Delete the newest invoice' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Delete the invoice?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('a client is refused the /components/* pages', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.client.email, demo.client.password);
    await page.waitForURL('**/access-control');
    await page.goto('/components/alert');
    await page.waitForURL('**/pages/miscellaneous/not-authorized');
  });
});
