import { Stack } from '@mantine/core';
import { BalanceCard } from './BalanceCard.tsx';
import { CostsSection } from './CostsSection.tsx';
import { DebtHistoryPending } from './DebtHistoryPending.tsx';
import { InvoicesSection } from './InvoicesSection.tsx';

/**
 * Everything the organization has with the contractor. The page keys it by the contractor's id, so
 * moving to another contractor starts on page one, without the previous contractor's rows.
 */
export function ContractorDocuments({ contractorId }: { contractorId: number }) {
  return (
    <Stack gap="md">
      <BalanceCard contractorId={contractorId} />
      <InvoicesSection contractorId={contractorId} />
      <CostsSection contractorId={contractorId} />
      <DebtHistoryPending />
    </Stack>
  );
}
