import { Stack } from '@mantine/core';
import { DebtTimeline } from '../../debt/timeline/DebtTimeline.tsx';
import { BalanceCard } from './BalanceCard.tsx';
import { CostsSection } from './CostsSection.tsx';
import { InvoicesSection } from './InvoicesSection.tsx';

/**
 * Everything the organization has with the contractor, and the collection steps taken on its
 * invoices. The page keys it by the contractor's id, so moving to another contractor starts on page
 * one, without the previous contractor's rows.
 */
export function ContractorDocuments({ contractorId }: { contractorId: number }) {
  return (
    <Stack gap="md">
      <BalanceCard contractorId={contractorId} />
      <InvoicesSection contractorId={contractorId} />
      <CostsSection contractorId={contractorId} />
      <DebtTimeline contractorId={contractorId} />
    </Stack>
  );
}
