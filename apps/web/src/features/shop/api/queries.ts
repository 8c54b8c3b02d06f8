import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSession, saveUserData } from '../../../lib/session.ts';
import {
  addReview,
  addToList,
  changeOrderStatus,
  createProduct,
  deleteProductImage,
  fetchCart,
  fetchCheckoutDefaults,
  fetchOrder,
  fetchOrders,
  fetchPaymentSettings,
  fetchProduct,
  fetchProductImages,
  fetchProducts,
  fetchReviews,
  fetchWishlist,
  placeOrder,
  removeFromList,
  reorderProductImages,
  savePaymentSettings,
  setProductArchived,
  setQuantity,
  startOrderPayment,
  updateProduct,
  uploadProductImage,
  type ProductQuery,
} from './shop-api.ts';

export const shopKeys = {
  all: ['shop'] as const,
  products: (query: ProductQuery) => [...shopKeys.all, 'products', query] as const,
  product: (id: number) => [...shopKeys.all, 'product', id] as const,
  cart: (contractorId?: number) => [...shopKeys.all, 'cart', contractorId ?? 0] as const,
  wishlist: () => [...shopKeys.all, 'wishlist'] as const,
  defaults: (contractorId?: number) => [...shopKeys.all, 'defaults', contractorId ?? 0] as const,
  orders: () => [...shopKeys.all, 'orders'] as const,
  order: (id: number) => [...shopKeys.all, 'order', id] as const,
  paymentSettings: () => [...shopKeys.all, 'payment-settings'] as const,
  images: (productId: number) => [...shopKeys.all, 'images', productId] as const,
  reviews: (productId: number) => [...shopKeys.all, 'reviews', productId] as const,
};

export function useProductImages(productId: number | undefined) {
  return useQuery({
    queryKey: shopKeys.images(productId ?? 0),
    queryFn: ({ signal }) => fetchProductImages(productId ?? 0, signal),
    enabled: productId !== undefined,
  });
}

export function useReviews(productId: number | undefined) {
  return useQuery({
    queryKey: shopKeys.reviews(productId ?? 0),
    queryFn: ({ signal }) => fetchReviews(productId ?? 0, signal),
    enabled: productId !== undefined,
  });
}

export function useProducts(query: ProductQuery, enabled = true) {
  return useQuery({
    queryKey: shopKeys.products(query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProduct(id: number | undefined) {
  return useQuery({
    queryKey: shopKeys.product(id ?? 0),
    queryFn: ({ signal }) => fetchProduct(id ?? 0, signal),
    enabled: id !== undefined,
  });
}

/** The cart priced for its buyer: staff taking a phone order pass the customer they picked. */
export function useCart(contractorId?: number) {
  return useQuery({
    queryKey: shopKeys.cart(contractorId),
    queryFn: ({ signal }) => fetchCart(signal, contractorId),
  });
}

export function useWishlist() {
  return useQuery({ queryKey: shopKeys.wishlist(), queryFn: ({ signal }) => fetchWishlist(signal) });
}

export function useCheckoutDefaults(contractorId?: number) {
  return useQuery({
    queryKey: shopKeys.defaults(contractorId),
    queryFn: ({ signal }) => fetchCheckoutDefaults(contractorId, signal),
  });
}

export function useOrders() {
  return useQuery({ queryKey: shopKeys.orders(), queryFn: ({ signal }) => fetchOrders(signal) });
}

/** The navbar's badge follows the server's cart (the user data carries its count). */
async function syncCartCount() {
  const cart = await fetchCart();
  const { userData } = getSession();
  if (userData)
    saveUserData({
      ...userData,
      extras: { ...userData.extras, eCommerceCartItemsCount: cart.products.length },
    });
}

function useShopMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: shopKeys.all });
      await syncCartCount().catch(() => undefined);
    },
  });
}

export const useAddToList = () => useShopMutation(addToList);
export const useRemoveFromList = () => useShopMutation(removeFromList);
export const useSetQuantity = () => useShopMutation(setQuantity);
export const usePlaceOrder = () => useShopMutation(placeOrder);
export const useStartOrderPayment = () => useMutation({ mutationFn: startOrderPayment });
export const useSavePaymentSettings = () => useShopMutation(savePaymentSettings);

/** One order; while its online payment is awaited, asked again every few seconds until it is paid. */
export function useOrder(id: number, awaitPayment = false) {
  return useQuery({
    queryKey: shopKeys.order(id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    refetchInterval: (query) => (awaitPayment && query.state.data?.paid === false ? 3000 : false),
  });
}

export function usePaymentSettings(enabled = true) {
  return useQuery({
    queryKey: shopKeys.paymentSettings(),
    queryFn: ({ signal }) => fetchPaymentSettings(signal),
    enabled,
  });
}
export const useChangeOrderStatus = () => useShopMutation(changeOrderStatus);
export const useCreateProduct = () => useShopMutation(createProduct);
export const useUpdateProduct = () => useShopMutation(updateProduct);
export const useSetProductArchived = () => useShopMutation(setProductArchived);
export const useUploadProductImage = () => useShopMutation(uploadProductImage);
export const useReorderProductImages = () => useShopMutation(reorderProductImages);
export const useDeleteProductImage = () => useShopMutation(deleteProductImage);
export const useAddReview = () => useShopMutation(addReview);
