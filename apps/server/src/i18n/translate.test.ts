import { describe, expect, it } from 'vitest';
import { requestLanguage, translate } from './translate.ts';

describe('requestLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['pl', 'pl'],
    ['pl-PL,pl;q=0.9,en-US;q=0.8', 'pl'],
    ['de-CH', 'de'],
    ['es-ES,fr;q=0.5', 'fr'],
    ['en;q=0.2,pt;q=0.9', 'pt'],
    ['ja, zh', 'en'],
    ['fr;q=0', 'en'],
  ])('Accept-Language %s → %s', (header, language) => {
    expect(requestLanguage({ headers: { 'accept-language': header } })).toBe(language);
  });
});

describe('translate', () => {
  it('keeps the English texts the spec fixes', () => {
    expect(translate('en', 'auth.invalidCredentials')).toBe('Email or Password is Invalid');
    expect(translate('en', 'auth.invalidRefreshToken')).toBe('Invalid refresh token');
    expect(translate('en', 'validation.emailTaken')).toBe('This email is already in use.');
    expect(translate('en', 'validation.usernameTaken')).toBe('This username is already in use.');
    expect(translate('en', 'auth.emailNotConfirmed')).toBe(
      'Your email is not confirmed. Please check your inbox.',
    );
  });

  it('translates and fills placeholders', () => {
    expect(translate('en', 'validation.passwordTooShort', { min: 8 })).toBe(
      'Password must be at least 8 characters.',
    );
    expect(translate('pl', 'validation.passwordTooShort', { min: 8 })).toBe(
      'Hasło musi mieć co najmniej 8 znaków.',
    );
    expect(translate('de', 'mail.greeting', { name: 'Anna' })).toBe('Hallo Anna,');
  });

  it('leaves a placeholder it has no value for visible rather than empty', () => {
    expect(translate('en', 'mail.greeting')).toBe('Hello {{name}},');
  });
});
