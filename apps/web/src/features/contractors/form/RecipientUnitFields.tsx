import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  emptyContractorAddress,
  RECIPIENT_UNIT_KINDS,
  type RecipientUnit,
} from '@saldo/contracts/contractors';
import { AddressFields } from './AddressFields.tsx';
import type { ContractorForm } from './contractor-form.ts';

const NONE = 'none';

/**
 * Whether this buyer's invoices concern its JST subordinate unit or one of its VAT group's members
 * (FA(3) JST/GV and Podmiot3): the unit's NIP is what gives it access to the invoice in KSeF.
 */
export function RecipientUnitFields({ form }: { form: ContractorForm }) {
  const { t } = useTranslation('contractors');
  const unit = form.values.recipientUnit;
  const choose = (value: string | null) => {
    const kind = RECIPIENT_UNIT_KINDS.find((candidate) => candidate === value);
    const next: RecipientUnit | null =
      kind === undefined ? null : { ...emptyContractorAddress, nip: '', name: '', ...(unit ?? {}), kind };
    form.setFieldValue('recipientUnit', next);
  };
  return (
    <Stack gap="sm">
      <Select
        label={t('recipientUnit.kind')}
        description={t(`recipientUnit.hint.${unit?.kind ?? NONE}`)}
        allowDeselect={false}
        data={[NONE, ...RECIPIENT_UNIT_KINDS].map((value) => ({
          value,
          label: t(`recipientUnit.kinds.${value}`),
        }))}
        value={unit?.kind ?? NONE}
        onChange={choose}
      />
      {unit !== null && (
        <Stack gap="sm" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t(`recipientUnit.nip.${unit.kind}`)}
              withAsterisk
              {...form.getInputProps('recipientUnit.nip')}
            />
            <TextInput
              label={t(`recipientUnit.name.${unit.kind}`)}
              withAsterisk
              {...form.getInputProps('recipientUnit.name')}
            />
          </SimpleGrid>
          <AddressFields form={form} prefix="recipientUnit." />
        </Stack>
      )}
    </Stack>
  );
}
