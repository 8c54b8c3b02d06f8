import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconFileSearch } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import { useConvertInvoice, useInvoice } from '../api/queries.ts';
import { useInvoicePermissions } from '../api/permissions.ts';
import { AddPaymentDrawer } from '../preview/AddPaymentDrawer.tsx';
import { AuditTimeline } from '../preview/AuditTimeline.tsx';
import { CancelInvoiceModal } from '../preview/CancelInvoiceModal.tsx';
import { InvoiceActionBar } from '../preview/InvoiceActionBar.tsx';
import { InvoiceDocument } from '../preview/InvoiceDocument.tsx';
import { PaymentHistory } from '../preview/PaymentHistory.tsx';
import { SendInvoiceDrawer } from '../preview/SendInvoiceDrawer.tsx';
import { usePdfDownload } from '../preview/use-pdf-download.ts';
import { InvoiceStatusBadge } from '../../../components/InvoiceStatusBadge.tsx';
import { useKsefState } from '../../ksef/api/queries.ts';

const LIST_PATH = '/apps/invoice/list';

function BackLink() {
  const { t } = useTranslation('invoices');
  return (
    <Anchor component={Link} to={LIST_PATH} size="sm" data-print-hidden>
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('preview.back')}
      </Group>
    </Anchor>
  );
}

/** Panels of other features on the preview, passed in by app/ (features do not import each other's). */
export interface InvoicePreviewSlots {
  /** The invoice's state in KSeF; never asked for a proforma. */
  ksefCard?: (invoice: InvoiceDetail, canSend: boolean) => ReactNode;
  /** The collection steps taken on the invoice. */
  debtTimeline?: (invoiceId: number) => ReactNode;
}

/**
 * /apps/invoice/preview/:id: the document as printed, its actions, its state in KSeF, payments,
 * collection steps and history. `?send=1` (the list's 'Send') opens the send panel.
 */
export default function InvoicePreviewPage({ ksefCard, debtTimeline }: InvoicePreviewSlots = {}) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const invoice = useInvoice(id);
  const can = useInvoicePermissions();
  const pdf = usePdfDownload();
  const convert = useConvertInvoice();
  const [params, setParams] = useSearchParams();
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  // The same query as the KSeF card's: an invoice KSeF holds is corrected, never cancelled.
  const ksef = useKsefState(
    id,
    invoice.data?.invoice.type !== undefined && invoice.data.invoice.type !== 'proforma',
  );
  const heldByKsef = ksef.data?.state === 'accepted' || ksef.data?.state === 'sending';
  const sendOpen = params.get('send') === '1' && can.update;

  const setSendOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('send', '1');
        else next.delete('send');
        return next;
      },
      { replace: true },
    );

  const missing =
    !Number.isInteger(id) || id <= 0 || (invoice.error instanceof ApiError && invoice.error.status === 404);
  if (missing) {
    return (
      <Stack gap="md">
        <BackLink />
        <EmptyState
          icon={<IconFileSearch size={32} aria-hidden />}
          title={t('preview.notFound')}
          description={t('preview.notFoundDescription')}
        >
          <EmptyState.Actions>
            <Button component={Link} to={LIST_PATH} variant="light">
              {t('preview.back')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Stack>
    );
  }
  if (invoice.isError) {
    return (
      <LoadError
        title={t('errors.loadOneFailed')}
        error={invoice.error}
        retrying={invoice.isFetching}
        onRetry={() => void invoice.refetch()}
      />
    );
  }
  if (!invoice.data) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('preview.loading')}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={600} />
      </Stack>
    );
  }

  const data = invoice.data;
  const detail = data.invoice;
  const runConvert = () =>
    convert.mutate(detail.id, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'teal',
          message: t('convert.done', { number: answer.invoice.number }),
        });
        void navigate(`/apps/invoice/preview/${answer.invoice.id}`);
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('convert.failed'),
          message: error instanceof ApiError ? error.message : t('errors.network'),
        }),
    });

  return (
    <Stack gap="md">
      <BackLink />
      <Group justify="space-between" align="flex-start" data-print-hidden>
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {t('preview.title', { number: detail.number })}
          </Title>
          <Group gap="xs">
            <Text c="dimmed">{t(`types.${detail.type}`)}</Text>
            <InvoiceStatusBadge
              status={detail.status}
              balance={detail.balance}
              currency={detail.currency}
              dueDate={detail.dueDate}
              daysOverdue={detail.daysOverdue}
            />
          </Group>
        </Stack>
        <InvoiceActionBar
          invoice={detail}
          can={can}
          heldByKsef={heldByKsef}
          downloading={pdf.busyId === detail.id}
          converting={convert.isPending}
          handlers={{
            onSend: () => setSendOpen(true),
            onDownload: () => void pdf.download(detail),
            onPrint: () => window.print(),
            onAddPayment: () => setPaymentOpen(true),
            onConvert: runConvert,
            onCancel: () => setCancelOpen(true),
          }}
        />
      </Group>
      {detail.convertedTo && (
        <Alert variant="light" data-print-hidden>
          {t('preview.convertedTo')}{' '}
          <Anchor component={Link} to={`/apps/invoice/preview/${detail.convertedTo.id}`}>
            {detail.convertedTo.number}
          </Anchor>
        </Alert>
      )}
      {detail.correctedInvoice && (
        <Alert variant="light" data-print-hidden>
          {t('preview.corrects')}{' '}
          <Anchor component={Link} to={`/apps/invoice/preview/${detail.correctedInvoice.id}`}>
            {detail.correctedInvoice.number}
          </Anchor>
        </Alert>
      )}
      {/* A proforma is not a VAT invoice: it never goes to KSeF. */}
      {detail.type !== 'proforma' && ksefCard?.(detail, can.update)}
      <InvoiceDocument data={data} />
      <PaymentHistory invoice={detail} canRemove={can.update && detail.status !== 'cancelled'} />
      {debtTimeline?.(detail.id)}
      <AuditTimeline entries={detail.audit} />
      {can.update && (
        <>
          <SendInvoiceDrawer invoice={detail} opened={sendOpen} onClose={() => setSendOpen(false)} />
          <AddPaymentDrawer invoice={detail} opened={paymentOpen} onClose={() => setPaymentOpen(false)} />
          <CancelInvoiceModal invoice={detail} opened={cancelOpen} onClose={() => setCancelOpen(false)} />
        </>
      )}
    </Stack>
  );
}
