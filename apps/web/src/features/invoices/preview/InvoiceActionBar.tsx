import { Button, Group } from '@mantine/core';
import {
  IconBan,
  IconCash,
  IconCopy,
  IconDownload,
  IconPencil,
  IconPrinter,
  IconReceiptRefund,
  IconSend,
  IconTransform,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import type { InvoicePermissions } from '../api/permissions.ts';

export interface InvoiceActionHandlers {
  onSend: () => void;
  onDownload: () => void;
  onPrint: () => void;
  onAddPayment: () => void;
  onConvert: () => void;
  onCancel: () => void;
}

/** Which actions the invoice allows, before the user's abilities are asked. */
function availableActions(invoice: InvoiceDetail, heldByKsef: boolean) {
  const live = invoice.status !== 'cancelled';
  return {
    send: live,
    edit: invoice.editable,
    addPayment: live && invoice.balance !== 0,
    correct: live && invoice.type !== 'proforma',
    convert: live && invoice.type === 'proforma' && invoice.convertedTo === null,
    // A paid (even partly) invoice, or one KSeF holds, is not cancelled but corrected.
    cancel:
      live &&
      !heldByKsef &&
      invoice.status !== 'paid' &&
      invoice.status !== 'partially_paid' &&
      invoice.paid === 0,
  };
}

/** The preview's buttons: PDF and print for everyone, the rest as abilities and the invoice allow. */
export function InvoiceActionBar({
  invoice,
  can,
  heldByKsef = false,
  downloading,
  converting,
  handlers,
}: {
  invoice: InvoiceDetail;
  can: InvoicePermissions;
  /** Sent to KSeF (or on its way): only a correction changes it. */
  heldByKsef?: boolean;
  downloading: boolean;
  converting: boolean;
  handlers: InvoiceActionHandlers;
}) {
  const { t } = useTranslation('invoices');
  const allowed = availableActions(invoice, heldByKsef);
  return (
    <Group gap="xs" data-print-hidden>
      {can.update && allowed.send && (
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={handlers.onSend}>
          {t('preview.actions.send')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={downloading}
        onClick={handlers.onDownload}
      >
        {t('preview.actions.download')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={handlers.onPrint}
      >
        {t('preview.actions.print')}
      </Button>
      {can.update && allowed.edit && (
        <Button
          variant="default"
          component={Link}
          to={`/apps/invoice/edit/${invoice.id}`}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('preview.actions.edit')}
        </Button>
      )}
      {can.update && allowed.addPayment && (
        <Button
          variant="light"
          color="teal"
          leftSection={<IconCash size={16} aria-hidden />}
          onClick={handlers.onAddPayment}
        >
          {t('preview.actions.addPayment')}
        </Button>
      )}
      {can.create && (
        <Button
          variant="default"
          component={Link}
          to={`/apps/invoice/add/${invoice.type}?duplicate=${invoice.id}`}
          leftSection={<IconCopy size={16} aria-hidden />}
        >
          {t('preview.actions.duplicate')}
        </Button>
      )}
      {can.create && allowed.correct && (
        <Button
          variant="default"
          component={Link}
          to={`/apps/invoice/add/correction?from=${invoice.id}`}
          leftSection={<IconReceiptRefund size={16} aria-hidden />}
        >
          {t('preview.actions.correct')}
        </Button>
      )}
      {can.create && allowed.convert && (
        <Button
          variant="light"
          leftSection={<IconTransform size={16} aria-hidden />}
          loading={converting}
          onClick={handlers.onConvert}
        >
          {t('preview.actions.convert')}
        </Button>
      )}
      {can.update && allowed.cancel && (
        <Button
          variant="outline"
          color="red"
          leftSection={<IconBan size={16} aria-hidden />}
          onClick={handlers.onCancel}
        >
          {t('preview.actions.cancel')}
        </Button>
      )}
    </Group>
  );
}
