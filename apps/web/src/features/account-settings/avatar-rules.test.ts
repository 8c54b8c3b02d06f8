import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@saldo/contracts/account-settings';
import { avatarProblem } from './avatar-rules.ts';

const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'avatar', { type });

describe('avatarProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/gif'])('accepts %s up to the limit', (type) => {
    expect(avatarProblem(file(AVATAR_MAX_BYTES, type))).toBeNull();
  });

  it('refuses one byte over 800 kB', () => {
    expect(avatarProblem(file(AVATAR_MAX_BYTES + 1, 'image/png'))).toBe('general.avatar.tooLarge');
  });

  it.each(['image/webp', 'image/svg+xml', 'application/pdf', ''])('refuses type %j', (type) => {
    expect(avatarProblem(file(10, type))).toBe('general.avatar.wrongType');
  });
});
