import { useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WorkerDocumentDto } from '@saldo/contracts/workers';
import { ApiError } from '../../../lib/api-client.ts';
import { useWorkerDocumentMutations } from '../api/queries.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { fetchWorkerFile } from '../api/worker-files.ts';
import { workerDocumentPath } from '../api/workers-api.ts';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** Scans and certificates: upload (PDF, JPG, PNG), download, delete. */
export function WorkerDocumentsPanel({
  workerId,
  documents,
}: {
  workerId: number;
  documents: WorkerDocumentDto[];
}) {
  const { t } = useTranslation('workers');
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = useWorkerDocumentMutations(workerId);
  const [error, setError] = useState<string | null>(null);
  const fail = (cause: unknown) =>
    setError(cause instanceof ApiError ? cause.message : t('errors.saveFailed'));

  const download = async (document: WorkerDocumentDto) => {
    try {
      saveBlob(await fetchWorkerFile(workerDocumentPath(workerId, document.id), true), document.fileName);
    } catch (cause) {
      fail(cause);
    }
  };

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('preview.documents')}
          </Title>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconUpload size={14} aria-hidden />}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {t('preview.upload')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            aria-label={t('preview.upload')}
            accept="application/pdf,image/jpeg,image/png"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (!file) return;
              setError(null);
              upload.mutate({ id: workerId, file }, { onError: fail });
            }}
          />
        </Group>
        {error ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
            {error}
          </Alert>
        ) : null}
        {documents.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('preview.noDocuments')}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {documents.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>{document.fileName}</Table.Td>
                  <Table.Td>{kilobytes(document.size)}</Table.Td>
                  <Table.Td>{new Date(document.uploadedAt).toLocaleDateString()}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('preview.download', { name: document.fileName })}
                        onClick={() => void download(document)}
                      >
                        <IconDownload size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('preview.deleteDocument', { name: document.fileName })}
                        loading={remove.isPending && remove.variables.documentId === document.id}
                        onClick={() => {
                          if (window.confirm(t('preview.confirmDelete', { name: document.fileName }))) {
                            remove.mutate({ id: workerId, documentId: document.id }, { onError: fail });
                          }
                        }}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
