import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { useInvoiceTypes } from '../../settings/api/queries.ts';
import { buyerOfInvoice } from '../../../lib/party-summary.ts';
import { BackToList, FormLoading, FormUnavailable } from '../form/FormPageStates.tsx';
import { useInvoice } from '../api/queries.ts';
import {
  correctionValues,
  duplicateValues,
  isInvoiceType,
  newInvoiceValues,
} from '../form/invoice-form-model.ts';
import { InvoiceForm } from '../form/InvoiceForm.tsx';
import { useNewInvoiceDefaults } from '../form/use-new-invoice-defaults.ts';

const positiveId = (text: string | null) => {
  const id = Number(text);
  return text !== null && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /apps/invoice/add/:type — a new invoice of an enabled type; `?duplicate=<id>` starts from an
 * existing invoice, a correction needs `?from=<id>` (the invoice it corrects).
 */
export default function InvoiceAddPage() {
  const { t } = useTranslation('invoiceForm');
  const { type } = useParams();
  const [params] = useSearchParams();
  const types = useInvoiceTypes();
  const defaults = useNewInvoiceDefaults();
  const fromId = type === 'correction' ? positiveId(params.get('from')) : null;
  const duplicateId = positiveId(params.get('duplicate'));
  const sourceId = type === 'correction' ? fromId : duplicateId;
  const source = useInvoice(sourceId ?? 0);

  if (!isInvoiceType(type)) {
    return <FormUnavailable title={t('page.unknownType')} description={t('page.unknownTypeHelp')} />;
  }
  if (types.isError) {
    return (
      <LoadError
        title={t('page.loadFailed')}
        error={types.error}
        retrying={types.isFetching}
        onRetry={() => void types.refetch()}
      />
    );
  }
  if (!types.data) return <FormLoading />;
  if (!types.data[type]) {
    return <FormUnavailable title={t('page.disabledType')} description={t('page.disabledTypeHelp')} />;
  }
  if (type === 'correction' && fromId === null) {
    return (
      <FormUnavailable
        title={t('page.correctionNeedsOriginal')}
        description={
          <Anchor component={Link} to="/apps/invoice/list">
            {t('page.correctionPickFromList')}
          </Anchor>
        }
      />
    );
  }
  if (source.isError) {
    const missing = source.error instanceof ApiError && source.error.status === 404;
    if (missing) return <FormUnavailable title={t('page.sourceNotFound')} wayOut="list" />;
    return (
      <LoadError
        title={t('page.loadFailed')}
        error={source.error}
        retrying={source.isFetching}
        onRetry={() => void source.refetch()}
      />
    );
  }
  if ((sourceId !== null && !source.data) || !defaults.ready) return <FormLoading />;

  const original = source.data?.invoice;
  const today = defaults.defaults.today;
  let initialValues = newInvoiceValues(type, defaults.defaults);
  if (original && type === 'correction') initialValues = correctionValues(original, today);
  else if (original) initialValues = duplicateValues(original, type, today);
  const correction =
    original && type === 'correction'
      ? {
          original: { id: original.id, number: original.number, issuedDate: original.issuedDate },
          before: original.lines,
          orderBefore: original.orderLines,
        }
      : undefined;

  return (
    <Stack gap="md">
      <BackToList />
      <Title order={1} fz={26}>
        {t('page.newTitle', { type: t(`types.${type}`) })}
      </Title>
      <InvoiceForm
        initialValues={initialValues}
        buyer={original ? buyerOfInvoice(original.contractorId, original.buyer) : null}
        {...(correction ? { correction } : {})}
        fetchRateOnMount={!!original && type !== 'correction' && initialValues.currency !== 'PLN'}
      />
    </Stack>
  );
}
