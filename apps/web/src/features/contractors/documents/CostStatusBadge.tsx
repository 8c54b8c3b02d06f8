import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CostStatus } from '@saldo/contracts/costs';

// The invoice badge's colours for the statuses both have, so the two lists read alike.
const STATUS_COLORS: Readonly<Record<CostStatus, MantineColor>> = {
  draft: 'gray',
  unpaid: 'blue',
  partially_paid: 'yellow',
  paid: 'teal',
  overdue: 'red',
};

/** A cost document's status; the costs feature will bring its own, this page cannot wait for it. */
export function CostStatusBadge({ status }: { status: CostStatus }) {
  const { t } = useTranslation('contractors');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none">
      {t(`page.sections.costs.status.${status}`)}
    </Badge>
  );
}
