import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

/**
 * A code as an authenticator app shows it (SHA1, 6 digits, 30 s), for the time step after the
 * current one: the server takes a step only once (enrolment used the current one) and accepts one
 * step either side, so the next step is valid whenever the request lands.
 */
function nextCode(secret: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 });
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: /log ?out/i }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
}

describe('two-factor sign-in', () => {
  const app = useApp();

  it('is set up in account settings, then asks for the app’s code or a recovery code at sign-in', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    // Enrol: the key is shown as text beside the QR code, for typing into an app.
    await page.goto('/pages/account-setting?tab=security');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('6-digit code').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByRole('list', { name: 'Your recovery codes' });
    await list.getByRole('listitem').first().waitFor();
    const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText(/^Two-factor sign-in is on\./).waitFor();
    await logOut(page);

    // The password alone no longer signs in: the code from the app is asked for.
    await login.logIn(demo.admin.email, demo.admin.password);
    const step = page.getByRole('form', { name: 'Two-factor sign-in' });
    await step.getByLabel('Code', { exact: true }).fill(nextCode(secret));
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard/**');
    await logOut(page);

    // Phone lost: a recovery code signs in once instead.
    await login.logIn(demo.admin.email, demo.admin.password);
    await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await step.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard/**');
  });
});
