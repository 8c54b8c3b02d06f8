import { z } from 'zod';

/**
 * What the cost form hands to the document page, in the router's location state, when it saved a
 * document as paid but could not record the payment: the white list did not confirm the supplier's
 * account (the page opens the payment drawer with that answer, for the user to decide), or the call
 * failed for another reason (the page says so and offers to record it again). Location state, not the
 * address: it carries the server's message and is used once (the page clears it on arrival).
 */
const paymentHandoffSchema = z.object({
  reason: z.enum(['whiteList', 'failed']),
  /** The payment date chosen in the form. */
  date: z.string(),
  /** The server's answer (or the network failure), as shown to the user. */
  message: z.string(),
});
export type PaymentHandoff = z.infer<typeof paymentHandoffSchema>;

const stateSchema = z.object({ costPayment: paymentHandoffSchema });

export const paymentHandoffState = (handoff: PaymentHandoff) => ({ costPayment: handoff });

/** The handoff in a location state, or null (no state, or another screen's). */
export function paymentHandoffOf(state: unknown): PaymentHandoff | null {
  const parsed = stateSchema.safeParse(state);
  return parsed.success ? parsed.data.costPayment : null;
}
