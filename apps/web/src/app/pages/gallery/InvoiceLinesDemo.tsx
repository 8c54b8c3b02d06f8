import { useMemo, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import { StoredTotalsNote } from '../../../features/gallery/pages/kit/forms/StoredTotalsNote.tsx';
import { WouldSend, type Outgoing } from '../../../features/gallery/pages/kit/forms/FormParts.tsx';
import { CurrencyFields } from '../../../features/invoices/form/CurrencyFields.tsx';
import { liveTotals } from '../../../features/invoices/form/invoice-form-calc.ts';
import {
  lineBody,
  localToday,
  newInvoiceValues,
  valuesOfInvoice,
  type InvoiceFormValues,
} from '../../../features/invoices/form/invoice-form-model.ts';
import { validateInvoiceForm } from '../../../features/invoices/form/invoice-form-validation.ts';
import { LinesEditor } from '../../../features/invoices/form/LinesEditor.tsx';
import { TotalsSummary } from '../../../features/invoices/form/TotalsSummary.tsx';
import { useRateFetch } from '../../../features/invoices/form/use-rate-fetch.ts';

/** Only the problems of the lines: the gallery shows the lines editor, not the buyer or the dates. */
const linesOnly = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).filter(([path]) => path === 'lines' || path.startsWith('lines.')),
  );

/**
 * The invoice form's own lines editor, price mode and totals (not a copy), on a form of its own that
 * is never saved: starting from a saved invoice's rows, or from one blank row. Checking the rows shows
 * the request the invoice form would send, and the server's stored totals stand beside the live ones.
 */
export function InvoiceLinesDemo({ invoice }: { invoice: InvoiceDetail | null }) {
  const { t } = useTranslation(['invoiceForm', 'galleryForms']);
  const initialValues = useMemo<InvoiceFormValues>(
    () => (invoice ? valuesOfInvoice(invoice) : newInvoiceValues('vat', { today: localToday() })),
    [invoice],
  );
  const validate = useMemo(
    () => (values: InvoiceFormValues) => linesOnly(validateInvoiceForm(values, t)),
    [t],
  );
  const form = useForm<InvoiceFormValues>({ initialValues, validate });
  const rate = useRateFetch(form);
  const [outgoing, setOutgoing] = useState<Outgoing | null>(null);
  const { values } = form;
  const live = liveTotals(values);

  const submit = form.onSubmit(
    (checked) =>
      setOutgoing({
        request: 'POST /api/apps/invoice/invoices',
        body: {
          priceMode: checked.priceMode,
          lines: checked.lines.map((line) => lineBody(line, checked.type)),
        },
      }),
    () => setOutgoing(null),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('galleryForms:demo.repeater.formLabel')}>
      <Stack gap="md">
        <CurrencyFields form={form} rate={rate} locked={invoice?.type === 'correction'} />
        <LinesEditor form={form} live={live} />
        <Group>
          <Button type="submit">{t('galleryForms:demo.repeater.check')}</Button>
        </Group>
        {live.totals ? (
          <>
            <TotalsSummary
              byRate={live.totals.byRate}
              totals={live.totals}
              pln={live.totals.pln}
              currency={values.currency}
              language={values.language}
              splitPayment={false}
              withVat={values.type !== 'vatMargin'}
            />
            {/* A correction stores the difference to the corrected invoice, not its own rows' totals. */}
            {invoice && invoice.type !== 'correction' && (
              <StoredTotalsNote
                number={invoice.number}
                stored={invoice.totals}
                live={live.totals}
                currency={values.currency}
              />
            )}
          </>
        ) : (
          <Alert color="red">{t('totals.tooLarge')}</Alert>
        )}
        <WouldSend outgoing={outgoing} />
      </Stack>
    </form>
  );
}
