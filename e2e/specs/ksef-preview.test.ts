import { extractText, getDocumentProxy } from 'unpdf';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKsefServer, type FakeKsefServer } from '../../apps/server/test/fakes/fake-ksef-server.ts';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

// Issue 31 item 10: a company obliged to use KSeF (art. 106ga) prints an invoice KSeF has not numbered
// as a preview, and the accepted one as an invoice with its KSeF number.
const DEMO_NIP = '1234563218';
const TOKEN = '20261125-EC-0A1B2C3D4E-5F6A7B8C9D-11|nip-1234563218|0123456789abcdef';
const PREVIEW =
  'Podgląd – faktura nie została jeszcze przesłana do KSeF: nie jest fakturą, dopóki nie otrzyma numeru KSeF';
let ksef: FakeKsefServer;
beforeAll(async () => {
  ksef = await startFakeKsefServer({ nip: DEMO_NIP, ksefToken: TOKEN });
});
afterAll(async () => {
  await ksef?.close();
});

/** The invoice's PDF, fetched with the page's own session, as text with whitespace folded. */
async function pdfText(page: Page, invoiceId: string): Promise<string> {
  const pdf = await page.evaluate(async (id) => {
    const response = await fetch(`/api/apps/invoice/invoices/${id}/pdf`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
    });
    return Array.from(new Uint8Array(await response.arrayBuffer()));
  }, invoiceId);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('an invoice of a company obliged to use KSeF', () => {
  const app = useApp({
    env: () => ({ KSEF_API_URL: ksef.url, KSEF_SEND_INTERVAL_MS: '500', NBP_API_URL: 'off' }),
  });

  it('prints as a preview until KSeF accepts it, then with its KSeF number', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    // The company is obliged from a day before every demo invoice.
    await page.goto('/pages/account-setting?tab=ksef');
    const form = page.getByRole('form', { name: 'KSeF' });
    await form.getByLabel('KSeF token').fill(TOKEN);
    await form.getByLabel('Obliged to issue invoices in KSeF from').fill('2020-01-01');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A token is set (…cdef)').waitFor();

    await page.goto('/apps/invoice/list');
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('link') })
      .first()
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL('**/apps/invoice/preview/**');
    const id = page.url().split('/').pop() ?? '';

    const document = page.getByTestId('invoice-document');
    await document.getByText(PREVIEW).waitFor();
    expect(await document.getByRole('heading', { level: 2 }).textContent()).toMatch(/^Podgląd: Faktura/);
    const preview = await pdfText(page, id);
    expect(preview).toContain(PREVIEW);
    expect(preview).toMatch(/Podgląd: Faktura/);

    await page.getByRole('button', { name: 'Send to KSeF' }).click();
    await expect.poll(() => ksef.accepted.length, { timeout: 20_000 }).toBe(1);
    const ksefNumber = ksef.accepted[0]?.ksefNumber ?? '';
    await page.getByText(ksefNumber).first().waitFor({ timeout: 20_000 });
    // Accepted: the document on the page is an invoice again.
    await document.getByText(PREVIEW).waitFor({ state: 'detached' });
    expect(await document.getByRole('heading', { level: 2 }).textContent()).toMatch(/^Faktura/);
    const accepted = await pdfText(page, id);
    expect(accepted).not.toContain('Podgląd');
    expect(accepted).toContain(ksefNumber);
  });
});
