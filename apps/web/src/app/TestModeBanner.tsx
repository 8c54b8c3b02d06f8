import { Paper, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mailStatusResponseSchema } from '@saldo/contracts/mail';
import { api } from '../lib/api-client.ts';

/**
 * On an instance started with SMTP_URL=outbox: mail is kept in the database and never delivered, so
 * every page says so, the login page included: nobody should believe an invoice reached its buyer.
 */
export function TestModeBanner() {
  const { t } = useTranslation('common');
  const { data } = useQuery({
    queryKey: ['mail-status'],
    queryFn: async () =>
      mailStatusResponseSchema.parse(await api.get<unknown>('/mail/status', { auth: false })),
    staleTime: Infinity,
  });
  if (data?.transport !== 'outbox') return null;
  return (
    <Paper
      role="status"
      shadow="md"
      radius="xl"
      px="md"
      py={6}
      bg="yellow.2"
      c="dark.8"
      style={{
        position: 'fixed',
        bottom: 12,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1000,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
      }}
    >
      <IconMailOff size={16} aria-hidden />
      <Text size="sm" fw={600}>
        {t('testMode.banner')}
      </Text>
    </Paper>
  );
}
