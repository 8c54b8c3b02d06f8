import { useMemo } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useForgotPasswordMutation } from '../api/auth-api.ts';
import { errorMessage } from '../errors.ts';
import { emailOnlySchema } from '../validation.ts';
import { AuthHeading } from './AuthHeading.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { ErrorAlert, SuccessAlert } from './ErrorAlert.tsx';

/**
 * Asks for a reset link. The server answers 200 whether or not the address exists (so the form
 * cannot be used to probe for accounts), and the confirmation below is worded the same way.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPasswordMutation();
  const schema = useMemo(() => emailOnlySchema(t), [t]);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  return (
    <Stack gap="lg">
      <AuthHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      {forgot.isSuccess ? (
        <SuccessAlert>{t('forgot.sent', { email: forgot.variables })}</SuccessAlert>
      ) : (
        <form
          noValidate
          aria-label={t('forgot.formLabel')}
          onSubmit={form.onSubmit(({ email }) => forgot.mutate(email.trim()))}
        >
          <Stack gap="md">
            {forgot.isError ? <ErrorAlert>{errorMessage(forgot.error, t)}</ErrorAlert> : null}
            <TextInput
              label={t('fields.email')}
              placeholder={t('fields.emailPlaceholder')}
              type="email"
              autoComplete="email"
              withAsterisk
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth loading={forgot.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLogin />
    </Stack>
  );
}
