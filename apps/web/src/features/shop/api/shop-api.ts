import { IDEMPOTENCY_HEADER } from '@saldo/contracts/invoices';
import {
  cartSchema,
  checkoutDefaultsSchema,
  orderListSchema,
  orderSchema,
  productListSchema,
  productResponseSchema,
  wishlistSchema,
  type Cart,
  type CheckoutBody,
  type Order,
  type OrderStatus,
  type ProductList,
  type ProductListQuery,
  type ProductResponse,
} from '@saldo/contracts/shop';
import { api } from '../../../lib/api-client.ts';

/** Fetchers of /api/apps/ecommerce, answers parsed with the contract schemas. */
const BASE = '/apps/ecommerce';

export type ProductQuery = Partial<ProductListQuery>;

const queryOf = (query: ProductQuery) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export async function fetchProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductList> {
  return productListSchema.parse(
    await api.get<unknown>(`${BASE}/products`, { query: queryOf(query), signal }),
  );
}

export async function fetchProduct(id: number, signal?: AbortSignal): Promise<ProductResponse> {
  return productResponseSchema.parse(await api.get<unknown>(`${BASE}/products/${id}`, { signal }));
}

export async function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return cartSchema.parse(await api.get<unknown>(`${BASE}/cart`, { signal }));
}

export async function fetchWishlist(signal?: AbortSignal) {
  return wishlistSchema.parse(await api.get<unknown>(`${BASE}/wishlist`, { signal }));
}

export type ListKind = 'cart' | 'wishlist';

export async function addToList({ kind, productId }: { kind: ListKind; productId: number }) {
  await api.post<unknown>(`${BASE}/${kind}`, { productId });
}

export async function removeFromList({ kind, productId }: { kind: ListKind; productId: number }) {
  await api.delete<unknown>(`${BASE}/${kind}/${productId}`);
}

export async function setQuantity({ productId, quantity }: { productId: number; quantity: number }) {
  return cartSchema.parse(await api.put<unknown>(`${BASE}/cart/${productId}`, { quantity }));
}

/** The address step's prefill: the client's own contractor card, or the one staff picked (a phone order). */
export async function fetchCheckoutDefaults(contractorId?: number, signal?: AbortSignal) {
  const query = contractorId === undefined ? {} : { contractorId: String(contractorId) };
  return checkoutDefaultsSchema.parse(await api.get<unknown>(`${BASE}/checkout/defaults`, { query, signal }));
}

/** The key is made once per checkout screen, so a double click or a retry makes one order. */
export async function placeOrder({ body, key }: { body: CheckoutBody; key: string }): Promise<Order> {
  return orderSchema.parse(
    await api.post<unknown>(`${BASE}/orders`, body, { headers: { [IDEMPOTENCY_HEADER]: key } }),
  );
}

export async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  return orderListSchema.parse(await api.get<unknown>(`${BASE}/orders`, { signal })).orders;
}

export async function changeOrderStatus({ id, status }: { id: number; status: OrderStatus }) {
  return orderSchema.parse(await api.put<unknown>(`${BASE}/orders/${id}/status`, { status }));
}
