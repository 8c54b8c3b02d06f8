// The invoice both renderers print: a typical Polish sale (8 lines, two VAT rates, a discount, a PKWiU
// code, split payment, amount in words). Built in memory by the server's own PDF fixture builder, which
// computes every amount with @saldo/domain exactly as the invoice service does, so the object is the
// one the PDF route would hand to the renderer, and the bench does not depend on the data set.
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import { buildInvoice } from '../../apps/server/src/modules/invoices/pdf/invoice-pdf.fixtures.ts';
import type { BankAccount } from '../../apps/server/src/modules/invoices/pdf/invoice-pdf.ts';

export const sampleBank: BankAccount = {
  name: 'mBank S.A.',
  iban: 'PL61109010140000071219812874',
  swift: 'BREXPLPWXXX',
};

/** `n` varies the number only, so no renderer can serve a cached document. */
export function sampleInvoice(n: number): InvoiceDetail {
  return buildInvoice({
    number: `FV/${n}/11/2026`,
    splitPayment: true,
    lines: [
      {
        name: 'Wdrożenie systemu księgowego – licencja roczna',
        classification: '62.01.11.0',
        quantity: '1',
        unitPrice: '14500',
        vatRate: '23',
      },
      { name: 'Szkolenie użytkowników (grupa do 10 osób)', quantity: '2,5', unit: 'godz.', unitPrice: '320' },
      { name: 'Konfiguracja stanowisk pracy', quantity: '6', unitPrice: '180' },
      { name: 'Migracja danych z poprzedniego systemu', quantity: '1', unitPrice: '2400' },
      { name: 'Abonament serwisowy – listopad 2026', quantity: '1', unit: 'mies.', unitPrice: '950' },
      {
        name: 'Książka „Zarządzanie księgowością”',
        quantity: '3',
        unitPrice: '89,99',
        vatRate: '8',
        discountPercent: '10',
      },
      { name: 'Czytnik kodów kreskowych USB', quantity: '2', unitPrice: '349' },
      { name: 'Dojazd do siedziby klienta (Łódź)', quantity: '240', unit: 'km', unitPrice: '1,15' },
    ],
    overrides: { notes: 'Dziękujemy za współpracę.\nProsimy o podanie numeru faktury w tytule przelewu.' },
  });
}
