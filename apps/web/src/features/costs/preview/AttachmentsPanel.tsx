import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COST_LIMITS, type CostDetail } from '@saldo/contracts/costs';
import { ApiError } from '../../../lib/api-client.ts';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { useDeleteAttachment, useUploadAttachment } from '../api/queries.ts';
import { ATTACHMENT_ACCEPT, attachmentProblem, fileSize, isImage, isPdf } from './attachment-rules.ts';
import { AttachmentPreview } from './AttachmentPreview.tsx';
import { useAttachmentDownload } from './use-attachment.ts';

/** The document's files: upload (checked here first), download, delete, and the chosen one previewed. */
export function AttachmentsPanel({ cost }: { cost: CostDetail }) {
  const { t, i18n } = useTranslation('costs');
  const format = useInvoiceFormat();
  const upload = useUploadAttachment();
  const remove = useDeleteAttachment();
  const files = useAttachmentDownload(cost.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  // An imported draft keeps its KSeF XML too; the scan or PDF is the one worth showing first.
  const shown =
    cost.attachments.find((a) => a.id === chosenId) ??
    cost.attachments.find((a) => isPdf(a.mimeType) || isImage(a.mimeType)) ??
    cost.attachments[0];

  const send = (file: File | null) => {
    if (!file) return;
    const found = attachmentProblem(file, cost.attachments.length);
    if (found) {
      setProblem(
        t(`attachments.problems.${found}`, {
          max: COST_LIMITS.attachmentBytes / 1024 / 1024,
          count: COST_LIMITS.attachments,
        }),
      );
      return;
    }
    setProblem(null);
    upload.mutate(
      { id: cost.id, file },
      {
        onSuccess: (added) => {
          setChosenId(added.id);
          notifications.show({ color: 'teal', message: t('attachments.uploaded', { name: added.fileName }) });
        },
        onError: (error) => setProblem(error instanceof ApiError ? error.message : t('errors.network')),
      },
    );
  };
  const drop = (attachmentId: number) =>
    remove.mutate(
      { id: cost.id, attachmentId },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('attachments.deleteFailed'),
            message: error instanceof ApiError ? error.message : t('errors.network'),
          }),
      },
    );

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('attachments.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={18}>
            {t('attachments.title')}
          </Title>
          <FileButton onChange={send} accept={ATTACHMENT_ACCEPT}>
            {(props) => (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={upload.isPending}
                {...props}
              >
                {t('attachments.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('attachments.hint', { max: COST_LIMITS.attachmentBytes / 1024 / 1024 })}
        </Text>
        {problem && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        {cost.attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('attachments.empty')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {cost.attachments.map((attachment) => (
              <Group key={attachment.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <UnstyledButton
                  onClick={() => setChosenId(attachment.id)}
                  aria-pressed={shown?.id === attachment.id}
                  aria-label={t('attachments.show', { name: attachment.fileName })}
                  style={{ minWidth: 0 }}
                >
                  <Group gap={6} wrap="nowrap">
                    <IconPaperclip size={14} aria-hidden />
                    <Text size="sm" fw={shown?.id === attachment.id ? 700 : 400} truncate>
                      {attachment.fileName}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {fileSize(attachment.size, i18n.language)} · {format.dateTime(attachment.uploadedAt)}
                    </Text>
                  </Group>
                </UnstyledButton>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('attachments.download', { name: attachment.fileName })}
                    loading={files.busyId === attachment.id}
                    onClick={() => void files.download(attachment)}
                  >
                    <IconDownload size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('attachments.delete', { name: attachment.fileName })}
                    loading={remove.isPending && remove.variables.attachmentId === attachment.id}
                    onClick={() => drop(attachment.id)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {shown && <AttachmentPreview key={shown.id} costId={cost.id} attachment={shown} />}
      </Stack>
    </Card>
  );
}
