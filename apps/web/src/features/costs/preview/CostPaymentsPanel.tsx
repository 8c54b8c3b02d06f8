import { useTranslation } from 'react-i18next';
import type { CostDetail } from '@saldo/contracts/costs';
import { PaymentsPanel } from '../../../components/PaymentsPanel.tsx';
import { useRemoveCostPayment } from '../api/queries.ts';
import { WhiteListBadge } from './WhiteListBadge.tsx';

/** The payments made to the supplier, each with its white-list evidence; one may be removed. */
export function CostPaymentsPanel({ cost }: { cost: CostDetail }) {
  const { t } = useTranslation('costs');
  const remove = useRemoveCostPayment();
  return (
    <PaymentsPanel
      payments={cost.payments}
      currency={cost.currency}
      canRemove
      onRemove={(paymentId) => remove.mutateAsync({ id: cost.id, paymentId })}
      column={{
        header: t('payments.whiteList'),
        cell: (payment) => <WhiteListBadge evidence={payment.whiteList} />,
      }}
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
