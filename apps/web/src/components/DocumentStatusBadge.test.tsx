import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconClock } from '@tabler/icons-react';
import { renderWithProviders } from '../test/render.tsx';
import { DocumentStatusBadge } from './DocumentStatusBadge.tsx';

const look = { color: 'orange', icon: IconClock } as const;

function Badges({ onRender = () => undefined }: { onRender?: () => void }) {
  return (
    <Profiler id="badges" onRender={onRender}>
      <DocumentStatusBadge look={look} label="Overdue" details={['Balance: 100.00 PLN', 'Due: 1 Mar 2026']} />
      <DocumentStatusBadge look={look} label="Paid" details={['Balance: 0.00 PLN']} />
    </Profiler>
  );
}

describe('DocumentStatusBadge', () => {
  it('mounts no tooltip with the list: one commit, no tooltip text', async () => {
    const commits = vi.fn();
    await renderWithProviders(<Badges onRender={commits} />);
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.queryByText('Balance: 100.00 PLN')).toBeNull();
    // A Mantine Tooltip per badge re-renders each of them once more, synchronously, as it mounts.
    expect(commits.mock.calls.map((call) => call[1])).toEqual(['mount']);
  });

  it('tells the balance and the due date when pointed at', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Badges />);
    await user.hover(screen.getByText('Overdue'));
    expect(await screen.findByText('Balance: 100.00 PLN')).toBeTruthy();
    expect(screen.getByText('Due: 1 Mar 2026')).toBeTruthy();
    expect(screen.queryByText('Balance: 0.00 PLN')).toBeNull();
  });

  it('tells them when focused from the keyboard, and the focus stays on the badge', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Badges />);
    await user.tab();
    expect(await screen.findByText('Balance: 100.00 PLN')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Overdue');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Paid');
    expect(await screen.findByText('Balance: 0.00 PLN')).toBeTruthy();
  });
});
