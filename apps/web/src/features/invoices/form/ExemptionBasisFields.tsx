import { useEffect, useRef } from 'react';
import { Autocomplete, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  EXEMPTION_BASIS_KINDS,
  VAT_EXEMPTION_BASES,
  type CompanyInfo,
} from '@saldo/contracts/organization-settings';
import type { InvoiceForm } from './invoice-form-type.ts';
import { pick } from '../../../lib/pick.ts';

/**
 * The legal basis of the invoice's exempt ('zw') lines (art. 106e ust. 1 pkt 19; FA(3) P_19A/B/C).
 * Rendered while a 'zw' line exists. When it appears with no basis, it takes the company's default
 * once (as soon as the company is loaded); after that, a cleared field stays cleared for typing.
 */
export function ExemptionBasisFields({
  form,
  company,
  disabled = false,
}: {
  form: InvoiceForm;
  company: Pick<CompanyInfo, 'vatExemptionBasis' | 'vatExemptionBasisKind'> | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation('invoiceForm');
  const { kind, text } = form.values.exemptionBasis;
  const defaultText = company?.vatExemptionBasis.trim() ?? '';
  const defaultKind = company?.vatExemptionBasisKind ?? 'act';
  const { setFieldValue } = form;
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || disabled || company === undefined) return;
    prefilled.current = true;
    if (text.trim() === '' && defaultText !== '')
      setFieldValue('exemptionBasis', { kind: defaultKind, text: defaultText });
  }, [company, disabled, text, defaultText, defaultKind, setFieldValue]);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        label={t('exemption.kind')}
        data={EXEMPTION_BASIS_KINDS.map((value) => ({ value, label: t(`exemption.kinds.${value}`) }))}
        value={kind}
        allowDeselect={false}
        onChange={(value) =>
          setFieldValue('exemptionBasis.kind', pick(EXEMPTION_BASIS_KINDS, value) ?? 'act')
        }
      />
      <Autocomplete
        style={{ gridColumn: 'span 2' }}
        label={t('exemption.text')}
        description={t('exemption.hint')}
        withAsterisk
        data={[...VAT_EXEMPTION_BASES]}
        {...form.getInputProps('exemptionBasis.text')}
      />
    </SimpleGrid>
  );
}
