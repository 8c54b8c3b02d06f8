import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { SettingsProblems } from '@saldo/contracts/organization-settings-rules';

/**
 * Validates a settings form with the contract's shape schema (sizes, choices) and the shared rules
 * (NIP checksum, IBAN, templates…), the very checks the server makes. Problem codes become text in
 * the `settings` namespace; the first problem of a field wins.
 */
type T = TFunction<'settings'>;

export function translateProblems(problems: SettingsProblems, t: T): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([path, code]) => [path, t(`validation.${code}`)]));
}

function translateIssue(issue: z.core.$ZodIssue, t: T): string {
  if (issue.code === 'too_big') return t('validation.tooLong', { max: issue.maximum });
  return t('validation.invalid');
}

export function settingsValidator<Values>(
  t: T,
  schema: z.ZodType | null,
  rules: (values: Values) => SettingsProblems,
) {
  return (values: Values): FormErrors => {
    const errors: FormErrors = {};
    const parsed = schema?.safeParse(values);
    for (const issue of parsed?.success === false ? parsed.error.issues : []) {
      errors[issue.path.map(String).join('.')] ??= translateIssue(issue, t);
    }
    for (const [path, message] of Object.entries(translateProblems(rules(values), t)))
      errors[path] ??= message;
    return errors;
  };
}
