import { useState } from 'react';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CostListItem } from '@saldo/contracts/costs';
import { isForbidden, useContractorCosts, usePayables } from '../api/document-queries.ts';
import { CostStatusBadge } from './CostStatusBadge.tsx';
import { DocumentListBody } from './DocumentListBody.tsx';
import { DocumentSection } from './DocumentSection.tsx';
import type { DocumentRow } from './DocumentsTable.tsx';

const toRow = (cost: CostListItem): DocumentRow => ({
  id: cost.id,
  number: cost.number,
  href: `/documents/costs/${cost.id}`,
  issuedDate: cost.issuedDate,
  dueDate: cost.dueDate,
  gross: cost.gross,
  balance: cost.balance,
  currency: cost.currency,
  status: <CostStatusBadge status={cost.invoiceStatus} />,
});

/** Koszty: the contractor's purchase documents; absent for users who may not see costs. */
export function CostsSection({ contractorId }: { contractorId: number }) {
  const { t } = useTranslation('contractors');
  const [page, setPage] = useState(1);
  const costs = useContractorCosts(contractorId, page);
  const payables = usePayables(contractorId);
  if (payables.hidden || isForbidden(costs.error)) return null;

  return (
    <DocumentSection
      id="contractor-costs"
      title={t('page.sections.costs.title')}
      Icon={IconReceipt}
      overdue={payables.overdue}
    >
      <DocumentListBody
        list={{
          rows: costs.data?.costs.map(toRow),
          total: costs.data?.total,
          loading: costs.isFetching,
          error: costs.error,
          retry: () => void costs.refetch(),
        }}
        totals={payables}
        page={page}
        onPage={setPage}
        emptyIcon={<IconReceipt size={32} aria-hidden />}
        texts={{
          label: t('page.sections.costs.title'),
          loadFailed: t('page.sections.costs.loadFailed'),
          emptyTitle: t('page.sections.costs.emptyTitle'),
          emptyDescription: t('page.sections.costs.emptyDescription'),
          gross: t('page.sections.costs.figures.gross'),
          paid: t('page.sections.costs.figures.paid'),
          outstanding: t('page.sections.costs.figures.outstanding'),
          note: t('page.sections.costs.figures.note'),
        }}
      />
    </DocumentSection>
  );
}
