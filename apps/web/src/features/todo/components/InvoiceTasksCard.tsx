import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useAbility } from '@casl/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import { formatIsoDate } from '../../../lib/format.ts';
import { useTasks } from '../api/queries.ts';

/**
 * The invoice's follow-up tasks, on its preview beside the collection steps (composed in app/). Shown
 * only to users who read tasks, and only when the invoice has some.
 */
export function InvoiceTasksCard({ invoiceId }: { invoiceId: number }) {
  const { t, i18n } = useTranslation('todo');
  const ability = useAbility<AppAbility>();
  const allowed = ability.can('read', 'Todo');
  const tasks = useTasks({ linkKind: 'invoice', linkId: invoiceId }, { enabled: allowed });
  if (!allowed || !tasks.data || tasks.data.length === 0) return null;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('invoice.title')}
        </Title>
        {tasks.data.map((task) => (
          <Group key={task.id} justify="space-between" wrap="nowrap" data-testid="invoice-task">
            <Stack gap={0}>
              <Anchor
                component={Link}
                to="/apps/todo"
                fw={500}
                td={task.isCompleted ? 'line-through' : undefined}
              >
                {task.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('invoice.created', { date: formatIsoDate(task.createdAt, i18n.language) })}
                {task.assignee ? ` · ${task.assignee.fullName}` : ''}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              {task.dueDate && (
                <Text size="sm" c={task.isOverdue ? 'red' : 'dimmed'}>
                  {formatIsoDate(task.dueDate, i18n.language)}
                </Text>
              )}
              <Badge variant="light" color={task.isCompleted ? 'teal' : task.isOverdue ? 'red' : 'blue'}>
                {t(task.isCompleted ? 'invoice.done' : task.isOverdue ? 'item.overdue' : 'invoice.open')}
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
