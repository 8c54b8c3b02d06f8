import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteDocumentModal } from '../../../components/DeleteDocumentModal.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useDeleteWorker, useWorker } from '../api/queries.ts';
import { WORKER_LIST_PATH, workerEditPath } from '../paths.ts';
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
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteWorker();
  const navigate = useNavigate();
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
        <Group gap="sm">
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            {t('delete.action')}
          </Button>
          <Button component={Link} to={workerEditPath(id)} leftSection={<IconPencil size={16} aria-hidden />}>
            {t('actions.edit')}
          </Button>
        </Group>
      </Group>
      <DeleteDocumentModal
        document={deleting ? current : null}
        remove={remove}
        texts={{
          title: t('delete.title'),
          question: t('delete.question', { name: `${current.firstName} ${current.lastName}` }),
          done: t('delete.done'),
          keep: t('delete.keep'),
          confirm: t('delete.confirm'),
          network: t('delete.network'),
        }}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(WORKER_LIST_PATH)}
      />
      <WorkerFacts worker={current} />
      <WorkerContractsPanel workerId={id} />
      <WorkerPayslipsPanel workerId={id} />
      <WorkerDocumentsPanel workerId={id} documents={current.documents} />
      <WorkerAuditTimeline audit={current.audit} />
    </Stack>
  );
}
