import { useState } from 'react';
import { Group, NumberInput, Pagination, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  GOOD_TABLE_SORTS,
  GOOD_TABLE_STATUSES,
  type GoodTableAdvancedQuery,
  type GoodTableRow,
  type GoodTableSort,
} from '@saldo/contracts/gallery';
import { parseMoney, toDecimalString } from '@saldo/domain/money';
import { LoadError } from '../../../components/LoadError.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/debounce.ts';
import { useAdvancedSearch, useServerSideTable } from '../api/queries.ts';
import { DataGrid } from '../components/DataGrid.tsx';
import { FamilyNav } from '../components/FamilyNavs.tsx';
import { GalleryPage, GallerySection } from '../components/GalleryPage.tsx';
import { invoicePath, useInvoiceColumns } from '../components/invoice-columns.tsx';
import { LoadingState, StatesSection } from '../components/States.tsx';

const SNIPPET = `const [query, setQuery] = useState({ q: '', page: 1, perPage: 10, sortBy: 'issueDate', sortDesc: 'true' });
const table = useServerSideTable(query); // GET /api/good-table/table_ssr

<DataGrid
  label={t('tables.ssr.title')}
  columns={useInvoiceColumns()}
  rows={table.data?.rows ?? []}
  rowKey={(row) => row.id}
  sort={{ sortBy: query.sortBy, sortDesc: query.sortDesc === 'true', onSort }}
  onOpen={(row) => navigate(invoicePath(row))}
  fileName="invoices-page.csv"
  emptyText={t('frame.noData')}
/>`;

const PAGE_SIZES = ['5', '10', '25', '50'];

/** /table/vue-good-table: per-column filters and a server-side paged, sorted and searched grid. */
export default function VueGoodTablePage() {
  const { t } = useTranslation('gallery');
  return (
    <GalleryPage
      nav={<FamilyNav family="tables" />}
      title={t('tables.vgt.title')}
      whenUsed={t('tables.vgt.whenUsed')}
      snippet={SNIPPET}
    >
      <AdvancedSearchSection />
      <ServerSideSection />
      <StatesSection
        disabled={<TextInput label={t('columns.contractor')} placeholder={t('tables.filter')} disabled />}
      />
    </GalleryPage>
  );
}

/** Złote typed in the filters, grosze to the server, by the domain's parser; nothing while it does not parse. */
function toGrosze(value: string | number): number | undefined {
  const parsed = parseMoney(String(value));
  return parsed.ok ? parsed.value : undefined;
}

function AdvancedSearchSection() {
  const { t } = useTranslation(['gallery', 'invoices']);
  const navigate = useNavigate();
  const columns = useInvoiceColumns();
  const [filters, setFilters] = useState<GoodTableAdvancedQuery>({});
  const [settled] = useDebouncedValue(filters, SEARCH_DEBOUNCE_MS);
  const table = useAdvancedSearch(settled);
  const set = (patch: Partial<GoodTableAdvancedQuery>) => setFilters((prev) => ({ ...prev, ...patch }));
  const text = (value: string) => (value.trim() === '' ? undefined : value);
  return (
    <GallerySection title={t('tables.advanced.title')} description={t('tables.advanced.note')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xs">
        <TextInput
          size="xs"
          label={t('columns.number')}
          value={filters.number ?? ''}
          onChange={(e) => set({ number: text(e.currentTarget.value) })}
        />
        <TextInput
          size="xs"
          label={t('columns.contractor')}
          value={filters.contractor ?? ''}
          onChange={(e) => set({ contractor: text(e.currentTarget.value) })}
        />
        <TextInput
          size="xs"
          label={t('columns.city')}
          value={filters.city ?? ''}
          onChange={(e) => set({ city: text(e.currentTarget.value) })}
        />
        <Select
          size="xs"
          label={t('columns.status')}
          clearable
          value={filters.status ?? null}
          onChange={(value) => set({ status: (value ?? undefined) as GoodTableAdvancedQuery['status'] })}
          data={GOOD_TABLE_STATUSES.map((value) => ({ value, label: t(`invoices:status.${value}`) }))}
        />
        <TextInput
          size="xs"
          type="date"
          label={t('tables.issueFrom')}
          value={filters.issueFrom ?? ''}
          onChange={(e) => set({ issueFrom: text(e.currentTarget.value) })}
        />
        <TextInput
          size="xs"
          type="date"
          label={t('tables.issueTo')}
          value={filters.issueTo ?? ''}
          onChange={(e) => set({ issueTo: text(e.currentTarget.value) })}
        />
        <NumberInput
          size="xs"
          label={t('tables.grossMin')}
          min={0}
          decimalScale={2}
          value={filters.grossMin === undefined ? '' : toDecimalString(filters.grossMin)}
          onChange={(value) => set({ grossMin: toGrosze(value) })}
        />
        <NumberInput
          size="xs"
          label={t('tables.grossMax')}
          min={0}
          decimalScale={2}
          value={filters.grossMax === undefined ? '' : toDecimalString(filters.grossMax)}
          onChange={(value) => set({ grossMax: toGrosze(value) })}
        />
      </SimpleGrid>
      {table.isError ? (
        <LoadError
          title={t('frame.errorTitle')}
          error={table.error}
          retrying={table.isFetching}
          onRetry={() => void table.refetch()}
        />
      ) : !table.data ? (
        <LoadingState />
      ) : (
        <DataGrid
          label={t('tables.advanced.title')}
          columns={columns}
          rows={table.data.rows}
          rowKey={(row: GoodTableRow) => row.id}
          onOpen={(row) => void navigate(invoicePath(row))}
          fileName="invoices-filtered.csv"
          emptyText={t('frame.noData')}
          toolbar={
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('tables.shown', { shown: table.data.rows.length, total: table.data.total })}
            </Text>
          }
        />
      )}
    </GallerySection>
  );
}

