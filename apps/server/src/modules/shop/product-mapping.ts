import type { Product, ProductInput } from '@saldo/contracts/shop';
import type { Fa3Gtu } from '@saldo/domain/ksef/fa3-model';
import { computeLine, invoiceLine } from '@saldo/domain/invoice-line';
import { toDecimalString } from '@saldo/domain/money';
import type { VatRateCode } from '@saldo/domain/vat-rates';
import type { NewProductRow, ProductRow } from './shop.table.ts';

/** Gross of `quantity` units at a net unit price, less a discount (hundredths of a percent), by the domain's line rule. */
export function grossOf(netPrice: number, vatRate: VatRateCode, quantity = 1, discount = 0): number {
  const line = invoiceLine({
    quantity: String(quantity),
    unitPrice: toDecimalString(netPrice),
    discountPercent: discount === 0 ? '' : (discount / 100).toFixed(2),
    vatRate,
  });
  return computeLine(line, 'net').gross;
}

export interface UserMarks {
  wishlist: { productId: number }[];
  cart: { productId: number }[];
}

export function toProduct(row: ProductRow, marks?: UserMarks): Product {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    brand: row.brand,
    category: row.category,
    price: grossOf(row.netPrice, row.vatRate),
    netPrice: row.netPrice,
    vatRate: row.vatRate,
    currency: row.currency,
    unit: row.unit,
    classification: row.classification,
    gtu: (row.gtu as Fa3Gtu | null) ?? null,
    kind: row.kind,
    image: row.image,
    hasFreeShipping: row.hasFreeShipping,
    // One decimal, as the stars show halves at most.
    rating: row.ratingCount === 0 ? 0 : Math.round((row.ratingSum / row.ratingCount) * 10) / 10,
    colorOptions: row.colorOptions as Product['colorOptions'],
    stock: row.stock,
    reserved: row.reserved,
    available: row.stock === null ? null : row.stock - row.reserved,
    shippingDays: row.shippingDays,
    archived: row.archivedAt !== null,
    isInWishlist: marks?.wishlist.some((w) => w.productId === row.id) ?? false,
    isInCart: marks?.cart.some((c) => c.productId === row.id) ?? false,
  };
}

/** The columns an administrator's input sets (services carry no stock and no colours). */
export function productValues(input: ProductInput): Omit<NewProductRow, 'organizationId'> {
  const service = input.kind === 'service';
  return {
    name: input.name,
    slug: input.slug,
    description: input.description,
    brand: input.brand.trim(),
    category: input.category.trim(),
    netPrice: input.netPrice,
    vatRate: input.vatRate,
    currency: input.currency,
    unit: input.unit,
    classification: input.classification.trim(),
    gtu: input.gtu,
    kind: input.kind,
    image: input.image,
    hasFreeShipping: service ? true : input.hasFreeShipping,
    colorOptions: service ? [] : input.colorOptions,
    stock: service ? null : input.stock,
    shippingDays: input.shippingDays,
  };
}
