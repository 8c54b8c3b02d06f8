import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '@saldo/contracts/employment-contracts';

const COLORS: Record<ContractStatus, string> = { upcoming: 'blue', active: 'green', ended: 'gray' };

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation('contracts');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
