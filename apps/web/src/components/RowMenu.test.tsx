import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { RowMenu } from './RowMenu.tsx';

function Rows({ onRender }: { onRender: () => void }) {
  return (
    <Profiler id="rows" onRender={onRender}>
      {['FV/1', 'FV/2', 'FV/3'].map((number) => (
        <RowMenu key={number} label={`Actions for ${number}`}>
          <Menu.Item>Preview {number}</Menu.Item>
          <Menu.Item>Delete {number}</Menu.Item>
        </RowMenu>
      ))}
    </Profiler>
  );
}

describe('RowMenu', () => {
  it('is only its button until pressed: one commit for the rows, no menu behind it', async () => {
    const commits = vi.fn();
    await renderWithProviders(<Rows onRender={commits} />);
    const button = screen.getByRole('button', { name: 'Actions for FV/2' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    // A Mantine Menu mounted per row re-renders each of them once more, synchronously, as it mounts.
    expect(commits.mock.calls.map((call) => call[1])).toEqual(['mount']);
  });

  it('opens its menu on the first press, with the focus in it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Rows onRender={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Actions for FV/2' }));
    expect(await screen.findByRole('menuitem', { name: 'Preview FV/2' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Actions for FV/2' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // As with Mantine's own menus: the focus goes into the menu, so that the arrows move through it.
    expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true);
    expect(screen.queryByRole('menuitem', { name: 'Preview FV/1' })).toBeNull();
  });

  it('opens from the keyboard too', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Rows onRender={() => undefined} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for FV/2' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Delete FV/2' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for FV/2' }));
  });
});
