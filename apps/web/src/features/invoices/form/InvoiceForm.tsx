import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Contractor } from '@saldo/contracts/contractors';
import { INVOICE_LIMITS, type InvoiceParty } from '@saldo/contracts/invoices';
import { suggestedRatesForBuyer, vatRateInfo } from '@saldo/domain/vat-rates';
import { ApiError } from '../../../lib/api-client.ts';
import { useCompany } from '../../settings/api/queries.ts';
import { AdvancesPicker } from './AdvancesPicker.tsx';
import { buyerOfContractor, type BuyerSummary } from '../../../lib/party-summary.ts';
import { BuyerPicker } from './BuyerPicker.tsx';
import { CorrectionOrder } from './CorrectionOrder.tsx';
import { CorrectionSection, type CorrectionSource } from './CorrectionSection.tsx';
import { correctsOrder } from './correction-order.ts';
import { CurrencyFields } from './CurrencyFields.tsx';
import { DocumentFields } from './DocumentFields.tsx';
import { ExemptionBasisFields } from './ExemptionBasisFields.tsx';
import { useAdvanceInvoices, useSaveInvoice } from '../api/invoice-form-api.ts';
import { correctionTotals, liveTotals, splitPaymentRequired } from './invoice-form-calc.ts';
import {
  DEFAULT_VAT_RATE,
  hasExemptLine,
  toInputBody,
  type InvoiceFormValues,
} from './invoice-form-model.ts';
import { validateInvoiceForm } from './invoice-form-validation.ts';
import { LinesEditor } from './LinesEditor.tsx';
import { PaymentFields } from './PaymentFields.tsx';
import { RateSuggestion } from './RateSuggestion.tsx';
import { SellerBlock } from './SellerBlock.tsx';
import { TotalsSummary } from './TotalsSummary.tsx';
import { TypeFields } from './TypeFields.tsx';
import { useRateFetch } from './use-rate-fetch.ts';

