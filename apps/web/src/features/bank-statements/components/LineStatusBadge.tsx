import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BankLine } from '@saldo/contracts/bank-statements';

const COLOR = { unmatched: 'orange', matched: 'teal', other: 'gray' } as const;

export function LineStatusBadge({ line }: { line: BankLine }) {
  const { t } = useTranslation('bankStatements');
  const label =
    line.status === 'other'
      ? `${t('status.other')} · ${t(`categories.${line.category}`)}`
      : t(`status.${line.status}`);
  return (
    <Badge color={COLOR[line.status]} variant="light">
      {label}
    </Badge>
  );
}
