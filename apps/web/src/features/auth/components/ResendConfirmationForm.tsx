import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resendConfirmation } from '../api/login-api.ts';
import { errorMessage } from '../errors.ts';
import { loginValidation } from '../login-schema.ts';
import { useAction } from '../use-action.ts';
import { ErrorAlert, SuccessAlert } from './ErrorAlert.tsx';

/**
 * 'Resend confirmation', asking for the address first (a confirmation link that failed). A file of
 * its own: the login page loads the button (ResendConfirmation.tsx), not @mantine/form.
 */
export function ResendConfirmationForm() {
  const { t } = useTranslation('auth');
  const resend = useAction(resendConfirmation);
  // The login form's e-mail rule: zod's own pattern, the same as the other auth forms.
  const validate = useMemo(() => ({ email: loginValidation(t).email }), [t]);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' }, validate });
  if (resend.isSuccess) return <SuccessAlert>{t('resend.sent', { email: resend.variables })}</SuccessAlert>;
  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => resend.mutate(email.trim()))}>
      <Stack gap="sm">
        {resend.isError ? <ErrorAlert>{errorMessage(resend.error, t)}</ErrorAlert> : null}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" variant="light" loading={resend.isPending}>
          {t('resend.action')}
        </Button>
      </Stack>
    </form>
  );
}