const isSort = (key: string): key is GoodTableSort => (GOOD_TABLE_SORTS as readonly string[]).includes(key);

function ServerSideSection() {
  const { t } = useTranslation('gallery');
  const navigate = useNavigate();
  const columns = useInvoiceColumns();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({
    page: 1,
    perPage: 10,
    sortBy: 'issueDate' as GoodTableSort,
    sortDesc: true,
  });
  const [lastQ, setLastQ] = useState(q);
  // A new search starts again at its first page.
  if (lastQ !== q) {
    setLastQ(q);
    setPaging((prev) => ({ ...prev, page: 1 }));
  }
  const table = useServerSideTable({
    q,
    page: paging.page,
    perPage: paging.perPage,
    sortBy: paging.sortBy,
    sortDesc: paging.sortDesc ? 'true' : 'false',
  });
  const pages = Math.max(1, Math.ceil((table.data?.total ?? 0) / paging.perPage));
  return (
    <GallerySection title={t('tables.ssr.title')} description={t('tables.ssr.note')}>
      <TextInput
        size="xs"
        label={t('tables.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={320}
      />
      {table.isError ? (
        <LoadError
          title={t('frame.errorTitle')}
          error={table.error}
          retrying={table.isFetching}
          onRetry={() => void table.refetch()}
        />
      ) : !table.data ? (
        <LoadingState />
      ) : (
        <>
          <DataGrid
            label={t('tables.ssr.title')}
            columns={columns}
            rows={table.data.rows}
            rowKey={(row) => row.id}
            onOpen={(row) => void navigate(invoicePath(row))}
            sort={{
              sortBy: paging.sortBy,
              sortDesc: paging.sortDesc,
              onSort: (key) => {
                if (!isSort(key)) return;
                setPaging((prev) => ({
                  ...prev,
                  page: 1,
                  sortBy: key,
                  sortDesc: prev.sortBy === key ? !prev.sortDesc : false,
                }));
              },
            }}
            fileName="invoices-page.csv"
            emptyText={t('frame.noData')}
          />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('tables.shown', { shown: table.data.rows.length, total: table.data.total })}
            </Text>
            <Group gap="xs">
              <Select
                size="xs"
                w={90}
                aria-label={t('tables.perPage')}
                value={String(paging.perPage)}
                data={PAGE_SIZES}
                allowDeselect={false}
                onChange={(value) =>
                  setPaging((prev) => ({ ...prev, page: 1, perPage: Number(value ?? 10) }))
                }
              />
              <Pagination
                size="sm"
                total={pages}
                value={paging.page}
                onChange={(page) => setPaging((prev) => ({ ...prev, page }))}
                getControlProps={(control) => ({
                  'aria-label': control === 'next' ? t('tables.nextPage') : t('tables.previousPage'),
                })}
                getItemProps={(page) => ({ 'aria-label': t('tables.page', { page }) })}
              />
            </Group>
          </Group>
        </>
      )}
    </GallerySection>
  );
}
