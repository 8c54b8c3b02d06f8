import { useMemo } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@saldo/contracts/auth';
import { useResetPasswordMutation } from '../api/auth-api.ts';
import { errorMessage } from '../errors.ts';
import { resetPasswordSchema } from '../validation.ts';
import { AuthHeading } from './AuthHeading.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { ErrorAlert, SuccessAlert } from './ErrorAlert.tsx';
import { PasswordField } from './PasswordField.tsx';

/** Sets a new password with the one-time `?token=` from the e-mailed link. */
export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPasswordMutation();
  const schema = useMemo(() => resetPasswordSchema(t), [t]);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  const requestNewLink = (
    <Anchor component={Link} to="/forgot-password" fz="sm">
      {t('reset.requestNewLink')}
    </Anchor>
  );

  let body;
  if (!token) {
    // Without a token the server can only refuse; say so before the user types a password.
    body = (
      <ErrorAlert>
        <Stack gap="xs" align="flex-start">
          <span>{t('reset.missingToken')}</span>
          {requestNewLink}
        </Stack>
      </ErrorAlert>
    );
  } else if (reset.isSuccess) {
    body = (
      <Stack gap="md">
        <SuccessAlert>{t('reset.success')}</SuccessAlert>
        <Button component={Link} to="/login" fullWidth>
          {t('reset.signIn')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <form
        noValidate
        aria-label={t('reset.formLabel')}
        onSubmit={form.onSubmit(({ password }) => reset.mutate({ token, password }))}
      >
        <Stack gap="md">
          {reset.isError ? (
            <ErrorAlert>
              <Stack gap="xs" align="flex-start">
                <span>{errorMessage(reset.error, t)}</span>
                {requestNewLink}
              </Stack>
            </ErrorAlert>
          ) : null}
          <PasswordField
            label={t('fields.newPassword')}
            description={t('validation.passwordMin', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="lg">
      <AuthHeading title={t('reset.title')} subtitle={t('reset.subtitle')} />
      {body}
      <BackToLogin />
    </Stack>
  );
}
