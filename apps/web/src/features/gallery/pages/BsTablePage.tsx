import { useState } from 'react';
import { Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GoodTableRow } from '@saldo/contracts/gallery';
import { LoadError } from '../../../components/LoadError.tsx';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { useBasicTable, useRowGroups } from '../api/queries.ts';
import { DataGrid } from '../components/DataGrid.tsx';
import { useClientSort } from '../components/use-client-sort.ts';
import { FamilyNav } from '../components/FamilyNavs.tsx';
import { GalleryPage, GallerySection } from '../components/GalleryPage.tsx';
import { invoicePath, sortValue, useInvoiceColumns } from '../components/invoice-columns.tsx';
import { LoadingState, StatesSection } from '../components/States.tsx';

const SNIPPET = `import { DataGrid } from '../components/DataGrid.tsx';

<DataGrid
  label={t('tables.basic.title')}
  columns={useInvoiceColumns()}
  rows={rows}
  rowKey={(row) => row.id}
  onOpen={(row) => navigate(invoicePath(row))}
  fileName="invoices.csv"
  emptyText={t('frame.noData')}
  tableProps={{ striped: true, verticalSpacing: 'xs' }}
/>`;

type Look = 'plain' | 'striped' | 'bordered';
type Size = 'xs' | 'sm' | 'md';

/** /table/bs-table: the app's data grid over the newest invoices, in its looks and sizes, and grouped. */
export default function BsTablePage() {
  const { t } = useTranslation('gallery');
  const navigate = useNavigate();
  const columns = useInvoiceColumns();
  const basic = useBasicTable();
  const [look, setLook] = useState<Look>('striped');
  const [size, setSize] = useState<Size>('sm');
  const { sorted, sort } = useClientSort(basic.data?.rows ?? [], sortValue);
  const open = (row: GoodTableRow) => void navigate(invoicePath(row));

  return (
    <GalleryPage
      nav={<FamilyNav family="tables" />}
      title={t('tables.bs.title')}
      whenUsed={t('tables.bs.whenUsed')}
      snippet={SNIPPET}
    >
      <GallerySection title={t('tables.basic.title')} description={t('tables.basic.note')}>
        {basic.isError ? (
          <LoadError
            title={t('frame.errorTitle')}
            error={basic.error}
            retrying={basic.isFetching}
            onRetry={() => void basic.refetch()}
          />
        ) : !basic.data ? (
          <LoadingState />
        ) : (
          <DataGrid
            label={t('tables.basic.title')}
            columns={columns}
            rows={sorted}
            rowKey={(row) => row.id}
            onOpen={open}
            sort={sort}
            fileName="invoices.csv"
            emptyText={t('frame.noData')}
            tableProps={{
              striped: look === 'striped',
              withTableBorder: look === 'bordered',
              withColumnBorders: look === 'bordered',
              verticalSpacing: size,
            }}
            toolbar={
              <Group gap="md" wrap="wrap">
                <Stack gap={2}>
                  <Text size="xs" fw={600} id="grid-look">
                    {t('frame.variants')}
                  </Text>
                  <SegmentedControl
                    size="xs"
                    aria-labelledby="grid-look"
                    value={look}
                    onChange={(value) => setLook(value as Look)}
                    data={(['plain', 'striped', 'bordered'] as const).map((value) => ({
                      value,
                      label: t(`tables.looks.${value}`),
                    }))}
                  />
                </Stack>
                <Stack gap={2}>
                  <Text size="xs" fw={600} id="grid-size">
                    {t('frame.sizes')}
                  </Text>
                  <SegmentedControl
                    size="xs"
                    aria-labelledby="grid-size"
                    value={size}
                    onChange={(value) => setSize(value as Size)}
                    data={(['xs', 'sm', 'md'] as const).map((value) => ({
                      value,
                      label: t(`tables.sizes.${value}`),
                    }))}
                  />
                </Stack>
                <Text size="sm" c="dimmed">
                  {t('tables.shown', { shown: basic.data.rows.length, total: basic.data.total })}
                </Text>
              </Group>
            }
          />
        )}
      </GallerySection>
      <RowGroupSection />
      <StatesSection
        columns={2}
        disabled={
          <Table aria-label={t('frame.disabled')} c="dimmed" bg="var(--mantine-color-default-hover)">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.number')}</Table.Th>
                <Table.Th>{t('columns.contractor')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>FV/1/2026</Table.Td>
                <Table.Td>{t('tables.disabledRow')}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        }
      />
    </GalleryPage>
  );
}

/** The same invoices grouped by contractor, each group headed by its name and PLN sum. */
function RowGroupSection() {
  const { t } = useTranslation('gallery');
  const navigate = useNavigate();
  const columns = useInvoiceColumns();
  const format = useInvoiceFormat();
  const groups = useRowGroups();
  const rows = groups.data?.groups.flatMap((group) => group.rows) ?? [];
  const firstOfGroup = new Map(groups.data?.groups.map((group) => [group.rows[0]?.id, group]));
  return (
    <GallerySection title={t('tables.rowGroup.title')} description={t('tables.rowGroup.note')}>
      {groups.isError ? (
        <LoadError
          title={t('frame.errorTitle')}
          error={groups.error}
          retrying={groups.isFetching}
          onRetry={() => void groups.refetch()}
        />
      ) : !groups.data ? (
        <LoadingState />
      ) : (
        <DataGrid
          label={t('tables.rowGroup.title')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          onOpen={(row) => void navigate(invoicePath(row))}
          fileName="invoices-by-contractor.csv"
          emptyText={t('frame.noData')}
          groupHeader={(row) => {
            const group = firstOfGroup.get(row.id);
            return group
              ? t('tables.rowGroup.header', {
                  name: group.contractorName,
                  invoices: group.rows.length,
                  sum: format.money(group.grossPln, 'PLN'),
                })
              : null;
          }}
        />
      )}
    </GallerySection>
  );
}