export interface InvoiceFormProps {
  initialValues: InvoiceFormValues;
  /** The invoice being edited (PUT); absent for a new one (POST). */
  invoiceId?: number;
  number?: string;
  buyer: BuyerSummary | null;
  correction?: CorrectionSource;
  /** Shown, not saved (an invoice that is no longer editable). */
  readOnly?: boolean;
  /** The seller an invoice that can no longer change was issued by (its own snapshot). */
  seller?: InvoiceParty;
  /** Ask NBP for the rate at once (a duplicate's old rate was dropped). */
  fetchRateOnMount?: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The invoice form of every type: its fields, live totals, validation, and the save. */
export function InvoiceForm(props: InvoiceFormProps) {
  const { initialValues, invoiceId, number, correction, readOnly = false, fetchRateOnMount = false } = props;
  const { t } = useTranslation('invoiceForm');
  const navigate = useNavigate();
  const validate = useMemo(() => (values: InvoiceFormValues) => validateInvoiceForm(values, t), [t]);
  const form = useForm<InvoiceFormValues>({ initialValues, validate });
  const [buyer, setBuyer] = useState(props.buyer);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveInvoice(invoiceId ?? null);
  const company = useCompany();
  // A form waiting for the user to confirm that an exempt company charges VAT.
  const [taxedWhileExempt, setTaxedWhileExempt] = useState<InvoiceFormValues | null>(null);
  const rate = useRateFetch(form);
  // One key for a series of attempts: a retry after a lost answer cannot create a second invoice.
  const idempotencyKey = useRef<string | null>(null);

  const asked = useRef(false);
  const { fetchRate } = rate;
  useEffect(() => {
    if (asked.current || !fetchRateOnMount) return;
    asked.current = true;
    fetchRate(initialValues.currency, initialValues.saleDate);
  }, [fetchRate, fetchRateOnMount, initialValues.currency, initialValues.saleDate]);

  const { values } = form;
  const isFinal = values.type === 'final';
  const advances = useAdvanceInvoices(values.contractorId, isFinal);
  const advancesInCurrency = advances.data?.filter((advance) => advance.currency === values.currency);
  const deducted = isFinal
    ? (advancesInCurrency ?? [])
        .filter((advance) => values.advanceInvoiceIds.includes(advance.id))
        .reduce((sum, advance) => sum + advance.gross, 0)
    : undefined;
  const live = liveTotals(values);
  const diff = correction ? correctionTotals(correction.before, values) : null;
  const summary = diff ?? live.totals;
  const buyerIsTaxpayer = buyer === null || buyer.nip.trim() !== '';
  const rateSuggestion =
    buyer === null || values.type === 'vatMargin'
      ? null
      : suggestedRatesForBuyer({ country: buyer.country ?? 'PL', vatNumber: buyer.nip });

  const pickBuyer = (contractor: Contractor) => {
    setBuyer(buyerOfContractor(contractor));
    form.setFieldValue('contractorId', contractor.id);
    // A foreign buyer: lines still at the domestic default take the rate the buyer suggests.
    const suggested = suggestedRatesForBuyer({ country: contractor.country, vatNumber: contractor.nip });
    if (suggested !== null && values.type !== 'vatMargin' && !correction)
      form.setFieldValue(
        'lines',
        values.lines.map((line) =>
          line.vatRate === DEFAULT_VAT_RATE ? { ...line, vatRate: suggested.goods } : line,
        ),
      );
    if (contractor.paymentTerm) {
      form.setFieldValue('paymentTerm', contractor.paymentTerm);
      form.setFieldValue('paymentTermDays', contractor.paymentTermDays);
    }
    if (contractor.id !== values.contractorId) form.setFieldValue('advanceInvoiceIds', []);
  };

  const onValid = (submitted: InvoiceFormValues) => {
    // Art. 108: VAT shown on an invoice is due even from an exempt seller, so it is never a silent slip.
    const exempt = company.data?.vatStatus === 'exempt' && !props.seller;
    if (exempt && taxedWhileExempt === null && chargesVat(submitted)) {
      setTaxedWhileExempt(submitted);
      return;
    }
    setTaxedWhileExempt(null);
    setSaveError(null);
    idempotencyKey.current ??= crypto.randomUUID();
    // Asked above when it matters; the server refuses an unconfirmed one (art. 108).
    const confirmTaxedWhileExempt = exempt && chargesVat(submitted);
    save.mutate(
      {
        body: { ...toInputBody(submitted), confirmTaxedWhileExempt },
        idempotencyKey: idempotencyKey.current,
      },
      {
        onSuccess: ({ invoice }) => {
          idempotencyKey.current = null;
          notifications.show({
            color: 'teal',
            message: t(invoiceId === undefined ? 'save.created' : 'save.updated', { number: invoice.number }),
          });
          void navigate(`/apps/invoice/preview/${invoice.id}`);
        },
        onError: (error) => {
          // The server answered and created nothing: the corrected form is a new request.
          if (error instanceof ApiError && error.status < 500) idempotencyKey.current = null;
          if (error instanceof ApiError && error.errors) form.setErrors(error.errors);
          const message = error instanceof ApiError ? error.message : t('save.network');
          setSaveError(message);
          notifications.show({ color: 'red', title: t('save.failed'), message });
        },
      },
    );
  };
  const onInvalid = () => notifications.show({ color: 'red', message: t('save.invalid') });

  const typeFields = values.type === 'vatMargin' || values.type === 'advance';
  return (
    <form
      noValidate
      onSubmit={(event) => form.onSubmit(onValid, onInvalid)(event)}
      aria-label={t(`types.${values.type}`)}
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <Section title={t('sections.parties')}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <SellerBlock form={form} disabled={readOnly} snapshot={props.seller} />
              <BuyerPicker form={form} buyer={buyer} onPick={pickBuyer} disabled={readOnly || !!correction} />
            </SimpleGrid>
          </Section>
          <Section title={t('sections.document')}>
            <Stack gap="md">
              <DocumentFields
                form={form}
                {...(number ? { number } : {})}
                onSaleDateChange={(date) => {
                  if (!correction) fetchRate(values.currency, date);
                }}
              />
              <PaymentFields form={form} />
              <CurrencyFields form={form} rate={rate} locked={!!correction} />
              {typeFields && <TypeFields form={form} />}
            </Stack>
          </Section>
          {correction && (
            <Section title={t('sections.correction')}>
              <CorrectionSection form={form} source={correction} diff={diff} currency={values.currency} />
            </Section>
          )}
          {correction && correctsOrder(correction, initialValues) && (
            <Section title={t('correction.orderTitle')}>
              <CorrectionOrder form={form} before={correction.orderBefore ?? []} currency={values.currency} />
            </Section>
          )}
          <Section title={t('lines.title')}>
            <Stack gap="sm">
              {rateSuggestion !== null && !correction && !readOnly && (
                <RateSuggestion form={form} suggestion={rateSuggestion} />
              )}
              <LinesEditor form={form} live={live} defaultRate={rateSuggestion?.goods} />
            </Stack>
          </Section>
          {hasExemptLine(values) && (
            <Section title={t('exemption.title')}>
              <ExemptionBasisFields form={form} company={company.data} disabled={readOnly} />
            </Section>
          )}
          {isFinal && (
            <Section title={t('final.title')}>
              <AdvancesPicker form={form} advances={advancesInCurrency} failed={advances.isError} />
            </Section>
          )}
          <Section title={correction ? t('totals.difference') : t('totals.title')}>
            {summary ? (
              <TotalsSummary
                byRate={summary.byRate}
                totals={summary}
                pln={summary.pln}
                currency={values.currency}
                language={values.language}
                {...(deducted === undefined ? {} : { deducted })}
                splitPayment={!correction && splitPaymentRequired(values, summary.gross, buyerIsTaxpayer)}
                withVat={values.type !== 'vatMargin'}
                title={correction ? t('totals.difference') : t('totals.title')}
              />
            ) : (
              <Alert color="red">{t('totals.tooLarge')}</Alert>
            )}
          </Section>
          <Section title={t('sections.notes')}>
            <Textarea
              aria-label={t('sections.notes')}
              rows={3}
              resize="vertical"
              maxLength={INVOICE_LIMITS.notes}
              {...form.getInputProps('notes')}
            />
          </Section>
        </Stack>
      </fieldset>
      <Modal
        opened={taxedWhileExempt !== null}
        onClose={() => setTaxedWhileExempt(null)}
        title={t('exemptTaxed.title')}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('exemptTaxed.message', { rates: taxedRates(taxedWhileExempt).join(', ') })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTaxedWhileExempt(null)}>
              {t('exemptTaxed.cancel')}
            </Button>
            <Button
              color="orange"
              onClick={() => {
                if (taxedWhileExempt !== null) onValid(taxedWhileExempt);
              }}
            >
              {t('exemptTaxed.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {!readOnly && (
        <Stack gap="xs" mt="md">
          {saveError && (
            <Alert color="red" title={t('save.failed')}>
              {saveError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('save.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </form>
  );
}

/** The rates with a percentage of VAT the invoice charges ("23 %", "8 %"), each once. */
function taxedRates(values: InvoiceFormValues | null): string[] {
  if (values === null || values.type === 'vatMargin') return [];
  const rates = values.lines.map((line) => vatRateInfo(line.vatRate)).filter((info) => info.kind === 'taxed');
  return [...new Set(rates.map((info) => `${info.percent} %`))];
}

const chargesVat = (values: InvoiceFormValues): boolean => taxedRates(values).length > 0;
