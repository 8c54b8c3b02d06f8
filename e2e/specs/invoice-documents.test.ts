import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

/** The admin's API token, for seeding what the test is not about. */
async function apiToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/jwt/login', { data: demo.admin });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function firstContractorId(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/api/apps/contractors?q=Klient%20Demo', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { contractors: { id: number }[] };
  const id = body.contractors[0]?.id;
  if (id === undefined) throw new Error('no demo contractor');
  return id;
}

describe('invoice documents', () => {
  const app = useApp();

  it('shows in the numbering settings the number the next invoice is given', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    await page.goto('/pages/account-setting?tab=numbering');
    const preview = page.getByTestId('preview-vat');
    await expect.poll(() => preview.textContent()).toMatch(/^FV\//);
    const shown = (await preview.textContent()) ?? '';

    const token = await apiToken(page);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());
    const created = await page.request.post('/api/apps/invoice/invoices', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        type: 'vat',
        contractorId: await firstContractorId(page, token),
        issueDate: today,
        saleDate: today,
        paymentTerm: '14_days',
        paymentMethod: 'transfer',
        currency: 'PLN',
        priceMode: 'net',
        lines: [{ name: 'Konsultacje', quantity: '1', unit: 'h', unitPrice: '100', vatRate: '23' }],
      },
    });
    expect(created.status()).toBe(201);
    const { invoice } = (await created.json()) as { invoice: { number: string } };
    expect(invoice.number).toBe(shown);

    await page.reload();
    await expect.poll(() => preview.textContent()).not.toBe(shown);
  });

  it('previews an English invoice as its PDF prints it: both languages, words in both', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');
    const token = await apiToken(page);
    const created = await page.request.post('/api/apps/invoice/invoices', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        type: 'vat',
        contractorId: await firstContractorId(page, token),
        issueDate: '2026-11-10',
        saleDate: '2026-11-10',
        paymentTerm: '14_days',
        paymentMethod: 'transfer',
        currency: 'EUR',
        exchangeRate: '4,2500',
        language: 'english',
        priceMode: 'net',
        lines: [{ name: 'Consulting', quantity: '2', unit: 'h', unitPrice: '1234.5', vatRate: '23' }],
      },
    });
    expect(created.status()).toBe(201);
    const { invoice } = (await created.json()) as { invoice: { id: number } };

    await page.goto(`/apps/invoice/preview/${invoice.id}`);
    const doc = page.getByTestId('invoice-document');
    await doc.waitFor();
    const text = (await doc.innerText()).replace(/\s+/g, ' ');
    for (const part of [
      'Faktura VAT',
      'VAT invoice',
      'Sprzedawca / Seller',
      'Nabywca / Buyer',
      'Do zapłaty / Amount due',
      'Słownie: ',
      'In words: ',
      'Kurs EUR/PLN 4.2500',
      'Exchange rate EUR/PLN 4.2500',
      '1,234.50',
    ]) {
      // Captions are styled upper-case, which innerText reflects.
      expect(text.toLowerCase()).toContain(part.toLowerCase());
    }
    expect(text).not.toMatch(/of —|z dnia —/);
    expect(text).not.toContain('NBP EUR/PLN');
  });
});
