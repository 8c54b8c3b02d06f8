import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contract, ContractInputBody } from '@saldo/contracts/employment-contracts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ContractAddPage from './ContractAddPage.tsx';

const worker = {
  id: 4,
  firstName: 'Anna',
  lastName: 'Nowak',
  email: '',
  phone: '',
  status: 'employed',
  under26: false,
  ppkJoined: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 9,
    worker: { id: 4, firstName: 'Anna', lastName: 'Nowak' },
    kind: 'employment',
    signedOn: '2026-03-01',
    signedPlace: 'Kraków',
    startDate: '2026-03-01',
    endDate: null,
    subject: '',
    printLanguage: 'pl',
    employmentType: 'indefinite',
    position: 'Księgowa',
    workplace: 'Kraków',
    workingTime: { numerator: 1, denominator: 1 },
    monthlyGross: 650000,
    payMode: null,
    hourlyRate: null,
    mandateVariant: null,
    voluntarySickness: false,
    flatFee: null,
    authorRights: false,
    withOwnEmployer: false,
    notes: '',
    status: 'active',
    lastDay: null,
    termination: null,
    annexes: [],
    currentTerms: {
      monthlyGross: 650000,
      workingTime: { numerator: 1, denominator: 1 },
      hourlyRate: null,
      flatFee: null,
    },
    audit: [{ id: 1, action: 'created', fields: [], at: '2026-03-01T10:00:00.000Z', by: 'Admin' }],
    employedSince: '2026-03-01',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

async function open(route: string, created = contract()) {
  const api = stubApi({
    'GET /api/workers': () => json(200, { workers: [worker], total: 1 }),
    'POST /api/contracts': () => json(201, { contract: created }),
    'GET /api/contracts/9': () => json(200, { contract: created }),
  });
  const rendered = await renderRoutes([{ path: '/apps/contracts/add', element: <ContractAddPage /> }], {
    route,
  });
  return { api, user: userEvent.setup(), ...rendered };
}

/** Typing letter by letter is slow on a loaded machine; the form reads only the final value. */
const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('the contract form', () => {
  it(
    'refuses pay below the minimum wage before sending, then posts the employment contract',
    { timeout: 60_000 },
    async () => {
      const { api, user, router } = await open('/apps/contracts/add?workerId=4');
      fireEvent.change(screen.getByLabelText('Start date', { exact: false }), {
        target: { value: '2026-03-01' },
      });
      fireEvent.change(screen.getByLabelText('Signed on', { exact: false }), {
        target: { value: '2026-03-01' },
      });
      type(/^Position/, 'Księgowa');
      type(/^Place of work/, 'Kraków');
      type(/^Gross monthly pay/, '4000');
      await user.click(screen.getByRole('button', { name: 'Add contract' }));
      expect(await screen.findByText(/Below the minimum wage: for this working time in 2026/)).toBeTruthy();
      expect(api.callsTo('POST /api/contracts')).toHaveLength(0);

      type(/^Gross monthly pay/, '6500,00');
      await user.click(screen.getByRole('button', { name: 'Add contract' }));
      await waitFor(() => expect(api.callsTo('POST /api/contracts')).toHaveLength(1));
      const body = api.callsTo('POST /api/contracts')[0]?.body as ContractInputBody;
      expect(body).toMatchObject({
        workerId: 4,
        kind: 'employment',
        employmentType: 'indefinite',
        position: 'Księgowa',
        workingTime: { numerator: 1, denominator: 1 },
        monthlyGross: 650000,
        hourlyRate: null,
        flatFee: null,
      });
      await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
      expect(
        await screen.findByText(/6,500\.00 gross a month, working time 1\/1/, undefined, { timeout: 10_000 }),
      ).toBeTruthy();
    },
  );

  it(
    'asks a mandate for its hourly rate and refuses one below the minimum hourly rate',
    { timeout: 60_000 },
    async () => {
      const { api, user } = await open('/apps/contracts/add?workerId=4');
      fireEvent.change(screen.getByLabelText('Start date', { exact: false }), {
        target: { value: '2026-03-01' },
      });
      fireEvent.change(screen.getByLabelText('Signed on', { exact: false }), {
        target: { value: '2026-03-01' },
      });
      await user.click(screen.getByText('Contract of mandate'));
      type(/^Tasks commissioned/, 'Recepcja');
      type(/^Gross hourly rate/, '30');
      await user.click(screen.getByRole('button', { name: 'Add contract' }));
      expect(
        await screen.findByText(/Below the minimum hourly rate: in 2026 at least PLN 31.40/),
      ).toBeTruthy();
      expect(api.callsTo('POST /api/contracts')).toHaveLength(0);
    },
  );

  it('shows the computed notice period in the termination dialog', async () => {
    const { user } = await open('/apps/contracts/add?id=9', contract({ startDate: '2024-11-04' }));
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    fireEvent.change(screen.getByLabelText('Notice given on', { exact: false }), {
      target: { value: '2026-11-10' },
    });
    expect(
      await screen.findByText(
        'Notice period 1 month (art. 36 § 1 of the Labour Code): the contract ends on 2026-12-31.',
      ),
    ).toBeTruthy();
  });
});
