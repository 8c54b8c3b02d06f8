import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from './dates/calendar.ts';
import {
  formatInvoiceNumber,
  missingCounters,
  nextCounter,
  nextInvoiceNumber,
  parseInvoiceNumber,
  parseTemplate,
  periodKey,
  validateSeries,
  type ResetPeriod,
} from './numbering.ts';

describe('numbering templates', () => {
  it('formats every token', () => {
    expect(formatInvoiceNumber('FV/{NR}/{MM}/{YYYY}', 7, '2025-03-09')).toBe('FV/7/03/2025');
    expect(formatInvoiceNumber('FV/{NR:4}/{YYYY}', 7, '2025-03-09')).toBe('FV/0007/2025');
    expect(formatInvoiceNumber('FV/{NR:2}/{YYYY}', 123, '2025-03-09')).toBe('FV/123/2025');
    expect(formatInvoiceNumber('{YY}{MM}{DD}-{NR:3}', 42, '2025-03-09')).toBe('250309-042');
    expect(() => formatInvoiceNumber('FV/{NR}', 0, '2025-03-09')).toThrow(RangeError);
    expect(() => formatInvoiceNumber('FV', 1, '2025-03-09')).toThrow(RangeError);
  });

  it.each([
    ['', 'empty'],
    ['FV/{MM}/{YYYY}', 'no_counter'],
    ['FV/{NR}/{NR:3}', 'multiple_counters'],
    ['FV/{NR}/{Q}', 'unknown_token'],
    ['FV/{NR:0}', 'invalid_width'],
    ['FV/{NR:11}', 'invalid_width'],
    ['FV/{NR', 'unbalanced_brace'],
    ['FV/NR}', 'unbalanced_brace'],
    ['FV/{{NR}}', 'unbalanced_brace'],
  ] as const)('rejects %j (%s)', (template, reason) => {
    expect(parseTemplate(template)).toEqual({ ok: false, reason });
  });

  it('checks the reset period against the tokens', () => {
    expect(validateSeries({ template: 'FV/{NR}', reset: 'never' }).ok).toBe(true);
    expect(validateSeries({ template: 'FV/{NR}/{MM}', reset: 'yearly' })).toEqual({
      ok: false,
      reason: 'missing_year',
    });
    expect(validateSeries({ template: 'FV/{NR}/{YYYY}', reset: 'monthly' })).toEqual({
      ok: false,
      reason: 'missing_month',
    });
    expect(validateSeries({ template: 'FV/{NR}/{MM}/{YY}', reset: 'monthly' }).ok).toBe(true);
  });
});

describe('next number', () => {
  const monthly = { template: 'FV/{NR}/{MM}/{YYYY}', reset: 'monthly' as const };

  it('continues and resets per period', () => {
    expect(nextInvoiceNumber(monthly, null, '2025-03-09')).toEqual({
      counter: 1,
      number: 'FV/1/03/2025',
      periodKey: '2025-03',
    });
    expect(nextInvoiceNumber(monthly, { counter: 7, date: '2025-03-01' }, '2025-03-09').number).toBe(
      'FV/8/03/2025',
    );
    expect(nextInvoiceNumber(monthly, { counter: 7, date: '2025-03-31' }, '2025-04-01').number).toBe(
      'FV/1/04/2025',
    );
    expect(nextCounter('yearly', { counter: 7, date: '2025-03-31' }, '2025-04-01')).toBe(8);
    expect(nextCounter('yearly', { counter: 7, date: '2024-12-31' }, '2025-01-02')).toBe(1);
    expect(nextCounter('never', { counter: 7, date: '2024-12-31' }, '2025-01-02')).toBe(8);
    expect(periodKey('never', '2025-03-09')).toBe('');
    expect(periodKey('yearly', '2025-03-09')).toBe('2025');
  });

  it('parses numbers back', () => {
    expect(parseInvoiceNumber('FV/{NR}/{MM}/{YYYY}', 'FV/12/03/2025')).toEqual({
      ok: true,
      value: { counter: 12, month: 3, year: 2025 },
    });
    expect(parseInvoiceNumber('{YY}{MM}{DD}-{NR:3}', '250309-042')).toEqual({
      ok: true,
      value: { counter: 42, year: 2025, month: 3, day: 9 },
    });
    expect(parseInvoiceNumber('FV/{NR}/{MM}/{YYYY}', 'FV/12/13/2025')).toEqual({
      ok: false,
      reason: 'no_match',
    });
    expect(parseInvoiceNumber('FV/{NR}/{MM}/{YYYY}', 'FK/12/03/2025')).toEqual({
      ok: false,
      reason: 'no_match',
    });
    expect(parseInvoiceNumber('FV/{NR}', 'FV/0')).toEqual({ ok: false, reason: 'no_match' });
    expect(parseInvoiceNumber('{MM}/{NR}/{MM}', '03/1/04')).toEqual({ ok: false, reason: 'no_match' });
    expect(parseInvoiceNumber('F(V).{NR}+', 'F(V).5+')).toEqual({ ok: true, value: { counter: 5 } });
    expect(parseInvoiceNumber('FV/{X}', 'FV/1')).toEqual({ ok: false, reason: 'unknown_token' });
  });

  it('lists gaps', () => {
    expect(missingCounters([1, 2, 5, 3, 7])).toEqual([4, 6]);
    expect(missingCounters([])).toEqual([]);
  });

  const token = fc.constantFrom('{DD}', '{MM}', '{YY}', '{YYYY}');
  const literal = fc.stringMatching(/^[A-Za-z0-9/\-_. ]{1,4}$/);
  const template = fc
    .tuple(
      fc.array(fc.oneof(token, literal), { maxLength: 4 }),
      fc.integer({ min: 0, max: 10 }),
      fc.array(fc.oneof(token, literal), { maxLength: 4 }),
    )
    .map(([before, width, after]) => [...before, width === 0 ? '{NR}' : `{NR:${width}}`, ...after].join(''));

  it('property: every generated number parses back to its counter and date', () => {
    fc.assert(
      fc.property(
        template,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: toDayNumber('2000-01-01'), max: toDayNumber('2099-12-31') }),
        (tpl, counter, day) => {
          const date = fromDayNumber(day);
          const parsed = parseInvoiceNumber(tpl, formatInvoiceNumber(tpl, counter, date));
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          expect(parsed.value.counter).toBe(counter);
          if (tpl.includes('{YY')) expect(parsed.value.year).toBe(Number(date.slice(0, 4)));
          if (tpl.includes('{MM}')) expect(parsed.value.month).toBe(Number(date.slice(5, 7)));
          if (tpl.includes('{DD}')) expect(parsed.value.day).toBe(Number(date.slice(8, 10)));
        },
      ),
    );
  });

  it('property: a valid series never gives the same number twice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<[string, ResetPeriod]>(
          ['FV/{NR}', 'never'],
          ['FV/{NR}/{YYYY}', 'yearly'],
          ['FV/{NR:3}/{MM}/{YY}', 'monthly'],
        ),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 200 }),
        ([tpl, reset], steps) => {
          const series = { template: tpl, reset };
          const seen = new Set<string>();
          let day = toDayNumber('2024-11-20');
          let last = null;
          for (const step of steps) {
            day += step * 9;
            const date = fromDayNumber(day);
            const next = nextInvoiceNumber(series, last, date);
            expect(seen.has(next.number)).toBe(false);
            seen.add(next.number);
            last = { counter: next.counter, date };
          }
        },
      ),
    );
  });
});
