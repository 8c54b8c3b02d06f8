/**
 * Hostile names shown in the UI must stay text (issue #9): the main places that print what users
 * typed (contractors, invoices, costs, the dashboard) are rendered with such names, and the page must
 * show them literally without a script or image element made from them, nor a javascript: link.
 *
 * Audit of apps/web/src (grep): no dangerouslySetInnerHTML, innerHTML, eval, new Function or
 * <Trans>; i18next's escapeValue is off because React escapes every interpolated text node. The only
 * href built from data is the KSeF verification link, which the server composes from its configured
 * https address; contractor websites and e-mails are shown as plain text and form values, never as links.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from './test/api-stub.ts';
import { loginAs } from './test/fixtures.ts';
import { renderWithProviders } from './test/render.tsx';
import { contractor, costPage, costRow, invoicePage, invoiceRow } from './test/contractor-fixtures.ts';
import { costList, costListItem, stubCostsApi } from './features/costs/test-data.ts';
import {
  invoiceDetail,
  invoiceList,
  invoiceListItem,
  invoiceResponse,
} from './features/invoices/test-data.ts';
import { ksefState } from './features/ksef/test-data.ts';
import ContractorPage from './app/pages/ContractorRoute.tsx';
import ContractorsListPage from './features/contractors/pages/ContractorsListPage.tsx';
import CostListPage from './features/costs/pages/CostListPage.tsx';
import DashboardPage from './features/dashboard/pages/DashboardPage.tsx';
import InvoiceListPage from './app/pages/InvoiceListRoute.tsx';
import InvoicePreviewPage from './app/pages/InvoicePreviewRoute.tsx';

const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';
const FORMULA = "=cmd|' /C calc'!A0";
const JAVASCRIPT_URL = 'javascript:alert(1)';

/** Nothing in the page was made from the hostile texts: no script, no such image, no javascript: link. */
function expectInert() {
  const body = document.body;
  expect(body.querySelectorAll('script')).toHaveLength(0);
  expect(body.querySelectorAll('img[src="x"], [onerror]')).toHaveLength(0);
  const links = [...body.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
  expect(links.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
  // Serialized, the texts are escaped: the markup never reached the DOM as markup.
  expect(body.innerHTML).not.toContain('<script>alert');
  expect(body.innerHTML).not.toContain('<img src="x"');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hostile names in the UI', () => {
  it('the contractors list shows them as text, the name as the link text only', async () => {
    loginAs('admin');
    stubApi({
      'GET /api/apps/contractors': () =>
        json(200, {
          contractors: [
            contractor({ id: 1, name: SCRIPT, city: IMG, email: IMG, website: JAVASCRIPT_URL }),
            contractor({ id: 2, name: IMG, city: FORMULA }),
          ],
          total: 2,
        }),
    });
    await renderWithProviders(<ContractorsListPage />, { route: '/apps/contractors/list' });
    const link = await screen.findByRole('link', { name: SCRIPT });
    expect(link.getAttribute('href')).toBe('/apps/contractors/1');
    expect(screen.getByRole('link', { name: IMG }).getAttribute('href')).toBe('/apps/contractors/2');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getAllByText(IMG).length).toBeGreaterThan(0);
    expect(screen.getByText(FORMULA)).toBeTruthy();
    expectInert();
  });

  it('a contractor page shows the name literally and never links a javascript: website', async () => {
    loginAs('admin');
    stubApi({
      'GET /api/apps/contractors/7': () =>
        json(200, {
          contractor: contractor({ name: SCRIPT, website: JAVASCRIPT_URL, notes: IMG, street: IMG }),
        }),
      'GET /api/apps/invoice/debt-history': () => json(200, { entries: [] }),
      'GET /api/apps/invoice/invoices': () =>
        json(200, invoicePage({ invoices: [invoiceRow({ client: { ...invoiceRow().client, name: IMG } })] })),
      'GET /api/documents/costs': () =>
        json(200, costPage({ costs: [costRow({ number: SCRIPT, service: IMG })] })),
    });
    await renderWithProviders(<ContractorPage />, {
      route: '/apps/contractors/7',
      path: '/apps/contractors/:id',
    });
    expect(await screen.findByRole('heading', { name: SCRIPT })).toBeTruthy();
    // The website is a form value (text to edit), not a link.
    expect(screen.getByDisplayValue(JAVASCRIPT_URL).tagName).toBe('INPUT');
    expect((screen.getByLabelText(/^Company name/) as HTMLInputElement).value).toBe(SCRIPT);
    // A translated sentence that carries the name (i18next interpolation) shows it as text too.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(`Delete ${SCRIPT}? This cannot be undone.`)).toBeTruthy();
    expectInert();
  });

  it('the invoice list shows client names and services as text', async () => {
    loginAs('admin');
    stubApi({
      'GET /api/apps/invoice/invoices': () =>
        json(
          200,
          invoiceList({
            invoices: [
              invoiceListItem({
                client: { ...invoiceListItem().client, name: SCRIPT, company: SCRIPT, companyEmail: IMG },
                service: IMG,
              }),
            ],
            total: 1,
          }),
        ),
    });
    await renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list' });
    const row = (await screen.findByRole('link', { name: 'FV/1/03/2026' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByText(SCRIPT).length).toBeGreaterThan(0);
    expect(within(row).getAllByText(IMG).length).toBeGreaterThan(0);
    expectInert();
  });

  it('the invoice preview prints parties, lines and notes literally', async () => {
    loginAs('admin');
    const detail = invoiceDetail();
    const line = detail.lines[0];
    if (!line) throw new Error('the sample invoice has a line');
    stubApi({
      'GET /api/apps/invoice/invoices/11': () =>
        json(
          200,
          invoiceResponse({
            seller: { ...detail.seller, name: IMG },
            buyer: { ...detail.buyer, name: SCRIPT, email: IMG },
            client: { ...detail.client, name: SCRIPT },
            lines: [
              { ...line, name: SCRIPT },
              { ...line, position: 2, name: FORMULA },
            ],
            notes: IMG,
            placeOfIssue: SCRIPT,
          }),
        ),
      'GET /api/apps/invoice/debt-history': () => json(200, { entries: [] }),
      'GET /api/apps/invoice/invoices/11/ksef': () => json(200, ksefState()),
    });
    await renderWithProviders(<InvoicePreviewPage />, {
      route: '/apps/invoice/preview/11',
      path: '/apps/invoice/preview/:id',
    });
    const document = within(await screen.findByTestId('invoice-document'));
    expect(document.getAllByText(SCRIPT).length).toBeGreaterThanOrEqual(2);
    expect(document.getAllByText(IMG).length).toBeGreaterThanOrEqual(2);
    expect(document.getByText(FORMULA)).toBeTruthy();
    expectInert();
  });

  it('the cost list shows suppliers, numbers and categories as text', async () => {
    loginAs('admin');
    stubCostsApi({
      'GET /api/documents/costs': () =>
        json(
          200,
          costList({
            costs: [
              costListItem({
                number: SCRIPT,
                client: { ...costListItem().client, name: IMG, companyEmail: IMG },
                category: { id: 3, name: FORMULA },
                service: IMG,
              }),
            ],
            total: 1,
          }),
        ),
      'GET /api/organization/categories': () =>
        json(200, { categories: [{ id: 3, name: FORMULA, kind: 'cost' }] }),
      'GET /api/apps/contractors': () => json(200, { contractors: [], total: 0 }),
    });
    await renderWithProviders(<CostListPage />, { route: '/documents/costs' });
    const link = await screen.findByRole('link', { name: SCRIPT });
    expect(link.getAttribute('href')).toBe('/documents/costs/21');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getAllByText(IMG).length).toBeGreaterThan(0);
    expect(within(row).getByText(FORMULA)).toBeTruthy();
    expectInert();
  });

  it("the dashboard greets a user by a hostile name and shows the organization's as text", async () => {
    loginAs('admin', { fullName: SCRIPT, organization: { id: 1, name: IMG } });
    await renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      expect.stringContaining(SCRIPT),
    );
    // The name shares its line with the date ("<name> · <date>").
    expect(screen.getByText(IMG, { exact: false })).toBeTruthy();
    expectInert();
  });
});
