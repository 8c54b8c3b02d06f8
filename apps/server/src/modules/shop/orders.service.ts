import type { CheckoutInput, Order, ShippingAddress } from '@saldo/contracts/shop';
import { ORDER_TRANSITIONS, type OrderStatus } from '@saldo/contracts/order-status';
import { formatMoney, toDecimalString } from '@saldo/domain/money';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { OutgoingMail } from '../../integrations/mail/outbox.repository.ts';
import { translate } from '../../i18n/translate.ts';
import { AppError } from '../../lib/app-error.ts';
import { scopeOf, type Caller } from '../../lib/caller.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { insertNewInvoice } from '../invoices/invoices.service.ts';
import { insertAudit, updateInvoiceRow } from '../invoices/invoices.repository.ts';
import { sendingTransaction, type QueueMail } from '../mail/outside-mail.service.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { listBankAccounts } from '../organizations/bank-accounts.repository.ts';
import { buyerOf } from './cart-wishlist.service.ts';
import { contractorDiscount, removeFromCart } from './cart-wishlist.repository.ts';
import { productNotFound } from './catalogue.service.ts';
import {
  findContractorCard,
  findOrder,
  findOrderByKey,
  findShopSettings,
  insertOrder,
  insertOrderAudit,
  listOrders,
  lockProducts,
  orderHistory,
  releaseStock,
  reserveStock,
  updateOrder,
} from './orders.repository.ts';
import { paymentLinkConfigured } from './payment-account.ts';
import { grossOf } from './product-mapping.ts';
import type { OrderLineSnapshot, OrderRow } from './shop.table.ts';

export const orderNumber = (id: number) => `ZAM/${id}`;
const orderNotFound = () => new AppError(404, 'shop.orderNotFound');

/** The contractor an order is for: a client's own; staff name one (a phone order). */
async function orderContractor(db: Db, caller: Caller, asked: number | undefined): Promise<number> {
  if (caller.role === 'client') {
    const own = await buyerOf(db, caller);
    if (own === null) throw new AppError(403, 'shop.noContractor');
    return own;
  }
  if (asked === undefined) throw new AppError(400, 'shop.contractorRequired');
  const card = await findContractorCard(db, caller.organizationId, asked);
  if (!card) throw new AppError(404, 'shop.contractorNotFound');
  return asked;
}

/** The address step's prefill: the buyer's contractor card (a client's own). */
export async function checkoutDefaults(ctx: AppContext, caller: Caller, contractorId?: number) {
  const { db } = ctx;
  const paymentLink = await paymentLinkConfigured(ctx, db, caller.organizationId);
  const id = caller.role === 'client' ? await buyerOf(db, caller) : (contractorId ?? null);
  const card = id === null ? undefined : await findContractorCard(db, caller.organizationId, id);
  if (!card) return { contractorId: null, address: null, paymentLink };
  const street = [card.street, card.buildingNumber].filter(Boolean).join(' ');
  const address: ShippingAddress = {
    name: card.name,
    street: card.flatNumber ? `${street}/${card.flatNumber}` : street,
    postalCode: card.postalCode,
    city: card.city,
    country: card.country,
    phone: card.phone,
    email: card.email,
  };
  return { contractorId: card.id, address, paymentLink };
}

function isKeyConflict(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    'constraint' in cause &&
    cause.constraint === 'shop_orders_idempotency_key'
  );
}

