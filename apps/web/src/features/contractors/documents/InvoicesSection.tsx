import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoiceListItem } from '@saldo/contracts/invoices';
import { useInvoicePermissions } from '../../invoices/api/permissions.ts';
import { InvoiceStatusBadge } from '../../../components/InvoiceStatusBadge.tsx';
import { useContractorInvoices, useReceivables } from '../api/document-queries.ts';
import { DocumentListBody } from './DocumentListBody.tsx';
import { DocumentSection } from './DocumentSection.tsx';
import type { DocumentRow } from './DocumentsTable.tsx';

// The invoice form takes no preselected buyer, so the link opens an empty VAT invoice.
const NEW_INVOICE_PATH = '/apps/invoice/add/vat';

function useInvoiceRow() {
  const { t } = useTranslation('invoices');
  return (invoice: InvoiceListItem): DocumentRow => ({
    id: invoice.id,
    number: invoice.number,
    href: `/apps/invoice/preview/${invoice.id}`,
    kind: invoice.type === 'vat' ? undefined : t(`types.${invoice.type}`),
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    gross: invoice.gross,
    balance: invoice.balance,
    currency: invoice.currency,
    status: (
      <InvoiceStatusBadge
        status={invoice.invoiceStatus}
        balance={invoice.balance}
        currency={invoice.currency}
        dueDate={invoice.dueDate}
        daysOverdue={invoice.daysOverdue}
      />
    ),
  });
}

/** Faktury sprzedaży: the contractor's invoices, what they add up to, and a way to issue one. */
export function InvoicesSection({ contractorId }: { contractorId: number }) {
  const { t } = useTranslation('contractors');
  const [page, setPage] = useState(1);
  const invoices = useContractorInvoices(contractorId, page);
  const receivables = useReceivables(contractorId);
  const toRow = useInvoiceRow();
  const can = useInvoicePermissions();

  return (
    <DocumentSection
      id="contractor-invoices"
      title={t('page.sections.invoices.title')}
      Icon={IconFileInvoice}
      overdue={receivables.overdue}
      action={
        can.create && (
          <Button
            component={Link}
            to={NEW_INVOICE_PATH}
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            {t('page.sections.invoices.new')}
          </Button>
        )
      }
    >
      <DocumentListBody
        list={{
          rows: invoices.data?.invoices.map(toRow),
          total: invoices.data?.total,
          loading: invoices.isFetching,
          error: invoices.error,
          retry: () => void invoices.refetch(),
        }}
        totals={receivables}
        page={page}
        onPage={setPage}
        emptyIcon={<IconFileInvoice size={32} aria-hidden />}
        texts={{
          label: t('page.sections.invoices.title'),
          loadFailed: t('page.sections.invoices.loadFailed'),
          emptyTitle: t('page.sections.invoices.emptyTitle'),
          emptyDescription: t('page.sections.invoices.emptyDescription'),
          gross: t('page.sections.invoices.figures.gross'),
          paid: t('page.sections.invoices.figures.paid'),
          outstanding: t('page.sections.invoices.figures.outstanding'),
          note: t('page.sections.invoices.figures.note'),
        }}
      />
    </DocumentSection>
  );
}
