import { DebtTimeline } from '../../features/debt/timeline/DebtTimeline.tsx';
import InvoicePreviewPage from '../../features/invoices/pages/InvoicePreviewPage.tsx';
import { KsefInvoiceCard } from '../../features/ksef/components/KsefInvoiceCard.tsx';
import { InvoiceTasksCard } from '../../features/todo/components/InvoiceTasksCard.tsx';

/**
 * The invoice preview with the KSeF card, the collection steps and the follow-up tasks, composed here
 * so features stay apart.
 */
export default function InvoicePreviewRoute() {
  return (
    <InvoicePreviewPage
      ksefCard={(invoice, canSend) => <KsefInvoiceCard invoice={invoice} canSend={canSend} />}
      debtTimeline={(invoiceId) => (
        <>
          <DebtTimeline invoiceId={invoiceId} />
          <InvoiceTasksCard invoiceId={invoiceId} />
        </>
      )}
    />
  );
}
