/**
 * The Idempotency-Key header a create may carry (an invoice, a shop order): a retried request then
 * makes one document. A module of its own, so that a client sending it does not load the schemas of
 * the documents it creates (the shop's cart is in every signed-in page's navbar).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
