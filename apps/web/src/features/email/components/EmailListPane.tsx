import {
  ActionIcon,
  Avatar,
  Badge,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconPaperclip, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { initialsOf } from '../../../components/initials.ts';
import type { Email } from '@saldo/contracts/email';
import { LABEL_COLORS } from './label-colors.ts';

export interface EmailListActions {
  onOpen: (email: Email) => void;
  onToggleStar?: (email: Email) => void;
  onDelete?: (email: Email) => void;
}

/**
 * The messages of the open folder or label. Keyboard: j/k or the arrows move between messages,
 * Enter opens one, Delete moves it to Trash (where the user may change the mailbox).
 */
export function EmailListPane({
  emails,
  selected,
  onSelect,
  actions,
}: {
  emails: readonly Email[];
  selected: ReadonlySet<number>;
  onSelect?: (ids: readonly number[], on: boolean) => void;
  actions: EmailListActions;
}) {
  const { t, i18n } = useTranslation('email');
  const list = useRef<HTMLDivElement>(null);

  const focusRow = (index: number) =>
    list.current?.querySelectorAll<HTMLButtonElement>('[data-email-open]')[index]?.focus();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, email: Email) => {
    if (event.key === 'j' || event.key === 'ArrowDown') focusRow(Math.min(index + 1, emails.length - 1));
    else if (event.key === 'k' || event.key === 'ArrowUp') focusRow(Math.max(index - 1, 0));
    else if (event.key === 'Delete' && actions.onDelete) actions.onDelete(email);
    else return;
    event.preventDefault();
  };

  return (
    <Stack gap={4} ref={list} role="list" aria-label={t('list.label')} data-testid="email-list">
      {emails.map((email, index) => {
        const sender = email.folder === 'sent' || email.folder === 'draft' ? email.to[0] : email.from;
        const who = sender?.name || sender?.email || t('list.noRecipient');
        return (
          <Paper
            key={email.id}
            role="listitem"
            withBorder
            p="xs"
            radius="sm"
            data-testid="email-row"
            bg={email.isRead ? undefined : 'var(--mantine-color-default-hover)'}
            onKeyDown={(event) => onKeyDown(event, index, email)}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {onSelect && (
                <Checkbox
                  mt={6}
                  aria-label={t('list.select', { subject: email.subject || t('list.noSubject') })}
                  checked={selected.has(email.id)}
                  onChange={(event) => onSelect([email.id], event.currentTarget.checked)}
                />
              )}
              {actions.onToggleStar && (
                <ActionIcon
                  variant="subtle"
                  color="yellow"
                  mt={2}
                  aria-pressed={email.isStarred}
                  aria-label={t('actions.star', { subject: email.subject || t('list.noSubject') })}
                  onClick={() => actions.onToggleStar?.(email)}
                >
                  {email.isStarred ? (
                    <IconStarFilled size={16} aria-hidden />
                  ) : (
                    <IconStar size={16} aria-hidden />
                  )}
                </ActionIcon>
              )}
              <UnstyledButton
                data-email-open
                style={{ flex: 1, minWidth: 0 }}
                onClick={() => actions.onOpen(email)}
                aria-label={t('list.open', { from: who, subject: email.subject || t('list.noSubject') })}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar size="sm" radius="xl" aria-hidden>
                    {initialsOf(who)}
                  </Avatar>
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" fw={email.isRead ? 400 : 700} truncate>
                        {who}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(email.time, i18n.language)}
                      </Text>
                    </Group>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={email.isRead ? 400 : 600} truncate>
                        {email.subject || t('list.noSubject')}
                      </Text>
                      {email.attachments.length > 0 && (
                        <IconPaperclip size={14} aria-label={t('list.hasAttachments')} />
                      )}
                    </Group>
                    <Text size="xs" c="dimmed" truncate>
                      {email.message}
                    </Text>
                    {email.labels.length > 0 && (
                      <Group gap={4} mt={4}>
                        {email.labels.map((label) => (
                          <Badge key={label} size="xs" variant="light" color={LABEL_COLORS[label]}>
                            {t(`labels.${label}`)}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Stack>
                </Group>
              </UnstyledButton>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
