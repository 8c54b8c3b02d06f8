import { Group, Stack, Text } from '@mantine/core';
import type { GoodTableRow } from '@saldo/contracts/gallery';
import type { InvoiceDisplayStatus } from '@saldo/contracts/invoices';
import { InvoiceStatusBadge } from '../../../../../components/InvoiceStatusBadge.tsx';
import { useInvoiceFormat } from '../../../../../lib/format.ts';
import { rowCurrency } from '../../../components/component-data.ts';

/** One invoice as a list row shows it: number, buyer, gross and status. */
export function InvoiceLine({ row }: { row: GoodTableRow }) {
  const format = useInvoiceFormat();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {row.number}
        </Text>
        <Text size="sm">{row.contractorName}</Text>
      </Stack>
      <Group gap="sm">
        <Text size="sm" fw={600}>
          {format.money(row.gross, rowCurrency(row))}
        </Text>
        <InvoiceStatusBadge
          status={row.status as InvoiceDisplayStatus}
          balance={row.balance}
          currency={rowCurrency(row)}
          dueDate={row.dueDate}
        />
      </Group>
    </Group>
  );
}
