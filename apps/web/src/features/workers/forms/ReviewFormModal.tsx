import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WORKER_FORM_FIELDS, type WorkerFormAnswers, type WorkerFormField } from '@saldo/contracts/workers';
import { formatIban } from '@saldo/domain/identifiers/iban';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useReviewWorkerForm, useWorkerForm, useWorkers } from '../api/queries.ts';
import { workerPreviewPath } from '../paths.ts';

function shown(answers: WorkerFormAnswers, field: WorkerFormField): string {
  if (field === 'address') {
    const a = answers.address;
    return [
      [a.street, [a.buildingNumber, a.flatNumber].filter(Boolean).join('/')].join(' '),
      `${a.postalCode} ${a.city}`,
      a.country,
    ]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', ');
  }
  if (field === 'bankAccount') return answers.bankAccount ? formatIban(answers.bankAccount) : '';
  return answers[field] ?? '';
}

/** The submitted answers, field by field; the admin ticks what goes into a new or an existing record. */
export function ReviewFormModal({ formId, onClose }: { formId: number | null; onClose: () => void }) {
  const { t } = useTranslation('workers');
  const form = useWorkerForm(formId);
  return (
    <Modal opened={formId !== null} onClose={onClose} title={t('review.title')} size="lg">
      {form.isError ? (
        <LoadError
          title={t('errors.loadFailed')}
          error={form.error}
          retrying={form.isFetching}
          onRetry={() => void form.refetch()}
        />
      ) : !form.data ? (
        <Loader aria-label={t('loading')} />
      ) : !form.data.answers ? (
        <Text>{t('review.noAnswers')}</Text>
      ) : (
        <ReviewAnswers
          key={form.data.id}
          formId={form.data.id}
          answers={form.data.answers}
          workerId={form.data.workerId}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

interface ReviewAnswersProps {
  formId: number;
  answers: WorkerFormAnswers;
  workerId: number | null;
  onClose: () => void;
}

function ReviewAnswers({ formId, answers, workerId, onClose }: ReviewAnswersProps) {
  const { t } = useTranslation('workers');
  const navigate = useNavigate();
  const workers = useWorkers({ page: 1, perPage: 100 });
  const { accept, reject } = useReviewWorkerForm();
  const given = WORKER_FORM_FIELDS.filter((field) => shown(answers, field) !== '');
  const [chosen, setChosen] = useState<WorkerFormField[]>(given);
  const [target, setTarget] = useState<string | null>(workerId === null ? null : String(workerId));
  const error = accept.error ?? reject.error;
  const errorText =
    error instanceof ApiError
      ? [error.message, ...Object.values(error.errors ?? {})].join(' ')
      : error
        ? t('errors.saveFailed')
        : '';

  return (
    <Stack gap="sm">
      <Text size="sm">{t('review.description')}</Text>
      <Table>
        <Table.Tbody>
          {given.map((field) => (
            <Table.Tr key={field}>
              <Table.Td>
                <Checkbox
                  label={t(`auditFields.${field}`)}
                  checked={chosen.includes(field)}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    setChosen((current) => (on ? [...current, field] : current.filter((f) => f !== field)));
                  }}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {shown(answers, field)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Select
        label={t('review.target')}
        placeholder={t('review.newWorker')}
        data={(workers.data?.workers ?? []).map((w) => ({
          value: String(w.id),
          label: `${w.lastName} ${w.firstName}`,
        }))}
        value={target}
        onChange={setTarget}
        clearable
        searchable
      />
      {errorText ? (
        <Alert color="red" role="alert">
          {errorText}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button
          variant="subtle"
          color="red"
          loading={reject.isPending}
          onClick={() => reject.mutate(formId, { onSuccess: onClose })}
        >
          {t('review.reject')}
        </Button>
        <Button
          disabled={chosen.length === 0}
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(
              {
                id: formId,
                body: { workerId: target === null ? null : Number(target), fields: chosen },
              },
              {
                onSuccess: ({ worker }) => {
                  onClose();
                  void navigate(workerPreviewPath(worker.id));
                },
              },
            )
          }
        >
          {t('review.accept', { count: chosen.length })}
        </Button>
      </Group>
    </Stack>
  );
}
