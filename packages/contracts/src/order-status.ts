/**
 * An order's statuses and their order, apart from the shop's schemas: the analytics dashboard counts
 * orders by status, and importing them from shop.ts made every page with that dashboard's queries
 * build all of the shop's schemas at start-up (issue 18).
 */
export const ORDER_STATUSES = ['new', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Which status may follow which: forward one step, or cancelled before shipping. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};
