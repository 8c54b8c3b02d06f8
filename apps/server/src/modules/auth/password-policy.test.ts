import { describe, expect, it } from 'vitest';
import { isCommonPassword, isPersonalPassword, newPasswordProblem } from './password-policy.ts';

describe('new password policy (issue #15, item 5)', () => {
  it.each([
    '12345678',
    'password',
    'aaaaaaaa',
    '        ',
    'qwertyuiop',
    'Password1',
    'haslo123',
    'zaq12wsx',
  ])('refuses the common password %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
    expect(newPasswordProblem(password, {})).toEqual({ key: 'validation.passwordCommon' });
  });

  it('keeps the list of at least the top 100,000 (every entry of the accepted lengths)', () => {
    // Entries from deep in the top 100,000 of the 10-million list, not only the first few.
    for (const password of ['07031969', 'sunshine1', 'iloveyou2'])
      expect(isCommonPassword(password)).toBe(true);
  });

  it('accepts a long unusual password with no composition rules', () => {
    expect(newPasswordProblem('plum orchard under snow', {})).toBeNull();
    expect(newPasswordProblem('correct-horse-battery', {})).toBeNull();
  });

  it('keeps the 8-character minimum', () => {
    expect(newPasswordProblem('x7$kq!2', {})).toEqual({
      key: 'validation.passwordTooShort',
      params: { min: 8 },
    });
  });

  it("refuses a password built from the user's e-mail, username or name", () => {
    const user = {
      email: 'marta.wisniewska@firma.pl',
      username: 'mwisniewska',
      fullName: 'Marta Wiśniewska',
    };
    for (const password of [
      'marta.wisniewska@firma.pl',
      'MartaWisniewska1',
      'mwisniewska2024',
      'wiśniewska!!',
    ])
      expect(isPersonalPassword(password, user), password).toBe(true);
    expect(newPasswordProblem('mwisniewska2024', user)).toEqual({ key: 'validation.passwordPersonal' });
    // A name inside a long password of its own is fine.
    expect(isPersonalPassword('marta plants tomatoes in june', user)).toBe(false);
  });
});
