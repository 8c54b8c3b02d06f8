import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartProduct } from '@saldo/contracts/shop';
import { json, stubApi } from '../../test/api-stub.ts';
import { loginAs } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CartBadge } from './CartBadge.tsx';

const line: CartProduct = {
  id: 8,
  name: 'Toner Brother TN-2421',
  slug: 'toner-brother-tn-2421',
  description: '',
  brand: 'Brother',
  category: 'Materiały eksploatacyjne',
  price: 29397,
  netPrice: 23900,
  vatRate: '23',
  currency: 'PLN',
  unit: 'szt.',
  classification: '',
  gtu: null,
  kind: 'physical',
  image: '',
  hasFreeShipping: false,
  rating: 4,
  colorOptions: [],
  stock: 40,
  reserved: 0,
  available: 40,
  shippingDays: 2,
  archived: false,
  isInWishlist: false,
  isInCart: true,
  quantity: 2,
  shippingDate: '2026-11-30',
  discountPercentage: 5,
  offers: 27927,
};

// Whether the shop's API module (and with it the shop's schemas) has been loaded in this file's run.
const shopApi = vi.hoisted(() => ({ loaded: false }));
vi.mock('../../features/shop/api/queries.ts', async (original) => {
  shopApi.loaded = true;
  return original();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the navbar cart', () => {
  it('is hidden while the cart is empty, and asks the server nothing', async () => {
    loginAs('client');
    const api = stubApi({});
    await renderWithProviders(<CartBadge />);
    expect(screen.queryByRole('button', { name: /Cart/ })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("opens a dropdown of the server's cart with its subtotal, and removes a line", async () => {
    loginAs('client', { extras: { eCommerceCartItemsCount: 1 } });
    let products = [line];
    const api = stubApi({
      'GET /api/apps/ecommerce/cart': () => json(200, { products }),
      'DELETE /api/apps/ecommerce/cart/8': () => {
        products = [];
        return json(200, {});
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<CartBadge />);
    // Nothing is fetched for the badge alone, nor is the shop's code loaded (every page has a navbar).
    expect(api.callsTo('GET /api/apps/ecommerce/cart')).toHaveLength(0);
    expect(shopApi.loaded).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cart (items: 1)' }));
    expect(await screen.findByRole('link', { name: 'Toner Brother TN-2421' })).toBeTruthy();
    expect(shopApi.loaded).toBe(true);
    expect(screen.getByText('2 × PLN 279.27')).toBeTruthy();
    expect(screen.getByText('PLN 558.54')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe(
      '/apps/e-commerce/checkout',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Toner Brother TN-2421 from the cart' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/apps/ecommerce/cart/8')).toHaveLength(1));
    // The last line gone, the count follows the server's cart and the badge goes with it.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Cart/ })).toBeNull());
  });
});
