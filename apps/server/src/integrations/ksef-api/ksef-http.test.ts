import { describe, expect, it } from 'vitest';
import { parseKsefErrorBody, parseRetryAfter } from './ksef-http.ts';

describe('KSeF error bodies', () => {
  it('reads an ExceptionResponse (400), later exceptions becoming details', () => {
    const body = JSON.stringify({
      exception: {
        exceptionDetailList: [
          {
            exceptionCode: 21405,
            exceptionDescription: 'Błąd walidacji danych wejściowych.',
            details: ['a'],
          },
          { exceptionCode: 21406, exceptionDescription: 'Drugi błąd.' },
        ],
        referenceNumber: 'x',
        serviceCode: 'y',
      },
    });
    expect(parseKsefErrorBody(body)).toEqual({
      code: 21405,
      description: 'Błąd walidacji danych wejściowych.',
      details: ['a', '21406 Drugi błąd.'],
    });
  });

  it('reads a status (429) and problem details (401)', () => {
    expect(
      parseKsefErrorBody('{"status":{"code":429,"description":"Too Many Requests","details":["Limit"]}}'),
    ).toEqual({ code: 429, description: 'Too Many Requests', details: ['Limit'] });
    expect(parseKsefErrorBody('{"type":"about:blank","title":"Unauthorized","status":401}')).toEqual({
      description: 'Unauthorized',
      details: [],
    });
  });

  it('gives nothing for other bodies', () => {
    for (const body of ['', 'Internal Server Error', '[]', '{"message":"x"}']) {
      expect(parseKsefErrorBody(body)).toEqual({ details: [] });
    }
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter('Mon, 02 Mar 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Mon, 02 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});
