import { useState } from 'react';
import { Card, EmptyState, Stack, Title } from '@mantine/core';
import { IconConfetti, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { ServiceUnavailableNotice } from '../../../components/ServiceUnavailableNotice.tsx';
import { useSelection } from '../../../components/use-selection.ts';
import { BulkActionModal } from '../actions/BulkActionModal.tsx';
import { RowActionModals, type PendingAction } from '../actions/RowActionModals.tsx';
import { useOverdue, useOverdueTotals } from '../api/queries.ts';
import type { DebtBulkAction } from '../api/debt-api.ts';
import { BulkBar } from '../list/BulkBar.tsx';
import { hasFilters, PAGE_SIZES, useOverdueListState } from '../list/list-state.ts';
import { OverdueFilters } from '../list/OverdueFilters.tsx';
import { OverdueTable } from '../list/OverdueTable.tsx';
import { RatesAssumedNotice } from '../list/RatesAssumedNotice.tsx';
import { overdueSums } from '../list/sums.ts';
import { useDebtPermissions } from '../permissions.ts';
import { ListFooter } from '../../../components/ListFooter.tsx';

/**
 * /apps/invoices/list/expired: the overdue invoices with their statutory interest and recovery
 * compensation, and the collection steps on them, one by one or for all the ticked ones. A client
 * sees its own overdue invoices (the server narrows the list) and no steps.
 */
export default function OverdueListPage() {
  const { t } = useTranslation('debt');
  const can = useDebtPermissions();
  const { query, update: setQuery, sort, search } = useOverdueListState();
  // Rows and totals are asked for in parallel; the rows paint without waiting for the sums.
  const overdue = useOverdue(query);
  const totals = useOverdueTotals(query);
  const { selected, toggle, remove } = useSelection();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [bulkAction, setBulkAction] = useState<DebtBulkAction | null>(null);

  const total = overdue.data?.total ?? 0;
  // A search counts up to the server's cap: then "more than …" and no sums (decision 0014).
  const capped = overdue.data?.totalCapped ?? false;
  const sums = overdueSums(overdue.data, totals.data, totals.isError);
  // Judged by the total: a page past the end (an old link) is not an empty list.
  const empty = overdue.data?.total === 0;
  // A compensation without its PLN value means the NBP rate could not be had: said once, here.
  const nbpMissing =
    overdue.data?.invoices.some((invoice) => invoice.compensation && invoice.compensation.pln === null) ??
    false;

  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {t('list.title')}
      </Title>
      <Card withBorder radius="md" p="md">
        <Stack gap="md">
          <OverdueFilters
            query={query}
            search={search}
            onChange={setQuery}
            withContractor={can.pickContractor}
          />
          {overdue.isError ? (
            <LoadError
              title={t('errors.loadFailed')}
              error={overdue.error}
              retrying={overdue.isFetching}
              onRetry={() => void overdue.refetch()}
            />
          ) : empty && !hasFilters(query) ? (
            <EmptyState
              icon={<IconConfetti size={32} aria-hidden />}
              title={t('list.emptyTitle')}
              description={t('list.emptyDescription')}
            />
          ) : empty ? (
            <EmptyState
              icon={<IconFilterOff size={32} aria-hidden />}
              title={t('list.noMatchesTitle')}
              description={t('list.noMatchesDescription')}
            />
          ) : (
            <>
              {nbpMissing && <ServiceUnavailableNotice service="nbp" affects={t('compensation.nbpNotice')} />}
              {overdue.data?.ratesAssumed && <RatesAssumedNotice withSettingsLink={can.act} />}
              {can.act && <BulkBar count={selected.size} onAction={setBulkAction} />}
              <OverdueTable
                list={overdue.data}
                sums={sums}
                loading={overdue.isFetching}
                sortBy={query.sortBy}
                sortDesc={query.sortDesc === 'true'}
                onSort={sort}
                selection={
                  can.act
                    ? {
                        selected,
                        onSelect: toggle,
                        onAction: (action, invoice) => setPending({ action, invoice }),
                      }
                    : undefined
                }
              />
              <ListFooter
                counting={overdue.data === undefined}
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
      {can.act && (
        <>
          <RowActionModals pending={pending} onClose={() => setPending(null)} />
          <BulkActionModal
            action={bulkAction}
            selected={selected}
            onClose={() => setBulkAction(null)}
            onDone={remove}
          />
        </>
      )}
    </Stack>
  );
}
