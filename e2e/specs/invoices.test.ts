import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_GUS_VALID_KEY,
  startFakeGusServer,
  type FakeGusServer,
} from '../../apps/server/test/fakes/fake-gus-server.ts';
import {
  startFakeWhiteListServer,
  type FakeWhiteListServer,
} from '../../apps/server/test/fakes/fake-white-list-server.ts';
import { demo, LoginPage } from '../pages/login-page.ts';
import { NewClientPanel } from '../pages/new-client-panel.ts';
import { useApp } from '../support/fixture.ts';

let gus: FakeGusServer;
let whiteList: FakeWhiteListServer;
beforeAll(async () => {
  [gus, whiteList] = await Promise.all([startFakeGusServer(), startFakeWhiteListServer()]);
});
afterAll(async () => {
  await Promise.all([gus?.close(), whiteList?.close()]);
});

describe('sales invoices', () => {
  const app = useApp({
    env: () => ({ GUS_API_URL: gus.url, GUS_API_KEY: FAKE_GUS_VALID_KEY, WHITE_LIST_API_URL: whiteList.url }),
  });

  it('issues a two-rate VAT invoice for a new contractor, then records a partial and a full payment', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    await page.goto('/apps/invoice/add/vat');
    await page.getByRole('button', { name: 'Save invoice' }).waitFor();
    const panel = new NewClientPanel(page);
    await panel.open(page.getByRole('form', { name: 'VAT invoice' }));
    await panel.fetchByNip('678-301-42-27');
    const name = 'KOWALSKI & SYN SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ';
    await expect.poll(() => panel.field(/^Company name/).inputValue()).toBe(name);
    await panel.add();
    await panel.dialog.waitFor({ state: 'hidden' });
    // The panel's onCreated picked the new contractor as the buyer.
    await page.getByText('678-301-42-27').or(page.getByText('6783014227')).first().waitFor();

    await page.getByLabel('Name, item 1').fill('Usługa programistyczna');
    await page.getByLabel('Quantity, item 1').fill('10');
    await page
      .getByLabel('Unit price, item 1')
      .or(page.getByLabel('Net unit price, item 1'))
      .first()
      .fill('150');
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByLabel('Name, item 2').fill('Książka');
    await page.getByLabel('Quantity, item 2').fill('3');
    await page
      .getByLabel('Unit price, item 2')
      .or(page.getByLabel('Net unit price, item 2'))
      .first()
      .fill('33,3333');
    await page.locator('input[aria-label="VAT rate, item 2"]').click();
    await page.getByRole('option', { name: '8%', exact: true }).click();
    // Live totals from the domain package: 1500 + 345 and 100 + 8.
    await page
      .getByText(/1[\s\u00a0,]?953[.,]00/)
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Save invoice' }).click();
    await page.waitForURL('**/apps/invoice/preview/*');
    const id = /preview\/(\d+)/.exec(page.url())?.[1];
    expect(id).toBeDefined();

    await page.goto('/apps/invoice/list');
    await page.getByLabel('Search', { exact: true }).fill('kowalski');
    await page.getByRole('row').filter({ hasText: 'KOWALSKI' }).first().waitFor();

    await page.goto(`/apps/invoice/preview/${id}`);
    const pay = async (amount: string) => {
      await page.getByRole('button', { name: 'Add payment' }).first().click();
      const drawer = page.getByRole('dialog', { name: 'Add payment' });
      await drawer.getByLabel('Amount').fill(amount);
      await drawer.getByRole('button', { name: 'Add payment' }).click();
      await drawer.waitFor({ state: 'hidden' });
    };
    await pay('1000');
    await page.getByText('Partially paid').first().waitFor();
    await pay('953');
    await page.getByText('Paid', { exact: true }).first().waitFor();

    await page.goto(`/apps/invoice/preview/${id}?lng=pl`);
    await page.getByText('Opłacona', { exact: true }).first().waitFor();
  });
});
