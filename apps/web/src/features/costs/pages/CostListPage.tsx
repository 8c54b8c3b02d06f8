import { useState } from 'react';
import { Button, Card, EmptyState, Group, Stack, Title } from '@mantine/core';
import { IconFileImport, IconFilterOff, IconPlus, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CostListItem } from '@saldo/contracts/costs';
import { LoadError } from '../../../components/LoadError.tsx';
import { useCosts, useCostTotals } from '../api/queries.ts';
import { ImportCostsModal } from '../import/ImportCostsModal.tsx';
import { BulkPaidModal } from '../list/BulkPaidModal.tsx';
import { CostFilters } from '../list/CostFilters.tsx';
import { CostListToolbar } from '../list/CostListToolbar.tsx';
import { CostsTable } from '../list/CostsTable.tsx';
import { DeleteCostModal } from '../list/DeleteCostModal.tsx';
import { hasFilters, PAGE_SIZES, useCostListState } from '../list/list-state.ts';
import { useSelection } from '../../../components/use-selection.ts';
import { COST_ADD_PATH } from '../paths.ts';
import { ListFooter } from '../../../components/ListFooter.tsx';

/**
 * /documents/costs: search, filters, sorting, paging and the sums of what the filters found; bulk
 * payment of the ticked documents, exports, and the KSeF XML import.
 */
export default function CostListPage() {
  const { t } = useTranslation('costs');
  const { query, update: setQuery, sort, search } = useCostListState();
  // Rows and totals are asked for in parallel; the rows paint without waiting for the sums.
  const costs = useCosts(query, { sums: false });
  const totals = useCostTotals(query);
  const { selected, toggle, remove } = useSelection();
  const [deleting, setDeleting] = useState<CostListItem | null>(null);
  const [importing, setImporting] = useState(false);
  const [paying, setPaying] = useState(false);

  const total = costs.data?.total ?? 0;
  // A text search counts up to the server's cap: then "more than …" and no sums (decision 0014).
  const capped = costs.data?.totalCapped ?? false;
  // Judged by the total: a page past the end (an old link) is not an empty list.
  const empty = costs.data?.total === 0;
  const addButton = (
    <Button component={Link} to={COST_ADD_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('list.add')}
    </Button>
  );
  const importButton = (
    <Button
      variant="light"
      leftSection={<IconFileImport size={16} aria-hidden />}
      onClick={() => setImporting(true)}
    >
      {t('list.import')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {t('list.title')}
        </Title>
        <Group gap="sm">
          {importButton}
          {addButton}
        </Group>
      </Group>
      <Card withBorder radius="md" p="md">
        <Stack gap="md">
          <CostFilters query={query} search={search} onChange={setQuery} />
          {costs.isError ? (
            <LoadError
              title={t('errors.loadFailed')}
              error={costs.error}
              retrying={costs.isFetching}
              onRetry={() => void costs.refetch()}
            />
          ) : empty && !hasFilters(query) ? (
            <EmptyState
              icon={<IconReceipt size={32} aria-hidden />}
              title={t('list.emptyTitle')}
              description={t('list.emptyDescription')}
            >
              <EmptyState.Actions>
                {importButton}
                {addButton}
              </EmptyState.Actions>
            </EmptyState>
          ) : empty ? (
            <EmptyState
              icon={<IconFilterOff size={32} aria-hidden />}
              title={t('list.noMatchesTitle')}
              description={t('list.noMatchesDescription')}
            />
          ) : (
            <>
              <CostListToolbar
                query={query}
                selectedCount={selected.size}
                onMarkPaid={() => setPaying(true)}
              />
              <CostsTable
                list={costs.data}
                totals={totals.data}
                loading={costs.isFetching}
                sortBy={query.sortBy}
                sortDesc={query.sortDesc === 'true'}
                onSort={sort}
                selected={selected}
                onSelect={toggle}
                onDelete={setDeleting}
              />
              <ListFooter
                counting={costs.data === undefined}
                total={total}
                page={query.page}
                perPage={query.perPage}
                pageSizes={PAGE_SIZES}
                onChange={setQuery}
                texts={{
                  showing: (range) => t(capped ? 'list.showingMore' : 'list.showing', range),
                  perPage: t('list.perPage'),
                  nextPage: t('list.nextPage'),
                  previousPage: t('list.previousPage'),
                }}
              />
            </>
          )}
        </Stack>
      </Card>
      <DeleteCostModal
        cost={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          if (deleting) remove([deleting.id]);
        }}
      />
      <ImportCostsModal opened={importing} onClose={() => setImporting(false)} />
      <BulkPaidModal
        opened={paying}
        ids={[...selected.keys()]}
        numbers={selected}
        onClose={() => setPaying(false)}
        onPaid={remove}
      />
    </Stack>
  );
}
