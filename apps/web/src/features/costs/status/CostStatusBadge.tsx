import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleHalf2,
  IconFileImport,
  IconFileText,
} from '@tabler/icons-react';
import type { CostStatus } from '@saldo/contracts/costs';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Money } from '@saldo/domain/money';
import { DocumentStatusBadge, type DocumentStatusLook } from '../../../components/DocumentStatusBadge.tsx';

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

export function CostStatusBadge({ status, ...rest }: CostStatusBadgeProps) {
  return <DocumentStatusBadge namespace="costs" status={status} look={LOOKS[status]} {...rest} />;
}
