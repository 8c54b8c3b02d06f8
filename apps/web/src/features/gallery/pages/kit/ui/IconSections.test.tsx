import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { APP_ICONS } from './app-icons.ts';
import { IconSections } from './IconSections.tsx';

const total = Object.keys(APP_ICONS).length;

describe('the feather page', () => {
  it('filters the grid and the Feather table by either name, and Escape shows everything again', async () => {
    await renderWithProviders(<IconSections />);
    const actor = userEvent.setup();
    const grid = () => screen.getByRole('list');
    expect(screen.getByText(`Shown: ${total} of ${total}`)).toBeTruthy();

    await actor.type(screen.getByRole('textbox', { name: /Search icons/ }), 'trash-2');
    expect(await screen.findByText(`Shown: 1 of ${total}`)).toBeTruthy();
    expect(within(grid()).getByRole('button', { name: 'Copy the import of IconTrash' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Feather names and their Tabler icons' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('IconTrash')).toBeTruthy();

    await actor.keyboard('{Escape}');
    expect(await screen.findByText(`Shown: ${total} of ${total}`)).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    await renderWithProviders(<IconSections />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Search icons/ }), 'zzz');
    expect(await screen.findAllByText('No icon matches “zzz”.')).toHaveLength(2);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
