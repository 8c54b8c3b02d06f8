import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

/** The names of a ZIP's entries, from its central directory. */
function zipEntries(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

describe('the month-end export for the accountant', () => {
  const app = useApp();

  it('downloads the filtered invoices as one ZIP of PDFs with the register', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    await page.goto('/apps/invoice/list?status=paid');
    const shown = page.getByText(/Showing \d+ to \d+ of (\d+)/);
    // The count shows once the first page has arrived.
    const count = async () => Number(/of (\d+)/.exec((await shown.textContent()) ?? '')?.[1] ?? 0);
    await expect.poll(count).toBeGreaterThan(0);
    const total = await count();

    await page.getByRole('button', { name: 'Export for the accountant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export for the accountant' });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^faktury-.*\.zip$/);
    const names = zipEntries(readFileSync(await file.path()));
    expect(names.filter((name) => name.startsWith('faktury/'))).toHaveLength(total);
    expect(names).toContain('rejestr-sprzedazy.csv');
    expect(names).toContain('rejestr-sprzedazy.xlsx');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });
});
