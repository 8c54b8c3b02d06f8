import ContractorPage from '../../features/contractors/pages/ContractorPage.tsx';
import { DebtTimeline } from '../../features/debt/timeline/DebtTimeline.tsx';

/** The contractor card with the collection steps on its invoices, composed here so features stay apart. */
export default function ContractorRoute() {
  return <ContractorPage debtTimeline={(contractorId) => <DebtTimeline contractorId={contractorId} />} />;
}
