import { useId } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCloudUpload,
  IconExternalLink,
  IconFileCode,
  IconReceipt2,
  IconSend,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { invoiceFileName } from '@saldo/contracts/invoice-files';
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import type { KsefInvoiceState } from '@saldo/contracts/ksef';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchInvoiceKsefXml } from '../../invoices/api/invoices-api.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { fetchKsefUpo } from '../api/ksef-api.ts';
import { useKsefSettings, useKsefState, useSendToKsef } from '../api/queries.ts';
import { Fact } from './Fact.tsx';
import { canGoOffline } from '../offline.ts';
import { IssueOfflineButton, OfflineDetails } from './KsefOffline.tsx';
import { KsefStateBadge } from './KsefStateBadge.tsx';

type Invoice = Pick<InvoiceDetail, 'id' | 'number' | 'status' | 'type'>;

/**
 * The invoice in KSeF: its state (asked again every few seconds while it is queued or being sent),
 * the KSeF number, time and verification link once accepted, KSeF's reason when rejected; sending
 * (with `canSend`), the invoice's FA(3) XML and KSeF's receipt (UPO). Not for a proforma, which is
 * not a VAT invoice and never goes to KSeF.
 */
export function KsefInvoiceCard({ invoice, canSend }: { invoice: Invoice; canSend: boolean }) {
  const { t } = useTranslation('ksef');
  const headingId = useId();
  const ksef = useKsefState(invoice.id);
  const send = useSendToKsef();
  const files = useFileDownload<'xml' | 'upo'>();
  const state = ksef.data?.state;
  // Only someone who may send reads the settings (whether an offline certificate is there).
  const settings = useKsefSettings(canSend);
  const offlineable =
    canSend &&
    invoice.status !== 'cancelled' &&
    settings.data?.offlineCertificate != null &&
    canGoOffline(ksef.data);
  const sendable =
    canSend && invoice.status !== 'cancelled' && (state === 'not_sent' || state === 'rejected');

  const runSend = () =>
    send.mutate(invoice.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('invoice.queuedToast') }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('invoice.sendFailed'),
          message: error instanceof ApiError ? error.message : t('errors.network'),
        }),
    });

  const downloadXml = () =>
    void files.download('xml', {
      file: () => fetchInvoiceKsefXml(invoice.id),
      fallbackName: invoiceFileName(invoice, 'xml'),
      failedTitle: t('invoice.xmlFailed'),
    });
  const downloadUpo = () =>
    void files.download('upo', {
      file: () => fetchKsefUpo(invoice.id),
      fallbackName: `UPO-${invoiceFileName(invoice, 'xml')}`,
      failedTitle: t('invoice.upoFailed'),
    });

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-print-hidden>
      <Group justify="space-between" align="flex-start" mb="sm" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" aria-hidden>
            <IconCloudUpload size={18} />
          </ThemeIcon>
          <Title order={2} fz="lg" id={headingId}>
            {t('invoice.title')}
          </Title>
          {state && <KsefStateBadge state={state} />}
        </Group>
        <Group gap="xs">
          {sendable && (
            <Button
              size="xs"
              leftSection={<IconSend size={14} aria-hidden />}
              loading={send.isPending}
              onClick={runSend}
            >
              {t('invoice.send')}
            </Button>
          )}
          {offlineable && <IssueOfflineButton invoiceId={invoice.id} />}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileCode size={14} aria-hidden />}
            loading={files.busy === 'xml'}
            onClick={downloadXml}
          >
            {t('invoice.downloadXml')}
          </Button>
        </Group>
      </Group>
      {ksef.isError && !ksef.data ? (
        <LoadError
          title={t('invoice.loadFailed')}
          error={ksef.error}
          retrying={ksef.isFetching}
          onRetry={() => void ksef.refetch()}
        />
      ) : !ksef.data ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('invoice.loading')}>
          <Skeleton height={16} width="50%" />
          <Skeleton height={16} width="30%" />
        </Stack>
      ) : (
        <div aria-live="polite">
          <Stack gap="sm">
            <StateDetails
              ksef={ksef.data}
              downloadingUpo={files.busy === 'upo'}
              onDownloadUpo={downloadUpo}
            />
            <OfflineDetails ksef={ksef.data} />
          </Stack>
        </div>
      )}
    </Card>
  );
}

function StateDetails({
  ksef,
  downloadingUpo,
  onDownloadUpo,
}: {
  ksef: KsefInvoiceState;
  downloadingUpo: boolean;
  onDownloadUpo: () => void;
}) {
  const { t } = useTranslation('ksef');
  const format = useInvoiceFormat();
  switch (ksef.state) {
    case 'not_sent':
      return (
        <Text size="sm" c="dimmed">
          {t('invoice.notSent')}
        </Text>
      );
    case 'queued':
      return (
        <Stack gap="sm">
          <Text size="sm">{t('invoice.queued')}</Text>
          {/* Before the first try the next attempt is 'now': only a retry is worth showing. */}
          {ksef.attempts > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Fact label={t('invoice.attempts')}>{ksef.attempts}</Fact>
              {ksef.nextAttemptAt && (
                <Fact label={t('invoice.nextAttempt')}>{format.dateTime(ksef.nextAttemptAt)}</Fact>
              )}
            </SimpleGrid>
          )}
          {ksef.error && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={t('invoice.lastAttemptFailed')}
            >
              {ksef.error}
            </Alert>
          )}
        </Stack>
      );
    case 'sending':
      return (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('invoice.sending')}</Text>
        </Group>
      );
    case 'accepted':
      return (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Fact label={t('invoice.ksefNumber')}>
              <Text span ff="monospace" size="sm" fw={500}>
                {ksef.ksefNumber ?? '—'}
              </Text>
            </Fact>
            <Fact label={t('invoice.acceptedAt')}>
              {ksef.acceptedAt ? format.dateTime(ksef.acceptedAt) : '—'}
            </Fact>
            {ksef.verificationUrl && (
              <Fact label={t('invoice.verification')}>
                <Anchor href={ksef.verificationUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  <Group gap={4} component="span" wrap="nowrap">
                    {t('invoice.verificationLink')}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              </Fact>
            )}
          </SimpleGrid>
          {ksef.upoAvailable && (
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconReceipt2 size={14} aria-hidden />}
                loading={downloadingUpo}
                onClick={onDownloadUpo}
              >
                {t('invoice.downloadUpo')}
              </Button>
            </Group>
          )}
        </Stack>
      );
    case 'rejected':
      return (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t('invoice.rejected')}
        >
          <Stack gap={4}>
            <Text size="sm">{ksef.error ?? t('invoice.noReason')}</Text>
            <Text size="sm" c="dimmed">
              {t('invoice.rejectedHint')}
            </Text>
          </Stack>
        </Alert>
      );
  }
}
