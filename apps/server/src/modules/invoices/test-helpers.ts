// Shared by the invoice test files (not imported by the app).
import type { InvoiceInputBody, InvoiceResponse } from '@saldo/contracts/invoices';
import type { TestApp } from '../../../test/test-app.ts';
import { createContractor, kowalski, type Headers } from '../contractors/test-helpers.ts';

export async function newBuyer(t: TestApp, headers: Headers, overrides: Partial<typeof kowalski> = {}) {
  return createContractor(t, headers, { ...kowalski, ...overrides });
}

/** A PLN VAT invoice with a 23 % and an 8 % line. */
export function vatInvoice(
  contractorId: number,
  overrides: Partial<InvoiceInputBody> = {},
): InvoiceInputBody {
  return {
    type: 'vat',
    contractorId,
    issueDate: '2026-11-10',
    saleDate: '2026-11-10',
    placeOfIssue: 'Kraków',
    paymentTerm: '14_days',
    paymentMethod: 'transfer',
    currency: 'PLN',
    priceMode: 'net',
    lines: [
      { name: 'Usługa programistyczna', quantity: '10', unit: 'h', unitPrice: '150,00', vatRate: '23' },
      { name: 'Książka', quantity: '3', unit: 'szt.', unitPrice: '33,3333', vatRate: '8' },
    ],
    ...overrides,
  };
}

export async function issue(
  t: TestApp,
  headers: Headers,
  payload: InvoiceInputBody,
  extraHeaders: Record<string, string> = {},
): Promise<InvoiceResponse['invoice']> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/apps/invoice/invoices',
    headers: { ...headers, ...extraHeaders },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`issue failed: ${response.statusCode} ${response.body}`);
  return response.json<InvoiceResponse>().invoice;
}
