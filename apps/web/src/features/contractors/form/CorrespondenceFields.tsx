import { Checkbox, Collapse, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressFields } from './AddressFields.tsx';
import type { ContractorForm } from './contractor-form.ts';

/**
 * The spec's 'different correspondence address' checkbox, revealing a second address block with a
 * 'same as company address' checkbox (which then disables the block: that address is not kept).
 */
export function CorrespondenceFields({ form }: { form: ContractorForm }) {
  const { t } = useTranslation('contractors');
  const { differentCorrespondenceAddress: different, correspondenceSameAsCompany: same } = form.values;
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('form.differentCorrespondenceAddress')}
        {...form.getInputProps('differentCorrespondenceAddress', { type: 'checkbox' })}
      />
      <Collapse expanded={different}>
        {different && (
          <Stack gap="sm" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
            <Checkbox
              label={t('form.sameAsCompanyAddress')}
              {...form.getInputProps('correspondenceSameAsCompany', { type: 'checkbox' })}
            />
            <AddressFields form={form} prefix="correspondence." disabled={same} />
          </Stack>
        )}
      </Collapse>
    </Stack>
  );
}
