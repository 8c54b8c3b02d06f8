import type { TFunction } from 'i18next';

/**
 * zod's own e-mail pattern (what `z.email()` checks, as in the other auth forms and on the server),
 * copied rather than imported: the login page must not download zod for one regular expression.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface LoginValues {
  email: string;
  password: string;
}

/**
 * The login form's rules as @mantine/form validators, with the messages of validation.ts: an empty
 * address gets one message (required), not two. Build them per render: `t` changes with the language.
 */
export function loginValidation(t: TFunction<'auth'>) {
  return {
    email: (value: string) => {
      const email = value.trim();
      if (email === '') return t('validation.emailRequired');
      return EMAIL_PATTERN.test(email) ? null : t('validation.emailInvalid');
    },
    password: (value: string) => (value === '' ? t('validation.passwordRequired') : null),
  };
}
