import {
  Button,
  Drawer,
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Skeleton,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TODO_LIMITS, TODO_TAGS, type Task, type TodoLink, type TodoTag } from '@saldo/contracts/todo';
import { ApiError } from '../../../lib/api-client.ts';
import { useAssignees, useCreateTask, useUpdateTask } from '../api/queries.ts';
import { TaskLinkPicker } from './TaskLinkPicker.tsx';

interface TaskFormValues {
  title: string;
  dueDate: string;
  assigneeId: string | null;
  tags: TodoTag[];
  description: string;
  isImportant: boolean;
  link: TodoLink | null;
}

// The editor is loaded when the panel first opens, not with the to-do list.
const RichTextEditor = lazy(() => import('../../../components/RichTextEditor.tsx'));

const valuesOf = (task: Task | null): TaskFormValues => ({
  title: task?.title ?? '',
  dueDate: task?.dueDate ?? '',
  assigneeId: task?.assigneeId ? String(task.assigneeId) : null,
  tags: task?.tags ?? [],
  description: task?.description ?? '',
  isImportant: task?.isImportant ?? false,
  link: task?.link ?? null,
});

/** The side panel that adds a task (`task` null) or edits one. */
export function TaskDrawer({
  opened,
  task,
  onClose,
}: {
  opened: boolean;
  task: Task | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('todo');
  const assignees = useAssignees(opened);
  const create = useCreateTask();
  const update = useUpdateTask();
  const form = useForm<TaskFormValues>({
    initialValues: valuesOf(task),
    validate: {
      title: (value) =>
        value.trim() === ''
          ? t('form.titleRequired')
          : value.length > TODO_LIMITS.title
            ? t('form.titleTooLong')
            : null,
    },
  });
  // A different task (or a new one) opens with its own values.
  useEffect(() => {
    if (opened) {
      form.setValues(valuesOf(task));
      form.resetDirty(valuesOf(task));
      form.clearErrors();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the drawer opens or the task changes
  }, [opened, task?.id]);

  const saving = create.isPending || update.isPending;
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.errors) {
      form.setErrors(
        Object.fromEntries(
          Object.entries(error.errors).map(([key, text]) => [key.replace(/^task\./, ''), text]),
        ),
      );
    }
    notifications.show({
      color: 'red',
      title: t('form.saveFailed'),
      message: error instanceof ApiError ? error.message : t('form.unknown'),
    });
  };
  const submit = form.onSubmit((values) => {
    const fields = {
      title: values.title.trim(),
      dueDate: values.dueDate === '' ? null : values.dueDate,
      assigneeId: values.assigneeId ? Number(values.assigneeId) : null,
      tags: values.tags,
      description: values.description,
      isImportant: values.isImportant,
      link: values.link ? { kind: values.link.kind, id: values.link.id } : null,
    };
    const done = () => {
      notifications.show({ color: 'teal', message: t(task ? 'form.saved' : 'form.created') });
      onClose();
    };
    if (task) update.mutate({ id: task.id, task: fields }, { onSuccess: done, onError });
    else create.mutate(fields, { onSuccess: done, onError });
  });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t(task ? 'form.editTitle' : 'form.addTitle')}
      size="md"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('form.title')}
            required
            maxLength={TODO_LIMITS.title}
            {...form.getInputProps('title')}
          />
          <TextInput type="date" label={t('form.dueDate')} {...form.getInputProps('dueDate')} />
          <Select
            label={t('form.assignee')}
            placeholder={t('form.noAssignee')}
            clearable
            searchable
            data={(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.fullName }))}
            {...form.getInputProps('assigneeId')}
          />
          <MultiSelect
            label={t('form.tags')}
            data={TODO_TAGS.map((tag) => ({ value: tag, label: t(`tags.${tag}`) }))}
            {...form.getInputProps('tags')}
          />
          <Suspense fallback={<Skeleton h={160} />}>
            <RichTextEditor
              key={task?.id ?? 'new'}
              toolbar="compact"
              label={t('form.description')}
              initialHtml={task?.description ?? ''}
              onChange={(html) => form.setFieldValue('description', html)}
              error={typeof form.errors.description === 'string' ? form.errors.description : undefined}
            />
          </Suspense>
          <TaskLinkPicker
            value={form.values.link}
            onChange={(link) => form.setFieldValue('link', link)}
            error={typeof form.errors.link === 'string' ? form.errors.link : undefined}
          />
          <Switch label={t('form.important')} {...form.getInputProps('isImportant', { type: 'checkbox' })} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t(task ? 'form.save' : 'form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
