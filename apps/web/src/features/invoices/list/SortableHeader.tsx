import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { InvoiceSortField } from '@saldo/contracts/invoices';

interface SortableHeaderProps {
  field: InvoiceSortField;
  label: string;
  sortBy: InvoiceSortField;
  sortDesc: boolean;
  onSort: (field: InvoiceSortField) => void;
  align?: 'left' | 'right';
}

/** A column header that sorts by its column; a second click reverses the order. */
export function SortableHeader({
  field,
  label,
  sortBy,
  sortDesc,
  onSort,
  align = 'left',
}: SortableHeaderProps) {
  const active = sortBy === field;
  const Icon = !active ? IconSelector : sortDesc ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={active ? (sortDesc ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} w="100%">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'space-between'}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
