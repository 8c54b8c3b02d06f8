import {
  IconAlertTriangle,
  IconBan,
  IconCircleCheck,
  IconCircleHalf2,
  IconClockX,
  IconFileText,
  IconSend,
} from '@tabler/icons-react';
import type { InvoiceDisplayStatus } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Money } from '@saldo/domain/money';
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

export function InvoiceStatusBadge({ status, ...rest }: InvoiceStatusBadgeProps) {
  return <DocumentStatusBadge namespace="invoices" status={status} look={LOOKS[status]} {...rest} />;
}
