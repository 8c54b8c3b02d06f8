import { Anchor, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useAbility } from '@casl/react';
import { IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import type { OverdueItem } from '@saldo/contracts/debt';
import { getSession } from '../../../lib/session.ts';
import { todayIso } from '../../../lib/format.ts';
import { useCreateTask } from '../../todo/api/queries.ts';

const FOLLOW_UP_AFTER_DAYS = 3;

const inDays = (days: number) =>
  new Date(Date.parse(`${todayIso()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * "Create a follow-up task" on an overdue invoice: a task for the user, due in three days, linked to
 * the invoice (it then shows on the invoice's preview). Shown to users who may create tasks.
 */
export function FollowUpTaskItem({ invoice }: { invoice: OverdueItem }) {
  const { t } = useTranslation('todo');
  const ability = useAbility<AppAbility>();
  const create = useCreateTask();
  if (!ability.can('create', 'Todo')) return null;
  const createTask = () =>
    create.mutate(
      {
        title: t('followUp.title', {
          number: invoice.number,
          client: invoice.client.company || invoice.client.name,
        }),
        dueDate: inDays(FOLLOW_UP_AFTER_DAYS),
        assigneeId: getSession().userData?.id ?? null,
        tags: ['high'],
        isImportant: true,
        link: { kind: 'invoice', id: invoice.id },
      },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: (
              <>
                {t('followUp.created', { number: invoice.number })}{' '}
                <Anchor component={Link} to="/apps/todo" size="sm">
                  {t('followUp.open')}
                </Anchor>
              </>
            ),
          }),
        onError: (error) =>
          notifications.show({ color: 'red', title: t('form.saveFailed'), message: error.message }),
      },
    );
  return (
    <Menu.Item
      leftSection={<IconListCheck size={16} aria-hidden />}
      onClick={createTask}
      disabled={create.isPending}
    >
      {t('followUp.menu')}
    </Menu.Item>
  );
}
