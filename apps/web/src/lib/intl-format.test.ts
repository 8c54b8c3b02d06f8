import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-format.ts';
import { formatIsoDate } from './format.ts';

describe('Intl formatters', () => {
  it('are made once per language and options, then reused', () => {
    const first = dateTimeFormat('pl', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('pl', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(first);
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(first);
    expect(dateTimeFormat('pl', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(first);
    expect(numberFormat('pl')).toBe(numberFormat('pl'));
    expect(numberFormat('pl', { style: 'percent' })).not.toBe(numberFormat('pl'));
  });

  it('format as a new formatter would', () => {
    expect(numberFormat('pl', { minimumFractionDigits: 2 }).format(1234.5)).toBe(
      new Intl.NumberFormat('pl', { minimumFractionDigits: 2 }).format(1234.5),
    );
    expect(formatIsoDate('2026-03-01', 'pl')).toBe(
      new Intl.DateTimeFormat('pl', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date('2026-03-01T00:00:00Z'),
      ),
    );
  });
});
