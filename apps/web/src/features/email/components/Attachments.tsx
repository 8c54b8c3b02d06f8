import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useAbility } from '@casl/react';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileInvoice, IconPaperclip } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import type { EmailDetail } from '@saldo/contracts/email';
import { ApiError } from '../../../lib/api-client.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { fetchAttachment } from '../api/email-api.ts';
import { useAddToCosts } from '../api/queries.ts';

/** The new cost form, told which mailed PDF to attach once saved and the sender's contractor. */
function costFormFor(emailId: number, attachmentId: number, fileName: string, contractorId: number | null) {
  const params = new URLSearchParams({
    fromEmail: String(emailId),
    attachment: String(attachmentId),
    fileName,
  });
  if (contractorId !== null) params.set('contractorId', String(contractorId));
  return `/documents/costs/add?${params.toString()}`;
}

/** A message's files: each downloads; a PDF or FA(3) XML becomes a cost through the cost import. */
export function Attachments({ email }: { email: EmailDetail }) {
  const { t } = useTranslation('email');
  const navigate = useNavigate();
  const mayAddCosts = useAbility<AppAbility>().can('create', 'Cost');
  const { download, busy } = useFileDownload<number>();
  const addToCosts = useAddToCosts();
  if (email.attachments.length === 0) return null;

  const add = (attachmentId: number, fileName: string) =>
    addToCosts.mutate(
      { emailId: email.id, attachmentId },
      {
        onSuccess: ({ costId, contractorId }) => {
          // A PDF: its figures are the user's to type; the form attaches the file when saved.
          if (costId === null) {
            void navigate(costFormFor(email.id, attachmentId, fileName, contractorId));
            return;
          }
          notifications.show({
            color: 'teal',
            message: t('attachments.addedToCosts', { fileName }),
            onClick: () => void navigate(`/documents/costs/${costId}`),
          });
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('attachments.addToCostsFailed', { fileName }),
            message: error instanceof ApiError ? error.message : t('errors.network'),
          }),
      },
    );

  return (
    <Stack gap={6} component="section" aria-label={t('attachments.label')}>
      <Text size="sm" fw={600}>
        {t('attachments.count', { count: email.attachments.length })}
      </Text>
      {email.attachments.map((attachment) => (
        <Paper key={attachment.id} withBorder p="xs" radius="sm">
          <Group justify="space-between" gap="xs">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconPaperclip size={16} aria-hidden />
              <Text size="sm" truncate>
                {attachment.fileName}
              </Text>
              <Text size="xs" c="dimmed">
                {attachment.size}
              </Text>
            </Group>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={busy === attachment.id}
                aria-label={t('attachments.download', { fileName: attachment.fileName })}
                onClick={() =>
                  void download(attachment.id, {
                    file: () => fetchAttachment(attachment),
                    fallbackName: attachment.fileName,
                    failedTitle: t('attachments.downloadFailed', { fileName: attachment.fileName }),
                  })
                }
              >
                {t('attachments.downloadShort')}
              </Button>
              {attachment.canAddToCosts && mayAddCosts && !email.readOnly && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="grape"
                  leftSection={<IconFileInvoice size={14} aria-hidden />}
                  loading={addToCosts.isPending && addToCosts.variables.attachmentId === attachment.id}
                  aria-label={t('attachments.addToCosts', { fileName: attachment.fileName })}
                  onClick={() => add(attachment.id, attachment.fileName)}
                >
                  {t('attachments.addToCostsShort')}
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
