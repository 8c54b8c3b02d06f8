import { z } from 'zod';

/** Every error answer of the API: a message, and per-field messages for validation errors. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
