import { useMemo, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginSession } from '@saldo/contracts/two-factor';
import { ApiError } from '../../../lib/api-client.ts';
import { isMfaTicket, signIn } from '../api/login-api.ts';
import { errorMessage } from '../errors.ts';
import { useAuthNavigation } from '../auth-navigation.ts';
import { afterLoginPath } from '../redirect.ts';
import { TWO_FACTOR_SETUP_PATH } from '../two-factor-paths.ts';
import { loginValidation, type LoginValues } from '../login-schema.ts';
import { AuthHeading } from './AuthHeading.tsx';
import { DemoAccountsHint } from './DemoAccountsHint.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';
import { MfaStep } from './MfaStep.tsx';
import { PasswordField } from './PasswordField.tsx';
import { ResendConfirmationButton } from './ResendConfirmation.tsx';
import { useAction } from '../use-action.ts';

/** Sign-in: validates like the server, stores the session, then goes to `?redirect=` or the role's home. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  // React Router's in the app, plain links before it has loaded (auth-navigation.ts).
  const { Link, navigate, search } = useAuthNavigation();
  // Not TanStack Query's useMutation: the login page loads no query cache (issue 18).
  const login = useAction(signIn);
  // Set when the password step answered that a code is needed: the form then asks for it.
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const validate = useMemo(() => loginValidation(t), [t]);
  // Two fields in plain state rather than @mantine/form, which the login page need not download
  // (issue 18). As with that form: checked on submit, a field's message goes as it is edited.
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginValues, string>>>({});
  const field = (name: keyof LoginValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: validate.email(values.email), password: validate.password(values.password) };
    setErrors({ email: found.email ?? undefined, password: found.password ?? undefined });
    if (found.email !== null || found.password !== null) return;
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (answer) => {
          if (isMfaTicket(answer)) setMfaToken(answer.mfaToken);
          else signedIn(answer);
        },
      },
    );
  };

  function signedIn(answer: LoginSession) {
    const target = answer.mfaEnrolmentRequired
      ? TWO_FACTOR_SETUP_PATH
      : afterLoginPath(search.get('redirect'), answer.userData.role);
    navigate(target);
  }

  if (mfaToken)
    return (
      <MfaStep
        mfaToken={mfaToken}
        onSignedIn={signedIn}
        onBack={() => {
          setMfaToken(null);
          login.reset();
        }}
      />
    );

  // 403 means the password was right but the address is unconfirmed: offer a new link, not a retry.
  const unconfirmed = login.error instanceof ApiError && login.error.status === 403;

  return (
    <Stack gap="lg">
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <DemoAccountsHint />
      <form noValidate onSubmit={submit} aria-label={t('login.formLabel')}>
        <Stack gap="md">
          {login.isError ? (
            <ErrorAlert>
              <Stack gap="xs" align="flex-start">
                <span>{errorMessage(login.error, t)}</span>
                {unconfirmed && login.variables ? (
                  <ResendConfirmationButton email={login.variables.email} />
                ) : null}
              </Stack>
            </ErrorAlert>
          ) : null}
          <TextInput
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...field('email')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            withAsterisk
            {...field('password')}
          />
          <Group justify="flex-end">
            <Anchor renderRoot={(props) => <Link to="/forgot-password" {...props} />} fz="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" fz="sm">
        {t('login.noAccount')}{' '}
        <Anchor renderRoot={(props) => <Link to="/register" {...props} />} fz="inherit">
          {t('login.createAccount')}
        </Anchor>
      </Text>
    </Stack>
  );
}
