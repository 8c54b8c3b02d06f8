import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKsefServer, type FakeKsefServer } from '../../apps/server/test/fakes/fake-ksef-server.ts';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

// KSeF is a fake in this process that really decrypts and checks what the app sends.
const DEMO_NIP = '1234563218';
const TOKEN = '20261125-EC-0A1B2C3D4E-5F6A7B8C9D-11|nip-1234563218|0123456789abcdef';
let ksef: FakeKsefServer;
beforeAll(async () => {
  ksef = await startFakeKsefServer({ nip: DEMO_NIP, ksefToken: TOKEN });
});
afterAll(async () => {
  await ksef?.close();
});

describe('KSeF', () => {
  const app = useApp({
    env: () => ({ KSEF_API_URL: ksef.url, KSEF_SEND_INTERVAL_MS: '500', NBP_API_URL: 'off' }),
  });

  it('sends an invoice to KSeF and prints its KSeF number and QR link on the PDF', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    await page.goto('/pages/account-setting?tab=ksef');
    const form = page.getByRole('form', { name: 'KSeF' });
    await form.getByLabel('KSeF token').fill(TOKEN);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A token is set (…cdef)').waitFor();

    await page.goto('/apps/invoice/list');
    const firstInvoice = page
      .getByRole('row')
      .filter({ has: page.getByRole('link') })
      .first()
      .getByRole('link')
      .first();
    await firstInvoice.click();
    await page.waitForURL('**/apps/invoice/preview/**');
    const id = page.url().split('/').pop() ?? '';

    await page.getByRole('button', { name: 'Send to KSeF' }).click();
    await page.getByText('KSeF number').waitFor({ timeout: 20_000 });
    expect(ksef.accepted).toHaveLength(1);
    const ksefNumber = ksef.accepted[0]?.ksefNumber ?? '';
    await page.getByText(ksefNumber).first().waitFor();
    await page.getByRole('link', { name: 'Check the invoice in KSeF' }).waitFor();

    // The PDF, fetched with the page's own session, carries the number and the link.
    const pdf = await page.evaluate(async (invoiceId) => {
      const response = await fetch(`/api/apps/invoice/invoices/${invoiceId}/pdf`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
      });
      return Array.from(new Uint8Array(await response.arrayBuffer()));
    }, id);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain(ksefNumber);
    expect(text.replace(/\s+/g, '')).toContain(`/invoice/${DEMO_NIP}/`);
  });
});
