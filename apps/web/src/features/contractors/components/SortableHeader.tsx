import { Table, UnstyledButton, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ContractorSortField } from '@saldo/contracts/contractors';

interface SortableHeaderProps {
  field: ContractorSortField;
  label: string;
  sortBy: ContractorSortField;
  sortDesc: boolean;
  onSort: (field: ContractorSortField) => void;
}

/** A column header that sorts by its column; a second click reverses the order. */
export function SortableHeader({ field, label, sortBy, sortDesc, onSort }: SortableHeaderProps) {
  const active = sortBy === field;
  const Icon = !active ? IconSelector : sortDesc ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={active ? (sortDesc ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} w="100%">
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
