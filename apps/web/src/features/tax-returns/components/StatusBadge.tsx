import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaxReturnStatus } from '@saldo/contracts/tax-returns';

const COLORS: Record<TaxReturnStatus, string> = {
  not_prepared: 'gray',
  draft: 'yellow',
  ready: 'blue',
  submitted: 'green',
  corrected: 'teal',
};

export function StatusBadge({ status, purpose }: { status: TaxReturnStatus; purpose?: number }) {
  const { t } = useTranslation('taxReturns');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
      {purpose === 2 && status !== 'corrected' ? ` · ${t('status.correction')}` : ''}
    </Badge>
  );
}
