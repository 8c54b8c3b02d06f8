import { useMemo, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isMfaChallenge, type LoginSession } from '@saldo/contracts/two-factor';
import { ApiError } from '../../../lib/api-client.ts';
import { useLoginMutation } from '../api/auth-api.ts';
import { errorMessage } from '../errors.ts';
import { afterLoginPath } from '../redirect.ts';
import { TWO_FACTOR_SETUP_PATH } from '../two-factor-paths.ts';
import { loginValidation, type LoginValues } from '../login-schema.ts';
import { AuthHeading } from './AuthHeading.tsx';
import { DemoAccountsHint } from './DemoAccountsHint.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';
import { MfaStep } from './MfaStep.tsx';
import { PasswordField } from './PasswordField.tsx';
import { ResendConfirmationButton } from './ResendConfirmation.tsx';

/** Sign-in: validates like the server, stores the session, then goes to `?redirect=` or the role's home. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLoginMutation();
  // Set when the password step answered that a code is needed: the form then asks for it.
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const validate = useMemo(() => loginValidation(t), [t]);
  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate,
  });

  const submit = form.onSubmit((values) =>
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (answer) => {
          if (isMfaChallenge(answer)) setMfaToken(answer.mfaToken);
          else signedIn(answer);
        },
      },
    ),
  );

  function signedIn(answer: LoginSession) {
    const target = answer.mfaEnrolmentRequired
      ? TWO_FACTOR_SETUP_PATH
      : afterLoginPath(searchParams.get('redirect'), answer.userData.role);
    void navigate(target, { replace: true });
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
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" fz="sm">
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
        <Anchor component={Link} to="/register" fz="inherit">
          {t('login.createAccount')}
        </Anchor>
      </Text>
    </Stack>
  );
}
