import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError.tsx';
import { useWorker } from '../api/queries.ts';
import { workerEditPath } from '../paths.ts';
import { WorkerAuditTimeline } from '../preview/WorkerAuditTimeline.tsx';
import { WorkerContractsPanel } from '../preview/WorkerContractsPanel.tsx';
import { WorkerDocumentsPanel } from '../preview/WorkerDocumentsPanel.tsx';
import { WorkerFacts } from '../preview/WorkerFacts.tsx';
import { WorkerPayslipsPanel } from '../preview/WorkerPayslipsPanel.tsx';
import { WorkerStatusBadge } from '../preview/WorkerStatusBadge.tsx';

/** /apps/workers/preview/:id: the record, contracts, payslips, documents and the audit of changes. */
export default function WorkerPreviewPage() {
  const { t } = useTranslation('workers');
  const id = Number(useParams().id);
  const worker = useWorker(id);
  if (worker.isError) {
    return (
      <LoadError
        title={t('errors.loadFailed')}
        error={worker.error}
        retrying={worker.isFetching}
        onRetry={() => void worker.refetch()}
      />
    );
  }
  if (!worker.data) return <Loader aria-label={t('loading')} />;
  const current = worker.data.worker;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="sm">
          <Title order={1} fz={26}>
            {current.firstName} {current.lastName}
          </Title>
          <WorkerStatusBadge status={current.status} />
        </Group>
        <Button component={Link} to={workerEditPath(id)} leftSection={<IconPencil size={16} aria-hidden />}>
          {t('actions.edit')}
        </Button>
      </Group>
      <WorkerFacts worker={current} />
      <WorkerContractsPanel workerId={id} />
      <WorkerPayslipsPanel workerId={id} />
      <WorkerDocumentsPanel workerId={id} documents={current.documents} />
      <WorkerAuditTimeline audit={current.audit} />
    </Stack>
  );
}
