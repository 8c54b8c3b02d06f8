import { Avatar, Badge, Group, Indicator, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatContact, ChatContactWithChat } from '@saldo/contracts/chat';
import { statusColors } from './StatusDot.tsx';

interface Props {
  title: string;
  contacts: (ChatContact | ChatContactWithChat)[];
  selectedId: number | null;
  onSelect(contactId: number): void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** Contacts as buttons (Tab and Enter work): status, name, the last message and the unseen count. */
export function ContactList({ title, contacts, selectedId, onSelect }: Props) {
  const { t, i18n } = useTranslation('chat');
  if (contacts.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {title}
      </Text>
      <Stack gap={2}>
        {contacts.map((contact) => {
          const chat = 'chat' in contact ? contact.chat : undefined;
          const selected = contact.id === selectedId;
          return (
            <UnstyledButton
              key={contact.id}
              onClick={() => onSelect(contact.id)}
              aria-current={selected ? 'true' : undefined}
              aria-label={t('contact.label', {
                name: contact.fullName,
                status: t(`status.${contact.status}`),
                unseen: chat?.unseenMsgs ?? 0,
              })}
              p="xs"
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                background: selected ? 'var(--mantine-color-default-hover)' : undefined,
              }}
            >
              <Group gap="sm" wrap="nowrap">
                <Indicator
                  color={statusColors[contact.status]}
                  position="bottom-end"
                  offset={5}
                  size={10}
                  withBorder
                >
                  <Avatar src={contact.avatar} alt="" radius="xl">
                    {initials(contact.fullName)}
                  </Avatar>
                </Indicator>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={600} truncate>
                      {contact.fullName}
                    </Text>
                    {chat && (
                      <Text size="xs" c="dimmed">
                        {new Date(chat.lastMessage.time).toLocaleDateString(i18n.language)}
                      </Text>
                    )}
                  </Group>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="xs" c="dimmed" truncate>
                      {chat ? chat.lastMessage.message : t(`status.${contact.status}`)}
                    </Text>
                    {chat && chat.unseenMsgs > 0 && (
                      <Badge size="sm" color="red.9" circle={chat.unseenMsgs < 10} aria-hidden>
                        {chat.unseenMsgs}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Stack>
  );
}
