import type { z } from 'zod';
import type { TFunction } from 'i18next';
import type { FormErrors } from '@mantine/form';

/**
 * Validates a Mantine form with a zod schema (usually one from @saldo/contracts) and translates the
 * issues here rather than in the schema: the contract schemas are shared with the server and carry
 * no UI text. Custom rules (`refine`) put a translation key in their message.
 */
type T = TFunction<'account'>;

const formatKeys: Record<string, string> = {
  email: 'validation.email',
  url: 'validation.url',
  date: 'validation.date',
};

export function translateIssue(issue: z.core.$ZodIssue, t: T): string {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? t('validation.required')
        : t('validation.tooShort', { min: issue.minimum });
    case 'too_big':
      return t('validation.tooLong', { max: issue.maximum });
    case 'invalid_format':
      return t(formatKeys[issue.format] ?? 'validation.invalid');
    case 'custom':
      return t(issue.message);
    default:
      return t('validation.invalid');
  }
}

export function zodValidator<Values>(schema: z.ZodType, t: T) {
  return (values: Values): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      // Mantine addresses nested fields by dotted path ('socialLinks.twitter'); first issue wins.
      const path = issue.path.map(String).join('.');
      errors[path] ??= translateIssue(issue, t);
    }
    return errors;
  };
}
