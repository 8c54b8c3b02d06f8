import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { DashboardOverview } from '@saldo/contracts/dashboard';
import { ApiError } from '../../../lib/api-client.ts';
import { useOverlayOnDemand } from '../../../lib/use-overlay-on-demand.ts';
import { useConfirmations, useIssueConfirmations } from '../api/queries.ts';
import { PaperAnswerModal } from './PaperAnswerModal.tsx';
import { useDashboardFormat } from '../use-dashboard-format.ts';
import { DashCard } from './DashCard.tsx';

const STATUS_COLORS = { pending: 'gray', confirmed: 'teal', disputed: 'red' } as const;

/** The last day of the previous year: the usual as-of day of a balance confirmation. */
const lastYearEnd = (today: Date = new Date()) => `${today.getFullYear() - 1}-12-31`;

/**
 * Balance confirmations: the counts, the answers received (disputes first, with their comments), and
 * issuing one to every contractor with an open balance on a day.
 */
export function ConfirmationsCard({ counts }: { counts: DashboardOverview['balanceConfirmations'] }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const confirmations = useConfirmations();
  const issue = useIssueConfirmations();
  const [asOf, setAsOf] = useState(lastYearEnd());
  const [paperOpen, setPaperOpen] = useState(false);
  // A closed modal still mounts its portal in the dashboard's first commit (issue 18).
  const paperMounted = useOverlayOnDemand(paperOpen);
  const pending = (confirmations.data?.confirmations ?? []).filter((c) => c.status === 'pending');
  const answered = (confirmations.data?.confirmations ?? [])
    .filter((c) => c.status !== 'pending')
    .sort((a, b) => (a.status === b.status ? 0 : a.status === 'disputed' ? -1 : 1))
    .slice(0, 5);

  const onIssue = () =>
    issue.mutate(asOf, {
      onSuccess: (result) =>
        notifications.show({
          color: 'teal',
          message: t('confirmations.issued', { count: result.issued.length, skipped: result.skipped }),
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('confirmations.issueFailed'),
          message: error instanceof ApiError ? error.message : String(error),
        }),
    });

  return (
    <DashCard
      id="confirmations"
      title={t('confirmations.title')}
      to="/apps/contractors/list"
      linkLabel={t('open')}
    >
      <Group gap="xs">
        {(['pending', 'confirmed', 'disputed'] as const).map((status) => (
          <Badge
            key={status}
            color={STATUS_COLORS[status]}
            variant="light"
            data-testid={`confirmations-${status}`}
          >
            {t(`confirmations.status.${status}`)}: {counts[status]}
          </Badge>
        ))}
      </Group>
      {answered.length > 0 && (
        <Stack gap={4}>
          {answered.map((c) => (
            <Text size="sm" key={c.id}>
              <Badge size="xs" color={STATUS_COLORS[c.status]} variant="light" mr={6}>
                {t(`confirmations.status.${c.status}`)}
              </Badge>
              {c.contractorName} · {format.date(c.asOfDate)} · {format.pln(c.balance)}
              {c.disputedBalance !== null &&
                ` · ${t('paperAnswer.theirBalance', { amount: format.pln(c.disputedBalance) })}`}
              {c.comment ? ` — „${c.comment}”` : ''}
              {c.answerChannel === 'paper' && (
                <Badge size="xs" color="gray" variant="outline" ml={6} data-testid="paper-answer">
                  {c.receivedOn
                    ? t('paperAnswer.onPaper', { date: format.date(c.receivedOn) })
                    : t('paperAnswer.onPaperUndated')}
                </Badge>
              )}
            </Text>
          ))}
        </Stack>
      )}
      <Group align="flex-end" gap="xs">
        <TextInput
          type="date"
          label={t('confirmations.asOf')}
          value={asOf}
          onChange={(event) => setAsOf(event.currentTarget.value)}
          size="xs"
        />
        <Button size="xs" variant="light" onClick={onIssue} loading={issue.isPending} disabled={asOf === ''}>
          {t('confirmations.issueAll')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setPaperOpen(true)}
          disabled={pending.length === 0}
        >
          {t('paperAnswer.open')}
        </Button>
      </Group>
      {paperMounted && (
        <PaperAnswerModal pending={pending} opened={paperOpen} onClose={() => setPaperOpen(false)} />
      )}
    </DashCard>
  );
}
