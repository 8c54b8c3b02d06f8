import { describe, expect, it } from 'vitest';
import { endSentence } from './sentence.ts';

describe('endSentence', () => {
  it('adds a full stop to a sentence that has none', () => {
    expect(endSentence('Dodano klienta Kowalski')).toBe('Dodano klienta Kowalski.');
    expect(endSentence('Usunięto ACME S.A ')).toBe('Usunięto ACME S.A.');
  });

  it('adds none after a name that already ends with one, or after ! ? …', () => {
    expect(endSentence('Dodano klienta Demo sp. z o.o.')).toBe('Dodano klienta Demo sp. z o.o.');
    expect(endSentence('Usunięto Jan Nowak i wsp.')).toBe('Usunięto Jan Nowak i wsp.');
    expect(endSentence('Client Yahoo!')).toBe('Client Yahoo!');
    expect(endSentence('Czy usunąć?')).toBe('Czy usunąć?');
    expect(endSentence('Wysyłanie…')).toBe('Wysyłanie…');
  });

  it('leaves an empty text empty', () => {
    expect(endSentence('')).toBe('');
    expect(endSentence('  ')).toBe('');
  });
});
