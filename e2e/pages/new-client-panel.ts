import type { Locator, Page } from 'playwright-core';

/** The global 'New client' panel, by its labels. */
export class NewClientPanel {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'New client' });
  }

  /** `from`: where the button is (the navbar's by default; a form has its own). */
  async open(from: Page | Locator = this.page) {
    await from.getByRole('button', { name: 'New client' }).click();
    await this.dialog.getByRole('button', { name: 'Add client' }).waitFor();
  }

  field(label: string | RegExp) {
    return this.dialog.getByLabel(label);
  }

  async fetchByNip(nip: string) {
    await this.field('Tax ID (NIP)').fill(nip);
    await this.dialog.getByRole('button', { name: 'Fetch data from GUS' }).click();
  }

  async add() {
    await this.dialog.getByRole('button', { name: 'Add client' }).click();
  }
}
