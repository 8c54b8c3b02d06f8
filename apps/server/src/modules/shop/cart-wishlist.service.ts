import type { Cart, CartProduct, Product } from '@saldo/contracts/shop';
import { addBusinessDays } from '@saldo/domain/dates/business-days';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import type { Caller } from '../../lib/caller.ts';
import { findContractorLink } from '../auth/users.repository.ts';
import { findProduct } from './catalogue.repository.ts';
import { productNotFound } from './catalogue.service.ts';
import {
  addListed,
  contractorDiscount,
  listedProducts,
  removeListed,
  setCartQuantity,
  type ListKind,
} from './cart-wishlist.repository.ts';
import { grossOf, toProduct } from './product-mapping.ts';
import type { ProductRow } from './shop.table.ts';

/** The contractor a caller buys as: a client's own; staff have none until they pick one. */
export async function buyerOf(db: Db, caller: Caller): Promise<number | null> {
  return caller.role === 'client' ? findContractorLink(db, caller.id) : null;
}

/** One product's cart terms for a buyer: its discounted gross and its dispatch day. */
export function cartTerms(product: ProductRow, discount: number, today: string) {
  return {
    discountPercentage: discount / 100,
    offers: grossOf(product.netPrice, product.vatRate, 1, discount),
    shippingDate: addBusinessDays(today, product.shippingDays),
  };
}

export async function wishlist(db: Db, caller: Caller): Promise<{ products: Product[] }> {
  const rows = await listedProducts(db, caller.id, 'wishlist');
  const cart = await listedProducts(db, caller.id, 'cart');
  const marks = {
    wishlist: rows.map((r) => ({ productId: r.product.id })),
    cart: cart.map((r) => ({ productId: r.product.id })),
  };
  return { products: rows.map((r) => toProduct(r.product, marks)) };
}

/**
 * The caller's cart priced for its buyer: a client's own contractor, or the customer staff picked for a
 * phone order (`forContractor`; a client cannot name another). The order is priced the same way, so
 * the prices shown are the prices charged.
 */
export async function cart(db: Db, caller: Caller, forContractor?: number): Promise<Cart> {
  const [rows, wished, own] = await Promise.all([
    listedProducts(db, caller.id, 'cart'),
    listedProducts(db, caller.id, 'wishlist'),
    buyerOf(db, caller),
  ]);
  const contractorId = caller.role === 'client' ? own : (forContractor ?? null);
  const discount = await contractorDiscount(db, caller.organizationId, contractorId);
  const today = todayInPoland();
  const marks = {
    wishlist: wished.map((r) => ({ productId: r.product.id })),
    cart: rows.map((r) => ({ productId: r.product.id })),
  };
  return {
    products: rows.map((r): CartProduct => ({
      ...toProduct(r.product, marks),
      quantity: r.quantity,
      ...cartTerms(r.product, discount, today),
    })),
  };
}

/** Adds a live product of the caller's organization; an unknown or archived one is 404. */
export async function addTo(db: Db, caller: Caller, productId: number, kind: ListKind): Promise<void> {
  const product = await findProduct(db, caller.organizationId, productId);
  if (!product || product.archivedAt !== null) throw productNotFound();
  await addListed(db, caller.id, productId, kind);
}

export async function removeFrom(db: Db, caller: Caller, productId: number, kind: ListKind): Promise<void> {
  if (!(await removeListed(db, caller.id, productId, kind))) throw productNotFound();
}

export async function changeQuantity(
  db: Db,
  caller: Caller,
  productId: number,
  quantity: number,
): Promise<Cart> {
  if (!(await setCartQuantity(db, caller.id, productId, quantity))) throw productNotFound();
  return cart(db, caller);
}
