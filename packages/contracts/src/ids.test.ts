import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, recordIdParamSchema, recordIdSchema } from './ids.ts';
import { invoiceIdParamsSchema, invoiceInputSchema } from './invoices.ts';

describe('record ids', () => {
  it('stop at the largest PostgreSQL integer, in bodies and in paths', () => {
    expect(recordIdSchema.safeParse(MAX_RECORD_ID).success).toBe(true);
    expect(recordIdSchema.safeParse(MAX_RECORD_ID + 1).success).toBe(false);
    expect(recordIdParamSchema.safeParse(String(MAX_RECORD_ID)).success).toBe(true);
    for (const text of ['2147483648', '9007199254740991', '0', '-1', 'abc', '1.5']) {
      expect(recordIdParamSchema.safeParse(text).success, text).toBe(false);
    }
  });

  it('are what the route schemas use (an id past it made PostgreSQL fail the query: a 500)', () => {
    expect(invoiceIdParamsSchema.safeParse({ id: '2147483648' }).success).toBe(false);
    const body = invoiceInputSchema.shape.contractorId;
    expect(body.safeParse(2 ** 31).success).toBe(false);
  });
});
