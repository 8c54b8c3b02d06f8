import { describe, expect, it } from 'vitest';
import { businessDateSchema, DATE_RANGE_REASON } from './business-date.ts';

describe('businessDateSchema', () => {
  it('takes the days from 2000-01-01 to 2099-12-31', () => {
    for (const date of ['2000-01-01', '2026-02-28', '2099-12-31']) {
      expect(businessDateSchema.safeParse(date).success, date).toBe(true);
    }
  });

  it('refuses the days outside, with the reason the server translates', () => {
    for (const date of ['0001-01-01', '1999-12-31', '2100-01-01', '9999-12-31']) {
      const result = businessDateSchema.safeParse(date);
      expect(result.success, date).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        code: 'custom',
        params: { reason: DATE_RANGE_REASON, min: '2000-01-01', max: '2099-12-31' },
      });
    }
  });

  it('still refuses what is not a date', () => {
    expect(businessDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(businessDateSchema.safeParse('20260101').success).toBe(false);
  });
});
