import { Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError.tsx';
import { useUpdateWorker, useWorker } from '../api/queries.ts';
import { workerFormValues } from '../form/worker-form-model.ts';
import { WorkerForm } from '../form/WorkerForm.tsx';
import { workerPreviewPath } from '../paths.ts';

/** /apps/workers/edit/:id */
export default function WorkerEditPage() {
  const { t } = useTranslation('workers');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const worker = useWorker(id);
  const update = useUpdateWorker();
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
      <Title order={1} fz={26}>
        {t('edit.title', { name: `${current.firstName} ${current.lastName}` })}
      </Title>
      <WorkerForm
        initial={workerFormValues(current)}
        submitLabel={t('actions.save')}
        onCancel={() => void navigate(workerPreviewPath(id))}
        onSubmit={async (body) => {
          await update.mutateAsync({ id, body });
          await navigate(workerPreviewPath(id));
        }}
      />
    </Stack>
  );
}
