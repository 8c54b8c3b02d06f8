import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** How old (ms) the database reading is that this answer reports; never more than 1,000. */
  databaseCheckAgeMs: z.number().int().min(0),
});
