import { Menu } from '@mantine/core';
import { IconCopy, IconDownload, IconEye, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoiceListItem } from '@saldo/contracts/invoices';
import type { InvoicePermissions } from '../api/permissions.ts';
import { RowMenu } from '../../../components/RowMenu.tsx';

interface InvoiceRowActionsProps {
  invoice: InvoiceListItem;
  can: InvoicePermissions;
  downloading: boolean;
  onDownload: (invoice: InvoiceListItem) => void;
  onDelete: (invoice: InvoiceListItem) => void;
}

/** The row's menu: preview and PDF for everyone; the rest as the user's abilities allow. */
export function InvoiceRowActions({
  invoice,
  can,
  downloading,
  onDownload,
  onDelete,
}: InvoiceRowActionsProps) {
  const { t } = useTranslation('invoices');
  const preview = `/apps/invoice/preview/${invoice.id}`;
  return (
    <RowMenu label={t('list.actions.menu', { number: invoice.number })}>
      <Menu.Item component={Link} to={preview} leftSection={<IconEye size={16} aria-hidden />}>
        {t('list.actions.preview')}
      </Menu.Item>
      {can.update && invoice.editable && (
        <Menu.Item
          component={Link}
          to={`/apps/invoice/edit/${invoice.id}`}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('list.actions.edit')}
        </Menu.Item>
      )}
      <Menu.Item
        leftSection={<IconDownload size={16} aria-hidden />}
        disabled={downloading}
        onClick={() => onDownload(invoice)}
      >
        {t('list.actions.download')}
      </Menu.Item>
      {can.update && invoice.invoiceStatus !== 'cancelled' && (
        <Menu.Item component={Link} to={`${preview}?send=1`} leftSection={<IconSend size={16} aria-hidden />}>
          {t('list.actions.send')}
        </Menu.Item>
      )}
      {can.create && (
        <Menu.Item
          component={Link}
          to={`/apps/invoice/add/${invoice.type}?duplicate=${invoice.id}`}
          leftSection={<IconCopy size={16} aria-hidden />}
        >
          {t('list.actions.duplicate')}
        </Menu.Item>
      )}
      {can.delete && (
        <>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(invoice)}
          >
            {t('list.actions.delete')}
          </Menu.Item>
        </>
      )}
    </RowMenu>
  );
}
