import { useState } from 'react';
import { Alert, Anchor, Card, Group, List, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  taxPeriodSchema,
  type RegisterRow,
  type TaxReturnDetail,
  type TaxReturnRegisterKind,
} from '@saldo/contracts/tax-returns';
import { LoadError } from '../../../components/LoadError.tsx';
import { useMonthChange, useTaxReturn } from '../api/queries.ts';
import { deleteOverride, saveOverride, saveRefundChoice } from '../api/tax-returns-api.ts';
import { DeclarationCard } from '../components/DeclarationCard.tsx';
import { GeneratePanel } from '../components/GeneratePanel.tsx';
import { MonthActions } from '../components/MonthActions.tsx';
import { OverrideModal } from '../components/OverrideModal.tsx';
import { RegisterPanel } from '../components/RegisterPanel.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useTaxFormat } from '../format.ts';
import { TAX_RETURNS_PATH } from '../paths.ts';

function BackLink() {
  const { t } = useTranslation('taxReturns');
  return (
    <Anchor component={Link} to={TAX_RETURNS_PATH} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('month.back')}
      </Group>
    </Anchor>
  );
}

function Changes({ month }: { month: TaxReturnDetail }) {
  const { t } = useTranslation('taxReturns');
  if (month.changes.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title={t('month.changesTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('month.changesIntro')}</Text>
        <List size="sm">
          {month.changes.map((change) => (
            <List.Item key={`${change.kind}-${change.documentId}-${change.change}`}>
              {t(`month.change.${change.change}`, { number: change.number })} (
              {t(`register.title.${change.kind}`)})
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

function Month({ month }: { month: TaxReturnDetail }) {
  const { t } = useTranslation('taxReturns');
  const format = useTaxFormat();
  const [tab, setTab] = useState<TaxReturnRegisterKind>('sale');
  const [editing, setEditing] = useState<{ kind: TaxReturnRegisterKind; row: RegisterRow } | null>(null);
  const period = month.period;
  const editable = month.status === 'draft' || month.status === 'not_prepared';
  const refund = useMonthChange(period, (choice: TaxReturnDetail['refundChoice']) =>
    saveRefundChoice(period, choice),
  );
  const save = useMonthChange(period, saveOverride);
  const remove = useMonthChange(period, deleteOverride);
  const close = () => {
    setEditing(null);
    save.reset();
    remove.reset();
  };

  return (
    <Stack gap="md">
      <BackLink />
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {t('month.title', { month: format.month(period) })}
          </Title>
          <Group gap="xs">
            <StatusBadge status={month.status} purpose={month.purpose} />
            <Text size="sm" c="dimmed">
              {t('month.due', { date: format.date(month.dueDate) })}
            </Text>
            {month.referenceNumber !== '' && (
              <Text size="sm" c="dimmed">
                {t('list.reference', { reference: month.referenceNumber })}
              </Text>
            )}
          </Group>
          {month.purpose === 2 && month.correctionReason !== '' && (
            <Text size="sm">{t('month.correctionReason', { reason: month.correctionReason })}</Text>
          )}
        </Stack>
        <MonthActions month={month} />
      </Group>
      {(month.status === 'submitted' || month.status === 'corrected') && (
        <Alert color="blue">{t('month.locked')}</Alert>
      )}
      {month.status === 'ready' && <Alert color="blue">{t('month.readyNote')}</Alert>}
      <Changes month={month} />
      <DeclarationCard
        month={month}
        editable={editable}
        saving={refund.isPending}
        onRefundChoice={(choice) => refund.mutate(choice)}
      />
      <GeneratePanel month={month} editable={month.status !== 'submitted' && month.status !== 'corrected'} />
      <Card withBorder radius="md" p="md">
        <Tabs value={tab} onChange={(value) => setTab(value === 'purchase' ? 'purchase' : 'sale')}>
          <Tabs.List>
            <Tabs.Tab value="sale">{t('register.tab.sale', { count: month.salesRows })}</Tabs.Tab>
            <Tabs.Tab value="purchase">{t('register.tab.purchase', { count: month.purchaseRows })}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sale" pt="md">
            <RegisterPanel
              period={period}
              kind="sale"
              editable={editable}
              onEdit={(row) => setEditing({ kind: 'sale', row })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="purchase" pt="md">
            <RegisterPanel
              period={period}
              kind="purchase"
              editable={editable}
              onEdit={(row) => setEditing({ kind: 'purchase', row })}
            />
            {month.excluded.length > 0 && (
              <Stack gap={4} mt="md">
                <Text size="sm" fw={600}>
                  {t('register.excludedTitle')}
                </Text>
                <List size="sm">
                  {month.excluded.map((cost) => (
                    <List.Item key={cost.documentId}>
                      {t('register.excluded', { number: cost.number, basis: cost.basis })}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </Tabs.Panel>
        </Tabs>
      </Card>
      {month.audit.length > 0 && (
        <Card withBorder radius="md" p="md">
          <Title order={2} fz="lg" mb="xs">
            {t('audit.title')}
          </Title>
          <List size="sm" spacing={4}>
            {month.audit.map((entry, index) => (
              <List.Item key={index}>
                {format.dateTime(entry.at)} ·{' '}
                {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
              </List.Item>
            ))}
          </List>
        </Card>
      )}
      {editing && (
        <OverrideModal
          kind={editing.kind}
          row={editing.row}
          onClose={close}
          saving={save.isPending || remove.isPending}
          error={save.error ?? remove.error}
          onSave={(markers, reason) =>
            save.mutate(
              { period, kind: editing.kind, documentId: editing.row.documentId, input: { markers, reason } },
              { onSuccess: close },
            )
          }
          onRemove={() =>
            remove.mutate(
              { period, kind: editing.kind, documentId: editing.row.documentId },
              { onSuccess: close },
            )
          }
        />
      )}
    </Stack>
  );
}

/** /documents/tax-returns/:period: both registers, the declaration, the file and the month's lifecycle. */
export default function TaxReturnMonthPage() {
  const { t } = useTranslation('taxReturns');
  const param = useParams().period ?? '';
  const period = taxPeriodSchema.safeParse(param).success ? param : '';
  const month = useTaxReturn(period);
  if (period === '')
    return (
      <Stack gap="md">
        <BackLink />
        <Alert color="red">{t('month.badPeriod')}</Alert>
      </Stack>
    );
  if (month.isError)
    return (
      <Stack gap="md">
        <BackLink />
        <LoadError
          title={t('month.loadFailed')}
          error={month.error}
          retrying={month.isFetching}
          onRetry={() => void month.refetch()}
        />
      </Stack>
    );
  if (!month.data)
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('month.loading')}>
        <BackLink />
        <Skeleton height={40} width={320} />
        <Skeleton height={140} />
        <Skeleton height={320} />
      </Stack>
    );
  return <Month month={month.data} />;
}
