import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSession, saveUserData } from '../../../lib/session.ts';
import {
  addToList,
  changeOrderStatus,
  fetchCart,
  fetchCheckoutDefaults,
  fetchOrders,
  fetchProduct,
  fetchProducts,
  fetchWishlist,
  placeOrder,
  removeFromList,
  setQuantity,
  type ProductQuery,
} from './shop-api.ts';

export const shopKeys = {
  all: ['shop'] as const,
  products: (query: ProductQuery) => [...shopKeys.all, 'products', query] as const,
  product: (id: number) => [...shopKeys.all, 'product', id] as const,
  cart: () => [...shopKeys.all, 'cart'] as const,
  wishlist: () => [...shopKeys.all, 'wishlist'] as const,
  defaults: (contractorId?: number) => [...shopKeys.all, 'defaults', contractorId ?? 0] as const,
  orders: () => [...shopKeys.all, 'orders'] as const,
};

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

export function useCart() {
  return useQuery({ queryKey: shopKeys.cart(), queryFn: ({ signal }) => fetchCart(signal) });
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
export const useChangeOrderStatus = () => useShopMutation(changeOrderStatus);
