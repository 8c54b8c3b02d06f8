import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RegisterPage, TaxReturnDetail } from '@saldo/contracts/tax-returns';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import TaxReturnMonthPage from './TaxReturnMonthPage.tsx';

const MONTH = 'GET /api/tax-returns/2026-10';
const SALES = 'GET /api/tax-returns/2026-10/registers/sale';

function month(overrides: Partial<TaxReturnDetail> = {}): TaxReturnDetail {
  return {
    period: '2026-10',
    status: 'draft',
    purpose: 1,
    outputVat: 107640,
    inputVat: 20700,
    toPay: 87000,
    surplus: 0,
    dueDate: '2026-11-25',
    referenceNumber: '',
    correctionReason: '',
    refundChoice: 'carry_forward',
    submittedAt: null,
    salesRows: 1,
    purchaseRows: 0,
    declaration: {
      fields: { P_19: 4680, P_20: 1076, P_37: 4680, P_38: 1076, P_51: 870 },
      outputVat: 107640,
      inputVat: 20700,
      carriedOver: 0,
      toPay: 870,
      carryForward: 0,
      refundTerm: null,
    },
    excluded: [],
    changes: [],
    file: null,
    company: {
      nip: '1234563218',
      name: 'Demo sp. z o.o.',
      email: 'biuro@demo.com',
      taxOfficeCode: '1471',
      taxOfficeName: 'PIERWSZY MAZOWIECKI URZĄD SKARBOWY W WARSZAWIE',
      missing: [],
    },
    audit: [],
    ...overrides,
  };
}

const sales: RegisterPage = {
  total: 1,
  rows: [
    {
      lp: 1,
      documentId: 33,
      origin: 'invoice',
      number: 'FV/1/10/2026',
      counterpartyName: 'Auto-Serwis Jan Lewandowski',
      counterpartyTaxId: '5213634524',
      issueDate: '2026-10-02',
      otherDate: null,
      ksef: 'BFK',
      markers: ['BFK'],
      amounts: { K_19: 468000, K_20: 107640 },
      correctionSign: null,
      deductibility: null,
      deductionBasis: '',
      override: null,
    },
  ],
};

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TaxReturnMonthPage', () => {
  it("shows the declaration and the sales register with a way to change a row's markers", async () => {
    const api = stubApi({
      [MONTH]: () => json(200, month()),
      [SALES]: () => json(200, sales),
    });
    await renderWithProviders(<TaxReturnMonthPage />, {
      route: '/documents/tax-returns/2026-10',
      path: '/documents/tax-returns/:period',
    });
    expect(await screen.findByRole('heading', { name: /JPK_V7M for October 2026/ })).toBeTruthy();
    expect(screen.getByTestId('declaration-to-pay').textContent?.replace(/\s/g, ' ')).toBe('PLN 870.00');
    const row = await screen.findByTestId('row-FV/1/10/2026');
    expect(within(row).getByText('Auto-Serwis Jan Lewandowski')).toBeTruthy();
    // A draft cannot be marked ready before a valid file exists.
    expect(screen.getByRole('button', { name: 'Mark ready' }).hasAttribute('disabled')).toBe(true);

    expect(within(row).getByRole('button', { name: 'Change markers of FV/1/10/2026' })).toBeTruthy();
    expect(api.callsTo(SALES)).toHaveLength(1);
  });

  it('says what the company data lacks and keeps "Generate" off until it is there', async () => {
    stubApi({
      [MONTH]: () =>
        json(
          200,
          month({
            company: { ...month().company, taxOfficeCode: '', taxOfficeName: null, missing: ['taxOffice'] },
          }),
        ),
      [SALES]: () => json(200, { total: 0, rows: [] }),
    });
    await renderWithProviders(<TaxReturnMonthPage />, {
      route: '/documents/tax-returns/2026-10',
      path: '/documents/tax-returns/:period',
    });
    expect(await screen.findByText('Missing: Tax office.')).toBeTruthy();
    // The tax office is chosen in the company settings: the page leads there.
    expect(
      screen.getByRole('link', { name: 'Complete them in the company settings' }).getAttribute('href'),
    ).toBe('/pages/account-setting?tab=company');
    expect(screen.getByRole('button', { name: 'Generate' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('No sales documents in this month.')).toBeTruthy();
  });
});
