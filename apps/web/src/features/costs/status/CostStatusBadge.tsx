import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleHalf2,
  IconFileImport,
  IconFileText,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CostStatus } from '@saldo/contracts/costs';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Money } from '@saldo/domain/money';
import { DocumentStatusBadge, type DocumentStatusLook } from '../../../components/DocumentStatusBadge.tsx';
import { useInvoiceFormat } from '../../../lib/format.ts';

// The invoices' colours for the same states; a draft is grey until someone confirms it.
const LOOKS: Readonly<Record<CostStatus, DocumentStatusLook>> = {
  draft: { color: 'gray', icon: IconFileImport },
  unpaid: { color: 'blue', icon: IconFileText },
  partially_paid: { color: 'yellow', icon: IconCircleHalf2 },
  paid: { color: 'teal', icon: IconCircleCheck },
  overdue: { color: 'red', icon: IconAlertTriangle },
};

interface CostStatusBadgeProps {
  status: CostStatus;
  balance: Money;
  currency: CurrencyCode;
  dueDate: string;
  daysOverdue?: number;
}

export function CostStatusBadge({
  status,
  balance,
  currency,
  dueDate,
  daysOverdue = 0,
}: CostStatusBadgeProps) {
  const { t } = useTranslation('costs');
  const format = useInvoiceFormat();
  const details = [
    t('statusTooltip.balance', { amount: format.money(balance, currency) }),
    t('statusTooltip.dueDate', { date: format.date(dueDate) }),
    ...(daysOverdue > 0 ? [t('statusTooltip.daysOverdue', { days: daysOverdue })] : []),
  ];
  return <DocumentStatusBadge look={LOOKS[status]} label={t(`status.${status}`)} details={details} />;
}
