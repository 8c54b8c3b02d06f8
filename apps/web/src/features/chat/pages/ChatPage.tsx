import { useCallback, useRef, useState } from 'react';
import {
  Card,
  Grid,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconMessages, IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHAT_STATUSES, type ChatStatus } from '@saldo/contracts/chat';
import { LoadError } from '../../../components/LoadError.tsx';
import { useChatLive, useChatSearch, useChatsAndContacts, useSetStatus } from '../api/queries.ts';
import { ChatPane, type ChatPaneHandle } from '../components/ChatPane.tsx';
import { ContactList } from '../components/ContactList.tsx';

/**
 * /apps/chat: the user's chats and contacts (a client's is the company), one chat open beside them
 * (kept in the address, `?contact=`), live over the app's one live channel, with the user's status.
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useSearchParams();
  const [filter, setFilter] = useState('');
  const list = useChatsAndContacts();
  const found = useChatSearch(filter.length >= 3 ? filter : '');
  const setStatus = useSetStatus();
  const pane = useRef<ChatPaneHandle | null>(null);
  const register = useCallback((handle: ChatPaneHandle | null) => {
    pane.current = handle;
  }, []);
  useChatLive({
    onMessage: (chatId) => pane.current?.refresh(chatId),
    onTyping: (chatId, userId) => pane.current?.typing(chatId, userId),
  });

  const contactParam = search.get('contact');
  const selected = contactParam !== null && /^\d+$/.test(contactParam) ? Number(contactParam) : null;
  const open = (contactId: number) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('contact', String(contactId));
        return next;
      },
      { replace: true },
    );

  if (list.isError)
    return (
      <LoadError
        title={t('loadFailed')}
        error={list.error}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );

  const data = list.data;
  const needle = filter.trim().toLowerCase();
  const matches = <T extends { fullName: string }>(contacts: T[]) =>
    needle ? contacts.filter((contact) => contact.fullName.toLowerCase().includes(needle)) : contacts;
  const everyone = data ? [...data.chatsContacts, ...data.contacts] : [];
  const nameOf = (contactId: number) => everyone.find((contact) => contact.id === contactId)?.fullName ?? '';

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('title')}
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder>
            <Stack gap="md">
              {data ? (
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} truncate>
                    {data.profileUser.fullName}
                  </Text>
                  <Select
                    aria-label={t('myStatus')}
                    size="xs"
                    w={130}
                    allowDeselect={false}
                    value={data.profileUser.chosenStatus}
                    data={CHAT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
                    onChange={(value) => value && setStatus.mutate(value as ChatStatus)}
                  />
                </Group>
              ) : (
                <Skeleton height={30} />
              )}
              <TextInput
                aria-label={t('search')}
                placeholder={t('search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={filter}
                onChange={(event) => setFilter(event.currentTarget.value)}
              />
              {!data ? (
                <Stack gap="xs" aria-busy="true" aria-label={t('loading')}>
                  <Skeleton height={44} />
                  <Skeleton height={44} />
                  <Skeleton height={44} />
                </Stack>
              ) : (
                <>
                  <ContactList
                    title={t('chats')}
                    contacts={matches(data.chatsContacts)}
                    selectedId={selected}
                    onSelect={open}
                  />
                  <ContactList
                    title={t('contacts')}
                    contacts={matches(data.contacts)}
                    selectedId={selected}
                    onSelect={open}
                  />
                  {everyone.length === 0 && <Text c="dimmed">{t('noContacts')}</Text>}
                  {needle.length >= 3 && (found.data?.results.length ?? 0) > 0 && (
                    <Stack gap={4}>
                      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                        {t('foundMessages')}
                      </Text>
                      {found.data?.results.slice(0, 10).map((result) => (
                        <UnstyledButton key={result.message.id} p={4} onClick={() => open(result.contactId)}>
                          <Text size="xs" fw={600}>
                            {nameOf(result.contactId)}
                          </Text>
                          <Text size="xs" lineClamp={2}>
                            {result.message.message || result.message.attachment?.fileName}
                          </Text>
                        </UnstyledButton>
                      ))}
                    </Stack>
                  )}
                </>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder h="100%">
            {selected !== null && data ? (
              <ChatPane
                key={selected}
                contactId={selected}
                profileUserId={data.profileUser.id}
                register={register}
              />
            ) : (
              <Stack align="center" justify="center" py="xl" c="dimmed">
                <IconMessages size={48} aria-hidden />
                <Text>{t('pickContact')}</Text>
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
