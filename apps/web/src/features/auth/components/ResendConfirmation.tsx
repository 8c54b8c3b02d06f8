import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resendConfirmation } from '../api/login-api.ts';
import { errorMessage } from '../errors.ts';
import { useAction } from '../use-action.ts';
import { ErrorAlert, SuccessAlert } from './ErrorAlert.tsx';

/** 'Resend confirmation' for an address already known (the one just used to sign in). */
export function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  // Shown on the login page, which loads no TanStack Query (issue 18).
  const resend = useAction(resendConfirmation);
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
