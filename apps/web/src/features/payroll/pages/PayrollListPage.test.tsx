import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeEntries } from '@saldo/contracts/payroll-entry';
import type {
  PayrollEntryInputs,
  PayrollEntryTerms,
  PayrollListDetail,
} from '@saldo/contracts/payroll-lists';
import { payrollSummary } from '@saldo/contracts/payroll-summary';
import { DEFAULT_PAYROLL_OPTIONS } from '@saldo/domain/payroll/payroll-options';
import { EMPTY_YEAR_TO_DATE } from '@saldo/domain/payroll/payroll-types';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import PayrollListPage from './PayrollListPage.tsx';

const terms: PayrollEntryTerms = {
  contractKind: 'employment',
  contractTitle: 'Księgowa',
  activeFrom: '2025-01-01',
  activeTo: '2025-01-31',
  monthlyGross: 1_000_000,
  workingTime: { numerator: 1, denominator: 1 },
  hourlyRate: null,
  flatFee: null,
  contract: { kind: 'employment', kup: 'standard' },
  person: { taxReduction: 'full', youthRelief: false, ppk: null, labourFundExempt: false },
};
const noInputs: PayrollEntryInputs = {
  bonus: 0,
  unpaidLeaveDays: 0,
  unpaidLeaveHours: 0,
  hours: '0',
  fee: null,
};

/** A list whose figures come from the shared computation, as the server's do. */
function list(
  status: PayrollListDetail['status'],
  inputs = noInputs,
  yearToDateStale = false,
): PayrollListDetail {
  const [lines] = computeEntries(
    [{ workerId: 3, terms, inputs, yearToDate: EMPTY_YEAR_TO_DATE }],
    '2025-01',
    DEFAULT_PAYROLL_OPTIONS,
  );
  if (!lines) throw new Error('no lines');
  const deadlines = { zus: '2025-02-17', pit4: '2025-02-20' };
  return {
    id: 5,
    month: '2025-01',
    kind: 'regular',
    correctsId: null,
    status,
    gross: lines.gross,
    net: lines.net,
    employerCost: lines.totalCost,
    entryCount: 1,
    approvedAt: status === 'draft' ? null : '2025-01-31T10:00:00.000Z',
    deadlines,
    entries: [
      {
        id: 9,
        contractId: 4,
        workerId: 3,
        workerName: 'Anna Wiśniewska',
        terms,
        inputs,
        yearToDate: EMPTY_YEAR_TO_DATE,
        lines,
      },
    ],
    summary: { ...payrollSummary([lines], '2025-01', 15), deadlines },
    options: DEFAULT_PAYROLL_OPTIONS,
    audit: [],
    correctedById: null,
    yearToDateStale,
  };
}

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PayrollListPage', () => {
  it('recomputes the figures as a bonus is typed, saves the inputs, then approves', async () => {
    let current = list('draft');
    const api = stubApi({
      'GET /api/payroll/lists/5': () => json(200, current),
      'PUT /api/payroll/lists/5/entries/9': (body) => {
        current = list('draft', { ...noInputs, ...(body as Partial<PayrollEntryInputs>) });
        return json(200, current);
      },
      'POST /api/payroll/lists/5/approve': () => {
        current = list('approved', current.entries[0]?.inputs);
        return json(200, current);
      },
    });
    await renderWithProviders(<PayrollListPage />, {
      route: '/documents/payroll/5',
      path: '/documents/payroll/:id',
    });
    await screen.findByRole('heading', { name: 'Payroll list – January 2025', level: 1 });
    // The reference's 10 000 PLN example.
    expect(screen.getByTestId('net-9').textContent).toBe('7,147.39');
    expect(screen.getByTestId('summary-zusTotal').textContent).toBe(
      (list('draft').summary.zusTotal / 100).toLocaleString('en', { minimumFractionDigits: 2 }),
    );
    const approve = screen.getByRole('button', { name: 'Approve' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Bonus for Anna Wiśniewska' }), '1000');
    // The 11 000 PLN example, computed in the browser before anything is saved.
    expect(screen.getByTestId('net-9').textContent).toBe('7,828.63');
    expect(approve.hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Save the inputs of Anna Wiśniewska' }));
    await waitFor(() => expect(api.callsTo('PUT /api/payroll/lists/5/entries/9')).toHaveLength(1));
    expect(api.callsTo('PUT /api/payroll/lists/5/entries/9')[0]?.body).toEqual({
      ...noInputs,
      bonus: 100_000,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approved');
    expect(screen.getByRole('button', { name: 'Download the payslip of Anna Wiśniewska' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Bonus for Anna Wiśniewska' }).hasAttribute('readonly')).toBe(
      true,
    );
  });

  it('flags an amount it cannot read and keeps the saved figures', async () => {
    stubApi({ 'GET /api/payroll/lists/5': () => json(200, list('draft')) });
    await renderWithProviders(<PayrollListPage />, {
      route: '/documents/payroll/5',
      path: '/documents/payroll/:id',
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Bonus for Anna Wiśniewska' }), 'abc');
    expect(screen.getByText('Invalid')).toBeTruthy();
    expect(screen.getByTestId('net-9').textContent).toBe('7,147.39');
    expect(
      screen.getByRole('button', { name: 'Save the inputs of Anna Wiśniewska' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('explains an approved list whose year-to-date figures changed, and offers a correction', async () => {
    stubApi({ 'GET /api/payroll/lists/5': () => json(200, list('approved', noInputs, true)) });
    await renderWithProviders(<PayrollListPage />, {
      route: '/documents/payroll/5',
      path: '/documents/payroll/:id',
    });
    await screen.findByText('Year-to-date figures changed');
    expect(
      screen.getByText(/An earlier month of the year was approved or corrected after this list/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a correction' })).toBeTruthy();
  });
});
