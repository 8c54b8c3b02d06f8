import { Grid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CostForm } from './cost-form-type.ts';

/**
 * What the JPK purchase register needs beyond the document: the legal basis of a limited VAT deduction
 * (50 % for a car also used privately, or none), and the month input VAT is deducted in when it is not
 * the booking period (art. 86 ust. 11 and 13 of the VAT act).
 */
export function CostVatTaxFields({ form }: { form: CostForm }) {
  const { t } = useTranslation('costs');
  const limited = form.values.vatDeduction !== 'full';
  return (
    <Grid>
      {limited && (
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TextInput
            label={t('jpk.deductionBasis')}
            description={t('jpk.deductionBasisHint')}
            placeholder={
              form.values.vatDeduction === 'half' ? t('jpk.basisHalfExample') : t('jpk.basisNoneExample')
            }
            maxLength={200}
            {...form.getInputProps('deductionBasis')}
          />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <TextInput
          type="month"
          label={t('jpk.vatPeriod')}
          description={t('jpk.vatPeriodHint')}
          placeholder={t('form.monthPlaceholder')}
          {...form.getInputProps('vatPeriod')}
        />
      </Grid.Col>
    </Grid>
  );
}