/** Queues mail to the client; a refusal (no transport, limits) leaves the order and says it was not mailed. */
async function tryQueue(queue: QueueMail, mail: OutgoingMail): Promise<boolean> {
  if (!mail.to) return false;
  try {
    await queue(mail);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * Places an order: prices recomputed here (a moved price is 409 priceChanged, nothing written), the
 * products locked and their units reserved by a conditional update (never oversold), the proforma or
 * VAT invoice issued through the invoice module in its series, the cart emptied of what was ordered
 * and the client's mail queued, all in one transaction. A repeated idempotency key answers the first
 * order.
 */
export async function placeOrder(
  ctx: AppContext,
  caller: Caller,
  input: CheckoutInput,
  idempotencyKey: string | undefined,
  language: Language,
): Promise<{ created: boolean; order: Order }> {
  const { organizationId } = caller;
  if (idempotencyKey) {
    const earlier = await findOrderByKey(ctx.db, organizationId, idempotencyKey);
    if (earlier) return { created: false, order: await getOrder(ctx.db, caller, earlier.id) };
  }
  const contractorId = await orderContractor(ctx.db, caller, input.contractorId);
  if (input.payment === 'payment_link' && !(await paymentLinkConfigured(ctx, ctx.db, organizationId)))
    throw new AppError(400, 'shop.paymentLinkNotConfigured');
  // Paid online, the document still reads "transfer" (the money arrives as one, through P24) and
  // keeps the transfer's term and account, so a buyer whose payment failed can still transfer.
  const byTransfer = input.payment !== 'cash_on_delivery';
  const quantities = new Map<number, number>();
  for (const line of input.lines)
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  try {
    const row = await sendingTransaction(ctx, { organizationId, userId: null }, async (tx, queue) => {
      const products = await lockProducts(tx, organizationId, [...quantities.keys()]);
      const discount = await contractorDiscount(tx, organizationId, contractorId);
      const lines: OrderLineSnapshot[] = [];
      for (const [productId, quantity] of quantities) {
        const product = products.find((p) => p.id === productId);
        if (!product) throw productNotFound();
        if (product.archivedAt !== null)
          throw new AppError(409, 'shop.productArchived', {
            params: { name: product.name },
            code: 'archived',
          });
        const unitPrice = grossOf(product.netPrice, product.vatRate, 1, discount);
        const expected = input.lines.find((l) => l.productId === productId)?.expectedUnitPrice;
        if (expected !== unitPrice)
          throw new AppError(409, 'shop.priceChanged', {
            params: { name: product.name },
            code: 'priceChanged',
          });
        if (!(await reserveStock(tx, productId, quantity)))
          throw new AppError(409, 'shop.outOfStock', { params: { name: product.name }, code: 'outOfStock' });
        lines.push({
          productId,
          name: product.name,
          quantity,
          unit: product.unit,
          netPrice: product.netPrice,
          vatRate: product.vatRate,
          discount,
          unitPrice,
          gross: grossOf(product.netPrice, product.vatRate, quantity, discount),
        });
      }
      const settings = await findShopSettings(tx, organizationId);
      const accounts = byTransfer ? await listBankAccounts(tx, organizationId) : [];
      const account = accounts.find((a) => a.currency === 'PLN' && a.isDefault) ?? accounts[0];
      const today = todayInPoland();
      const invoice = await insertNewInvoice(tx, organizationId, caller.id, {
        type: settings.documentType,
        contractorId,
        issueDate: today,
        saleDate: today,
        placeOfIssue: '',
        // Cash on delivery is due the day the parcel arrives: the dispatch days of the slowest line.
        paymentTerm: byTransfer ? '7_days' : 'custom',
        paymentTermDays: byTransfer ? null : Math.max(0, ...products.map((p) => p.shippingDays)) + 2,
        paymentMethod: byTransfer ? 'transfer' : 'cash_on_delivery',
        bankAccountId: account?.id ?? null,
        currency: 'PLN',
        exchangeRate: null,
        exchangeRateTable: '',
        exchangeRateDate: null,
        language: 'polish',
        repeat: 'do_not_repeat',
        priceMode: 'net',
        lines: lines.map((l) => {
          const product = products.find((p) => p.id === l.productId);
          return {
            name: l.name,
            classification: product?.classification ?? '',
            gtu: (product?.gtu as never) ?? null,
            quantity: String(l.quantity),
            unit: l.unit,
            unitPrice: toDecimalString(l.netPrice),
            discountPercent: l.discount === 0 ? '' : (l.discount / 100).toFixed(2),
            vatRate: l.vatRate,
            annex15: false,
          };
        }),
        notes: input.notes,
        marginScheme: null,
        correctedInvoiceId: null,
        correctionReason: '',
        advanceInvoiceIds: [],
        orderValue: '',
        orderLines: [],
        exemptionBasis: null,
      });
      const order = await insertOrder(tx, {
        organizationId,
        contractorId,
        placedBy: caller.id,
        payment: input.payment,
        address: input.address,
        notes: input.notes,
        lines,
        gross: invoice.gross,
        invoiceId: invoice.id,
        idempotencyKey: idempotencyKey ?? null,
      });
      await insertOrderAudit(tx, order.id, caller.id, 'new');
      // Issue 28: the staff who see orders (admins, accountants) hear of it in the bell.
      await notify(tx, {
        organizationId,
        kind: 'orderPlaced',
        params: { order: orderNumber(order.id), buyer: input.address.name },
        link: '/apps/e-commerce/orders',
      });
      await removeFromCart(tx, caller.id, [...quantities.keys()]);
      const params = {
        order: orderNumber(order.id),
        document: invoice.number,
        amount: formatMoney(invoice.gross, { currency: 'PLN' }),
        link: `${ctx.config.appUrl}/apps/invoice/preview/${invoice.id}`,
      };
      const text = translate(language, 'shop.orderMailBody', params);
      const mailed = await tryQueue(queue, {
        to: input.address.email,
        cc: '',
        subject: translate(language, 'shop.orderMailSubject', params),
        text,
        html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
      });
      if (mailed) {
        await insertAudit(tx, invoice.id, caller.id, 'sent', { to: input.address.email, order: order.id });
        await updateInvoiceRow(tx, invoice.id, {
          sentAt: new Date(),
          status: invoice.status === 'issued' ? 'sent' : invoice.status,
        });
      }
      return mailed ? ((await updateOrder(tx, order.id, { mailed: true })) ?? order) : order;
    });
    return { created: true, order: await getOrder(ctx.db, caller, row.id) };
  } catch (error) {
    if (idempotencyKey && isKeyConflict(error)) {
      const winner = await findOrderByKey(ctx.db, organizationId, idempotencyKey);
      if (winner) return { created: false, order: await getOrder(ctx.db, caller, winner.id) };
    }
    throw error;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function toOrders(db: Db, rows: Awaited<ReturnType<typeof listOrders>>): Promise<Order[]> {
  const history = await orderHistory(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map(({ order, contractorName, invoiceNumber, invoiceType, invoiceBalance }) =>
    toOrder(order, {
      contractorName,
      invoiceNumber: invoiceNumber ?? '',
      invoiceType: invoiceType ?? '',
      paid: invoiceBalance !== null && invoiceBalance <= 0,
      history: history.filter((h) => h.orderId === order.id),
    }),
  );
}

function toOrder(
  order: OrderRow,
  extra: {
    contractorName: string;
    invoiceNumber: string;
    invoiceType: string;
    paid: boolean;
    history: { status: OrderStatus; at: Date; userName: string | null }[];
  },
): Order {
  return {
    id: order.id,
    number: orderNumber(order.id),
    status: order.status,
    contractorId: order.contractorId,
    contractorName: extra.contractorName,
    payment: order.payment,
    address: order.address,
    notes: order.notes,
    gross: order.gross,
    currency: order.currency,
    invoiceId: order.invoiceId,
    invoiceNumber: extra.invoiceNumber,
    invoiceType: extra.invoiceType,
    createdAt: order.createdAt.toISOString(),
    lines: order.lines.map((l) => ({ ...l, discountPercentage: l.discount / 100 })),
    history: extra.history.map((h) => ({ status: h.status, at: h.at.toISOString(), userName: h.userName })),
    mailed: order.mailed,
    paid: extra.paid,
  };
}

export async function ordersOf(db: Db, caller: Caller): Promise<Order[]> {
  const scope = await scopeOf(db, caller);
  return toOrders(db, await listOrders(db, scope));
}

export async function getOrder(db: Db, caller: Caller, id: number): Promise<Order> {
  const scope = await scopeOf(db, caller);
  const [order] = await toOrders(db, await listOrders(db, scope, id));
  if (!order) throw orderNotFound();
  return order;
}

/**
 * Moves an order one step (or cancels it before shipping), audited; shipping takes the units out of
 * stock, cancelling gives the reservation back. The client is told by e-mail when mail can go out.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  caller: Caller,
  id: number,
  status: OrderStatus,
  language: Language,
): Promise<Order> {
  const scope = await scopeOf(ctx.db, caller);
  await sendingTransaction(
    ctx,
    { organizationId: caller.organizationId, userId: null },
    async (tx, queue) => {
      const order = await findOrder(tx, scope, id, true);
      if (!order) throw orderNotFound();
      if (!ORDER_TRANSITIONS[order.status].includes(status))
        throw new AppError(409, 'shop.statusNotAllowed', { params: { from: order.status, to: status } });
      if (status === 'shipped' || status === 'cancelled')
        for (const line of order.lines)
          await releaseStock(tx, line.productId, line.quantity, status === 'shipped');
      await updateOrder(tx, id, { status });
      await insertOrderAudit(tx, id, caller.id, status);
      // Issue 28: the one who ordered sees the step in the bell too (the mail may not go out).
      if (order.placedBy !== null && order.placedBy !== caller.id)
        await notify(tx, {
          organizationId: caller.organizationId,
          kind: 'orderStatusChanged',
          params: { order: orderNumber(id), context: status },
          link: '/apps/e-commerce/orders',
          userId: order.placedBy,
        });
      const params = {
        order: orderNumber(id),
        status: translate(language, `shop.status.${status}`),
      };
      await tryQueue(queue, {
        to: order.address.email,
        cc: '',
        subject: translate(language, 'shop.statusMailSubject', params),
        text: translate(language, 'shop.statusMailBody', params),
        html: `<p>${escapeHtml(translate(language, 'shop.statusMailBody', params))}</p>`,
      });
    },
  );
  return getOrder(ctx.db, caller, id);
}
