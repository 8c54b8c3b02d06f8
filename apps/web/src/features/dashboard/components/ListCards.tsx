import { lazy, Suspense, useRef } from 'react';
import { Anchor, Badge, Box, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardOverview } from '@saldo/contracts/dashboard';
import { useDashboardFormat } from '../use-dashboard-format.ts';
import { useNearViewport } from '../../../components/use-near-viewport.ts';
import { DashCard } from './DashCard.tsx';

const Empty = ({ text }: { text: string }) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

export function TopDebtorsCard({ debtors }: { debtors: DashboardOverview['topDebtors'] }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  return (
    <DashCard id="debtors" title={t('debtors.title')} to="/apps/invoices/list/expired" linkLabel={t('open')}>
      {debtors.length === 0 ? (
        <Empty text={t('debtors.none')} />
      ) : (
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('debtors.name')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('debtors.overdue')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('debtors.days')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {debtors.map((debtor) => (
              <Table.Tr key={debtor.contractorId}>
                <Table.Td>
                  <Anchor component={Link} to={`/apps/contractors/${debtor.contractorId}`} size="sm">
                    {debtor.name}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{format.pln(debtor.overdue)}</Table.Td>
                <Table.Td ta="right">{format.integer(debtor.oldestDaysOverdue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </DashCard>
  );
}

export function CashCard({ cash }: { cash: DashboardOverview['cash'] }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  return (
    <DashCard id="cash" title={t('cash.title')} to="/documents/bank-statement" linkLabel={t('open')}>
      {cash.length === 0 ? (
        <Empty text={t('cash.noAccounts')} />
      ) : (
        <Stack gap="xs">
          {cash.map((account) => (
            <Group key={account.bankAccountId} justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {account.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {account.date ? t('cash.asOf', { date: format.date(account.date) }) : t('cash.noStatement')}
                </Text>
              </Stack>
              <Text fw={700} data-testid="cash-balance">
                {account.balance === null
                  ? '—'
                  : format.money(account.balance, account.currency as Parameters<typeof format.money>[1])}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </DashCard>
  );
}

// Loaded once its card is on screen or about to be (after the dashboard's first paint in any case);
// its square is kept meanwhile, so nothing moves.
const CostsDonut = lazy(() => import('./CostsDonut.tsx'));
const DONUT_SIZE = 120;

const COLORS = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'yellow.6', 'pink.6', 'gray.5'];

export function CostsCard({ costs }: { costs: DashboardOverview['costsByCategory'] }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const chartPlace = useRef<HTMLDivElement>(null);
  const chartNear = useNearViewport(chartPlace);
  const square = <Box ref={chartPlace} w={DONUT_SIZE} h={DONUT_SIZE} style={{ flexShrink: 0 }} />;
  const data = costs.map((row, i) => ({
    name: row.name ?? t('costs.uncategorized'),
    value: row.gross,
    color: COLORS[i % COLORS.length] ?? 'gray.5',
  }));
  return (
    <DashCard id="costs" title={t('costs.title')} to="/reports/costs" linkLabel={t('open')}>
      {data.length === 0 ? (
        <Empty text={t('costs.none')} />
      ) : (
        <Group wrap="nowrap" align="center">
          {chartNear ? (
            <Suspense fallback={square}>
              <CostsDonut
                data={data}
                size={DONUT_SIZE}
                thickness={22}
                valueFormatter={format.pln}
                role="img"
                aria-label={t('costs.chartLabel')}
              />
            </Suspense>
          ) : (
            square
          )}
          <Stack gap={2} style={{ flex: 1 }}>
            {data.map((row) => (
              <Group key={row.name} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{row.name}</Text>
                <Text size="sm" fw={600}>
                  {format.pln(row.value)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </DashCard>
  );
}

export function DeadlinesCard({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  return (
    <DashCard id="deadlines" title={t('deadlines.title')} to="/documents/tax-returns" linkLabel={t('open')}>
      <Stack gap={6}>
        {overview.deadlines.map((deadline) => (
          <Group
            key={`${deadline.kind}-${deadline.invoiceId ?? deadline.period}`}
            justify="space-between"
            wrap="nowrap"
          >
            <Stack gap={0}>
              {deadline.kind === 'invoice' ? (
                <Anchor
                  component={Link}
                  to={`/apps/invoice/preview/${deadline.invoiceId}`}
                  size="sm"
                  fw={600}
                >
                  {t('deadlines.invoice', { number: deadline.number, name: deadline.name })}
                </Anchor>
              ) : (
                <Text size="sm" fw={600}>
                  {t(`deadlines.${deadline.kind}`, { period: format.month(deadline.period ?? '') })}
                </Text>
              )}
              {deadline.date !== deadline.statutoryDate && (
                <Text size="xs" c="dimmed">
                  {t('deadlines.moved', { date: format.date(deadline.statutoryDate) })}
                </Text>
              )}
            </Stack>
            <Stack gap={0} align="flex-end">
              <Badge variant="light">{format.date(deadline.date)}</Badge>
              {deadline.amount !== null && <Text size="xs">{format.pln(deadline.amount)}</Text>}
            </Stack>
          </Group>
        ))}
        {overview.zusPaymentDayIsDefault && (
          <Text size="xs" c="dimmed">
            {t('deadlines.zusDefault', {
              day: overview.zusPaymentDay,
              form: t(`legalForms.${overview.legalForm}`),
            })}
          </Text>
        )}
      </Stack>
    </DashCard>
  );
}

const activityLink = (entry: DashboardOverview['activity'][number]): string | null => {
  if (entry.documentId === null) return null;
  if (entry.area === 'invoice') return `/apps/invoice/preview/${entry.documentId}`;
  if (entry.area === 'cost') return `/documents/costs/${entry.documentId}`;
  return null;
};

/** The audit action in words: invoices and costs name theirs in their own namespaces. */
function actionKey(entry: DashboardOverview['activity'][number]): string {
  if (entry.area === 'invoice') return `invoices:audit.actions.${entry.action}`;
  if (entry.area === 'cost') return `costs:audit.actions.${entry.action}`;
  return `dashboard:activity.actions.${entry.area}.${entry.action}`;
}

export function ActivityCard({ activity }: { activity: DashboardOverview['activity'] }) {
  const { t } = useTranslation(['dashboard', 'invoices', 'costs']);
  const format = useDashboardFormat();
  return (
    <DashCard id="activity" title={t('activity.title')} to="/apps/invoice/list" linkLabel={t('open')}>
      {activity.length === 0 ? (
        <Empty text={t('activity.none')} />
      ) : (
        <Stack gap={6}>
          {activity.map((entry, i) => {
            const link = activityLink(entry);
            const what = t(`activity.areas.${entry.area}`, { number: entry.documentNumber ?? '' });
            return (
              <Group key={`${entry.at}-${i}`} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  {link ? (
                    <Anchor component={Link} to={link} size="sm">
                      {what}
                    </Anchor>
                  ) : (
                    what
                  )}{' '}
                  · {t(actionKey(entry), { defaultValue: t('activity.actions.other') })}
                  {entry.userName ? ` · ${entry.userName}` : ''}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {format.dateTime(entry.at)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </DashCard>
  );
}
