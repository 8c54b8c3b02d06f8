import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { SortableList } from './SortableList.tsx';

interface Line {
  id: number;
  number: string;
}

const lines: Line[] = [
  { id: 1, number: 'FV/1/2026' },
  { id: 2, number: 'FV/2/2026' },
  { id: 3, number: 'FV/3/2026' },
];

function Harness() {
  const [items, setItems] = useState(lines);
  return (
    <SortableList
      items={items}
      itemKey={(line) => line.id}
      itemLabel={(line) => line.number}
      renderItem={(line) => <span>{line.number}</span>}
      onReorder={setItems}
      label="Invoices"
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Invoices' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+\./, ''));

describe('the sortable list (extensions gallery)', () => {
  it('lifts a row with Space, moves it with the arrows, drops it with Space and says each step', async () => {
    await renderWithProviders(<Harness />);
    const actor = userEvent.setup();
    const handle = screen.getByRole('button', { name: 'Move FV/1/2026' });
    handle.focus();

    await actor.keyboard(' ');
    expect(handle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('FV/1/2026 lifted, position 1 of 3.');

    await actor.keyboard('{ArrowDown}');
    expect(order()).toEqual(['FV/2/2026', 'FV/1/2026', 'FV/3/2026']);
    expect(screen.getByRole('status').textContent).toBe('FV/1/2026 moved to position 2 of 3.');
    // The moved row keeps the focus, so the next arrow moves it again.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move FV/1/2026' }));

    await actor.keyboard('{ArrowDown}{ArrowDown}');
    expect(order()).toEqual(['FV/2/2026', 'FV/3/2026', 'FV/1/2026']);
    expect(screen.getByRole('status').textContent).toBe('FV/1/2026 cannot go further, position 3 of 3.');

    await actor.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Move FV/1/2026' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('FV/1/2026 dropped at position 3 of 3.');

    // Dropped, the arrows no longer move it.
    await actor.keyboard('{ArrowUp}');
    expect(order()).toEqual(['FV/2/2026', 'FV/3/2026', 'FV/1/2026']);
  });

  it('puts the row back where it was lifted when Escape cancels the move', async () => {
    await renderWithProviders(<Harness />);
    const actor = userEvent.setup();
    screen.getByRole('button', { name: 'Move FV/3/2026' }).focus();

    await actor.keyboard(' {ArrowUp}{ArrowUp}');
    expect(order()).toEqual(['FV/3/2026', 'FV/1/2026', 'FV/2/2026']);

    await actor.keyboard('{Escape}');
    expect(order()).toEqual(['FV/1/2026', 'FV/2/2026', 'FV/3/2026']);
    expect(screen.getByRole('status').textContent).toBe(
      'Move cancelled, FV/3/2026 is back at position 3 of 3.',
    );
  });
});
