import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCloudOff, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KsefInvoiceState } from '@saldo/contracts/ksef';
import { ApiError } from '../../../lib/api-client.ts';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { useIssueOffline } from '../api/queries.ts';

/**
 * 'Issue offline' (offline24, tryby-offline.md), asked to confirm: from then on the invoice's file is
 * frozen, it carries both KSeF codes and it is sent to KSeF later, by the next business day.
 */
export function IssueOfflineButton({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation('ksef');
  const [opened, setOpened] = useState(false);
  const issue = useIssueOffline();
  const run = () =>
    issue.mutate(invoiceId, {
      onSuccess: () => {
        setOpened(false);
        notifications.show({ color: 'teal', message: t('invoice.offline.issuedToast') });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('invoice.offline.failed'),
          message: error instanceof ApiError ? error.message : t('errors.network'),
        }),
    });
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCloudOff size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('invoice.offline.issue')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('invoice.offline.confirmTitle')}>
        <Stack gap="md">
          <Text size="sm">{t('invoice.offline.confirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('invoice.offline.cancel')}
            </Button>
            <Button loading={issue.isPending} onClick={run}>
              {t('invoice.offline.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        {children}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

/** An invoice issued offline: since when, the day it must reach KSeF by, and both codes' links. */
export function OfflineDetails({ ksef }: { ksef: KsefInvoiceState }) {
  const { t } = useTranslation('ksef');
  const format = useInvoiceFormat();
  const { offline } = ksef;
  if (offline === null) return null;
  if (ksef.state === 'accepted') {
    return (
      <Text size="sm" c="dimmed">
        {t('invoice.offline.wasOffline', { at: format.dateTime(offline.issuedAt) })}
      </Text>
    );
  }
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconCloudOff size={18} aria-hidden />}
      title={t('invoice.offline.title')}
    >
      <Stack gap={6}>
        <Text size="sm">
          {t('invoice.offline.details', {
            at: format.dateTime(offline.issuedAt),
            sendBy: format.date(offline.sendBy),
          })}
        </Text>
        <Group gap="lg">
          {ksef.verificationUrl && (
            <ExternalLink href={ksef.verificationUrl}>{t('invoice.offline.invoiceCode')}</ExternalLink>
          )}
          <ExternalLink href={offline.certificateUrl}>{t('invoice.offline.certificateCode')}</ExternalLink>
        </Group>
      </Stack>
    </Alert>
  );
}
