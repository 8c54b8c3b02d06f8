import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CostDetail } from '@saldo/contracts/costs';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { useRateLabel } from './rate-label.ts';

/** The document's lines (when entered so), its VAT per rate, totals, PLN totals and deductible VAT. */
export function CostAmounts({ cost }: { cost: CostDetail }) {
  const { t } = useTranslation('costs');
  const format = useInvoiceFormat();
  const rateLabel = useRateLabel();
  const money = (amount: number) => format.money(amount, cost.currency);
  const foreign = cost.currency !== 'PLN';

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('preview.amounts')}>
      <Stack gap="md">
        <Title order={2} fz={18}>
          {t('preview.amounts')}
        </Title>
        {cost.entryMode === 'lines' && cost.lines.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" aria-label={t('preview.lines')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lines.position')}</Table.Th>
                  <Table.Th>{t('lines.name')}</Table.Th>
                  <Table.Th ta="right">{t('lines.quantity')}</Table.Th>
                  <Table.Th>{t('lines.unit')}</Table.Th>
                  <Table.Th ta="right">{t('lines.unitPrice')}</Table.Th>
                  <Table.Th>{t('lines.vatRate')}</Table.Th>
                  <Table.Th ta="right">{t('totals.net')}</Table.Th>
                  <Table.Th ta="right">{t('totals.vat')}</Table.Th>
                  <Table.Th ta="right">{t('totals.gross')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cost.lines.map((line) => (
                  <Table.Tr key={line.position}>
                    <Table.Td>{line.position}</Table.Td>
                    <Table.Td>{line.name}</Table.Td>
                    <Table.Td ta="right">{line.quantity}</Table.Td>
                    <Table.Td>{line.unit}</Table.Td>
                    <Table.Td ta="right">{line.unitPrice}</Table.Td>
                    <Table.Td>{rateLabel(line.vatRate)}</Table.Td>
                    <Table.Td ta="right">{money(line.net)}</Table.Td>
                    <Table.Td ta="right">{money(line.vat)}</Table.Td>
                    <Table.Td ta="right">{money(line.gross)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Table withTableBorder verticalSpacing="xs" aria-label={t('totals.byRate')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('totals.rate')}</Table.Th>
              <Table.Th ta="right">{t('totals.net')}</Table.Th>
              <Table.Th ta="right">{t('totals.vat')}</Table.Th>
              <Table.Th ta="right">{t('totals.gross')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cost.byRate.map((row) => (
              <Table.Tr key={row.vatRate}>
                <Table.Td>{rateLabel(row.vatRate)}</Table.Td>
                <Table.Td ta="right">{money(row.net)}</Table.Td>
                <Table.Td ta="right">{money(row.vat)}</Table.Td>
                <Table.Td ta="right">{money(row.gross)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>{t('totals.total')}</Table.Td>
              <Table.Td ta="right">{money(cost.totals.net)}</Table.Td>
              <Table.Td ta="right">{money(cost.totals.vat)}</Table.Td>
              <Table.Td ta="right" data-testid="cost-gross">
                {money(cost.totals.gross)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {foreign && (
          <Text size="sm" c="dimmed">
            {t('totals.inPln', {
              rate: cost.exchangeRate ?? '—',
              net: format.money(cost.totalsPln.net, 'PLN'),
              vat: format.money(cost.totalsPln.vat, 'PLN'),
              gross: format.money(cost.totalsPln.gross, 'PLN'),
            })}
          </Text>
        )}
        <Group justify="space-between">
          <Text fw={600}>{t('totals.deductibleVat')}</Text>
          <Text fw={600} data-testid="deductible-vat">
            {format.money(cost.deductibleVatPln, 'PLN')}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text>{t('totals.paid')}</Text>
          <Text>{money(cost.paid)}</Text>
        </Group>
        <Group justify="space-between">
          <Text fw={700}>{t('totals.balance')}</Text>
          <Text fw={700} data-testid="cost-balance">
            {money(cost.balance)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
