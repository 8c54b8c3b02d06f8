import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import { PaymentsPanel } from '../../../components/PaymentsPanel.tsx';
import { useRemovePayment } from '../api/queries.ts';

/** The payments recorded against the invoice; an admin may remove one. */
export function PaymentHistory({ invoice, canRemove }: { invoice: InvoiceDetail; canRemove: boolean }) {
  const { t } = useTranslation('invoices');
  const remove = useRemovePayment();
  return (
    <PaymentsPanel
      payments={invoice.payments}
      currency={invoice.currency}
      canRemove={canRemove}
      onRemove={(paymentId) => remove.mutateAsync({ id: invoice.id, paymentId })}
      texts={{
        title: t('payments.title'),
        empty: t('payments.empty'),
        date: t('payments.date'),
        amount: t('payments.amount'),
        method: t('payments.method'),
        note: t('payments.note'),
        actions: t('payments.actions'),
        methodLabel: (method) => t(`paymentMethods.${method}`),
        remove: (values) => t('payments.remove', values),
        removed: t('payments.removed'),
        removeFailed: t('payments.removeFailed'),
        network: t('errors.network'),
      }}
    />
  );
}
