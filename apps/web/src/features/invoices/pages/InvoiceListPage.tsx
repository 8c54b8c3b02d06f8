import { useState, type ReactNode } from 'react';
import { Button, Card, EmptyState, Group, Stack, Title } from '@mantine/core';
import { IconFileInvoice, IconFilterOff, IconPlus, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoiceListItem } from '@saldo/contracts/invoices';
import { LoadError } from '../../../components/LoadError.tsx';
import { SelectionBar } from '../../../components/SelectionBar.tsx';
import { useSelection } from '../../../components/use-selection.ts';
import { useInvoices, useInvoiceTotals } from '../api/queries.ts';
import { DeleteInvoiceModal } from '../list/DeleteInvoiceModal.tsx';
import { ExportZipButton } from '../list/ExportZipButton.tsx';
import { InvoiceFilters } from '../list/InvoiceFilters.tsx';
import { InvoicesTable } from '../list/InvoicesTable.tsx';
import {
  hasFilters,
  PAGE_SIZES,
  useInvoiceListState,
  writeQuery,
  type InvoiceListState,
} from '../list/list-state.ts';
import { useInvoicePermissions, type InvoicePermissions } from '../api/permissions.ts';
import { deferredView } from '../../../lib/deferred-view.tsx';
import { usePdfDownload } from '../preview/use-pdf-download.ts';
import { ListFooter } from '../../../components/ListFooter.tsx';

const ADD_PATH = '/apps/invoice/add/';

/** What the page hands the bulk KSeF sending that app/ composes into it (the ksef feature's modal). */
export interface BulkSendSlotProps {
  opened: boolean;
  selected: ReadonlyMap<number, string>;
  onClose: () => void;
  onSent: () => void;
}

interface InvoiceListPageProps {
  bulkSend?: (props: BulkSendSlotProps) => ReactNode;
}

/**
 * /apps/invoice/list and /documents/sale: search, filters, sorting, paging and the sums of what the
 * filters found; row actions as the user's abilities allow. A user who may update invoices ticks
 * rows of the page shown (another page, filter or sort starts with none) and sends them to KSeF.
 */
export default function InvoiceListPage({ bulkSend }: InvoiceListPageProps = {}) {
  const list = useInvoiceListState();
  // Rows and totals are asked for in parallel; the rows paint without waiting for the sums.
  const invoices = useInvoices(list.query, { sums: false });
  const totals = useInvoiceTotals(list.query);
  const can = useInvoicePermissions();
  return <InvoiceListView list={list} invoices={invoices} totals={totals} can={can} bulkSend={bulkSend} />;
}

interface InvoiceListViewProps extends InvoiceListPageProps {
  list: InvoiceListState;
  invoices: ReturnType<typeof useInvoices>;
  totals: ReturnType<typeof useInvoiceTotals>;
  can: InvoicePermissions;
}

/**
 * The page under its queries, re-rendered as a transition when an answer arrives (lib/deferred-view):
 * the rows and then the sums each re-rendered the filters, table, footer and dialogs in one blocking
 * task, about 35 ms each at 1x on the bench machine (issue 18: total blocking time).
 */
const InvoiceListView = deferredView(function InvoiceListView({
  list,
  invoices,
  totals,
  can,
  bulkSend,
}: InvoiceListViewProps) {
  const { t } = useTranslation('invoices');
  const { query, update: setQuery, sort, search } = list;
  const pdf = usePdfDownload();
  const [deleting, setDeleting] = useState<InvoiceListItem | null>(null);
  const { selected, toggle, clear } = useSelection(writeQuery(query).toString());
  const [sendingToKsef, setSendingToKsef] = useState(false);

  const total = invoices.data?.total ?? 0;
  // A text search counts up to the server's cap: then "more than …" and no sums (decision 0014).
  const capped = invoices.data?.totalCapped ?? false;
  const filtered = hasFilters(query);
  // Judged by the total: a page past the end (an old link) is not an empty list.
  const empty = invoices.data?.total === 0;
  const addButton = can.create && (
    <Button component={Link} to={ADD_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('list.add')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {t('list.title')}
        </Title>
        <Group gap="sm">
          <ExportZipButton query={query} />
          {addButton}
        </Group>
      </Group>
      <Card withBorder radius="md" p="md">
        <Stack gap="md">
          <InvoiceFilters query={query} search={search} onChange={setQuery} />
          {invoices.isError ? (
            <LoadError
              title={t('errors.loadFailed')}
              error={invoices.error}
              retrying={invoices.isFetching}
              onRetry={() => void invoices.refetch()}
            />
          ) : empty && !filtered ? (
            <EmptyState
              icon={<IconFileInvoice size={32} aria-hidden />}
              title={t('list.emptyTitle')}
              description={t('list.emptyDescription')}
            >
              {addButton && <EmptyState.Actions>{addButton}</EmptyState.Actions>}
            </EmptyState>
          ) : empty ? (
            <EmptyState
              icon={<IconFilterOff size={32} aria-hidden />}
              title={t('list.noMatchesTitle')}
              description={t('list.noMatchesDescription')}
            />
          ) : (
            <>
              {can.update && bulkSend && (
                <SelectionBar count={selected.size}>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconSend size={14} aria-hidden />}
                    disabled={selected.size === 0}
                    onClick={() => setSendingToKsef(true)}
                  >
                    {t('ksef:bulk.button')}
                  </Button>
                </SelectionBar>
              )}
              <InvoicesTable
                invoices={invoices.data?.invoices}
                sums={capped ? [] : (totals.data?.sums ?? [])}
                loading={invoices.isFetching}
                loadingRows={query.perPage}
                sortBy={query.sortBy}
                sortDesc={query.sortDesc === 'true'}
                onSort={sort}
                can={can}
                downloadingId={pdf.busyId}
                onDownload={(invoice) => void pdf.download(invoice)}
                onDelete={setDeleting}
                selection={can.update && bulkSend ? { selected, onSelect: toggle } : undefined}
              />
              <ListFooter
                counting={invoices.data === undefined}
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
      <DeleteInvoiceModal invoice={deleting} onClose={() => setDeleting(null)} />
      {can.update &&
        bulkSend?.({
          opened: sendingToKsef,
          selected,
          onClose: () => setSendingToKsef(false),
          onSent: clear,
        })}
    </Stack>
  );
});
