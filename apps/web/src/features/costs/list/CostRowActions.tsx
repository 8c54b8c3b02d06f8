import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CostListItem } from '@saldo/contracts/costs';
import { costEditPath, costPath } from '../paths.ts';

/** The row's menu: preview, edit and delete. */
export function CostRowActions({
  cost,
  onDelete,
}: {
  cost: CostListItem;
  onDelete: (cost: CostListItem) => void;
}) {
  const { t } = useTranslation('costs');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('list.actions.menu', { number: cost.number })}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={costPath(cost.id)} leftSection={<IconEye size={16} aria-hidden />}>
          {t('list.actions.preview')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={costEditPath(cost.id)}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('list.actions.edit')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDelete(cost)}
        >
          {t('list.actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
