import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReviewList } from '@saldo/contracts/shop';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProductReviews } from './ProductReviews.tsx';

function stubApi(list: ReviewList) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/apps/ecommerce/products/8/reviews') return json(200, list);
    return json(404, { message: 'no stub' });
  });
}

beforeEach(() => loginAs('client'));
afterEach(() => vi.unstubAllGlobals());

describe('ProductReviews', () => {
  it('offers the form to a client who may review, with named (accessible) ratings', async () => {
    stubApi({ reviews: [], rating: 0, count: 0, canReview: true });
    await renderWithProviders(<ProductReviews productId={8} />, { route: '/apps/e-commerce/x' });
    const send = await screen.findByRole('button', { name: 'Send review' }, { timeout: 30_000 });
    // Nothing chosen yet: nothing to send.
    expect(send.hasAttribute('disabled')).toBe(true);
    // axe flagged unnamed Mantine ratings: each one's root carries a name.
    expect(screen.getByLabelText('Your rating')).toBeTruthy();
    expect(screen.getByLabelText('Rated 0 of 5')).toBeTruthy();
  }, 120_000);

  it('shows the reviews and the average, and no form once the client has reviewed', async () => {
    stubApi({
      reviews: [
        {
          id: 1,
          authorName: 'Jan Klient',
          rating: 4,
          body: 'Solidny',
          createdAt: '2026-11-26T10:00:00.000Z',
        },
      ],
      rating: 4,
      count: 1,
      canReview: false,
    });
    await renderWithProviders(<ProductReviews productId={8} />, { route: '/apps/e-commerce/x' });
    expect(await screen.findByText('Solidny', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('Jan Klient')).toBeTruthy();
    expect(screen.getByText('Reviews: 1')).toBeTruthy();
    expect(screen.getAllByLabelText('Rated 4 of 5')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Send review' })).toBeNull();
  }, 120_000);
});
