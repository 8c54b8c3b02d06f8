import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconRestore, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Task } from '@saldo/contracts/todo';
import { initialsOf } from '../../../components/initials.ts';
import { formatIsoDate } from '../../../lib/format.ts';
import { descriptionText } from './description.ts';
import { LINK_PATHS } from './link-paths.ts';
import { TAG_COLORS } from './tag-colors.ts';

export interface TaskItemActions {
  onToggleCompleted: (task: Task) => void;
  onOpen?: (task: Task) => void;
  onToggleImportant?: (task: Task) => void;
  onDelete?: (task: Task) => void;
  onRestore?: (task: Task) => void;
}

/** One task of the list: tick, title, tags, due date (overdue marked), assignee, star and delete. */
export function TaskItem({ task, actions }: { task: Task; actions: TaskItemActions }) {
  const { t, i18n } = useTranslation('todo');
  const description = descriptionText(task.description);
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="task">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox
          mt={2}
          checked={task.isCompleted}
          disabled={task.isDeleted}
          onChange={() => actions.onToggleCompleted(task)}
          aria-label={t(task.isCompleted ? 'item.markOpen' : 'item.markDone', { title: task.title })}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {actions.onOpen ? (
              <Anchor
                component="button"
                type="button"
                fw={500}
                c="inherit"
                td={task.isCompleted ? 'line-through' : undefined}
                onClick={() => actions.onOpen?.(task)}
              >
                {task.title}
              </Anchor>
            ) : (
              <Text fw={500} td={task.isCompleted ? 'line-through' : undefined}>
                {task.title}
              </Text>
            )}
            {task.tags.map((tag) => (
              <Badge key={tag} size="sm" variant="light" color={TAG_COLORS[tag]}>
                {t(`tags.${tag}`)}
              </Badge>
            ))}
            {task.isOverdue && (
              <Badge size="sm" color="red" variant="filled">
                {t('item.overdue')}
              </Badge>
            )}
          </Group>
          {description !== '' && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {description}
            </Text>
          )}
          {task.link && (
            <Anchor component={Link} to={LINK_PATHS[task.link.kind](task.link.id)} size="sm">
              {t(`link.${task.link.kind}`, { label: task.link.label })}
            </Anchor>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {task.dueDate && (
            <Text size="sm" c={task.isOverdue ? 'red' : 'dimmed'}>
              {formatIsoDate(task.dueDate, i18n.language)}
            </Text>
          )}
          {task.assignee && (
            <Tooltip label={task.assignee.fullName}>
              <Avatar size="sm" radius="xl" src={task.assignee.avatar} alt={task.assignee.fullName}>
                {initialsOf(task.assignee.fullName)}
              </Avatar>
            </Tooltip>
          )}
          {actions.onToggleImportant && !task.isDeleted && (
            <ActionIcon
              variant="subtle"
              color={task.isImportant ? 'yellow' : 'gray'}
              aria-pressed={task.isImportant}
              aria-label={t('item.important', { title: task.title })}
              onClick={() => actions.onToggleImportant?.(task)}
            >
              {task.isImportant ? (
                <IconStarFilled size={16} aria-hidden />
              ) : (
                <IconStar size={16} aria-hidden />
              )}
            </ActionIcon>
          )}
          {task.isDeleted
            ? actions.onRestore && (
                <ActionIcon
                  variant="subtle"
                  aria-label={t('item.restore', { title: task.title })}
                  onClick={() => actions.onRestore?.(task)}
                >
                  <IconRestore size={16} aria-hidden />
                </ActionIcon>
              )
            : actions.onDelete && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('item.delete', { title: task.title })}
                  onClick={() => actions.onDelete?.(task)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
        </Group>
      </Group>
    </Paper>
  );
}
