import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { getThemeConfig, setThemeConfig, THEME_CONFIG_STORAGE_KEY } from '../../../../../lib/theme-config.ts';
import { LayoutSettings } from './LayoutSettings.tsx';

const rowOf = (name: string) => {
  const table = screen.getByRole('table');
  const header = within(table).getByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('the settings of a page layout', () => {
  it('lists the customizer settings behind the layout with the values saved now', async () => {
    setThemeConfig({ contentWidth: 'boxed', menuCollapsed: false });
    await renderWithProviders(<LayoutSettings slug="collapsed-menu" />);
    expect(
      rowOf('Collapsed menu')
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['On', 'Off']);
    expect(rowOf('Layout').getByText('Same')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Content width' })).toBeNull();
  });

  it('saves the layout through the customizer’s store, then offers only the way back', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LayoutSettings slug="boxed-layout" />);
    expect(screen.getByRole('button', { name: 'Restore defaults' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Use this layout' }));
    expect(JSON.parse(localStorage.getItem(THEME_CONFIG_STORAGE_KEY) ?? '{}')).toMatchObject({
      contentWidth: 'boxed',
    });
    expect(screen.getByRole('status').textContent).toContain('every page now uses these settings');
    expect(screen.getByRole('button', { name: 'Already your layout' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Restore defaults' }));
    expect(getThemeConfig().contentWidth).toBe('full');
    expect(screen.getByRole('status').textContent).toBe('The default layout settings are saved again.');
  });
});
