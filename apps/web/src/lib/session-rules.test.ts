import { describe, expect, it } from 'vitest';
import * as abilities from '@saldo/contracts/abilities';
import * as auth from '@saldo/contracts/auth';
import { guestRules, homePathFor, storageKeys } from './session-rules.ts';

describe('the login page’s copies of the contracts’ session rules', () => {
  it('are the contracts’ own', () => {
    expect(storageKeys).toEqual(auth.storageKeys);
    expect(guestRules).toEqual(abilities.guestRules);
    for (const role of [...abilities.roles, undefined, 'someone'])
      expect(homePathFor(role)).toBe(abilities.homePathFor(role));
  });
});
