import { Alert, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { buyerOfInvoice } from '../../../lib/party-summary.ts';
import { BackToList, FormLoading, FormUnavailable } from '../form/FormPageStates.tsx';
import { useInvoice } from '../api/queries.ts';
import { valuesOfInvoice } from '../form/invoice-form-model.ts';
import { InvoiceForm } from '../form/InvoiceForm.tsx';

/** /apps/invoice/edit/:id — the invoice in its form; one no longer editable is shown, not saved. */
export default function InvoiceEditPage() {
  const { t } = useTranslation('invoiceForm');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useInvoice(valid ? id : 0);

  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    return <FormUnavailable title={t('page.notFound')} wayOut="list" />;
  }
  if (query.isError) {
    return (
      <LoadError
        title={t('page.loadFailed')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <FormLoading />;

  const { invoice } = query.data;
  const correction = invoice.correctedInvoice
    ? { original: invoice.correctedInvoice, before: invoice.linesBefore }
    : undefined;
  return (
    <Stack gap="md">
      <BackToList />
      <Title order={1} fz={26}>
        {t('page.editTitle', { number: invoice.number })}
      </Title>
      {!invoice.editable && (
        <Alert color="yellow" icon={<IconLock aria-hidden />} title={t('page.readOnlyTitle')}>
          {t('page.readOnly')}
        </Alert>
      )}
      <InvoiceForm
        key={invoice.id}
        initialValues={valuesOfInvoice(invoice)}
        invoiceId={invoice.id}
        number={invoice.number}
        buyer={buyerOfInvoice(invoice.contractorId, invoice.buyer)}
        {...(correction ? { correction } : {})}
        readOnly={!invoice.editable}
        {...(invoice.editable ? {} : { seller: invoice.seller })}
      />
    </Stack>
  );
}
