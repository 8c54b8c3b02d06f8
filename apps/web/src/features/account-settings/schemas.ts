import { z } from 'zod';
import { changePasswordBodySchema, generalSettingsUpdateSchema } from '@saldo/contracts/account-settings';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '@saldo/contracts/auth';

/**
 * Form rules that go beyond the contract shapes, with the server's constants. Messages of custom
 * rules are translation keys (see form-validation.ts); the other issues are translated by code.
 * The info, social and notification forms use the contract schemas unchanged.
 */
export const generalFormSchema = generalSettingsUpdateSchema.extend({
  username: z
    .string()
    .trim()
    .min(1)
    .refine((value) => USERNAME_PATTERN.test(value), 'validation.username'),
  email: z.string().trim().min(1).pipe(z.email()),
  fullName: z.string().trim().max(100),
  company: z.string().trim().max(100),
});

export const passwordFormSchema = changePasswordBodySchema
  .extend({
    currentPassword: z.string().min(1),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDiffer',
  });
