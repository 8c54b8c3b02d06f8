import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Anchor, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconCopy, IconEye, IconFileTypePdf, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoiceListItem } from '@saldo/contracts/invoices';
import { InvoiceStatusBadge } from '../../../../../components/InvoiceStatusBadge.tsx';
import { useInvoiceFormat } from '../../../../../lib/format.ts';

const previewPath = (id: number) => `/apps/invoice/preview/${id}`;
const editPath = (id: number) => `/apps/invoice/edit/${id}`;

/** Shift+F10 and the ContextMenu key: the keyboard's right click (WAI-ARIA APG). */
const isMenuKey = (event: KeyboardEvent) =>
  event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');

const rowOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-invoice-id]') : null;

/**
 * Invoice rows with a context menu: a right click (or a long press) opens Mantine's Menu at the
 * pointer, Shift+F10 or the ContextMenu key at the focused row. The arrow keys walk the items,
 * Escape closes the menu and the focus goes back to the row.
 */
export function InvoiceContextList({
  invoices,
  label,
  onOpenPdf,
  onCopyNumber,
}: {
  invoices: readonly InvoiceListItem[];
  /** The list's accessible name. */
  label: string;
  onOpenPdf: (invoice: InvoiceListItem) => void;
  onCopyNumber: (invoice: InvoiceListItem) => void;
}) {
  const { t } = useTranslation('galleryExtensions');
  const format = useInvoiceFormat();
  const navigate = useNavigate();
  const titleId = useId();
  const [target, setTarget] = useState<InvoiceListItem | null>(null);

  const onContextMenu = (event: MouseEvent) => {
    const id = Number(rowOf(event.target)?.dataset.invoiceId);
    const invoice = invoices.find((each) => each.id === id);
    // Between rows there is nothing to act on: the menu stays shut (Mantine skips a handled event).
    if (invoice) setTarget(invoice);
    else event.preventDefault();
  };
  // The keyboard asks for the same menu as the mouse, placed under the row's start.
  const onKeyDown = (event: KeyboardEvent) => {
    const row = rowOf(event.target);
    if (!row || !isMenuKey(event)) return;
    event.preventDefault();
    const box = row.getBoundingClientRect();
    row.dispatchEvent(
      new window.MouseEvent('contextmenu', {
        bubbles: true,
        cancelable: true,
        clientX: box.left + 16,
        clientY: box.bottom,
      }),
    );
  };

  return (
    // bottom-start: the menu hangs from the pointer, as a native context menu does.
    <Menu shadow="md" width={280} position="bottom-start" withInitialFocusPlaceholder={false}>
      <Menu.ContextMenu>
        <Stack
          gap={6}
          component="ul"
          aria-label={label}
          onContextMenu={onContextMenu}
          onKeyDown={onKeyDown}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {invoices.map((invoice) => (
            <Paper component="li" key={invoice.id} withBorder radius="md" p="xs" data-invoice-id={invoice.id}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  <Anchor
                    component={Link}
                    to={previewPath(invoice.id)}
                    fw={600}
                    aria-keyshortcuts="Shift+F10"
                  >
                    {invoice.number}
                  </Anchor>
                  <Text size="sm">{invoice.client.company || invoice.client.name}</Text>
                </Stack>
                <Group gap="sm">
                  <Text size="sm" fw={600}>
                    {format.money(invoice.gross, invoice.currency)}
                  </Text>
                  <InvoiceStatusBadge
                    status={invoice.invoiceStatus}
                    balance={invoice.balance}
                    currency={invoice.currency}
                    dueDate={invoice.dueDate}
                    daysOverdue={invoice.daysOverdue}
                  />
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Menu.ContextMenu>
      <Menu.Dropdown aria-labelledby={titleId}>
        {target && (
          <>
            <Menu.Label id={titleId}>{t('demo.contextMenu.menuFor', { number: target.number })}</Menu.Label>
            <Menu.Item
              data-autofocus
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => void navigate(previewPath(target.id))}
            >
              {t('demo.contextMenu.open')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              onClick={() => onOpenPdf(target)}
            >
              {t('demo.contextMenu.openPdf')}
            </Menu.Item>
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onCopyNumber(target)}>
              {t('demo.contextMenu.copyNumber')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden />}
              disabled={!target.editable}
              onClick={() => void navigate(editPath(target.id))}
            >
              <ItemText
                text={t('demo.contextMenu.edit')}
                note={target.editable ? null : t('demo.contextMenu.notEditable')}
              />
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} disabled>
              <ItemText text={t('demo.contextMenu.delete')} note={t('demo.contextMenu.noDelete')} />
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** An item's text and, for a disabled one, why it is off. */
function ItemText({ text, note }: { text: string; note: string | null }) {
  return (
    <Stack gap={0}>
      <span>{text}</span>
      {note && (
        <Text span size="xs">
          {note}
        </Text>
      )}
    </Stack>
  );
}
