import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyInfoUpdate } from '@saldo/contracts/organization-settings';
import { renderWithProviders } from '../../../test/render.tsx';
import { NipStep, type Lookup } from './CompanySteps.tsx';

describe('the setup wizard’s NIP step', () => {
  it('asks the registers with the digits of a NIP typed as printed, with dashes', async () => {
    const run = vi.fn<Lookup['run']>().mockResolvedValue(null);
    const save = vi.fn<(draft: CompanyInfoUpdate) => Promise<boolean>>().mockResolvedValue(true);
    const draft = { nip: '678-301-42-27' } as CompanyInfoUpdate;
    await renderWithProviders(
      <NipStep
        draft={draft}
        setDraft={() => undefined}
        save={save}
        fieldErrors={{}}
        busy={false}
        onSkip={() => undefined}
        lookup={{ found: null, problem: null, running: false, run }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith('6783014227'));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ nip: '6783014227' }));
  });

  it('refuses a NIP whose check digit is wrong without asking the registers', async () => {
    const run = vi.fn<Lookup['run']>();
    await renderWithProviders(
      <NipStep
        draft={{ nip: '678-301-42-28' } as CompanyInfoUpdate}
        setDraft={() => undefined}
        save={() => Promise.resolve(true)}
        fieldErrors={{}}
        busy={false}
        onSkip={() => undefined}
        lookup={{ found: null, problem: null, running: false, run }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('This is not a valid NIP (check the digits).')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
  });
});
