import { useState } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginSession } from '@saldo/contracts/two-factor';
import { signInWithCode } from '../api/login-api.ts';
import { errorMessage } from '../errors.ts';
import { useAction } from '../use-action.ts';
import { AuthHeading } from './AuthHeading.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';

/**
 * The second sign-in step of a two-factor account: the 6-digit code from the authenticator app, or
 * one of the recovery codes. `mfaToken` is the ticket the password step answered.
 */
export function MfaStep({
  mfaToken,
  onSignedIn,
  onBack,
}: {
  mfaToken: string;
  onSignedIn(answer: LoginSession): void;
  onBack(): void;
}) {
  const { t: tAuth } = useTranslation('auth');
  const { t } = useTranslation('twoFactor');
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const verify = useAction(signInWithCode);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const entered = value.trim();
    if (!entered) return;
    verify.mutate(
      useRecovery ? { mfaToken, recoveryCode: entered } : { mfaToken, code: entered.replace(/\s/g, '') },
      { onSuccess: onSignedIn },
    );
  };

  return (
    <Stack gap="lg">
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form noValidate onSubmit={submit} aria-label={t('login.title')}>
        <Stack gap="md">
          {verify.isError ? <ErrorAlert>{errorMessage(verify.error, tAuth)}</ErrorAlert> : null}
          {useRecovery ? (
            <TextInput
              key="recovery"
              label={t('login.recoveryCode')}
              autoComplete="off"
              autoFocus
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          ) : (
            <TextInput
              key="code"
              label={t('login.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          )}
          <Button type="submit" fullWidth loading={verify.isPending}>
            {t('login.submit')}
          </Button>
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => {
              setUseRecovery((current) => !current);
              setValue('');
              verify.reset();
            }}
          >
            {useRecovery ? t('login.useCode') : t('login.useRecovery')}
          </Anchor>
          <Anchor component="button" type="button" fz="sm" onClick={onBack}>
            {t('login.back')}
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
