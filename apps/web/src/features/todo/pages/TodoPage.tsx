import { Button, Card, EmptyState, Grid, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useAbility } from '@casl/react';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import {
  TODO_FILTERS,
  TODO_PURGE_AFTER_DAYS,
  TODO_SORTS,
  TODO_TAGS,
  type Task,
  type TaskListQuery,
  type TodoFilter,
  type TodoSort,
  type TodoTag,
} from '@saldo/contracts/todo';
import { DebouncedInput } from '../../../components/DebouncedInput.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteTask, useTasks, useUpdateTask } from '../api/queries.ts';
import { TaskDrawer } from '../components/TaskDrawer.tsx';
import { TaskItem, type TaskItemActions } from '../components/TaskItem.tsx';
import { TodoSidebar } from '../components/TodoSidebar.tsx';

const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/**
 * /apps/todo, /apps/todo/{important|completed|deleted}, /apps/todo/tag/{tag}: the organization's tasks
 * (a client's own), searched and sorted through the address, added and edited in a side panel.
 */
export default function TodoPage() {
  const { t } = useTranslation('todo');
  const ability = useAbility<AppAbility>();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const filter: TodoFilter | undefined = oneOf(TODO_FILTERS, params.filter);
  const tag: TodoTag | undefined = oneOf(TODO_TAGS, params.tag);
  const sortBy: TodoSort | undefined = oneOf(TODO_SORTS, search.get('sortBy'));
  const q = search.get('q') ?? undefined;
  const query: TaskListQuery = { q, filter, tag, sortBy };
  const tasks = useTasks(query);
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [editing, setEditing] = useState<{ task: Task | null } | null>(null);
  const manage = ability.can('create', 'Todo');

  const setParam = (name: 'q' | 'sortBy', value: string | undefined) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('form.saveFailed'),
      message: error instanceof ApiError ? error.message : t('form.unknown'),
    });
  const change = (task: Task, changes: Parameters<typeof update.mutate>[0]['task'], message: string) =>
    update.mutate(
      { id: task.id, task: changes },
      { onSuccess: () => notifications.show({ color: 'teal', message }), onError: failed },
    );

  const actions: TaskItemActions = {
    onToggleCompleted: (task) =>
      change(
        task,
        { isCompleted: !task.isCompleted },
        t(task.isCompleted ? 'notify.reopened' : 'notify.completed', { title: task.title }),
      ),
    ...(manage
      ? {
          onOpen: (task: Task) => setEditing({ task }),
          onToggleImportant: (task: Task) =>
            change(task, { isImportant: !task.isImportant }, t('notify.saved', { title: task.title })),
          onDelete: (task: Task) =>
            remove.mutate(task.id, {
              onSuccess: () =>
                notifications.show({ color: 'teal', message: t('notify.deleted', { title: task.title }) }),
              onError: failed,
            }),
          onRestore: (task: Task) =>
            change(task, { isDeleted: false }, t('notify.restored', { title: task.title })),
        }
      : {}),
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {t('title')}
        </Title>
        {manage && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ task: null })}>
            {t('add')}
          </Button>
        )}
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder radius="md" p="sm">
            <TodoSidebar filter={filter} tag={tag} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Card withBorder radius="md" p="md">
            <Stack gap="md">
              <Group gap="sm" wrap="wrap">
                <DebouncedInput
                  style={{ flex: 1, minWidth: 200 }}
                  label={t('search')}
                  placeholder={t('searchPlaceholder')}
                  value={q}
                  onCommit={(value) => setParam('q', value)}
                />
                <Select
                  label={t('sort.label')}
                  placeholder={t('sort.newest')}
                  clearable
                  w={220}
                  value={sortBy ?? null}
                  data={TODO_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
                  onChange={(value) => setParam('sortBy', value ?? undefined)}
                />
              </Group>
              {filter === 'deleted' && (
                <Text size="sm" c="dimmed">
                  {t('deletedNote', { days: TODO_PURGE_AFTER_DAYS })}
                </Text>
              )}
              {tasks.isError ? (
                <LoadError
                  title={t('loadFailed')}
                  error={tasks.error}
                  retrying={tasks.isFetching}
                  onRetry={() => void tasks.refetch()}
                />
              ) : tasks.isPending ? (
                <Stack gap="xs">
                  {[0, 1, 2].map((n) => (
                    <Skeleton key={n} height={56} radius="sm" />
                  ))}
                </Stack>
              ) : tasks.data.length === 0 ? (
                <EmptyState
                  icon={<IconChecklist size={32} aria-hidden />}
                  title={t('emptyTitle')}
                  description={t(filter === 'deleted' ? 'emptyDeleted' : 'emptyDescription')}
                />
              ) : (
                <Stack gap="xs" aria-busy={tasks.isFetching} data-testid="task-list">
                  {tasks.data.map((task) => (
                    <TaskItem key={task.id} task={task} actions={actions} />
                  ))}
                </Stack>
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      {manage && (
        <TaskDrawer opened={editing !== null} task={editing?.task ?? null} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
