import { DebtTimeline } from '../../features/debt/timeline/DebtTimeline.tsx';
import InvoicePreviewPage from '../../features/invoices/pages/InvoicePreviewPage.tsx';
import { KsefInvoiceCard } from '../../features/ksef/components/KsefInvoiceCard.tsx';

/** The invoice preview with the KSeF card and the collection steps, composed here so features stay apart. */
export default function InvoicePreviewRoute() {
  return (
    <InvoicePreviewPage
      ksefCard={(invoice, canSend) => <KsefInvoiceCard invoice={invoice} canSend={canSend} />}
      debtTimeline={(invoiceId) => <DebtTimeline invoiceId={invoiceId} />}
    />
  );
}
