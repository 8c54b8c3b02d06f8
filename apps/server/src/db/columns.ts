// Column builders every *.table.ts uses the same way, so a kind of value is stored alike everywhere.
import { bigint, customType, date, text } from 'drizzle-orm/pg-core';

/**
 * An amount in grosze: bigint in the database (a year of invoices can pass 2^31 grosze), a safe JS
 * number here (exact up to 2^53).
 */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** Free text that is never null: '' stands for "not entered" (forms and CSV speak strings). */
export const blank = (name: string) => text(name).notNull().default('');

/** A calendar day without a time zone, read as 'YYYY-MM-DD'. */
export const day = (name: string) => date(name, { mode: 'string' });

// PGlite returns bytea as Uint8Array and pg as Buffer; callers always get a Buffer.
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
