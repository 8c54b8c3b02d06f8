import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendConfirmationMutation } from '../api/auth-api.ts';
import { errorMessage } from '../errors.ts';
import { emailOnlySchema } from '../validation.ts';
import { ErrorAlert, SuccessAlert } from './ErrorAlert.tsx';

/** 'Resend confirmation' for an address already known (the one just used to sign in). */
export function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendConfirmationMutation();
  if (resend.isSuccess) return <SuccessAlert>{t('resend.sent', { email })}</SuccessAlert>;
  return (
    <Stack gap="xs">
      {resend.isError ? <ErrorAlert>{errorMessage(resend.error, t)}</ErrorAlert> : null}
      <Button variant="light" size="xs" loading={resend.isPending} onClick={() => resend.mutate(email)}>
        {t('resend.action')}
      </Button>
    </Stack>
  );
}

/** The same, asking for the address first (a confirmation link that failed). */
export function ResendConfirmationForm() {
  const { t } = useTranslation('auth');
  const resend = useResendConfirmationMutation();
  const schema = useMemo(() => emailOnlySchema(t), [t]);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
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
