import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankLine, BankStatementSummary } from '@saldo/contracts/bank-statements';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubCostsApi, type Handler } from '../../costs/test-data.ts';
import BankStatementPage from './BankStatementPage.tsx';

const statement: BankStatementSummary = {
  id: 5,
  bankAccountId: 1,
  bankAccountName: 'Main account',
  iban: 'PL61109010140000071219812874',
  format: 'mt940',
  fileName: 'nov.sta',
  reference: 'REF1',
  number: '11/2026',
  currency: 'PLN',
  openingDate: '2026-11-01',
  openingBalance: 100000,
  closingDate: '2026-11-30',
  closingBalance: 223000,
  lines: 2,
  unmatched: 1,
  importedAt: '2026-11-25T10:00:00Z',
};

function line(overrides: Partial<BankLine> = {}): BankLine {
  return {
    id: 41,
    statementId: 5,
    bookingDate: '2026-11-12',
    valueDate: '2026-11-12',
    amount: 123000,
    currency: 'PLN',
    reversal: false,
    title: 'Zapłata za FV/2026/11/0042',
    counterpartyName: 'Kowalski & Syn',
    counterpartyAccount: 'PL27114020040000300201355387',
    bankReference: 'B-1',
    status: 'unmatched',
    category: 'income',
    excess: 0,
    note: '',
    matches: [],
    dues: [],
    ...overrides,
  };
}

const invoice = {
  kind: 'invoice' as const,
  id: 42,
  number: 'FV/2026/11/0042',
  partyName: 'Kowalski & Syn',
  issueDate: '2026-11-01',
  dueDate: '2026-11-15',
  currency: 'PLN',
  balance: 123000,
};

