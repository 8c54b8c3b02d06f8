import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductImage } from '@saldo/contracts/shop';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProductGallery } from './ProductGallery.tsx';

afterEach(() => vi.unstubAllGlobals());

const image = (id: number): ProductImage => ({
  id,
  url: `/api/product-images/p${id}.webp`,
  thumbnailUrl: `/api/product-images/p${id}-thumb.webp`,
  width: 1200,
  height: 900,
});

describe('ProductGallery', () => {
  it('shows every picture as a thumbnail that switches the main one, by mouse and by keyboard', async () => {
    loginAs('client');
    const user = userEvent.setup();
    await renderWithProviders(
      <ProductGallery
        name="Kubek"
        images={[image(1), image(2), image(3)]}
        fallback="/images/shop/kubek.svg"
      />,
      { route: '/apps/e-commerce/kubek' },
    );
    const main = await screen.findByTestId('gallery-main', {}, { timeout: 30_000 });
    expect(main.getAttribute('src')).toBe('/api/product-images/p1.webp');
    expect(main.getAttribute('alt')).toBe('Kubek, picture 1 of 3');

    const toolbar = screen.getByRole('toolbar', { name: 'Pictures of Kubek' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    // The thumbnails are the resized small variants; their names say what they show.
    expect(toolbar.querySelectorAll('img')[1]?.getAttribute('src')).toBe('/api/product-images/p2-thumb.webp');
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Show picture 2 of 3' }));
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toBe('/api/product-images/p2.webp');
    expect(screen.getByTestId('gallery-main').getAttribute('alt')).toBe('Kubek, picture 2 of 3');
    expect(buttons[1]?.getAttribute('aria-pressed')).toBe('true');

    // Keyboard: the arrows move the choice and the focus; End and Home jump; Enter keeps working.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toBe('/api/product-images/p3.webp');
    expect(document.activeElement).toBe(buttons[2]);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toBe('/api/product-images/p1.webp');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(buttons[2]);
    await user.keyboard('{Home}');
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toBe('/api/product-images/p1.webp');
  }, 120_000);

  it('shows the catalogue drawing when no picture was uploaded', async () => {
    loginAs('client');
    await renderWithProviders(<ProductGallery name="Kubek" images={[]} fallback="/images/shop/kubek.svg" />, {
      route: '/apps/e-commerce/kubek',
    });
    const drawing = await screen.findByRole('img', { name: 'Kubek' }, { timeout: 30_000 });
    expect(drawing.getAttribute('src')).toBe('/images/shop/kubek.svg');
    expect(screen.queryByRole('toolbar')).toBeNull();
  }, 120_000);
});
