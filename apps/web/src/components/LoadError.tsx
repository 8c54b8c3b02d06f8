import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';

/** A failed load: what failed (the caller's title), the server's reason, and a retry. */
export function LoadError({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('common');
  const reason =
    error instanceof ApiError
      ? error.message
      : error instanceof TypeError
        ? t('loadError.network')
        : t('loadError.unknown');
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{reason}</Text>
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('loadError.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
