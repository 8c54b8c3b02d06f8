import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';

interface SortableHeaderProps<Field extends string> {
  field: Field;
  label: string;
  sortBy: Field;
  sortDesc: boolean;
  onSort: (field: Field) => void;
  align?: 'left' | 'right';
}

/** A column header of a server-sorted list: sorts by its column; a second click reverses the order. */
export function SortableHeader<Field extends string>({
  field,
  label,
  sortBy,
  sortDesc,
  onSort,
  align = 'left',
}: SortableHeaderProps<Field>) {
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
