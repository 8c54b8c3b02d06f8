import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { renderWithProviders } from '../../test/render.tsx';
import { ThemeCustomizer } from './ThemeCustomizer.tsx';

describe('ThemeCustomizer', () => {
  it('mounts no portal with the page, which would render twice in its first commit (issue 18)', () => {
    // Mantine's own environment: the test one renders no portal at all.
    render(
      <MantineProvider>
        <ThemeCustomizer />
      </MantineProvider>,
    );
    expect(document.querySelector('[data-portal]')).toBeNull();
  });

  it('opens its drawer from the button', async () => {
    await renderWithProviders(<ThemeCustomizer />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the theme customizer' }));
    expect(await screen.findByRole('dialog', { name: 'Theme customizer' })).toBeTruthy();
  });
});
