import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

/** The Ministry's FA(3) sample 1, addressed to the demo company (NIP 1234563218) so it is ours to book. */
function sampleForDemoCompany(): Buffer {
  const file = join(
    import.meta.dirname,
    '../../apps/server/src/integrations/ksef/fixtures/fa3/FA_3_Przykład_1.xml',
  );
  return Buffer.from(readFileSync(file, 'utf8').replace('<NIP>1111111111</NIP>', '<NIP>1234563218</NIP>'));
}

describe('costs', () => {
  const app = useApp();

  it('imports an FA(3) file, confirms the draft, finds it in the list and pays it', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    await page.goto('/documents/costs');
    await page.getByRole('button', { name: 'Import from KSeF XML' }).click();
    await page.getByLabel('Choose KSeF XML files').setInputFiles({
      name: 'FA_3_Przyklad_1.xml',
      mimeType: 'text/xml',
      buffer: sampleForDemoCompany(),
    });
    await page.getByText('Documents to confirm: 1 · files refused: 0').waitFor({ timeout: 15_000 });
    await page.getByText('New supplier').waitFor();
    await page
      .getByRole('link', { name: /Review/ })
      .first()
      .click();

    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('To confirm').count()).toBe(0);

    await page.goto('/documents/costs?q=ABC%20AGD');
    const row = page.getByRole('row').filter({ hasText: 'FV2026/02/150' });
    await row.waitFor();
    await row.getByRole('link').first().click();
    await page.getByRole('button', { name: 'Add payment' }).first().waitFor();

    await page.getByRole('button', { name: 'Add payment' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel(/^Amount/).waitFor();
    await drawer.getByRole('button', { name: 'Add payment' }).click();
    await page.getByText('The payment has been recorded.').waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();
  });
});
