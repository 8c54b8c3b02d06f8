import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, CartProduct, Order } from '@saldo/contracts/shop';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import CheckoutPage from './CheckoutPage.tsx';

const { goToPaymentPage } = vi.hoisted(() => ({ goToPaymentPage: vi.fn() }));
vi.mock('../lib/go-to-payment.ts', () => ({ goToPaymentPage }));

const toner = (offers: number): CartProduct => ({
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
  classification: '8443 99 10',
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
  offers,
});

const address = {
  name: 'Kowalski & Syn',
  street: 'ul. Długa 5/3',
  postalCode: '31-147',
  city: 'Kraków',
  country: 'PL',
  phone: '',
  email: 'biuro@kowalski.pl',
};

const order: Order = {
  id: 12,
  number: 'ZAM/12',
  status: 'new',
  contractorId: 1,
  contractorName: 'Kowalski & Syn',
  payment: 'transfer',
  address,
  notes: '',
  gross: 56000,
  currency: 'PLN',
  invoiceId: 77,
  invoiceNumber: 'PF/3/11/2026',
  invoiceType: 'proforma',
  createdAt: '2026-11-26T10:00:00.000Z',
  lines: [],
  history: [],
  mailed: true,
  paid: false,
};

/** The cart (its price moves after the first order attempt), the prefill and the order call. */
function stubApi() {
  const posts: { key: string | null; body: unknown }[] = [];
  let cart: Cart = { products: [toner(27927)] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/apps/ecommerce/cart') return json(200, cart);
    if (url.pathname === '/api/apps/ecommerce/checkout/defaults')
      return json(200, { contractorId: 1, address, paymentLink: false });
    if (url.pathname === '/api/apps/ecommerce/orders' && init?.method === 'POST') {
      posts.push({
        key: new Headers(init.headers).get('idempotency-key'),
        body: JSON.parse(String(init.body)),
      });
      if (posts.length === 1) {
        cart = { products: [toner(28000)] };
        return json(409, {
          message: 'The price of Toner Brother TN-2421 has changed.',
          code: 'priceChanged',
        });
      }
      return json(201, order);
    }
    return json(404, { message: 'no stub' });
  });
  return posts;
}

beforeEach(() => loginAs('client'));
afterEach(() => vi.unstubAllGlobals());

describe('CheckoutPage', () => {
  it('shows a moved price before ordering again, with the same idempotency key', async () => {
    const posts = stubApi();
    await renderWithProviders(<CheckoutPage />, { route: '/apps/e-commerce/checkout' });
    await screen.findByText('Toner Brother TN-2421', undefined, { timeout: 8000 });
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Next' }));
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Kraków');
    await actor.click(screen.getByRole('button', { name: 'Next' }));
    await actor.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/Toner Brother TN-2421: was/, undefined, { timeout: 8000 })).toBeTruthy();
    expect(posts[0]?.body).toMatchObject({
      lines: [{ productId: 8, quantity: 2, expectedUnitPrice: 27927 }],
    });
    await actor.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText('Thank you! Order ZAM/12 is placed.', undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(posts[1]?.body).toMatchObject({ lines: [{ expectedUnitPrice: 28000 }] });
    expect(posts[1]?.key).toBe(posts[0]?.key);
    expect(screen.getByRole('link', { name: 'View the document' }).getAttribute('href')).toBe(
      '/apps/invoice/preview/77',
    );
  }, 60_000);

  it('offers the payment link only when configured, and sends the buyer to the gateway after placing', async () => {
    const posts: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/apps/ecommerce/cart') return json(200, { products: [toner(27927)] });
      if (url.pathname === '/api/apps/ecommerce/checkout/defaults')
        return json(200, { contractorId: 1, address, paymentLink: true });
      if (url.pathname === '/api/apps/ecommerce/orders' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return json(201, { ...order, payment: 'payment_link' });
      }
      if (url.pathname === '/api/apps/ecommerce/orders/12/payment-link' && init?.method === 'POST')
        return json(200, { url: 'https://sandbox.przelewy24.pl/trnRequest/TOKEN-1' });
      return json(404, { message: 'no stub' });
    });
    await renderWithProviders(<CheckoutPage />, { route: '/apps/e-commerce/checkout' });
    await screen.findByText('Toner Brother TN-2421', undefined, { timeout: 8000 });
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Next' }));
    await actor.click(screen.getByRole('button', { name: 'Next' }));
    await actor.click(await screen.findByRole('radio', { name: /Pay online now/ }));
    await actor.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(
      () => expect(goToPaymentPage).toHaveBeenCalledWith('https://sandbox.przelewy24.pl/trnRequest/TOKEN-1'),
      {
        timeout: 8000,
      },
    );
    expect(posts[0]).toMatchObject({ payment: 'payment_link' });
  }, 60_000);

  it('does not offer the payment link when online payments are not configured', async () => {
    stubApi();
    await renderWithProviders(<CheckoutPage />, { route: '/apps/e-commerce/checkout' });
    await screen.findByText('Toner Brother TN-2421', undefined, { timeout: 8000 });
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Next' }));
    await actor.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Pay online now/ })).toBeNull();
  }, 60_000);
});
