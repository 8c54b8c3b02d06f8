import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { defaultCostDueDate } from '@saldo/contracts/cost-rules';
import { COST_ENTRY_MODES, COST_LIMITS, type CostDetail } from '@saldo/contracts/costs';
import type { Contractor } from '@saldo/contracts/contractors';
import { ApiError } from '../../../lib/api-client.ts';
import { buyerOfContractor, type BuyerSummary } from '../../../lib/party-summary.ts';
import { pick } from '../../../lib/pick.ts';
import { useMoneyFormat } from '../../../lib/use-money-format.ts';
import { liveCostTotals } from './cost-form-calc.ts';
import type { CostFormValues } from './cost-form-model.ts';
import { validateCostForm } from './cost-form-validation.ts';
import { CostCurrencyFields } from './CostCurrencyFields.tsx';
import { CostDocumentFields } from './CostDocumentFields.tsx';
import { CostLinesEditor } from './CostLinesEditor.tsx';
import { CostPaymentFields } from './CostPaymentFields.tsx';
import { CostTotalsSummary } from './CostTotalsSummary.tsx';
import { CostVatTaxFields } from './CostVatTaxFields.tsx';
import { RatesEditor } from './RatesEditor.tsx';
import { SupplierPicker } from './SupplierPicker.tsx';
import { useCostSubmit } from './use-cost-submit.ts';

export interface CostFormProps {
  initialValues: CostFormValues;
  /** The document being edited (PUT); absent for a new one (POST). */
  cost?: CostDetail;
  supplier: BuyerSummary | null;
  /** Runs once a new document is saved, before its page opens. */
  afterCreate?: (cost: CostDetail) => Promise<void>;
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

/** A purchase document as printed: its fields, live totals, the VAT deduction, and the save. */
export function CostForm({ initialValues, cost, supplier: initialSupplier, afterCreate }: CostFormProps) {
  const { t } = useTranslation('costs');
  const money = useMoneyFormat();
  const validate = useMemo(
    () => (values: CostFormValues) => validateCostForm(values, t, (amount) => money(amount, values.currency)),
    [t, money],
  );
  // The due date the form filled in itself (a new document's): while the field still holds it, or is
  // blank, a new issue date or a supplier with its own payment term moves it. A typed date stays.
  const autoDue = useRef<string | null>(cost === undefined ? initialValues.dueDate : null);
  const supplierTerm = useRef<Pick<Contractor, 'paymentTerm' | 'paymentTermDays'> | null>(null);
  const followDueDate = (issueDate: string) => {
    const current = form.getValues().dueDate;
    if (current !== '' && current !== autoDue.current) return;
    const due = defaultCostDueDate(issueDate, supplierTerm.current);
    if (due === null || due === current) return;
    autoDue.current = due;
    form.setFieldValue('dueDate', due);
  };
  const form = useForm<CostFormValues>({
    initialValues,
    validate,
    onValuesChange: (next, previous) => {
      if (next.issueDate !== previous.issueDate) followDueDate(next.issueDate);
    },
  });
  const [supplier, setSupplier] = useState(initialSupplier);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { values } = form;
  const live = liveCostTotals(values);

  const pickSupplier = (contractor: Contractor) => {
    setSupplier(buyerOfContractor(contractor));
    form.setFieldValue('contractorId', contractor.id);
    supplierTerm.current = contractor;
    followDueDate(values.issueDate);
    const account = contractor.bankAccounts[0]?.iban;
    if (account && values.bankAccount.trim() === '') form.setFieldValue('bankAccount', account);
  };

  const { submit, busy } = useCostSubmit(
    cost?.id ?? null,
    (error) => {
      if (error instanceof ApiError && error.errors) form.setErrors(error.errors);
      const message = error instanceof ApiError ? error.message : t('save.network');
      setSaveError(message);
      notifications.show({ color: 'red', title: t('save.failed'), message });
    },
    afterCreate,
  );

  const onValid = (submitted: CostFormValues) => {
    setSaveError(null);
    void submit(submitted);
  };
  const onInvalid = () => notifications.show({ color: 'red', message: t('save.invalid') });

  return (
    <form
      noValidate
      onSubmit={(event) => form.onSubmit(onValid, onInvalid)(event)}
      aria-label={t(cost === undefined ? 'form.newTitle' : 'form.editLabel')}
    >
      <Stack gap="md">
        <Section title={t('form.sections.supplier')}>
          <SupplierPicker
            contractorId={values.contractorId}
            supplier={supplier}
            error={typeof form.errors.contractorId === 'string' ? form.errors.contractorId : undefined}
            onPick={pickSupplier}
          />
        </Section>
        <Section title={t('form.sections.document')}>
          <Stack gap="md">
            <CostDocumentFields form={form} />
            <CostCurrencyFields form={form} />
          </Stack>
        </Section>
        <Section title={t('form.sections.amounts')}>
          <Stack gap="sm">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="cost-entry-mode">
                {t('form.entryMode')}
              </Text>
              <SegmentedControl
                aria-labelledby="cost-entry-mode"
                data={COST_ENTRY_MODES.map((value) => ({ value, label: t(`form.entryModes.${value}`) }))}
                value={values.entryMode}
                onChange={(value) =>
                  form.setFieldValue('entryMode', pick(COST_ENTRY_MODES, value) ?? 'summary')
                }
                style={{ alignSelf: 'flex-start' }}
              />
            </Stack>
            {values.entryMode === 'summary' ? (
              <RatesEditor form={form} live={live} />
            ) : (
              <CostLinesEditor form={form} live={live} />
            )}
          </Stack>
        </Section>
        <Section title={t('totals.title')}>
          <CostTotalsSummary form={form} live={live} />
          <CostVatTaxFields form={form} />
        </Section>
        <Section title={t('form.sections.payment')}>
          <CostPaymentFields form={form} live={live} cost={cost} />
        </Section>
        <Section title={t('fields.notes')}>
          <Textarea
            aria-label={t('fields.notes')}
            rows={3}
            resize="vertical"
            maxLength={COST_LIMITS.notes}
            {...form.getInputProps('notes')}
          />
        </Section>
        {saveError && (
          <Alert color="red" title={t('save.failed')}>
            {saveError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('save.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
