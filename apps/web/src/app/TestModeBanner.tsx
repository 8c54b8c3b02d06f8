import { useEffect, useState } from 'react';
import { Paper, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MailStatusResponse } from '@saldo/contracts/mail';
import { api } from '../lib/api-client.ts';

/**
 * Asked once per mount (main.tsx mounts it once per page load: the transport is the server's
 * start-up setting). A plain request, not a query: the login page shows this banner and loads no
 * TanStack Query or zod (issue 18). Any answer other than 'outbox', a failure included, shows nothing.
 */
function useOutbox(): boolean {
  const [outbox, setOutbox] = useState(false);
  useEffect(() => {
    let current = true;
    api.get<Partial<MailStatusResponse>>('/mail/status', { auth: false }).then(
      (answer) => current && setOutbox(answer.transport === 'outbox'),
      () => current && setOutbox(false),
    );
    return () => {
      current = false;
    };
  }, []);
  return outbox;
}

/**
 * On an instance started with SMTP_URL=outbox: mail is kept in the database and never delivered, so
 * every page says so, the login page included: nobody should believe an invoice reached its buyer.
 */
export function TestModeBanner() {
  const { t } = useTranslation('common');
  if (!useOutbox()) return null;
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
