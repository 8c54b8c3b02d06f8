import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Button,
  FileButton,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, type ChatMessage } from '@saldo/contracts/chat';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { fetchChat, fetchChatAttachment } from '../api/chat-api.ts';
import {
  chatKeys,
  mergeMessages,
  useSendAttachment,
  useSendMessage,
  useTypingAnnouncer,
} from '../api/queries.ts';
import { MessageText } from './MessageText.tsx';

export interface ChatPaneHandle {
  /** A push for this chat (or a reconnection: null): fetch what came after the last message held. */
  refresh(chatId: number | null): void;
  typing(chatId: number, userId: number): void;
}

interface Props {
  contactId: number;
  profileUserId: number;
  /** Lets the page forward live events to the open chat. */
  register(handle: ChatPaneHandle | null): void;
}

const TYPING_SHOWN_MS = 4_000;

/** One chat: history paged backwards, live updates, typing, the composer and attachments. */
export function ChatPane({ contactId, profileUserId, register }: Props) {
  const { t, i18n } = useTranslation('chat');
  const queryClient = useQueryClient();
  const opened = useQuery({
    queryKey: [...chatKeys.all, 'chat', contactId],
    queryFn: async ({ signal }) => {
      const loaded = await fetchChat(contactId, {}, signal);
      // Opening marked the chat read on the server: the contacts' unseen badge goes to 0.
      void queryClient.invalidateQueries({ queryKey: chatKeys.contacts() });
      return loaded;
    },
    // Kept up to date by the live channel (catch-up after the last id), not by refetching.
    staleTime: Infinity,
    gcTime: 0,
  });
  const chat = opened.data ?? null;
  /** Messages beyond the first page: older pages, live arrivals, the user's own. */
  const [extra, setExtra] = useState<ChatMessage[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [sentChatId, setSentChatId] = useState<number | null>(null);
  const messages = useMemo(() => (chat ? mergeMessages(chat.chat.messages, extra) : []), [chat, extra]);
  const hasMore = olderHasMore ?? chat?.chat.hasMore ?? false;
  const chatId = chat?.chat.id ?? sentChatId;
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const viewport = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const state = useRef({ chatId: null as number | null, lastId: 0 });
  const send = useSendMessage();
  const attach = useSendAttachment();
  const announceTyping = useTypingAnnouncer(contactId);
  const { refetch } = opened;

  useEffect(() => {
    state.current = { chatId, lastId: messages.at(-1)?.id ?? 0 };
  }, [chatId, messages]);

  const catchUp = useCallback(async () => {
    if (state.current.chatId === null) return void (await refetch());
    const newer = await fetchChat(contactId, { afterId: state.current.lastId });
    if (newer.chat.messages.length === 0) return;
    // Fetched while open, so read: the badge the push raised goes back to 0.
    void queryClient.invalidateQueries({ queryKey: chatKeys.contacts() });
    stickToBottom.current = true;
    setExtra((current) => mergeMessages(current, newer.chat.messages));
    setTyping(false);
  }, [contactId, refetch, queryClient]);

  useEffect(() => {
    register({
      refresh(chatId) {
        if (chatId === null || chatId === state.current.chatId || state.current.chatId === null)
          void catchUp().catch(() => {});
      },
      typing(chatId, userId) {
        if (chatId !== state.current.chatId || userId === profileUserId) return;
        setTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
      },
    });
    return () => {
      register(null);
      clearTimeout(typingTimer.current);
    };
  }, [register, catchUp, profileUserId]);

  useEffect(() => {
    if (stickToBottom.current && viewport.current)
      viewport.current.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages]);

  const failed = (caught: unknown) =>
    notifications.show({
      color: 'red',
      title: t('sendFailed'),
      message: caught instanceof ApiError ? caught.message : t('networkError'),
    });

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    stickToBottom.current = false;
    try {
      const older = await fetchChat(contactId, { beforeId: first.id });
      setExtra((current) => mergeMessages(current, older.chat.messages));
      setOlderHasMore(older.chat.hasMore);
    } catch (caught) {
      failed(caught);
    } finally {
      setLoadingOlder(false);
    }
  };

  const afterSend = (sent: { newMessageData: ChatMessage; chatId: number }) => {
    setSentChatId(sent.chatId);
    stickToBottom.current = true;
    setExtra((current) => mergeMessages(current, [sent.newMessageData]));
  };

  const tooLong = draft.length > CHAT_LIMITS.message;
  const submit = () => {
    if (draft.trim() === '' || tooLong || send.isPending) return;
    send.mutate(
      { contactId, message: draft, senderId: profileUserId },
      {
        onSuccess: (sent) => {
          setDraft('');
          afterSend(sent);
        },
        onError: failed,
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const upload = (file: File | null) => {
    if (!file) return;
    if (file.size > CHAT_LIMITS.attachmentBytes) {
      failed(new ApiError(413, { message: t('attachmentTooLarge', { max: 5 }) }));
      return;
    }
    attach.mutate({ contactId, file }, { onSuccess: afterSend, onError: failed });
  };
  const download = async (message: ChatMessage) => {
    if (!message.attachment) return;
    try {
      const { blob, fileName } = await fetchChatAttachment(message.attachment.url);
      saveBlob(blob, fileName ?? message.attachment.fileName);
    } catch (caught) {
      failed(caught);
    }
  };

  if (opened.isError)
    return (
      <LoadError
        title={t('loadFailed')}
        error={opened.error}
        retrying={opened.isFetching}
        onRetry={() => void refetch()}
      />
    );
  if (!chat)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={40} />
        <Skeleton height={60} />
        <Skeleton height={60} />
      </Stack>
    );

  const contact = chat.contact;
  return (
    <Stack gap="sm" h="100%">
      <Group gap="sm">
        <Avatar src={contact.avatar} alt="" radius="xl" />
        <div>
          <Title order={2} size="h4">
            {contact.fullName}
          </Title>
          <Text size="xs" c="dimmed">
            {t(`status.${contact.status}`)}
          </Text>
        </div>
      </Group>
      <ScrollArea h={420} viewportRef={viewport} type="auto" offsetScrollbars>
        <Stack
          gap="xs"
          p="xs"
          role="log"
          aria-live="polite"
          aria-label={t('history', { name: contact.fullName })}
        >
          {hasMore && (
            <Button variant="subtle" size="xs" onClick={() => void loadOlder()} loading={loadingOlder}>
              {t('older')}
            </Button>
          )}
          {messages.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {t('noMessages')}
            </Text>
          )}
          {messages.map((message) => {
            const mine = message.senderId === profileUserId;
            return (
              <Paper
                key={message.id}
                p="xs"
                radius="md"
                withBorder
                maw="80%"
                style={{ alignSelf: mine ? 'flex-end' : 'flex-start' }}
                bg={mine ? 'var(--mantine-primary-color-light)' : undefined}
                data-testid="chat-message"
              >
                {!mine && (
                  <Text size="xs" fw={600}>
                    {message.senderName}
                  </Text>
                )}
                {message.message && <MessageText text={message.message} />}
                {message.attachment && (
                  <Anchor component="button" type="button" size="sm" onClick={() => void download(message)}>
                    <IconPaperclip size={14} aria-hidden /> {message.attachment.fileName} (
                    {Math.max(1, Math.round(message.attachment.size / 1024))} kB)
                  </Anchor>
                )}
                <Text size="xs" c="dimmed" ta="right">
                  {new Date(message.time).toLocaleString(i18n.language, {
                    dateStyle: 'short',
                    timeStyle: 'short',
                  })}
                </Text>
              </Paper>
            );
          })}
        </Stack>
      </ScrollArea>
      <Text size="xs" c="dimmed" h={16} aria-live="polite">
        {typing ? t('typing', { name: contact.fullName }) : ''}
      </Text>
      {tooLong && (
        <Alert color="red" p="xs">
          {t('tooLong', { max: CHAT_LIMITS.message })}
        </Alert>
      )}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <FileButton onChange={upload} accept="application/pdf,image/jpeg,image/png">
          {(props) => (
            <ActionIcon
              {...props}
              variant="default"
              size="lg"
              aria-label={t('attach')}
              loading={attach.isPending}
            >
              <IconPaperclip size={18} aria-hidden />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          style={{ flex: 1 }}
          aria-label={t('composer')}
          placeholder={t('composerPlaceholder')}
          autosize
          minRows={1}
          maxRows={6}
          value={draft}
          error={tooLong}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            announceTyping();
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          onClick={submit}
          loading={send.isPending}
          disabled={draft.trim() === '' || tooLong}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {t('send')}
        </Button>
      </Group>
    </Stack>
  );
}
