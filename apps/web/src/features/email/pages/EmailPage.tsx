import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  EmptyState,
  Grid,
  Group,
  Menu,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useAbility } from '@casl/react';
import {
  IconAlertTriangle,
  IconFolder,
  IconMail,
  IconMailOpened,
  IconMailbox,
  IconRefresh,
  IconStar,
  IconTag,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import {
  EMAIL_LABELS,
  EMAIL_STORED_FOLDERS,
  type EmailDetail,
  type EmailFolder,
  type EmailLabel,
  type UpdateEmailsBody,
} from '@saldo/contracts/email';
import { DebouncedInput } from '../../../components/DebouncedInput.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paginateEmail } from '../api/email-api.ts';
import { useEmails, useSyncMailbox, useUpdateEmails, useUpdateEmailsLabel } from '../api/queries.ts';
import { ComposeModal } from '../components/ComposeModal.tsx';
import {
  draftOf,
  emptyDraft,
  forwardDraft,
  replyDraft,
  type ComposeDraft,
} from '../components/compose-draft.ts';
import { EmailListPane } from '../components/EmailListPane.tsx';
import { EmailReader, type ReaderActions } from '../components/EmailReader.tsx';
import { EmailSidebar } from '../components/EmailSidebar.tsx';
import { queryFor, viewFrom } from '../components/email-view.ts';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

const MAILBOX_SETTINGS = '/pages/account-setting?tab=mailbox';

/**
 * /apps/email, /apps/email/{folder}, /apps/email/label/{label}: the user's own mailbox in three panes
 * (folders and labels, the list, the open message). With no mailbox connected it says so and lists
 * the organization's outgoing mail, read only.
 */
export default function EmailPage() {
  const { t, i18n } = useTranslation('email');
  const ability = useAbility<AppAbility>();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const view = viewFrom(params);
  const q = search.get('q') ?? undefined;
  const query = queryFor(view, q);
  const emails = useEmails(query);
  const update = useUpdateEmails();
  const label = useUpdateEmailsLabel();
  const sync = useSyncMailbox();
  const [openId, setOpenId] = useState<number | null>(null);
  const [compose, setCompose] = useState<{ key: number; draft: ComposeDraft } | null>(null);
  // Ticks belong to one list: another folder, label or search starts with none.
  const scope = JSON.stringify(query);
  const [ticked, setTicked] = useState<{ scope: string; ids: ReadonlySet<number> }>({
    scope,
    ids: new Set(),
  });
  const selected = ticked.scope === scope ? ticked.ids : new Set<number>();
  const [openedIn, setOpenedIn] = useState(scope);
  if (openedIn !== scope) {
    // Adjusted while rendering: a message of another list is not left open beside this one.
    setOpenedIn(scope);
    setOpenId(null);
  }

  const data = emails.data;
  const outbox = data?.source === 'outbox';
  const editable = !outbox && ability.can('update', 'Email');
  const rows = data?.emails ?? [];

  const select = (ids: readonly number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setTicked({ scope, ids: next });
  };
  const clearSelection = () => setTicked({ scope, ids: new Set() });

  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('notify.failed'),
      message: error instanceof ApiError ? error.message : t('errors.network'),
    });
  const change = (emailIds: number[], dataToUpdate: UpdateEmailsBody['dataToUpdate'], message: string) =>
    update.mutate(
      { emailIds, dataToUpdate },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message });
          clearSelection();
        },
        onError: failed,
      },
    );
  const toggleLabel = (emailIds: number[], name: EmailLabel) =>
    label.mutate(
      { emailIds, label: name },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t('notify.labelToggled', { count: emailIds.length, label: t(`labels.${name}`) }),
          }),
        onError: failed,
      },
    );
  const trash = (emailIds: number[]) => {
    if (emailIds.includes(openId ?? -1)) setOpenId(null);
    change(emailIds, { folder: 'trash' }, t('notify.deleted', { count: emailIds.length }));
  };
  const move = (emailIds: number[], folder: EmailFolder) => {
    if (emailIds.includes(openId ?? -1)) setOpenId(null);
    change(
      emailIds,
      { folder },
      t('notify.moved', { count: emailIds.length, folder: t(`folders.${folder}`) }),
    );
  };
  const openCompose = (draft: ComposeDraft) => setCompose({ key: Date.now(), draft });
  const quoteIntro = (email: EmailDetail) =>
    t('compose.quoteIntro', {
      date: dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(email.time),
      ),
      from: email.from.name || email.from.email,
    });

  const readerActions: ReaderActions = {
    onClose: () => setOpenId(null),
    onStep: (dir) => {
      if (openId === null) return;
      paginateEmail({ ...query, dir, emailId: openId }).then(
        (next) => setOpenId(next.id),
        (error: unknown) =>
          error instanceof ApiError && error.status === 404
            ? notifications.show({ message: t(dir === 'next' ? 'reader.noNext' : 'reader.noPrevious') })
            : failed(error),
      );
    },
    onReply: (email) => openCompose(replyDraft(email, quoteIntro(email))),
    onForward: (email) => openCompose(forwardDraft(email, quoteIntro(email))),
    onEditDraft: (email) => openCompose(draftOf(email)),
    onToggleStar: (email) =>
      change(
        [email.id],
        { isStarred: !email.isStarred },
        t(email.isStarred ? 'notify.unstarred' : 'notify.starred', { count: 1 }),
      ),
    onToggleLabel: (email, name) => toggleLabel([email.id], name),
    onMarkUnread: (email) => {
      setOpenId(null);
      change([email.id], { isRead: false }, t('notify.markedUnread', { count: 1 }));
    },
    onDelete: (email) => trash([email.id]),
  };

  const setQ = (value: string | undefined) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  const ids = [...selected];
  const allTicked = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someTicked = rows.some((row) => selected.has(row.id));

  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {t('title')}
      </Title>
      {outbox && (
        <Alert color="blue" icon={<IconMailbox size={18} aria-hidden />} title={t('outbox.title')}>
          <Text size="sm">
            {t('outbox.description')}{' '}
            <Anchor component={Link} to={MAILBOX_SETTINGS}>
              {t('outbox.connect')}
            </Anchor>
          </Text>
        </Alert>
      )}
      {!outbox && data?.status.error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('sync.failed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{data.status.error}</Text>
            <Group gap="sm">
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconRefresh size={14} aria-hidden />}
                loading={sync.isPending}
                onClick={() => sync.mutate(undefined, { onError: failed })}
              >
                {t('sync.retry')}
              </Button>
              <Anchor component={Link} to={MAILBOX_SETTINGS} size="sm">
                {t('sync.settings')}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3, lg: 2 }}>
          <Card withBorder radius="md" p="sm">
            <EmailSidebar
              view={view}
              meta={outbox ? undefined : data?.emailsMeta}
              {...(editable && ability.can('create', 'Email')
                ? { onCompose: () => openCompose(emptyDraft()) }
                : {})}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: openId === null ? 9 : 4, lg: openId === null ? 10 : 4 }}>
          <Card withBorder radius="md" p="md">
            <Stack gap="sm">
              <DebouncedInput
                label={t('search')}
                placeholder={t('searchPlaceholder')}
                value={q}
                onCommit={setQ}
              />
              {editable && (
                <Group gap="xs" wrap="wrap">
                  <Checkbox
                    aria-label={t('bulk.selectAll')}
                    checked={allTicked}
                    indeterminate={someTicked && !allTicked}
                    disabled={rows.length === 0}
                    onChange={(event) =>
                      select(
                        rows.map((row) => row.id),
                        event.currentTarget.checked,
                      )
                    }
                  />
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {t('bulk.selected', { count: ids.length })}
                  </Text>
                  {ids.length > 0 && (
                    <>
                      <Menu>
                        <Menu.Target>
                          <Button
                            size="compact-sm"
                            variant="default"
                            leftSection={<IconFolder size={14} aria-hidden />}
                          >
                            {t('bulk.move')}
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {EMAIL_STORED_FOLDERS.filter(
                            (folder) => folder !== 'draft' && folder !== 'sent',
                          ).map((folder) => (
                            <Menu.Item key={folder} onClick={() => move(ids, folder)}>
                              {t(`folders.${folder}`)}
                            </Menu.Item>
                          ))}
                        </Menu.Dropdown>
                      </Menu>
                      <Menu>
                        <Menu.Target>
                          <Button
                            size="compact-sm"
                            variant="default"
                            leftSection={<IconTag size={14} aria-hidden />}
                          >
                            {t('bulk.label')}
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {EMAIL_LABELS.map((name) => (
                            <Menu.Item key={name} onClick={() => toggleLabel(ids, name)}>
                              {t(`labels.${name}`)}
                            </Menu.Item>
                          ))}
                        </Menu.Dropdown>
                      </Menu>
                      <Button
                        size="compact-sm"
                        variant="default"
                        leftSection={<IconMailOpened size={14} aria-hidden />}
                        onClick={() =>
                          change(ids, { isRead: true }, t('notify.markedRead', { count: ids.length }))
                        }
                      >
                        {t('bulk.markRead')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        leftSection={<IconMail size={14} aria-hidden />}
                        onClick={() =>
                          change(ids, { isRead: false }, t('notify.markedUnread', { count: ids.length }))
                        }
                      >
                        {t('bulk.markUnread')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        leftSection={<IconStar size={14} aria-hidden />}
                        onClick={() =>
                          change(ids, { isStarred: true }, t('notify.starred', { count: ids.length }))
                        }
                      >
                        {t('bulk.star')}
                      </Button>
                      <Button
                        size="compact-sm"
                        color="red"
                        variant="light"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        onClick={() => trash(ids)}
                      >
                        {t('bulk.delete')}
                      </Button>
                    </>
                  )}
                </Group>
              )}
              {emails.isError ? (
                <LoadError
                  title={t('loadFailed')}
                  error={emails.error}
                  retrying={emails.isFetching}
                  onRetry={() => void emails.refetch()}
                />
              ) : emails.isPending ? (
                <Stack gap="xs" aria-busy>
                  {[0, 1, 2, 3].map((n) => (
                    <Skeleton key={n} height={64} radius="sm" />
                  ))}
                </Stack>
              ) : rows.length === 0 ? (
                <EmptyState
                  icon={<IconMail size={32} aria-hidden />}
                  title={t(q ? 'empty.searchTitle' : 'empty.title')}
                  description={t(outbox ? 'empty.outbox' : q ? 'empty.search' : 'empty.description')}
                />
              ) : (
                <EmailListPane
                  emails={rows}
                  selected={selected}
                  {...(editable ? { onSelect: select } : {})}
                  actions={{
                    onOpen: (email) => {
                      setOpenId(email.id);
                      // Opening reads it: the server marks it \Seen only when told (update-emails).
                      if (editable && !email.isRead)
                        update.mutate({ emailIds: [email.id], dataToUpdate: { isRead: true } });
                    },
                    ...(editable
                      ? {
                          onToggleStar: (email) =>
                            change(
                              [email.id],
                              { isStarred: !email.isStarred },
                              t(email.isStarred ? 'notify.unstarred' : 'notify.starred', { count: 1 }),
                            ),
                          onDelete: (email) => trash([email.id]),
                        }
                      : {}),
                  }}
                />
              )}
            </Stack>
          </Card>
        </Grid.Col>
        {openId !== null && (
          <Grid.Col span={{ base: 12, md: 5, lg: 6 }}>
            <Card withBorder radius="md" p="md">
              <EmailReader key={openId} emailId={openId} actions={readerActions} />
            </Card>
          </Grid.Col>
        )}
      </Grid>
      {compose && <ComposeModal key={compose.key} draft={compose.draft} onClose={() => setCompose(null)} />}
    </Stack>
  );
}
