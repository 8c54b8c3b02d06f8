import { Anchor, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReceivablesReport } from '@saldo/contracts/debt';
import { useReportFormat } from './use-report-format.ts';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The overdue list of one contractor: where the reminders and demand letters are sent from. */
const overdueListPath = (contractorId: number) => `/apps/invoices/list/expired?contractorId=${contractorId}`;

/** The contractors with the most overdue, in the server's order, each a step from their invoices. */
export function TopDebtors({ debtors }: { debtors: ReceivablesReport['topDebtors'] }) {
  const { t } = useTranslation('debtReports');
  const format = useReportFormat();
  if (debtors.length === 0) return <Text c="dimmed">{t('top.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={t('top.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('top.contractor')}</Table.Th>
            <Table.Th ta="right">{t('top.overdue')}</Table.Th>
            <Table.Th ta="right">{t('top.invoices')}</Table.Th>
            <Table.Th ta="right">{t('top.oldest')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('top.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {debtors.map((debtor) => (
            <Table.Tr key={debtor.contractorId} data-testid={`debtor-${debtor.contractorId}`}>
              <Table.Th scope="row" fw={400}>
                <Anchor component={Link} to={`/apps/contractors/${debtor.contractorId}`} size="sm">
                  {debtor.name}
                </Anchor>
              </Table.Th>
              <Table.Td ta="right" style={nowrap} fw={700}>
                {format.pln(debtor.overdue)}
              </Table.Td>
              <Table.Td ta="right">{format.integer(debtor.invoices)}</Table.Td>
              <Table.Td ta="right">{format.integer(debtor.oldestDaysOverdue)}</Table.Td>
              <Table.Td ta="right">
                <Button
                  component={Link}
                  to={overdueListPath(debtor.contractorId)}
                  variant="light"
                  size="xs"
                  leftSection={<IconListDetails size={14} aria-hidden />}
                  aria-label={t('top.showOverdueOf', { name: debtor.name })}
                >
                  {t('top.showOverdue')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
