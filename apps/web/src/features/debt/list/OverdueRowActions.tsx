import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEBT_ACTIONS, type DebtAction, type OverdueItem } from '@saldo/contracts/debt';
import { ACTION_ICONS } from '../timeline/action-icons.ts';
import { FollowUpTaskItem } from './FollowUpTaskItem.tsx';

/** The row's collection steps; shown only to users who may take them. */
export function OverdueRowActions({
  invoice,
  onAction,
}: {
  invoice: OverdueItem;
  onAction: (action: DebtAction, invoice: OverdueItem) => void;
}) {
  const { t } = useTranslation('debt');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { number: invoice.number })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={`/apps/invoice/preview/${invoice.id}`}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('actions.preview')}
        </Menu.Item>
        <FollowUpTaskItem invoice={invoice} />
        <Menu.Divider />
        {DEBT_ACTIONS.map((action) => {
          const Icon = ACTION_ICONS[action];
          return (
            <Menu.Item
              key={action}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onAction(action, invoice)}
            >
              {t(`actions.row.${action}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
