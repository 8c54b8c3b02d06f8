import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from '../../invoices/invoices.table.ts';
import { sellerOf } from './debt-invoice.ts';

const seller = { name: 'Firma Demo sp. z o.o.' } as InvoiceRow['seller'];
// A Santander account (bank code 109) saved under the label "Rachunek główny", before the bank's name was kept.
const labelled = { name: 'Rachunek główny', iban: 'PL61109010140000071219812874', swift: '' };

describe('the seller of reminders and demand letters', () => {
  it("names the account's bank, not the label the account has in the settings", () => {
    expect(sellerOf({ seller, bank: labelled })).toEqual({
      name: 'Firma Demo sp. z o.o.',
      bankAccount: 'PL61109010140000071219812874',
      bankName: 'Santander Bank Polska S.A.',
    });
  });

  it("prints the bank's name stored with the invoice", () => {
    expect(
      sellerOf({ seller, bank: { ...labelled, bankName: 'Santander Bank Polska S.A. (oddział 1)' } })
        .bankName,
    ).toBe('Santander Bank Polska S.A. (oddział 1)');
  });

  it('names no bank without an account, or for a bank it does not know', () => {
    expect(sellerOf({ seller, bank: null }).bankName).toBe('');
    expect(sellerOf({ seller, bank: { ...labelled, iban: 'DE89370400440532013000' } }).bankName).toBe('');
  });
});
