import { z } from 'zod';
import { CURRENCY_CODES } from '@saldo/domain/currency';
import { FA3_GTU_CODES } from '@saldo/domain/ksef/fa3-model';
import { VAT_RATE_CODES } from '@saldo/domain/vat-rates';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** The seed's colour options of a product (Mantine colour names of the template). */
export const COLOR_OPTIONS = ['primary', 'success', 'warning', 'danger', 'info'] as const;
export const PRODUCT_KINDS = ['physical', 'service'] as const;
export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc'] as const;
/** payment_link: the buyer pays online through Przelewy24, offered only when the company configured it. */
export const ORDER_PAYMENTS = ['transfer', 'cash_on_delivery', 'payment_link'] as const;
export type OrderPayment = (typeof ORDER_PAYMENTS)[number];

export const SHOP_LIMITS = {
  name: 200,
  text: 4000,
  /** 1 000 000,00 zł net per unit: more is a typo, not a price. */
  maxPriceGrosze: 100_000_000,
  maxQuantity: 1000,
  maxStock: 1_000_000,
  perPage: 100,
} as const;

const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** What an administrator sends to add or edit a product. Gross is never sent: the server derives it. */
export const productInputSchema = z.object({
  name: z.string().trim().min(1).max(SHOP_LIMITS.name),
  slug: slugSchema,
  description: z.string().max(SHOP_LIMITS.text).default(''),
  brand: z.string().max(100).default(''),
  category: z.string().max(100).default(''),
  /** Net unit price in grosze. */
  netPrice: z.number().int().min(0).max(SHOP_LIMITS.maxPriceGrosze),
  vatRate: z.enum(VAT_RATE_CODES),
  currency: z.enum(CURRENCY_CODES).default('PLN'),
  unit: z.string().trim().min(1).max(20).default('szt.'),
  /** PKWiU (services) or CN (goods) code, as printed on the invoice. */
  classification: z.string().max(50).default(''),
  gtu: z.enum(FA3_GTU_CODES).nullable().default(null),
  kind: z.enum(PRODUCT_KINDS).default('physical'),
  hasFreeShipping: z.boolean().default(false),
  colorOptions: z.array(z.enum(COLOR_OPTIONS)).max(COLOR_OPTIONS.length).default([]),
  /** null: not counted (services, made to order). */
  stock: z.number().int().min(0).max(SHOP_LIMITS.maxStock).nullable().default(null),
  /** Working days from the order to dispatch. */
  shippingDays: z.number().int().min(0).max(90).default(2),
  /** Where the picture is (a demo drawing under /images/shop, or an uploaded one). */
  image: z.string().max(300).default(''),
});
export type ProductInput = z.output<typeof productInputSchema>;
export type ProductInputBody = z.input<typeof productInputSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  category: z.string(),
  /** Gross unit price in grosze (the seed's `price`), derived from net and the VAT rate. */
  price: z.number().int(),
  netPrice: z.number().int(),
  vatRate: z.enum(VAT_RATE_CODES),
  currency: z.enum(CURRENCY_CODES),
  unit: z.string(),
  classification: z.string(),
  gtu: z.enum(FA3_GTU_CODES).nullable(),
  kind: z.enum(PRODUCT_KINDS),
  image: z.string(),
  hasFreeShipping: z.boolean(),
  /** 1–5, the average of clients' reviews; 0 when none yet. */
  rating: z.number().min(0).max(5),
  colorOptions: z.array(z.enum(COLOR_OPTIONS)),
  stock: z.number().int().nullable(),
  reserved: z.number().int(),
  /** stock − reserved; null when stock is not counted. */
  available: z.number().int().nullable(),
  shippingDays: z.number().int(),
  archived: z.boolean(),
  isInWishlist: z.boolean(),
  isInCart: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = z.object({
  q: z.string().max(100).default(''),
  sortBy: z.enum(PRODUCT_SORTS).default('featured'),
  perPage: z.coerce.number().int().min(1).max(SHOP_LIMITS.perPage).default(9),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** The product page's address: the one product of that slug. */
  slug: z.string().max(120).optional(),
  category: z.string().max(100).optional(),
  brand: z.string().max(100).optional(),
  /** Gross, in grosze. */
  priceMin: z.coerce
    .number()
    .int()
    .min(0)
    .max(SHOP_LIMITS.maxPriceGrosze * 2)
    .optional(),
  priceMax: z.coerce
    .number()
    .int()
    .min(0)
    .max(SHOP_LIMITS.maxPriceGrosze * 2)
    .optional(),
  ratingMin: z.coerce.number().int().min(0).max(5).optional(),
  /** Administrators only: archived products too. */
  archived: z.enum(['true', 'false']).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const wishlistItemSchema = z.object({ id: z.number().int(), productId: z.number().int() });
export const cartItemSchema = wishlistItemSchema.extend({ quantity: z.number().int() });

export const productListSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int(),
  userWishlist: z.array(wishlistItemSchema),
  userCart: z.array(cartItemSchema),
  /** For the filters: every category and brand of the shop's live products. */
  categories: z.array(z.string()),
  brands: z.array(z.string()),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productIdParamsSchema = z.object({ productId: recordIdParamSchema });
export const productResponseSchema = z.object({ product: productSchema, related: z.array(productSchema) });
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const productRefBodySchema = z.object({ productId: recordIdSchema });
export const cartQuantityBodySchema = z.object({
  quantity: z.number().int().min(1).max(SHOP_LIMITS.maxQuantity),
});

export const wishlistSchema = z.object({ products: z.array(productSchema) });

/** The cart listing: the seed's extra fields computed from the product and the client's price list. */
export const cartProductSchema = productSchema.extend({
  quantity: z.number().int(),
  /** Earliest dispatch: today plus the product's shipping days, in working days. */
  shippingDate: z.string(),
  /** The client's price-list discount, percent (0 when none). */
  discountPercentage: z.number().min(0).max(100),
  /** The discounted gross unit price, in grosze. */
  offers: z.number().int(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;
export const cartSchema = z.object({ products: z.array(cartProductSchema) });
export type Cart = z.infer<typeof cartSchema>;

export const shippingAddressSchema = z.object({
  name: z.string().trim().min(1).max(200),
  street: z.string().trim().min(1).max(200),
  postalCode: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
  country: z.string().trim().length(2).default('PL'),
  phone: z.string().max(40).default(''),
  email: z.email().max(200),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const checkoutLineSchema = z.object({
  productId: recordIdSchema,
  quantity: z.number().int().min(1).max(SHOP_LIMITS.maxQuantity),
  /** The discounted gross unit price the buyer saw; a different one now is answered 409 priceChanged. */
  expectedUnitPrice: z
    .number()
    .int()
    .min(0)
    .max(SHOP_LIMITS.maxPriceGrosze * 2),
});

export const checkoutBodySchema = z.object({
  /** Administrators only (a phone order); a client orders as their own contractor. */
  contractorId: recordIdSchema.optional(),
  lines: z.array(checkoutLineSchema).min(1).max(100),
  address: shippingAddressSchema,
  payment: z.enum(ORDER_PAYMENTS),
  notes: z.string().max(1000).default(''),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;
export type CheckoutInput = z.output<typeof checkoutBodySchema>;

/** Prefill of the checkout's address step from the client's contractor card. */
export const checkoutDefaultsSchema = z.object({
  contractorId: z.number().int().nullable(),
  address: shippingAddressSchema.nullable(),
  /** Whether the company configured online payments (Przelewy24): only then is payment_link offered. */
  paymentLink: z.boolean(),
});

export const orderLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  netPrice: z.number().int(),
  vatRate: z.enum(VAT_RATE_CODES),
  discountPercentage: z.number(),
  /** Discounted gross unit price. */
  unitPrice: z.number().int(),
  gross: z.number().int(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  contractorId: z.number().int(),
  contractorName: z.string(),
  payment: z.enum(ORDER_PAYMENTS),
  address: shippingAddressSchema,
  notes: z.string(),
  gross: z.number().int(),
  currency: z.string(),
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.string(),
  invoiceType: z.string(),
  createdAt: z.string(),
  lines: z.array(orderLineSchema),
  history: z.array(
    z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), userName: z.string().nullable() }),
  ),
  /** Whether the order's e-mail to the client went to the outbox; why not, when it did not. */
  mailed: z.boolean(),
  /** Whether its document is paid in full (by any way: the online link, a transfer, cash). */
  paid: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

/** Where the buyer pays an order online: the gateway's page for a transaction just registered. */
export const paymentLinkSchema = z.object({ url: z.string() });

export const P24_SANDBOX_URL = 'https://sandbox.przelewy24.pl';
export const P24_PRODUCTION_URL = 'https://secure.przelewy24.pl';

/** The company's Przelewy24 account as the settings show it: the keys are never sent back. */
export const paymentSettingsSchema = z.object({
  configured: z.boolean(),
  merchantId: z.number().int().nullable(),
  posId: z.number().int().nullable(),
  baseUrl: z.string(),
  apiKeySet: z.boolean(),
  crcSet: z.boolean(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** A key left out keeps the stored one; an empty one (with both ids null) removes the account. */
export const paymentSettingsInputSchema = z.object({
  merchantId: z.number().int().min(1).max(2_147_483_647).nullable(),
  posId: z.number().int().min(1).max(2_147_483_647).nullable(),
  baseUrl: z
    .url({ protocol: /^https?$/ })
    .max(200)
    .default(P24_SANDBOX_URL),
  apiKey: z.string().trim().max(200).optional(),
  crc: z.string().trim().max(200).optional(),
});
export type PaymentSettingsInput = z.input<typeof paymentSettingsInputSchema>;

/** The transaction status Przelewy24 POSTs to urlStatus (REST API v1), signed with the CRC key. */
export const p24NotificationSchema = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().min(1).max(100),
  amount: z.number().int().min(0),
  originAmount: z.number().int().min(0),
  currency: z.string().min(3).max(3),
  orderId: z.number().int(),
  methodId: z.number().int(),
  statement: z.string().max(500),
  sign: z.string().regex(/^[0-9a-f]{96}$/i),
});
export type P24Notification = z.infer<typeof p24NotificationSchema>;

export const orderListSchema = z.object({ orders: z.array(orderSchema) });
export const orderIdParamsSchema = z.object({ id: recordIdParamSchema });
export const orderStatusBodySchema = z.object({ status: z.enum(ORDER_STATUSES) });

/** The answer of a checkout whose prices moved since the cart was shown. */
export const priceChangeSchema = z.object({
  productId: z.number().int(),
  expected: z.number().int(),
  actual: z.number().int(),
});

export const shopSettingsSchema = z.object({
  /** What an order issues through the invoice module. */
  documentType: z.enum(['proforma', 'vat']),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const PRODUCT_IMPORT_FIELD = 'file';
export const productImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});

/** A product's uploaded picture; the first in the list is the main one. */
export const productImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;
export const productImagesSchema = z.object({ images: z.array(productImageSchema) });
export const PRODUCT_IMAGE_FIELD = 'image';
export const PRODUCT_IMAGES_MAX = 12;
/** The product's images in their new order: every one of them, each once; the first becomes the main image. */
export const productImageOrderSchema = z.object({
  imageIds: z.array(recordIdSchema).min(1).max(PRODUCT_IMAGES_MAX),
});
export const productImageParamsSchema = z.object({
  productId: recordIdParamSchema,
  imageId: recordIdParamSchema,
});

/** A client's review of a product they ordered: one per client user and product. */
export const reviewInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  body: z.string().trim().max(2000).default(''),
});
export type ReviewInputBody = z.input<typeof reviewInputSchema>;
export const reviewSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  rating: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  /** The product's average (one decimal) and how many reviews it rests on. */
  rating: z.number(),
  count: z.number().int(),
  /** Whether the caller may still review it: a client whose order held it, not reviewed yet. */
  canReview: z.boolean(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;
