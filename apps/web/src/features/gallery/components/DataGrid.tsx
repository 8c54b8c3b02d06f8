import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Table,
  Text,
  UnstyledButton,
  type TableProps,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconColumns, IconDownload, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/save-blob.ts';
import { toCsv } from './csv.ts';

export interface GridColumn<Row> {
  key: string;
  label: string;
  /** The cell as shown. */
  render: (row: Row) => ReactNode;
  /** The cell in the CSV file (plain text, amounts without currency formatting). */
  text: (row: Row) => string;
  align?: 'left' | 'right';
  sortable?: boolean;
}

export interface GridSort {
  sortBy: string;
  sortDesc: boolean;
  onSort: (key: string) => void;
}

/**
 * A data grid: the columns the reader chooses, a CSV file of what it shows, sortable headers, and
 * keyboard navigation (one cell in the tab order; arrow keys, Home and End move it, Enter opens the
 * row). Rows come from the caller, so the grid serves client-side and server-side tables alike.
 */
export function DataGrid<Row>({
  label,
  columns,
  rows,
  rowKey,
  onOpen,
  sort,
  fileName,
  tableProps,
  toolbar,
  emptyText,
  groupHeader,
}: {
  label: string;
  columns: GridColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  onOpen?: (row: Row) => void;
  sort?: GridSort;
  fileName: string;
  tableProps?: TableProps;
  toolbar?: ReactNode;
  emptyText: string;
  /** A heading row before this row (rows grouped by contractor), or null. */
  groupHeader?: (row: Row, index: number) => ReactNode;
}) {
  const { t } = useTranslation('gallery');
  const [hidden, setHidden] = useState<string[]>([]);
  const visible = columns.filter((column) => !hidden.includes(column.key));
  const [active, setActive] = useState({ row: 0, column: 0 });
  const tableRef = useRef<HTMLTableElement>(null);
  const row = Math.min(active.row, Math.max(rows.length - 1, 0));
  const column = Math.min(active.column, Math.max(visible.length - 1, 0));

  const exportCsv = () => {
    const csv = toCsv(
      visible.map((c) => c.label),
      rows.map((r) => visible.map((c) => c.text(r))),
    );
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
  };

  const moveTo = (next: { row: number; column: number }) => {
    const target = {
      row: Math.max(0, Math.min(rows.length - 1, next.row)),
      column: Math.max(0, Math.min(visible.length - 1, next.column)),
    };
    setActive(target);
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${target.row}:${target.column}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const moves: Record<string, { row: number; column: number }> = {
      ArrowDown: { row: row + 1, column },
      ArrowUp: { row: row - 1, column },
      ArrowRight: { row, column: column + 1 },
      ArrowLeft: { row, column: column - 1 },
      Home: { row: event.ctrlKey ? 0 : row, column: 0 },
      End: { row: event.ctrlKey ? rows.length - 1 : row, column: visible.length - 1 },
      PageDown: { row: row + 10, column },
      PageUp: { row: row - 10, column },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move);
    } else if (event.key === 'Enter' && onOpen) {
      const current = rows[row];
      if (current) {
        event.preventDefault();
        onOpen(current);
      }
    }
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">{toolbar}</Group>
        <Group gap="xs">
          <Popover position="bottom-end" withinPortal trapFocus>
            <Popover.Target>
              <Button size="xs" variant="default" leftSection={<IconColumns size={14} aria-hidden />}>
                {t('grid.columns')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Checkbox.Group
                label={t('grid.columnsShown')}
                value={visible.map((c) => c.key)}
                onChange={(keys) =>
                  // At least one column stays, or the grid would have nothing to navigate.
                  keys.length > 0 && setHidden(columns.map((c) => c.key).filter((key) => !keys.includes(key)))
                }
              >
                <Stack gap={6} mt="xs">
                  {columns.map((c) => (
                    <Checkbox key={c.key} value={c.key} label={c.label} />
                  ))}
                </Stack>
              </Checkbox.Group>
            </Popover.Dropdown>
          </Popover>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={exportCsv}
            disabled={rows.length === 0}
          >
            {t('grid.csv')}
          </Button>
        </Group>
      </Group>
      <ScrollArea type="auto">
        <Table
          ref={tableRef}
          role="grid"
          aria-label={label}
          aria-rowcount={rows.length + 1}
          highlightOnHover
          {...tableProps}
        >
          <Table.Thead>
            <Table.Tr>
              {visible.map((c) => (
                <HeaderCell key={c.key} column={c} sort={sort} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody onKeyDown={onKeyDown}>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={visible.length}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((r, i) => (
                <Fragment key={rowKey(r)}>
                  {groupHeader?.(r, i) && (
                    <Table.Tr>
                      <Table.Th colSpan={visible.length} scope="rowgroup">
                        {groupHeader(r, i)}
                      </Table.Th>
                    </Table.Tr>
                  )}
                  <Table.Tr
                    onDoubleClick={onOpen ? () => onOpen(r) : undefined}
                    // The active row is outlined, not tinted: a link on the primary tint is under 4.5:1.
                    style={
                      i === row
                        ? { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: -2 }
                        : undefined
                    }
                  >
                    {visible.map((c, j) => (
                      <Table.Td
                        key={c.key}
                        ta={c.align}
                        tabIndex={i === row && j === column ? 0 : -1}
                        data-cell={`${i}:${j}`}
                        onFocus={() => setActive({ row: i, column: j })}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {c.render(r)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                </Fragment>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="xs" c="dimmed">
        {t('grid.keyboardHint')}
      </Text>
    </Stack>
  );
}

function HeaderCell<Row>({ column, sort }: { column: GridColumn<Row>; sort?: GridSort }) {
  if (!sort || !column.sortable)
    return (
      <Table.Th ta={column.align} style={{ whiteSpace: 'nowrap' }}>
        {column.label}
      </Table.Th>
    );
  const current = sort.sortBy === column.key;
  const Icon = !current ? IconSelector : sort.sortDesc ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={current ? (sort.sortDesc ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => sort.onSort(column.key)} w="100%">
        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : 'space-between'}>
          <Text fw={600} size="sm">
            {column.label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
