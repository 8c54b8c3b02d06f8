import { Menu } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CostListItem } from '@saldo/contracts/costs';
import { costEditPath, costPath } from '../paths.ts';
import { RowMenu } from '../../../components/RowMenu.tsx';

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
    <RowMenu label={t('list.actions.menu', { number: cost.number })}>
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
      <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(cost)}>
        {t('list.actions.delete')}
      </Menu.Item>
    </RowMenu>
  );
}
