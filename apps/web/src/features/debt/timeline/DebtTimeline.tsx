import { Card, Group, Skeleton, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconAlertTriangle, IconTimeline } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDebtHistory } from '../api/queries.ts';
import type { HistoryOwner } from '../api/debt-api.ts';
import { useDebtPermissions } from '../permissions.ts';
import { ACTION_ICONS } from './action-icons.ts';
import { TimelineEntry } from './TimelineEntry.tsx';
import { useAttachmentDownload } from './use-attachment-download.ts';
import { useInvoiceNumbers } from './use-invoice-numbers.ts';

/**
 * The collection steps taken on an invoice, or on all of a contractor's invoices (each naming its
 * invoice), newest first. A client sees only what was sent to it (the server filters); a user who
 * may not read debt collection, or whom the server refuses, sees nothing. Any action refetches it
 * (the 'debt' keys).
 */
export function DebtTimeline(props: HistoryOwner) {
  const can = useDebtPermissions();
  // Only the owner's own id goes into the request and the query key.
  const owner: HistoryOwner =
    'contractorId' in props ? { contractorId: props.contractorId } : { invoiceId: props.invoiceId };
  return can.read ? <DebtTimelineCard owner={owner} /> : null;
}

function DebtTimelineCard({ owner }: { owner: HistoryOwner }) {
  const { t } = useTranslation('debt');
  const headingId = useId();
  const history = useDebtHistory(owner);
  const perContractor = 'contractorId' in owner;
  const entries = history.data ?? [];
  const numbers = useInvoiceNumbers(
    entries.map((entry) => entry.invoiceId),
    perContractor,
  );
  const pdf = useAttachmentDownload();
  // The server refusing (403) is an answer, not a failure: the history is not this user's to see.
  if (history.error instanceof ApiError && history.error.status === 403) return null;

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" aria-hidden>
          <IconTimeline size={18} />
        </ThemeIcon>
        <Title order={2} fz="lg" id={headingId}>
          {t('timeline.title')}
        </Title>
      </Group>
      {history.isError ? (
        <LoadError
          title={t('timeline.loadFailed')}
          error={history.error}
          retrying={history.isFetching}
          onRetry={() => void history.refetch()}
        />
      ) : !history.data ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('timeline.loading')}>
          <Skeleton height={16} width="60%" />
          <Skeleton height={16} width="40%" />
        </Stack>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('timeline.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={26} lineWidth={2} active={entries.length - 1}>
          {entries.map((entry) => {
            const Icon = entry.delivered ? ACTION_ICONS[entry.action] : IconAlertTriangle;
            return (
              <Timeline.Item
                key={entry.id}
                color={entry.delivered ? undefined : 'red'}
                bullet={<Icon size={14} aria-hidden />}
              >
                <TimelineEntry
                  entry={entry}
                  invoice={
                    perContractor ? { id: entry.invoiceId, number: numbers.get(entry.invoiceId) } : undefined
                  }
                  downloading={pdf.busyId === entry.id}
                  onDownload={(chosen) => void pdf.download(chosen)}
                />
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Card>
  );
}
