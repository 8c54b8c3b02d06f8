import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkerStatus } from '@saldo/contracts/workers';

const colors: Record<WorkerStatus, string> = { candidate: 'yellow', employed: 'green', left: 'gray' };

export function WorkerStatusBadge({ status }: { status: WorkerStatus }) {
  const { t } = useTranslation('workers');
  return (
    <Badge color={colors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
