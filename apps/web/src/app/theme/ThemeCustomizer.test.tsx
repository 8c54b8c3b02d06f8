import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { ThemeCustomizer } from './ThemeCustomizer.tsx';
import { mountedPortals, renderWithPortals } from '../../test/render-with-portals.tsx';

describe('ThemeCustomizer', () => {
  it('mounts no portal with the page, which would render twice in its first commit (issue 18)', () => {
    renderWithPortals(<ThemeCustomizer />);
    expect(mountedPortals()).toBe(0);
  });

  it('opens its drawer from the button', async () => {
    await renderWithProviders(<ThemeCustomizer />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the theme customizer' }));
    expect(await screen.findByRole('dialog', { name: 'Theme customizer' })).toBeTruthy();
  });
});
