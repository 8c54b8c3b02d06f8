import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  Divider,
  Group,
  Menu,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowBack,
  IconArrowForwardUp,
  IconChevronLeft,
  IconChevronRight,
  IconMail,
  IconPencil,
  IconPhoto,
  IconStar,
  IconStarFilled,
  IconTag,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_LABELS, type EmailAddress, type EmailDetail, type EmailLabel } from '@saldo/contracts/email';
import { LoadError } from '../../../components/LoadError.tsx';
import { initialsOf } from '../../../components/initials.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useEmail } from '../api/queries.ts';
import { Attachments } from './Attachments.tsx';
import { ContractorPanel } from './ContractorPanel.tsx';
import { LABEL_COLORS } from './label-colors.ts';
import { MailBody } from './MailBody.tsx';

export interface ReaderActions {
  onClose: () => void;
  onStep: (dir: 'previous' | 'next') => void;
  onReply: (email: EmailDetail) => void;
  onForward: (email: EmailDetail) => void;
  onEditDraft: (email: EmailDetail) => void;
  onToggleStar: (email: EmailDetail) => void;
  onToggleLabel: (email: EmailDetail, label: EmailLabel) => void;
  onMarkUnread: (email: EmailDetail) => void;
  onDelete: (email: EmailDetail) => void;
}

const addresses = (list: readonly EmailAddress[]) =>
  list.map((one) => (one.name ? `${one.name} <${one.email}>` : one.email)).join(', ');

/** One message: its header, the sanitized body, the thread before it, files and the contractor. */
export function EmailReader({ emailId, actions }: { emailId: number; actions: ReaderActions }) {
  const { t, i18n } = useTranslation('email');
  // Remote images are asked for per message: a new message starts blocked again.
  const [remoteFor, setRemoteFor] = useState<number | null>(null);
  const detail = useEmail(emailId, remoteFor === emailId);

  if (detail.isError)
    return (
      <LoadError
        title={t('reader.loadFailed')}
        error={detail.error}
        retrying={detail.isFetching}
        onRetry={() => void detail.refetch()}
      />
    );
  if (detail.isPending)
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton height={28} width="60%" />
        <Skeleton height={16} width="40%" />
        <Skeleton height={160} />
      </Stack>
    );
  const email = detail.data;
  const editable = !email.readOnly;
  const subject = email.subject || t('list.noSubject');

  return (
    <Stack gap="md" component="article" aria-label={subject} data-testid="email-reader">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={4}>
          <Tooltip label={t('reader.back')}>
            <ActionIcon variant="subtle" aria-label={t('reader.back')} onClick={actions.onClose}>
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <ActionIcon
            variant="subtle"
            aria-label={t('reader.previous')}
            onClick={() => actions.onStep('previous')}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label={t('reader.next')} onClick={() => actions.onStep('next')}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {editable && (
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              color="yellow"
              aria-pressed={email.isStarred}
              aria-label={t('actions.star', { subject })}
              onClick={() => actions.onToggleStar(email)}
            >
              {email.isStarred ? (
                <IconStarFilled size={18} aria-hidden />
              ) : (
                <IconStar size={18} aria-hidden />
              )}
            </ActionIcon>
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={t('actions.labels')}>
                  <IconTag size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {EMAIL_LABELS.map((label) => (
                  <Menu.Item key={label} onClick={() => actions.onToggleLabel(email, label)}>
                    {t(email.labels.includes(label) ? 'actions.removeLabel' : 'actions.addLabel', {
                      label: t(`labels.${label}`),
                    })}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <ActionIcon
              variant="subtle"
              aria-label={t('actions.markUnread')}
              onClick={() => actions.onMarkUnread(email)}
            >
              <IconMail size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('actions.delete')}
              onClick={() => actions.onDelete(email)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>

      <Stack gap={4}>
        <Title order={2} fz="lg">
          {subject}
        </Title>
        {email.labels.length > 0 && (
          <Group gap={4}>
            {email.labels.map((label) => (
              <Badge key={label} size="sm" variant="light" color={LABEL_COLORS[label]}>
                {t(`labels.${label}`)}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>

      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar radius="xl" aria-hidden>
          {initialsOf(email.from.name || email.from.email)}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {email.from.name ? `${email.from.name} <${email.from.email}>` : email.from.email}
          </Text>
          <Text size="xs" c="dimmed">
            {t('reader.to', { list: addresses(email.to) })}
          </Text>
          {email.cc.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('reader.cc', { list: addresses(email.cc) })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatDateTime(email.time, i18n.language)}
          </Text>
        </Stack>
      </Group>

      {email.contractor && <ContractorPanel contractor={email.contractor} />}

      {email.hasRemoteImages && !email.remoteImagesAllowed && (
        <Alert color="gray" icon={<IconPhoto size={18} aria-hidden />} p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('reader.remoteImagesBlocked')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => setRemoteFor(email.id)}>
              {t('reader.showImages')}
            </Button>
          </Group>
        </Alert>
      )}

      <MailBody html={email.message} showRemoteImages={email.remoteImagesAllowed} />

      <Attachments email={email} />

      {editable && email.folder === 'draft' && (
        <Group gap="sm">
          <Button
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => actions.onEditDraft(email)}
          >
            {t('reader.editDraft')}
          </Button>
        </Group>
      )}

      {editable && email.folder !== 'draft' && (
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconArrowBack size={16} aria-hidden />}
            onClick={() => actions.onReply(email)}
          >
            {t('reader.reply')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconArrowForwardUp size={16} aria-hidden />}
            onClick={() => actions.onForward(email)}
          >
            {t('reader.forward')}
          </Button>
        </Group>
      )}

      {email.replies.length > 0 && (
        <Stack gap="sm">
          <Divider label={t('reader.earlier', { count: email.replies.length })} labelPosition="left" />
          {email.replies.map((earlier) => (
            <Stack key={earlier.id} gap={2}>
              <Text size="sm" fw={600}>
                {earlier.from.name || earlier.from.email}
                <Text span size="xs" c="dimmed" ml="xs">
                  {formatDateTime(earlier.time, i18n.language)}
                </Text>
              </Text>
              <MailBody html={earlier.message} showRemoteImages={false} />
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
