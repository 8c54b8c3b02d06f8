import {
  ActionIcon,
  Button,
  FileInput,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_LIMITS, emailErrorCodes, type EmailAddress, type SendEmailBody } from '@saldo/contracts/email';
import { ApiError } from '../../../lib/api-client.ts';
import { attachmentOf } from '../api/email-api.ts';
import { useSendEmail } from '../api/queries.ts';
import { parseRecipient, type ComposeDraft } from './compose-draft.ts';

// The editor is loaded when the form first opens, not with the mail list.
const RichTextEditor = lazy(() => import('../../../components/RichTextEditor.tsx'));

interface ComposeValues {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  files: File[];
}

/**
 * Writes a new message, a reply or a forward (the original quoted), with attachments; sends it
 * through the user's SMTP or keeps it in Drafts. Opened with a fresh `draft` each time (keyed).
 */
export function ComposeModal({ draft, onClose }: { draft: ComposeDraft; onClose: () => void }) {
  const { t } = useTranslation('email');
  const send = useSendEmail();
  const [forwarded, setForwarded] = useState(draft.forwarded);
  const [showCopies, setShowCopies] = useState(draft.cc.length > 0 || draft.bcc.length > 0);
  const [sending, setSending] = useState<'send' | 'draft' | null>(null);

  const recipientsError = (list: string[]) => {
    const wrong = list.find((value) => parseRecipient(value) === null);
    if (wrong !== undefined) return t('compose.errors.badAddress', { value: wrong });
    return list.length > EMAIL_LIMITS.recipients
      ? t('compose.errors.tooManyRecipients', { max: EMAIL_LIMITS.recipients })
      : null;
  };
  const form = useForm<ComposeValues>({
    initialValues: {
      to: draft.to,
      cc: draft.cc,
      bcc: draft.bcc,
      subject: draft.subject,
      message: draft.message,
      files: [],
    },
    validate: {
      to: recipientsError,
      cc: recipientsError,
      bcc: recipientsError,
      subject: (value) =>
        value.length > EMAIL_LIMITS.subject
          ? t('compose.errors.subjectTooLong', { max: EMAIL_LIMITS.subject })
          : null,
      message: (value) => (value.length > EMAIL_LIMITS.message ? t('compose.errors.messageTooLong') : null),
      files: (files) =>
        files.length > EMAIL_LIMITS.attachments
          ? t('compose.errors.tooManyFiles', { max: EMAIL_LIMITS.attachments })
          : files.reduce((sum, file) => sum + file.size, 0) > EMAIL_LIMITS.attachmentBytes
            ? t('compose.errors.filesTooBig', { max: EMAIL_LIMITS.attachmentBytes / 1024 / 1024 })
            : null,
    },
  });

  const recipients = (list: string[]) =>
    list.map(parseRecipient).filter((one): one is EmailAddress => one !== null);

  const submit = async (values: ComposeValues, asDraft: boolean) => {
    const to = recipients(values.to);
    const cc = recipients(values.cc);
    const bcc = recipients(values.bcc);
    if (!asDraft && to.length + cc.length + bcc.length === 0) {
      form.setFieldError('to', t('compose.errors.noRecipients'));
      return;
    }
    setSending(asDraft ? 'draft' : 'send');
    try {
      const body: SendEmailBody = {
        to,
        cc,
        bcc,
        subject: values.subject,
        message: values.message,
        attachments: await Promise.all(values.files.map(attachmentOf)),
        draft: asDraft,
        ...(draft.replyToId !== undefined ? { replyToId: draft.replyToId } : {}),
        ...(draft.forwardOfId !== undefined
          ? {
              forwardOfId: draft.forwardOfId,
              dropAttachmentIds: draft.forwarded
                .filter((file) => !forwarded.some((kept) => kept.id === file.id))
                .map((file) => file.id),
            }
          : {}),
        ...(draft.draftId !== undefined ? { draftId: draft.draftId } : {}),
      };
      await send.mutateAsync(body);
      notifications.show({ color: 'teal', message: t(asDraft ? 'compose.draftSaved' : 'compose.sent') });
      onClose();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t(asDraft ? 'compose.draftFailed' : 'compose.sendFailed'),
        message: refusal(error),
      });
    } finally {
      setSending(null);
    }
  };

  const refusal = (error: unknown) => {
    if (!(error instanceof ApiError)) return t('errors.network');
    const known = Object.entries(emailErrorCodes).find(([, code]) => code === error.code)?.[0];
    // The server's own words say what the SMTP or IMAP server answered; keep them after ours.
    return known ? `${t(`errors.${known}`)} ${error.message}` : error.message;
  };

  const title = t(
    draft.replyToId !== undefined
      ? 'compose.replyTitle'
      : draft.forwardOfId !== undefined
        ? 'compose.forwardTitle'
        : 'compose.title',
  );
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values, false))}>
        <Stack gap="sm">
          <TagsInput
            label={t('compose.to')}
            placeholder={t('compose.addressPlaceholder')}
            splitChars={[',', ';', ' ']}
            clearable
            {...form.getInputProps('to')}
          />
          {showCopies ? (
            <>
              <TagsInput label={t('compose.cc')} splitChars={[',', ';', ' ']} {...form.getInputProps('cc')} />
              <TagsInput
                label={t('compose.bcc')}
                splitChars={[',', ';', ' ']}
                {...form.getInputProps('bcc')}
              />
            </>
          ) : (
            <Group justify="flex-end">
              <Button variant="subtle" size="compact-sm" onClick={() => setShowCopies(true)}>
                {t('compose.showCopies')}
              </Button>
            </Group>
          )}
          <TextInput label={t('compose.subject')} {...form.getInputProps('subject')} />
          <Suspense fallback={<Skeleton h={220} />}>
            <RichTextEditor
              toolbar="message"
              label={t('compose.message')}
              initialHtml={draft.message}
              onChange={(html) => form.setFieldValue('message', html)}
              error={typeof form.errors.message === 'string' ? form.errors.message : undefined}
            />
          </Suspense>
          {forwarded.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('compose.forwardedFiles')}
              </Text>
              {forwarded.map((file) => (
                <Paper key={file.id} withBorder p={4} px="xs" radius="sm">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm">{file.fileName}</Text>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t('compose.dropFile', { fileName: file.fileName })}
                      onClick={() => setForwarded((list) => list.filter((kept) => kept.id !== file.id))}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
          <FileInput
            multiple
            clearable
            label={t('compose.attachments')}
            placeholder={t('compose.attachmentsPlaceholder')}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            {...form.getInputProps('files')}
          />
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={onClose} disabled={sending !== null}>
              {t('compose.cancel')}
            </Button>
            <Group gap="sm">
              <Button
                variant="light"
                loading={sending === 'draft'}
                disabled={sending === 'send'}
                onClick={() => {
                  if (!form.validate().hasErrors) void submit(form.getValues(), true);
                }}
              >
                {t('compose.saveDraft')}
              </Button>
              <Button type="submit" loading={sending === 'send'} disabled={sending === 'draft'}>
                {t('compose.send')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
