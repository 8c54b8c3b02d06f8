import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconFileSpreadsheet, IconPencilPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PayrollListDetail } from '@saldo/contracts/payroll-lists';
import { LoadError } from '../../../components/LoadError.tsx';
import { downloadPayrollFile, payslipPath, transfersPath } from '../api/payroll-api.ts';
import {
  useApprovePayrollList,
  useCorrectPayrollList,
  useDeletePayrollList,
  usePayrollList,
  useSendPayslip,
  useUpdatePayrollEntry,
} from '../api/queries.ts';
import { EntriesTable } from '../components/EntriesTable.tsx';
import { useLiveEntries, type LiveEntry } from '../components/entry-drafts.ts';
import { localeOf, monthLabel } from '../components/format.ts';
import { MonthSummary } from '../components/MonthSummary.tsx';
import { PayrollStatusBadge } from '../components/PayrollStatusBadge.tsx';

const failed = (error: unknown) =>
  notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });

function ListView({ list }: { list: PayrollListDetail }) {
  const { t, i18n } = useTranslation('payroll');
  const navigate = useNavigate();
  const { entries, summary, edit, reset } = useLiveEntries(list, localeOf(i18n.language));
  const update = useUpdatePayrollEntry();
  const approve = useApprovePayrollList();
  const correct = useCorrectPayrollList();
  const remove = useDeletePayrollList();
  const send = useSendPayslip();
  const [saving, setSaving] = useState<number | null>(null);
  const unsaved = entries.some((e) => e.dirty);

  const save = (live: LiveEntry) => {
    setSaving(live.entry.id);
    update.mutate(
      { id: list.id, entryId: live.entry.id, inputs: live.inputs },
      {
        onSuccess: () => {
          reset(live.entry.id);
          notifications.show({ color: 'teal', message: t('detail.saved', { name: live.entry.workerName }) });
        },
        onError: failed,
        onSettled: () => setSaving(null),
      },
    );
  };
  const payslip = (live: LiveEntry) =>
    void downloadPayrollFile(payslipPath(list.id, live.entry.id), 'application/pdf', 'payslip.pdf').catch(
      failed,
    );
  const mail = (live: LiveEntry) =>
    send.mutate(
      { id: list.id, entryId: live.entry.id },
      {
        onSuccess: ({ to }) => notifications.show({ color: 'teal', message: t('detail.sent', { to }) }),
        onError: failed,
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {t(list.kind === 'correction' ? 'detail.correctionTitle' : 'detail.title', {
              month: monthLabel(list.month, i18n.language),
            })}
          </Title>
          <Group gap="xs">
            <PayrollStatusBadge status={list.status} />
            {list.kind === 'correction' && list.correctsId !== null ? (
              <Anchor component={Link} to={`/documents/payroll/${list.correctsId}`} size="sm">
                {t('detail.corrects')}
              </Anchor>
            ) : null}
            {list.correctedById !== null ? (
              <Anchor component={Link} to={`/documents/payroll/${list.correctedById}`} size="sm">
                {t('detail.correctedBy')}
              </Anchor>
            ) : null}
          </Group>
        </Stack>
        <Group gap="sm">
          {list.status === 'draft' ? (
            <>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(list.id, {
                    onSuccess: () => void navigate('/documents/payroll'),
                    onError: failed,
                  })
                }
              >
                {t('detail.delete')}
              </Button>
              <Button
                leftSection={<IconCheck size={16} aria-hidden />}
                disabled={unsaved}
                loading={approve.isPending}
                onClick={() =>
                  approve.mutate(list.id, {
                    onSuccess: () => notifications.show({ color: 'teal', message: t('detail.approved') }),
                    onError: failed,
                  })
                }
              >
                {t('detail.approve')}
              </Button>
            </>
          ) : (
            <Button
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={() =>
                void downloadPayrollFile(
                  transfersPath(list.id),
                  'text/csv',
                  `transfers-${list.month}.csv`,
                ).catch(failed)
              }
            >
              {t('detail.transfers')}
            </Button>
          )}
          {list.status === 'approved' && list.correctedById === null ? (
            <Button
              variant="light"
              leftSection={<IconPencilPlus size={16} aria-hidden />}
              loading={correct.isPending}
              onClick={() =>
                correct.mutate(list.id, {
                  onSuccess: (answer) => void navigate(`/documents/payroll/${answer.id}`),
                  onError: failed,
                })
              }
            >
              {t('detail.correct')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {list.status === 'draft' ? (
        <Alert color="blue" variant="light">
          {unsaved ? t('detail.unsavedHint') : t('detail.draftHint')}
        </Alert>
      ) : list.status === 'corrected' ? (
        <Alert color="gray" variant="light">
          {t('detail.correctedHint')}
        </Alert>
      ) : list.yearToDateStale ? (
        <Alert color="orange" variant="light" title={t('detail.staleTitle')}>
          {t('detail.staleHint')}
        </Alert>
      ) : null}
      <MonthSummary summary={summary} />
      <Card withBorder radius="md" p="md">
        <EntriesTable
          list={list}
          entries={entries}
          saving={saving}
          onEdit={edit}
          onSave={save}
          onPayslip={payslip}
          onSend={mail}
        />
      </Card>
      {list.audit.length > 0 ? (
        <Card withBorder radius="md" p="md" component="section" aria-labelledby="payroll-audit-title">
          <Title order={2} fz={18} id="payroll-audit-title" mb="xs">
            {t('audit.title')}
          </Title>
          <Stack gap={4}>
            {list.audit.map((entry) => (
              <Group key={entry.id} gap="xs">
                <Badge variant="outline" size="sm">
                  {t(`audit.${entry.action}`, { defaultValue: entry.action })}
                </Badge>
                <Text size="sm">
                  {[entry.details.worker, entry.details.fields].filter(Boolean).join(': ')}
                </Text>
                <Text size="xs" c="dimmed">
                  {new Date(entry.at).toLocaleString(i18n.language)} · {entry.by}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}

/** /documents/payroll/:id: one month's payroll list, edited live while it is a draft. */
export default function PayrollListPage() {
  const { t } = useTranslation('payroll');
  const id = Number(useParams().id);
  const list = usePayrollList(id);
  if (list.isError)
    return (
      <LoadError
        title={t('detail.loadFailed')}
        error={list.error}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data) return <Loader aria-label={t('detail.loading')} />;
  return <ListView key={`${list.data.id}-${list.data.status}`} list={list.data} />;
}
