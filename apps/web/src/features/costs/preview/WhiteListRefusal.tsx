import { useState } from 'react';
import { Alert, Button, Checkbox, Stack, Text } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The white list refused the payment (or could not be asked). The server's message comes first, then
 * what it means for the buyer; paying anyway takes an explicit acknowledgement.
 */
export function WhiteListRefusal({
  message,
  pending,
  onPayAnyway,
}: {
  message: string;
  pending: boolean;
  onPayAnyway: () => void;
}) {
  const { t } = useTranslation('costs');
  const [accepted, setAccepted] = useState(false);
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconAlertOctagon size={22} aria-hidden />}
      title={t('whiteList.refusedTitle')}
      role="alert"
    >
      <Stack gap="sm">
        <Text size="sm" fw={700}>
          {message}
        </Text>
        <Text size="sm">{t('whiteList.consequences')}</Text>
        <Checkbox
          color="white"
          iconColor="red"
          styles={{ label: { color: 'inherit' } }}
          label={t('whiteList.acknowledge')}
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
        />
        <Button
          color="white"
          variant="white"
          c="red"
          disabled={!accepted}
          loading={pending}
          onClick={onPayAnyway}
        >
          {t('whiteList.payAnyway')}
        </Button>
      </Stack>
    </Alert>
  );
}
