import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abilityRulesFor } from '@saldo/contracts/abilities';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { overdueItem } from '../test-data.ts';
import { OverdueRowActions } from './OverdueRowActions.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Create a follow-up task (overdue invoice)', () => {
  it('adds a task for the user, due in three days, linked to the invoice', async () => {
    const me = loginAs('accountant');
    const api = stubApi({ 'POST /api/apps/todo/tasks': (body) => json(201, body) });
    await renderWithProviders(<OverdueRowActions invoice={overdueItem()} onAction={() => {}} />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Collection steps for invoice FV/1/03/2026' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Create a follow-up task' }));
    await waitFor(() => expect(api.callsTo('POST /api/apps/todo/tasks')).toHaveLength(1));
    const [call] = api.callsTo('POST /api/apps/todo/tasks');
    expect(call?.body).toMatchObject({
      task: {
        title: 'Follow up invoice FV/1/03/2026 (Kowalski & Syn Sp. z o.o.)',
        assigneeId: me.id,
        link: { kind: 'invoice', id: 11 },
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
  }, 30_000);

  it('is not offered without the right to create tasks', async () => {
    loginAs('admin', { ability: abilityRulesFor('accountant').filter((rule) => rule.subject !== 'Todo') });
    stubApi({});
    await renderWithProviders(<OverdueRowActions invoice={overdueItem()} onAction={() => {}} />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Collection steps for invoice FV/1/03/2026' }),
    );
    await screen.findByRole('menuitem', { name: 'Preview invoice' });
    expect(screen.queryByRole('menuitem', { name: 'Create a follow-up task' })).toBeNull();
  }, 30_000);
});
