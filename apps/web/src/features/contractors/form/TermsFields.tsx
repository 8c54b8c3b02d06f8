import { Grid, NumberInput, Select, TagsInput, Textarea } from '@mantine/core';
import { defaultDebtorKind } from '@saldo/domain/late-payment/overdue-claim';
import { useTranslation } from 'react-i18next';
import { PAYMENT_TERM_DAYS_MAX } from '@saldo/contracts/contractor-rules';
import {
  CONTRACTOR_LIMITS,
  contractorPaymentTerms,
  DEBTOR_KINDS,
  type ContractorPaymentTerm,
} from '@saldo/contracts/contractors';
import type { ContractorForm } from './contractor-form.ts';

const isTerm = (value: string | null): value is ContractorPaymentTerm =>
  contractorPaymentTerms.some((term) => term === value);
const FROM_NIP = 'fromNip';

/**
 * Default payment term (7/14/21 days or a custom number of days), business or consumer (which late
 * payment interest a debt of theirs bears), tags and notes.
 */
export function TermsFields({ form }: { form: ContractorForm }) {
  const { t } = useTranslation('contractors');
  const term = form.values.paymentTerm;
  const fromNip = defaultDebtorKind(form.values.nip);
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('form.paymentTerm')}
          placeholder={t('form.paymentTermNone')}
          clearable
          data={contractorPaymentTerms.map((value) => ({ value, label: t(`paymentTerms.${value}`) }))}
          value={term}
          onChange={(value) => {
            form.setFieldValue('paymentTerm', isTerm(value) ? value : null);
            if (value !== 'custom') form.setFieldValue('paymentTermDays', null);
          }}
          error={form.errors.paymentTerm}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        {term === 'custom' && (
          <NumberInput
            label={t('form.paymentTermDays')}
            min={0}
            max={PAYMENT_TERM_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={form.values.paymentTermDays ?? ''}
            onChange={(value) =>
              form.setFieldValue('paymentTermDays', typeof value === 'number' ? value : null)
            }
            error={form.errors.paymentTermDays}
          />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('form.debtorKind')}
          description={t(`form.debtorKindHint.${form.values.debtorKind ?? fromNip}`)}
          allowDeselect={false}
          data={[
            { value: FROM_NIP, label: t('form.debtorKindFromNip', { kind: t(`debtorKinds.${fromNip}`) }) },
            ...DEBTOR_KINDS.map((value) => ({ value, label: t(`debtorKinds.${value}`) })),
          ]}
          value={form.values.debtorKind ?? FROM_NIP}
          onChange={(value) =>
            form.setFieldValue('debtorKind', DEBTOR_KINDS.find((kind) => kind === value) ?? null)
          }
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TagsInput
          label={t('form.tags')}
          description={t('form.tagsHint')}
          maxTags={CONTRACTOR_LIMITS.tags}
          clearable
          {...form.getInputProps('tags')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea label={t('form.notes')} rows={4} resize="vertical" {...form.getInputProps('notes')} />
      </Grid.Col>
    </Grid>
  );
}
