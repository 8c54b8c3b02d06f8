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

// The registers are fakes in this process; the built server is pointed at them, never at GUS or MF.
let gus: FakeGusServer;
let whiteList: FakeWhiteListServer;
beforeAll(async () => {
  [gus, whiteList] = await Promise.all([startFakeGusServer(), startFakeWhiteListServer()]);
});
afterAll(async () => {
  await Promise.all([gus?.close(), whiteList?.close()]);
});

describe('contractors', () => {
  const app = useApp({
    env: () => ({ GUS_API_URL: gus.url, GUS_API_KEY: FAKE_GUS_VALID_KEY, WHITE_LIST_API_URL: whiteList.url }),
  });

  it('adds a client from the GUS register through the new client panel and finds it in the list', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');

    const panel = new NewClientPanel(app.page);
    await panel.open();
    await panel.fetchByNip('678-301-42-27');
    const name = 'KOWALSKI & SYN SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ';
    await expect.poll(() => panel.field(/^Company name/).inputValue()).toBe(name);
    expect(await panel.field('Street').inputValue()).toBe('ul. Długa');
    expect(await panel.field('Postal code').inputValue()).toBe('31-147');
    expect(await panel.field('City').inputValue()).toBe('Kraków');
    await panel.dialog.getByText('Active VAT payer').waitFor();
    expect(gus.requests.length).toBeGreaterThan(0);

    await panel.add();
    await app.page.getByText(`Client ${name} has been added.`).waitFor();
    await panel.dialog.waitFor({ state: 'hidden' });

    await app.page.goto('/apps/contractors/list');
    await app.page.getByLabel('Search', { exact: true }).fill('kowalski');
    // Wait for the search to reach the address: a click within the debounce was still taken back
    // to the list once in the full browser run, though useListState's own test of that case passes.
    await app.page.waitForURL(/q=kowalski/);
    const link = app.page.getByRole('link', { name });
    await link.waitFor();
    const row = app.page.getByRole('row').filter({ has: link });
    await row.getByText('678-301-42-27').waitFor();
    await row.getByText('Active VAT payer').waitFor();
    await link.click();
    await app.page.waitForURL(/\/apps\/contractors\/\d+$/);
    await app.page.getByRole('heading', { name }).waitFor();
  });

  it('says an invalid NIP is invalid without asking the registers', async () => {
    const login = new LoginPage(app.page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await app.page.waitForURL('**/dashboard/**');
    const before = gus.requests.length + whiteList.requests.length;
    const panel = new NewClientPanel(app.page);
    await panel.open();
    await panel.fetchByNip('1234567890');
    await panel.dialog.getByText('Invalid Company ID').waitFor();
    expect(gus.requests.length + whiteList.requests.length).toBe(before);
  });
});
