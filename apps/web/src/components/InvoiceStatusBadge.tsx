import {
  IconAlertTriangle,
  IconBan,
  IconCircleCheck,
  IconCircleHalf2,
  IconClockX,
  IconFileText,
  IconSend,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDisplayStatus } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Money } from '@saldo/domain/money';
import { useInvoiceFormat } from '../lib/format.ts';
import { DocumentStatusBadge, type DocumentStatusLook } from './DocumentStatusBadge.tsx';

const LOOKS: Readonly<Record<InvoiceDisplayStatus, DocumentStatusLook>> = {
  issued: { color: 'blue', icon: IconFileText },
  sent: { color: 'indigo', icon: IconSend },
  paid: { color: 'teal', icon: IconCircleCheck },
  partially_paid: { color: 'yellow', icon: IconCircleHalf2 },
  overdue: { color: 'red', icon: IconAlertTriangle },
  cancelled: { color: 'gray', icon: IconBan },
  expired: { color: 'orange', icon: IconClockX },
};

interface InvoiceStatusBadgeProps {
  status: InvoiceDisplayStatus;
  balance: Money;
  currency: CurrencyCode;
  dueDate: string;
  daysOverdue?: number;
}

export function InvoiceStatusBadge({
  status,
  balance,
  currency,
  dueDate,
  daysOverdue = 0,
}: InvoiceStatusBadgeProps) {
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  const details = [
    t('statusTooltip.balance', { amount: format.money(balance, currency) }),
    t('statusTooltip.dueDate', { date: format.date(dueDate) }),
    ...(daysOverdue > 0 ? [t('statusTooltip.daysOverdue', { days: daysOverdue })] : []),
  ];
  return <DocumentStatusBadge look={LOOKS[status]} label={t(`status.${status}`)} details={details} />;
}
