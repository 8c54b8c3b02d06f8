import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonNumberLiteral, parseJsonKeepingNumbers } from './raw-json.ts';

/** Back to what JSON.parse gives, to compare the two parsers on everything but number precision. */
function toPlain(value: unknown): unknown {
  if (value instanceof JsonNumberLiteral) return Number(value.literal);
  if (Array.isArray(value)) return value.map(toPlain);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, toPlain(entry)]));
  }
  return value;
}

describe('parseJsonKeepingNumbers', () => {
  it('keeps number literals verbatim', () => {
    const parsed = parseJsonKeepingNumbers('{"rates":[{"mid":4.2910},{"mid":0.012345},{"mid":-1.5E+3}]}');
    expect(parsed).toEqual({
      rates: [
        { mid: new JsonNumberLiteral('4.2910') },
        { mid: new JsonNumberLiteral('0.012345') },
        { mid: new JsonNumberLiteral('-1.5E+3') },
      ],
    });
  });

  it('leaves look-alikes inside strings alone and decodes escapes', () => {
    expect(parseJsonKeepingNumbers('{"note":"\\"mid\\":1.5 \\u0105","mid":2}')).toEqual({
      note: '"mid":1.5 ą',
      mid: new JsonNumberLiteral('2'),
    });
  });

  it('treats "__proto__" as a plain key', () => {
    const parsed = parseJsonKeepingNumbers('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it.each(['', '{', '{"a":}', '[1,]', '01', '1.', '{"a":1} x', '"tab\there"', "{'a':1}", 'nul'])(
    'rejects %j',
    (text) => {
      expect(() => parseJsonKeepingNumbers(text)).toThrow(SyntaxError);
    },
  );

  it('agrees with JSON.parse on any JSON document', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(toPlain(parseJsonKeepingNumbers(text))).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });
});
