import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayrollListStatus } from '@saldo/contracts/payroll-lists';

const COLORS: Record<PayrollListStatus, string> = { draft: 'yellow', approved: 'green', corrected: 'gray' };

export function PayrollStatusBadge({ status }: { status: PayrollListStatus }) {
  const { t } = useTranslation('payroll');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
