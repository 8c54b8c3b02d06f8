import InvoiceListPage from '../../features/invoices/pages/InvoiceListPage.tsx';
import { KsefBulkSendModal } from '../../features/ksef/components/KsefBulkSendModal.tsx';

/** The invoice list with the KSeF bulk sending of the ticked rows, composed here so features stay apart. */
export default function InvoiceListRoute() {
  return <InvoiceListPage bulkSend={(props) => <KsefBulkSendModal {...props} />} />;
}
