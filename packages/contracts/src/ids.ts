import { z } from 'zod';

/**
 * Row ids are PostgreSQL `integer` columns, so no id is above 2^31 − 1. A bigger number names no row,
 * and PostgreSQL refuses it as a query parameter (a 500), so every id a request carries is bounded.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const recordIdSchema = z.number().int().positive().max(MAX_RECORD_ID);

/** A row id in a path or a query string (text, coerced to a number). */
export const recordIdParamSchema = z.coerce.number().int().positive().max(MAX_RECORD_ID);
