import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authKeys, confirmEmail } from '../api/auth-api.ts';
import { errorMessage } from '../errors.ts';
import { AuthHeading } from './AuthHeading.tsx';
import { ErrorAlert, SuccessAlert } from './ErrorAlert.tsx';
import { ResendConfirmationForm } from './ResendConfirmationForm.tsx';

/**
 * Confirms the address from the e-mailed `?token=` as soon as the page opens. It is a query, not an
 * effect plus mutation, because the query cache runs it once per token: a second POST (React's
 * development double mount, a re-render) would find the token used and report a failure.
 */
export function ConfirmEmailStatus() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirmation = useQuery({
    queryKey: authKeys.confirmEmail(token),
    queryFn: () => confirmEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  let body;
  if (token && confirmation.isPending) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('confirm.pending')}</Text>
      </Group>
    );
  } else if (confirmation.isSuccess) {
    body = (
      <Stack gap="md">
        <SuccessAlert>{t('confirm.success')}</SuccessAlert>
        <Button component={Link} to="/login" fullWidth>
          {t('confirm.continue')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <ErrorAlert>{token ? errorMessage(confirmation.error, t) : t('confirm.missingToken')}</ErrorAlert>
        <Text fz="sm">{t('confirm.resendHint')}</Text>
        <ResendConfirmationForm />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <AuthHeading title={t('confirm.title')} />
      {body}
    </Stack>
  );
}
