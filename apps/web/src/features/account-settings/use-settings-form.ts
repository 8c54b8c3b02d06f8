import { useMemo } from 'react';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodValidator } from './form-validation.ts';
import { markSaved, notifySaved, reportSaveError } from './save-feedback.ts';

/**
 * A settings section form: starts from the loaded values, validates with the contract schema, and
 * saves through the section's mutation with the shared success and failure behaviour.
 */
export function useSettingsForm<V extends Record<string, unknown>, R>(
  schema: z.ZodType<V>,
  initialValues: V,
  save: UseMutationResult<R, Error, V>,
) {
  const { t } = useTranslation('account');
  const validate = useMemo(() => zodValidator<V>(schema, t), [schema, t]);
  const form = useForm<V>({ initialValues, validate });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        markSaved(form, values);
        notifySaved(t);
      },
      onError: (error) => reportSaveError(error, t, form.setErrors),
    }),
  );
  return { form, submit };
}
