import { Card, Group, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { usePayables, useReceivables } from '../api/document-queries.ts';
import { balanceByCurrency, type BalanceRow } from './balance.ts';

const nowrap = { whiteSpace: 'nowrap' } as const;

function NetCell({ row }: { row: BalanceRow }) {
  const { t } = useTranslation('contractors');
  const format = useInvoiceFormat();
  const side =
    row.net > 0
      ? t('page.sections.balance.theyOweNet')
      : row.net < 0
        ? t('page.sections.balance.weOweNet')
        : t('page.sections.balance.even');
  return (
    <Table.Td ta="right" style={nowrap}>
      <Text fw={700} c={row.net > 0 ? 'teal' : row.net < 0 ? 'red' : undefined} inherit>
        {format.money(row.net, row.currency)}
      </Text>
      <Text size="xs" c="dimmed">
        {side}
      </Text>
    </Table.Td>
  );
}

function BalanceTable({ rows }: { rows: readonly BalanceRow[] }) {
  const { t } = useTranslation('contractors');
  const format = useInvoiceFormat();
  if (rows.length === 0) return <Text c="dimmed">{t('page.sections.balance.nothingOutstanding')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" aria-label={t('page.sections.balance.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('page.documents.currency')}</Table.Th>
            <Table.Th ta="right">{t('page.sections.balance.theyOwe')}</Table.Th>
            <Table.Th ta="right">{t('page.sections.balance.weOwe')}</Table.Th>
            <Table.Th ta="right">{t('page.sections.balance.net')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.currency} data-testid={`balance-${row.currency}`}>
              <Table.Th scope="row">{row.currency}</Table.Th>
              <Table.Td ta="right" style={nowrap}>
                {format.money(row.receivable, row.currency)}
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {format.money(row.payable, row.currency)}
              </Table.Td>
              <NetCell row={row} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Saldo: what the contractor owes us against what we owe them, from the sums of both lists (every
 * page). Left out when the user may not see costs, as half a balance would mislead, and when a list
 * failed (its section says why).
 */
export function BalanceCard({ contractorId }: { contractorId: number }) {
  const { t } = useTranslation('contractors');
  const receivables = useReceivables(contractorId);
  const payables = usePayables(contractorId);
  if (payables.hidden || receivables.error || payables.error) return null;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="contractor-balance-heading">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" aria-hidden>
            <IconScale size={18} />
          </ThemeIcon>
          <Title order={2} fz="lg" id="contractor-balance-heading">
            {t('page.sections.balance.title')}
          </Title>
        </Group>
        {receivables.totals && payables.totals ? (
          <BalanceTable rows={balanceByCurrency(receivables.totals, payables.totals)} />
        ) : (
          <Skeleton height={64} />
        )}
        <Text size="xs" c="dimmed">
          {t('page.sections.balance.note')}
        </Text>
      </Stack>
    </Card>
  );
}
