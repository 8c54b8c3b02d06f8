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

describe('a new organization’s setup wizard and first-login tour (issue 27)', () => {
  const app = useApp({
    env: () => ({ GUS_API_URL: gus.url, GUS_API_KEY: FAKE_GUS_VALID_KEY, WHITE_LIST_API_URL: whiteList.url }),
  });

  it('registers, goes through the wizard with GUS, then sees the tour once and replays it', async () => {
    const { page } = app;
    const suffix = Date.now().toString(36);
    const account = {
      username: `firma${suffix}`,
      email: `owner-${suffix}@example.com`,
      password: 'Saldo-Setup-2026!',
    };

    await page.goto('/register');
    await page.getByLabel(/^Username/).fill(account.username);
    await page.getByLabel(/^E-mail/).fill(account.email);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(account.password);
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();

    // The new administrator lands in the wizard, whatever page the login led to.
    await page.waitForURL('**/forms/form-wizard');
    await page.getByRole('heading', { name: 'Set up your company' }).waitFor();
    await page.getByText('Step 1 of 6').waitFor();

    await page.getByRole('textbox', { name: /^NIP/ }).fill('678-301-42-27');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Filled in from the GUS register').waitFor();
    const name = 'KOWALSKI & SYN SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ';
    await expect.poll(() => page.getByLabel(/^Company name/).inputValue()).toBe(name);
    expect(await page.getByLabel('City').inputValue()).toBe('Kraków');
    expect(gus.requests.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Bank account: a typo is caught by the checksum; the white list's account is offered.
    await page.getByText('Step 3 of 6').waitFor();
    await page.getByLabel(/^Account number/).fill('61109010140000071219812875');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText(/check digits do not match/).waitFor();
    await page.getByRole('button', { name: 'PL61 1090 1014 0000 0712 1981 2874' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByText('Step 4 of 6').waitFor();
    await page.getByText(/^Your first invoice: /).waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByText('Step 5 of 6').waitFor();
    await page.getByText('Your company is an active VAT payer.').waitFor();
    expect(await page.getByRole('radio', { name: 'VAT payer' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByText('Step 6 of 6').waitFor();
    await page.getByRole('button', { name: 'Go to the dashboard' }).click();

    // The tour starts once, after the wizard: through its stops, closed with Esc.
    const tour = page.getByRole('dialog', { name: 'Dashboard' });
    await tour.waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Invoices' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Invoices' }).waitFor({ state: 'hidden' });

    // Not again on the next login…
    await page.reload();
    await page.getByRole('button', { name: /^User menu/ }).waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('dialog', { name: 'Dashboard' }).count()).toBe(0);
    expect(page.url()).not.toContain('form-wizard');

    // …but from the user menu, as often as wanted.
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Take the tour' }).click();
    await page.getByRole('dialog', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Close the tour' }).click();
    await page.getByRole('dialog', { name: 'Dashboard' }).waitFor({ state: 'hidden' });

    // The company holds what the wizard saved.
    await page.goto('/pages/account-setting?tab=company');
    await expect
      .poll(() =>
        page
          .getByLabel(/^Company name/)
          .first()
          .inputValue(),
      )
      .toBe(name);
  });

  it('set up later: the wizard is left, and resumed from the user menu at the same step', async () => {
    const { page } = app;
    const suffix = `${Date.now().toString(36)}b`;
    await page.goto('/register');
    await page.getByLabel(/^Username/).fill(`later${suffix}`);
    await page.getByLabel(/^E-mail/).fill(`later-${suffix}@example.com`);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('Saldo-Setup-2026!');
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/forms/form-wizard');
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await page.getByText('Step 2 of 6').waitFor();
    await page.getByRole('button', { name: 'Set up later' }).click();
    await page.waitForURL('**/dashboard**');
    // The tour comes after the wizard was put off too; closed, it stays closed.
    await page.getByRole('dialog', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Close the tour' }).click();

    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Resume setup' }).click();
    await page.waitForURL('**/forms/form-wizard');
    await page.getByText('Step 2 of 6').waitFor();
  });
});
