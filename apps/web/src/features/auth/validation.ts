import { z } from 'zod';
import type { TFunction } from 'i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '@saldo/contracts/auth';

/**
 * Client-side rules of the auth forms, the same ones the server applies (constants from the
 * contracts), with translated messages. The contract body schemas are deliberately loose (the server
 * answers with its own messages), so the forms carry their own. Build them per render: `t` changes
 * with the language.
 */
type T = TFunction<'auth'>;

const email = (t: T) =>
  z
    .string()
    .trim()
    .min(1, t('validation.emailRequired'))
    // The pipe runs only when the field is filled, so an empty field shows one message, not two.
    .pipe(z.email(t('validation.emailInvalid')));

const newPassword = (t: T) =>
  z
    .string()
    .min(1, t('validation.passwordRequired'))
    .min(PASSWORD_MIN_LENGTH, t('validation.passwordMin', { min: PASSWORD_MIN_LENGTH }))
    .max(PASSWORD_MAX_LENGTH, t('validation.passwordMax', { max: PASSWORD_MAX_LENGTH }));

export const registerSchema = (t: T) =>
  z.object({
    username: z
      .string()
      .trim()
      .min(1, t('validation.usernameRequired'))
      .pipe(z.string().regex(USERNAME_PATTERN, t('validation.usernameInvalid'))),
    email: email(t),
    password: newPassword(t),
    terms: z.boolean().refine(Boolean, t('validation.termsRequired')),
  });

export const emailOnlySchema = (t: T) => z.object({ email: email(t) });

export const resetPasswordSchema = (t: T) =>
  z
    .object({ password: newPassword(t), confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: t('validation.passwordsDiffer'),
    });
