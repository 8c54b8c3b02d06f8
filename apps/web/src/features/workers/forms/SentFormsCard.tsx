import { useState } from 'react';
import { Badge, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkerFormStatus } from '@saldo/contracts/workers';
import { LoadError } from '../../../components/LoadError.tsx';
import { useWorkerForms } from '../api/queries.ts';
import { ReviewFormModal } from './ReviewFormModal.tsx';

const colors: Record<WorkerFormStatus, string> = {
  sent: 'blue',
  expired: 'gray',
  submitted: 'orange',
  accepted: 'green',
  rejected: 'gray',
};

/** The questionnaires sent; submitted answers open for review. */
export function SentFormsCard() {
  const { t } = useTranslation('workers');
  const forms = useWorkerForms();
  const [reviewing, setReviewing] = useState<number | null>(null);
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('sent.title')}
        </Title>
        {forms.isError ? (
          <LoadError
            title={t('errors.loadFailed')}
            error={forms.error}
            retrying={forms.isFetching}
            onRetry={() => void forms.refetch()}
          />
        ) : !forms.data ? (
          <Text c="dimmed">{t('loading')}</Text>
        ) : forms.data.forms.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('sent.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('send.email')}</Table.Th>
                  <Table.Th>{t('sent.person')}</Table.Th>
                  <Table.Th>{t('sent.sentAt')}</Table.Th>
                  <Table.Th>{t('fields.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {forms.data.forms.map((form) => (
                  <Table.Tr key={form.id}>
                    <Table.Td>{form.email}</Table.Td>
                    <Table.Td>{form.answeredName || form.workerName || '—'}</Table.Td>
                    <Table.Td>{new Date(form.sentAt).toLocaleDateString()}</Table.Td>
                    <Table.Td>
                      <Badge color={colors[form.status]} variant="light">
                        {t(`formStatus.${form.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {form.status === 'submitted' ? (
                        <Button size="xs" onClick={() => setReviewing(form.id)}>
                          {t('sent.review')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ReviewFormModal formId={reviewing} onClose={() => setReviewing(null)} />
    </Card>
  );
}
