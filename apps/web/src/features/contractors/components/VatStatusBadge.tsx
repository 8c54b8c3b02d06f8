import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Contractor } from '@saldo/contracts/contractors';

const colors = { active: 'teal', exempt: 'blue', not_registered: 'orange' } as const;

/** The white list's VAT status; 'not checked' when no register was asked. */
export function VatStatusBadge({ status }: { status: Contractor['vatStatus'] }) {
  const { t } = useTranslation('contractors');
  return (
    // Sentence case: the longest status in capitals would not fit the list's column.
    <Badge variant="light" tt="none" color={status ? colors[status] : 'gray'}>
      {t(`vatStatus.${status ?? 'unknown'}`)}
    </Badge>
  );
}
