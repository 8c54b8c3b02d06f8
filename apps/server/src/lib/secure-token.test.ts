import { describe, expect, it } from 'vitest';
import { hashToken, newSecureToken } from './secure-token.ts';

describe('secure tokens', () => {
  it('are 32 random bytes in URL-safe text, never repeated', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSecureToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256, hex-encoded', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = newSecureToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
  });
});
