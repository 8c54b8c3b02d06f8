import { Button, Card, EmptyState, Group, Stack, Title } from '@mantine/core';
import { IconFilterOff, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useContractors } from '../api/queries.ts';
import { ContractorsFilters } from '../components/ContractorsFilters.tsx';
import { ContractorsTable } from '../components/ContractorsTable.tsx';
import { ExportContractorsButton } from '../components/ExportContractorsButton.tsx';
import { ImportContractorsButton } from '../components/ImportContractorsButton.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { hasFilters, PAGE_SIZES, useContractorListState } from '../list-state.ts';
import { useNewClientPanel } from '../../../lib/new-client-panel.ts';
import { ListFooter } from '../../../components/ListFooter.tsx';

/** /apps/contractors/list: search, filters, sorting, paging, CSV export and import, 'Add contractor'. */
export default function ContractorsListPage() {
  const { t } = useTranslation('contractors');
  const { query, update: setQuery, sort, search } = useContractorListState();
  const contractors = useContractors(query);
  const panel = useNewClientPanel();
  const { page: _page, perPage: _perPage, ...filter } = query;

  const total = contractors.data?.total ?? 0;
  // A search or tag counts up to the server's cap: then "more than …" (decision 0014).
  const capped = contractors.data?.totalCapped ?? false;
  const filtered = hasFilters(query);
  // Judged by the total: a page past the end (an old link) is not an empty list.
  const empty = contractors.data?.total === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {t('list.title')}
        </Title>
        <Group gap="xs">
          <ImportContractorsButton />
          <ExportContractorsButton filter={filter} />
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => panel.open()}>
            {t('list.add')}
          </Button>
        </Group>
      </Group>
      <Card withBorder radius="md" p="md">
        <Stack gap="md">
          <ContractorsFilters query={query} search={search} onChange={setQuery} />
          {contractors.isError ? (
            <LoadError
              title={t('errors.loadFailed')}
              error={contractors.error}
              retrying={contractors.isFetching}
              onRetry={() => void contractors.refetch()}
            />
          ) : empty && !filtered ? (
            <EmptyState
              icon={<IconUsers size={32} aria-hidden />}
              title={t('list.emptyTitle')}
              description={t('list.emptyDescription')}
            >
              <EmptyState.Actions>
                <Button onClick={() => panel.open()}>{t('list.add')}</Button>
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
              <ContractorsTable
                contractors={contractors.data?.contractors}
                balances={contractors.data?.balances ?? []}
                loading={contractors.isFetching}
                sortBy={query.sortBy}
                sortDesc={query.sortDesc === 'true'}
                onSort={sort}
              />
              <ListFooter
                counting={contractors.data === undefined}
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
    </Stack>
  );
}
