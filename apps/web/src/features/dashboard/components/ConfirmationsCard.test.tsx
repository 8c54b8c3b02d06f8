import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BalanceConfirmation } from '@saldo/contracts/balance-confirmations';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ConfirmationsCard } from './ConfirmationsCard.tsx';
import type * as PaperAnswerModalModule from './PaperAnswerModal.tsx';

// The modal as it is, watched: whether the card renders it before it is opened.
const { paperAnswerModal } = vi.hoisted(() => ({ paperAnswerModal: vi.fn() }));
vi.mock('./PaperAnswerModal.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof PaperAnswerModalModule>();
  paperAnswerModal.mockImplementation(original.PaperAnswerModal);
  return { PaperAnswerModal: paperAnswerModal };
});

afterEach(() => vi.unstubAllGlobals());

const base: BalanceConfirmation = {
  id: 1,
  contractorId: 7,
  contractorName: 'Gamma Sp. z o.o.',
  asOfDate: '2025-12-31',
  balance: 230_000,
  documents: [],
  status: 'pending',
  comment: '',
  answeredAt: null,
  answeredBy: null,
  answerChannel: null,
  disputedBalance: null,
  receivedOn: null,
  issuedAt: '2026-01-02T09:00:00.000Z',
};

const onPaper: BalanceConfirmation = {
  ...base,
  id: 2,
  contractorName: 'Beta GmbH',
  status: 'disputed',
  comment: 'Paid on 30 Dec.',
  answeredAt: '2026-01-12T09:00:00.000Z',
  answeredBy: 'Anna Kowalska',
  answerChannel: 'paper',
  disputedBalance: 200_000,
  receivedOn: '2026-01-10',
};

describe('ConfirmationsCard', () => {
  it('shows paper answers with the in-app ones and records a new one received on paper', async () => {
    loginAs('admin');
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/balance-confirmations': () => json(200, { confirmations: [base, onPaper] }),
      'POST /api/balance-confirmations/1/paper-answer': () =>
        json(200, { ...base, status: 'confirmed', answerChannel: 'paper', receivedOn: '2026-01-15' }),
    });
    await renderWithProviders(<ConfirmationsCard counts={{ pending: 1, confirmed: 0, disputed: 1 }} />);
    const paper = await screen.findByTestId('paper-answer');
    expect(paper.textContent).toBe('on paper, received Jan 10, 2026');
    const line = paper.closest('p') as HTMLElement;
    expect(line.textContent?.replace(/\u00a0/g, ' ')).toContain('their balance PLN 2,000.00');
    // The closed modal is not mounted with the card, portal and all (issue 18), until it is opened.
    expect(paperAnswerModal).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Record a paper answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer received on paper' });
    await user.click(within(dialog).getByPlaceholderText('Choose a waiting confirmation'));
    await user.click(await screen.findByRole('option', { name: /Gamma Sp\. z o\.o\./ }));
    await user.click(within(dialog).getByText('Disputed'));
    const save = within(dialog).getByRole('button', { name: 'Save the answer' });
    const amount = within(dialog).getByRole('textbox', { name: /Balance by the contractor/ });
    fireEvent.change(amount, { target: { value: 'abc' } });
    await user.click(save);
    expect(await within(dialog).findByText('Enter an amount such as 1234.56.')).toBeTruthy();
    expect(api.callsTo('POST /api/balance-confirmations/1/paper-answer')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '1 800,50' } });
    fireEvent.change(within(dialog).getByLabelText(/Received on/), { target: { value: '2026-01-15' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Signed copy by post.' },
    });
    await user.click(save);
    await waitFor(() =>
      expect(api.callsTo('POST /api/balance-confirmations/1/paper-answer')).toHaveLength(1),
    );
    expect(api.callsTo('POST /api/balance-confirmations/1/paper-answer')[0]?.body).toEqual({
      answer: 'disputed',
      receivedOn: '2026-01-15',
      disputedBalance: 180_050,
      comment: 'Signed copy by post.',
    });
  }, 40_000);
});
