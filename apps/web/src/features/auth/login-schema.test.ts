import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import { loginValidation } from './login-schema.ts';

const t = ((key: string) => key) as unknown as TFunction<'auth'>;
const rules = loginValidation(t);

describe('login validation without zod', () => {
  it('accepts and refuses the same addresses as z.email()', () => {
    const addresses = [
      'admin@demo.com',
      ' admin@demo.com ',
      'first.last+tag@sub.example.pl',
      "o'brien@example.ie",
      'a@b.c',
      'no-at-sign.example.com',
      '.leading@example.com',
      'double..dot@example.com',
      'trailing.@example.com',
      'user@-example.com',
      'user@example',
      'user name@example.com',
      'user@exa_mple.com',
    ];
    for (const address of addresses) {
      const zodAccepts = z.email().safeParse(address.trim()).success;
      expect(rules.email(address), address).toBe(zodAccepts ? null : 'validation.emailInvalid');
    }
  });

  it('says an empty address or password is required, once', () => {
    expect(rules.email('   ')).toBe('validation.emailRequired');
    expect(rules.password('')).toBe('validation.passwordRequired');
    expect(rules.password(' ')).toBeNull();
  });
});
