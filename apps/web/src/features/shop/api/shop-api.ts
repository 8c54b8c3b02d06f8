import { IDEMPOTENCY_HEADER } from '@saldo/contracts/idempotency';
import {
  cartSchema,
  checkoutDefaultsSchema,
  orderListSchema,
  orderSchema,
  paymentLinkSchema,
  paymentSettingsSchema,
  productListSchema,
  productImagesSchema,
  productResponseSchema,
  productSchema,
  reviewListSchema,
  reviewSchema,
  wishlistSchema,
  PRODUCT_IMAGE_FIELD,
  type Cart,
  type CheckoutBody,
  type Order,
  type PaymentSettings,
  type PaymentSettingsInput,
  type ProductList,
  type ProductListQuery,
  type Product,
  type ProductInputBody,
  type ProductResponse,
  type ReviewInputBody,
  type ReviewList,
} from '@saldo/contracts/shop';
import type { OrderStatus } from '@saldo/contracts/order-status';
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

export async function fetchCart(signal?: AbortSignal, contractorId?: number): Promise<Cart> {
  const query = contractorId === undefined ? {} : { contractorId: String(contractorId) };
  return cartSchema.parse(await api.get<unknown>(`${BASE}/cart`, { query, signal }));
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

export async function fetchOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return orderSchema.parse(await api.get<unknown>(`${BASE}/orders/${id}`, { signal }));
}

/** A new Przelewy24 transaction for what the order still owes: the gateway page to send the buyer to. */
export async function startOrderPayment(orderId: number): Promise<string> {
  return paymentLinkSchema.parse(await api.post<unknown>(`${BASE}/orders/${orderId}/payment-link`, {})).url;
}

export async function fetchPaymentSettings(signal?: AbortSignal): Promise<PaymentSettings> {
  return paymentSettingsSchema.parse(await api.get<unknown>(`${BASE}/payment-settings`, { signal }));
}

export async function savePaymentSettings(body: PaymentSettingsInput): Promise<PaymentSettings> {
  return paymentSettingsSchema.parse(await api.put<unknown>(`${BASE}/payment-settings`, body));
}

export async function changeOrderStatus({ id, status }: { id: number; status: OrderStatus }) {
  return orderSchema.parse(await api.put<unknown>(`${BASE}/orders/${id}/status`, { status }));
}

export async function createProduct(body: ProductInputBody): Promise<Product> {
  return productSchema.parse(await api.post<unknown>(`${BASE}/products`, body));
}

export async function updateProduct({ id, body }: { id: number; body: ProductInputBody }): Promise<Product> {
  return productSchema.parse(await api.put<unknown>(`${BASE}/products/${id}`, body));
}

export async function setProductArchived({ id, archived }: { id: number; archived: boolean }) {
  return productSchema.parse(await api.put<unknown>(`${BASE}/products/${id}/archived`, { archived }));
}

export async function fetchProductImages(productId: number, signal?: AbortSignal) {
  return productImagesSchema.parse(await api.get<unknown>(`${BASE}/products/${productId}/images`, { signal }))
    .images;
}

export async function uploadProductImage({ productId, file }: { productId: number; file: File }) {
  const body = new FormData();
  body.append(PRODUCT_IMAGE_FIELD, file);
  return productImagesSchema.parse(await api.post<unknown>(`${BASE}/products/${productId}/images`, body))
    .images;
}

export async function reorderProductImages({
  productId,
  imageIds,
}: {
  productId: number;
  imageIds: number[];
}) {
  return productImagesSchema.parse(
    await api.put<unknown>(`${BASE}/products/${productId}/images/order`, { imageIds }),
  ).images;
}

export async function deleteProductImage({ productId, imageId }: { productId: number; imageId: number }) {
  return productImagesSchema.parse(
    await api.delete<unknown>(`${BASE}/products/${productId}/images/${imageId}`),
  ).images;
}

export async function fetchReviews(productId: number, signal?: AbortSignal): Promise<ReviewList> {
  return reviewListSchema.parse(await api.get<unknown>(`${BASE}/products/${productId}/reviews`, { signal }));
}

export async function addReview({ productId, body }: { productId: number; body: ReviewInputBody }) {
  return reviewSchema.parse(await api.post<unknown>(`${BASE}/products/${productId}/reviews`, body));
}
