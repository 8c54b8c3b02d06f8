import { Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, Modal, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { useOverlayOnDemand } from './use-overlay-on-demand.ts';

function Page({ onRender = () => undefined }: { onRender?: () => void }) {
  const [opened, setOpened] = useState(false);
  const mounted = useOverlayOnDemand(opened);
  return (
    <Profiler id="page" onRender={onRender}>
      <Button onClick={() => setOpened(true)}>Settings</Button>
      {mounted && (
        <Modal opened={opened} onClose={() => setOpened(false)} title="Settings" keepMounted>
          <TextInput label="Name" />
        </Modal>
      )}
    </Profiler>
  );
}

describe('useOverlayOnDemand', () => {
  it('renders nothing of a closed overlay: one commit as the page mounts', async () => {
    const commits = vi.fn();
    await renderWithProviders(<Page onRender={commits} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText('Name')).toBeNull();
    // A closed Mantine Modal re-renders once more, synchronously, as it mounts (its portal, its ids).
    expect(commits.mock.calls.map((call) => call[1])).toEqual(['mount']);
  });

  it('opens on the first press, and keeps what was typed after closing', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Saldo');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Saldo');
  });
});
