import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Title,
} from '@mantine/core';
import { IconCash, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { useCreatePayrollList, usePayrollLists } from '../api/queries.ts';
import { amount, dateLabel, monthLabel } from '../components/format.ts';
import { PayrollCalculator } from '../components/PayrollCalculator.tsx';
import { PayrollSettingsCard } from '../components/PayrollSettingsCard.tsx';
import { PayrollStatusBadge } from '../components/PayrollStatusBadge.tsx';
import { Pit11Card } from '../components/Pit11Card.tsx';

const YEARS = ['2025', '2026'];

function currentYearMonth(): { year: string; month: string } {
  const today = new Date();
  const year = String(Math.min(2026, Math.max(2025, today.getFullYear())));
  return { year, month: String(today.getMonth() + 1).padStart(2, '0') };
}

/** /documents/payroll: the months' lists with status, totals and deadlines; PIT-11; the calculator. */
export default function PayrollMonthsPage() {
  const { t, i18n } = useTranslation('payroll');
  const navigate = useNavigate();
  const initial = currentYearMonth();
  const [year, setYear] = useState(initial.year);
  const [month, setMonth] = useState(initial.month);
  const lists = usePayrollLists(Number(year));
  const create = useCreatePayrollList();
  const money = (value: number) => amount(value, i18n.language);
  const months = Array.from({ length: 12 }, (_, index) => {
    const value = String(index + 1).padStart(2, '0');
    return { value, label: monthLabel(`${year}-${value}`, i18n.language) };
  });

  const start = () =>
    create.mutate(`${year}-${month}`, {
      onSuccess: (list) => void navigate(`/documents/payroll/${list.id}`),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {t('months.title')}
        </Title>
        <Select
          label={t('months.year')}
          w={120}
          data={YEARS}
          value={year}
          allowDeselect={false}
          onChange={(value) => setYear(value ?? initial.year)}
        />
      </Group>
      <Card withBorder radius="md" p="md" component="section" aria-labelledby="payroll-run-title">
        <Stack gap="sm">
          <Title order={2} fz={18} id="payroll-run-title">
            {t('months.runTitle')}
          </Title>
          <Group align="flex-end" gap="sm">
            <Select
              label={t('months.month')}
              w={220}
              data={months}
              value={month}
              allowDeselect={false}
              onChange={(value) => setMonth(value ?? initial.month)}
            />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              loading={create.isPending}
              onClick={start}
            >
              {t('months.run')}
            </Button>
          </Group>
          {create.isError ? (
            <Alert color="red" role="alert">
              {create.error instanceof Error ? create.error.message : ''}
            </Alert>
          ) : null}
        </Stack>
      </Card>
      <Card withBorder radius="md" p="md">
        {lists.isError ? (
          <LoadError
            title={t('months.loadFailed')}
            error={lists.error}
            retrying={lists.isFetching}
            onRetry={() => void lists.refetch()}
          />
        ) : !lists.data ? (
          <Loader aria-label={t('detail.loading')} />
        ) : lists.data.lists.length === 0 ? (
          <EmptyState
            icon={<IconCash size={32} aria-hidden />}
            title={t('months.emptyTitle', { year })}
            description={t('months.emptyDescription')}
          />
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover aria-label={t('months.caption', { year })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('months.month')}</Table.Th>
                  <Table.Th>{t('months.status')}</Table.Th>
                  <Table.Th ta="right">{t('months.people')}</Table.Th>
                  <Table.Th ta="right">{t('entries.gross')}</Table.Th>
                  <Table.Th ta="right">{t('entries.net')}</Table.Th>
                  <Table.Th ta="right">{t('entries.cost')}</Table.Th>
                  <Table.Th>{t('months.zusDue')}</Table.Th>
                  <Table.Th>{t('months.pit4Due')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lists.data.lists.map((list) => (
                  <Table.Tr key={list.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/documents/payroll/${list.id}`}>
                        {monthLabel(list.month, i18n.language)}
                      </Anchor>
                      {list.kind === 'correction' ? (
                        <Badge ml="xs" size="sm" variant="outline">
                          {t('months.correction')}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <PayrollStatusBadge status={list.status} />
                    </Table.Td>
                    <Table.Td ta="right">{list.entryCount}</Table.Td>
                    <Table.Td ta="right">{money(list.gross)}</Table.Td>
                    <Table.Td ta="right">{money(list.net)}</Table.Td>
                    <Table.Td ta="right">{money(list.employerCost)}</Table.Td>
                    <Table.Td>{dateLabel(list.deadlines.zus, i18n.language)}</Table.Td>
                    <Table.Td>{dateLabel(list.deadlines.pit4, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Pit11Card year={Number(year)} />
      <PayrollCalculator />
      <PayrollSettingsCard />
    </Stack>
  );
}
