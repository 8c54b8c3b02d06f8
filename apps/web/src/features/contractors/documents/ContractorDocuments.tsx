import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { BalanceCard } from './BalanceCard.tsx';
import { CostsSection } from './CostsSection.tsx';
import { InvoicesSection } from './InvoicesSection.tsx';

/**
 * Everything the organization has with the contractor, and the collection steps taken on its
 * invoices. The page keys it by the contractor's id, so moving to another contractor starts on page
 * one, without the previous contractor's rows. The debt timeline is the debt feature's, passed in by
 * app/ (features do not import each other's components).
 */
export function ContractorDocuments({
  contractorId,
  debtTimeline,
}: {
  contractorId: number;
  debtTimeline?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <BalanceCard contractorId={contractorId} />
      <InvoicesSection contractorId={contractorId} />
      <CostsSection contractorId={contractorId} />
      {debtTimeline}
    </Stack>
  );
}
