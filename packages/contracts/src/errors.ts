import { z } from 'zod';

/**
 * Every error answer of the API: a message, per-field messages for validation errors, and for the few
 * refusals a screen reacts to (not only shows), a machine-readable code.
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
