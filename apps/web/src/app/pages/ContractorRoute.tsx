import ContractorPage from '../../features/contractors/pages/ContractorPage.tsx';
import { DebtTimeline } from '../../features/debt/timeline/DebtTimeline.tsx';
import { ContractorCreditPanel } from '../../features/bank-statements/components/ContractorCreditPanel.tsx';

/**
 * The contractor card with the collection steps on its invoices and its credit from overpaid bank
 * transfers, composed here so features stay apart.
 */
export default function ContractorRoute() {
  return (
    <ContractorPage
      debtTimeline={(contractorId) => <DebtTimeline contractorId={contractorId} />}
      credit={(contractorId) => <ContractorCreditPanel contractorId={contractorId} />}
    />
  );
}