function open(extra: Record<string, Handler> = {}) {
  const api = stubCostsApi({
    'GET /api/bank-statements': () => json(200, { statements: [statement] }),
    'GET /api/bank-statements/lines': () =>
      json(200, {
        lines: [
          line(),
          line({ id: 43, amount: -5000, title: 'Opłata za prowadzenie rachunku', counterpartyName: '' }),
        ],
        total: 2,
        counts: { unmatched: 2, matched: 7, other: 1 },
      }),
    'GET /api/bank-statements/lines/41': () => json(200, line()),
    'GET /api/bank-statements/lines/41/proposals': () =>
      json(200, {
        proposals: [
          {
            documents: [invoice],
            score: 95,
            reasons: [
              { code: 'number_in_title', number: 'FV/2026/11/0042' },
              { code: 'partial_payment', remaining: 4550 },
              { code: 'name_similar', percent: 88 },
            ],
            allocations: [{ documentId: 42, amount: 123000 }],
          },
        ],
        dues: [],
      }),
    'GET /api/bank-statements/documents': () => json(200, { documents: [invoice] }),
    'GET /api/organization/bank-accounts': () =>
      json(200, {
        bankAccounts: [
          {
            id: 1,
            name: 'Main account',
            bankName: 'mBank',
            iban: statement.iban,
            swift: '',
            currency: 'PLN',
            isDefault: true,
          },
        ],
      }),
    ...extra,
  });
  return {
    api,
    rendered: renderWithProviders(<BankStatementPage />, { route: '/documents/bank-statement' }),
  };
}

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BankStatementPage', () => {
  it('lists the unmatched lines with signed amounts and the counts per status', async () => {
    const { api, rendered } = open();
    await rendered;
    expect(await screen.findByRole('tab', { name: 'Unmatched (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Matched (7)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Other (1)' })).toBeTruthy();
    const row = screen.getByText('Zapłata za FV/2026/11/0042').closest('tr') as HTMLElement;
    expect(within(row).getByText('PLN 1,230.00')).toBeTruthy();
    expect(within(row).getByText('Unmatched')).toBeTruthy();
    expect(screen.getByText('-PLN 50.00', { exact: false })).toBeTruthy();
    expect(api.callsTo('GET /api/bank-statements/lines').at(-1)?.query.get('status')).toBe('unmatched');

    await userEvent.click(screen.getByRole('tab', { name: 'Matched (7)' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/bank-statements/lines').at(-1)?.query.get('status')).toBe('matched'),
    );
  });

  it('explains a proposal in words and accepts it', async () => {
    const { api, rendered } = open({
      'POST /api/bank-statements/lines/41/match': () =>
        json(
          200,
          line({
            status: 'matched',
            matches: [
              {
                id: 1,
                documentKind: 'invoice',
                documentId: 42,
                documentNumber: invoice.number,
                amount: 123000,
                score: 95,
                automatic: false,
                reasons: [],
                appliedAt: '2026-11-25T10:00:00Z',
              },
            ],
          }),
        ),
    });
    await rendered;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the line of Kowalski & Syn' }));
    const proposal = await screen.findByTestId('proposal');
    expect(within(proposal).getByText('FV/2026/11/0042 in the title')).toBeTruthy();
    expect(within(proposal).getByText('partial payment, PLN 45.50 remains')).toBeTruthy();
    expect(within(proposal).getByText('name similar (88%)')).toBeTruthy();
    expect(within(proposal).getByText('score 95')).toBeTruthy();
    await user.click(within(proposal).getByRole('button', { name: 'Accept FV/2026/11/0042' }));
    await waitFor(() => expect(api.callsTo('POST /api/bank-statements/lines/41/match')).toHaveLength(1));
    expect(api.callsTo('POST /api/bank-statements/lines/41/match')[0]?.body).toEqual({
      documents: [{ kind: 'invoice', id: 42 }],
    });
    expect(await screen.findByText('Matched with FV/2026/11/0042')).toBeTruthy();
  });

  it("proposes the payroll month's ZUS for a ZUS debit, in words, and accepts it", async () => {
    const zus = line({
      id: 43,
      amount: -250000,
      title: 'Składki ZUS 10/2026',
      counterpartyName: 'ZUS',
      category: 'zus',
    });
    const { api, rendered } = open({
      'GET /api/bank-statements/lines': () =>
        json(200, { lines: [zus], total: 1, counts: { unmatched: 1, matched: 0, other: 0 } }),
      'GET /api/bank-statements/lines/43': () => json(200, zus),
      'GET /api/bank-statements/lines/43/proposals': () =>
        json(200, {
          proposals: [],
          dues: [
            {
              due: {
                kind: 'zus',
                month: '2026-10',
                amount: 250000,
                dueDate: '2026-11-16',
                workerId: null,
                workerName: '',
              },
              score: 100,
              reasons: [
                { code: 'zus_account' },
                { code: 'amount_equals_due' },
                { code: 'period_in_title', period: '2026-10' },
              ],
            },
          ],
        }),
      'POST /api/bank-statements/lines/43/due': () =>
        json(
          200,
          line({
            ...zus,
            status: 'matched',
            dues: [
              {
                id: 3,
                kind: 'zus',
                month: '2026-10',
                workerId: null,
                workerName: '',
                dueAmount: 250000,
                score: 100,
                automatic: false,
                reasons: [],
                appliedAt: '2026-11-25T10:00:00Z',
              },
            ],
          }),
        ),
    });
    await rendered;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the line of ZUS' }));
    const proposal = await screen.findByTestId('due-proposal');
    expect(within(proposal).getByText('ZUS for 10/2026')).toBeTruthy();
    expect(within(proposal).getByText("paid to the company's ZUS account (NRS)")).toBeTruthy();
    expect(within(proposal).getByText('amount equals the due')).toBeTruthy();
    expect(within(proposal).getByText('the month 2026-10 in the title')).toBeTruthy();
    await user.click(within(proposal).getByRole('button', { name: 'Accept ZUS for 10/2026' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/bank-statements/lines/43/due')[0]?.body).toEqual({
        kind: 'zus',
        month: '2026-10',
        workerId: null,
      }),
    );
    expect(await screen.findByText('Matched with ZUS for 10/2026')).toBeTruthy();
  });

  it('books a line as other only with a category', async () => {
    const { api, rendered } = open({
      'POST /api/bank-statements/lines/41/other': () => json(200, line({ status: 'other', category: 'fee' })),
    });
    await rendered;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the line of Kowalski & Syn' }));
    const submit = await screen.findByRole('button', { name: 'Book as other' });
    await user.click(submit);
    expect(await screen.findByText('Choose a category')).toBeTruthy();
    expect(api.callsTo('POST /api/bank-statements/lines/41/other')).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Bank fee' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'prowizja');
    await user.click(submit);
    await waitFor(() =>
      expect(api.callsTo('POST /api/bank-statements/lines/41/other')[0]?.body).toEqual({
        category: 'fee',
        note: 'prowizja',
      }),
    );
  });

  it('asks for the account when the server cannot tell it, and imports again on it', async () => {
    let attempt = 0;
    const { api, rendered } = open({
      'POST /api/bank-statements/import': () => {
        attempt += 1;
        return attempt === 1
          ? json(409, {
              statusCode: 409,
              message: 'The account PL00 is not among the company accounts.',
              code: 'unknown_account',
            })
          : json(200, {
              format: 'mt940',
              encoding: 'windows-1250',
              imported: [{ statementId: 5, lines: 12, matchedAutomatically: 9 }],
              skippedStatements: 0,
              skippedLines: 1,
            });
      },
    });
    await rendered;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import statement' }));
    const file = new File([':20:X\n'], 'wyciag.sta', { type: 'text/plain' });
    await user.upload(await screen.findByLabelText('Statement file'), file);
    expect(await screen.findByText('The account PL00 is not among the company accounts.')).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Import on this account' });
    expect((retry as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Bank account' }));
    await user.click(await screen.findByRole('option', { name: `Main account · ${statement.iban}` }));
    await user.click(retry);
    expect(await screen.findByText('Lines imported: 12')).toBeTruthy();
    expect(screen.getByText('Matched automatically: 9')).toBeTruthy();
    expect(screen.getByText('Lines skipped (already on another statement): 1')).toBeTruthy();
    const calls = api.callsTo('POST /api/bank-statements/import');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query.get('bankAccountId')).toBe('1');
    expect(calls[1]?.body).toBeInstanceOf(FormData);
  });

  it("maps an unknown CSV's columns with a preview of its rows, saves the mapping and imports again", async () => {
    let attempt = 0;
    const { api, rendered } = open({
      'POST /api/bank-statements/import': () => {
        attempt += 1;
        return attempt === 1
          ? json(400, {
              statusCode: 400,
              message: 'The CSV header is not known: Kiedy, Po co, Kwota PLN, Stan.',
              code: 'csv_unknown_header',
            })
          : json(200, {
              format: 'csv',
              encoding: 'utf-8',
              imported: [{ statementId: 6, lines: 2, matchedAutomatically: 0 }],
              skippedStatements: 0,
              skippedLines: 0,
            });
      },
      'PUT /api/bank-statements/csv-mappings': () =>
        json(200, {
          bankAccountId: 1,
          bankAccountName: 'Main account',
          name: 'historia',
          columns: { bookingDate: 'Kiedy', amount: 'Kwota PLN' },
          delimiter: ';',
          updatedAt: '2026-11-25T10:00:00Z',
        }),
    });
    await rendered;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import statement' }));
    const csv = 'Eksport;;\r\nKiedy;Po co;Kwota PLN;Stan\r\n03.11.2026;Zapłata FV 7;1 200,00;11 200,00\r\n';
    const file = new File([csv], 'historia.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('Statement file'), file);
    const form = await screen.findByRole('group', { name: 'Map the columns of this CSV' });
    const preview = within(form).getByRole('table', { name: "The file's first rows" });
    expect(within(preview).getByText('Zapłata FV 7')).toBeTruthy();
    expect(within(preview).getByRole('columnheader', { name: 'Kwota PLN' })).toBeTruthy();
    const save = within(form).getByRole('button', { name: 'Save the mapping and import' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(form).getByRole('combobox', { name: /^Booking date/ }));
    await user.click(await screen.findByRole('option', { name: 'Kiedy' }));
    await user.click(within(form).getByRole('combobox', { name: /^Amount \(signed\)/ }));
    await user.click(await screen.findByRole('option', { name: 'Kwota PLN' }));
    await user.click(save);
    expect(await screen.findByText('Lines imported: 2')).toBeTruthy();
    const saved = api.callsTo('PUT /api/bank-statements/csv-mappings');
    expect(saved[0]?.body).toEqual({
      bankAccountId: 1,
      name: 'historia',
      columns: { bookingDate: 'Kiedy', amount: 'Kwota PLN' },
      delimiter: ';',
    });
    expect(api.callsTo('POST /api/bank-statements/import')).toHaveLength(2);
  });
});
