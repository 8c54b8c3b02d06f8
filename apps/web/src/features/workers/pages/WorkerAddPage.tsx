import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateWorker } from '../api/queries.ts';
import { emptyWorker } from '../form/worker-form-model.ts';
import { WorkerForm } from '../form/WorkerForm.tsx';
import { WORKER_LIST_PATH, workerPreviewPath } from '../paths.ts';

/** /apps/workers/add */
export default function WorkerAddPage() {
  const { t } = useTranslation('workers');
  const navigate = useNavigate();
  const create = useCreateWorker();
  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {t('add.title')}
      </Title>
      <WorkerForm
        initial={emptyWorker()}
        submitLabel={t('actions.add')}
        onCancel={() => void navigate(WORKER_LIST_PATH)}
        onSubmit={async (body) => {
          const { worker } = await create.mutateAsync(body);
          await navigate(workerPreviewPath(worker.id));
        }}
      />
    </Stack>
  );
}
