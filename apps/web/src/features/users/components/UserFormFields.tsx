import { PasswordInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { roles } from '@saldo/contracts/abilities';
import { useContractorOptions } from '../../contractors/api/contractor-options.ts';
import type { UserFormValues } from './user-form.ts';

/**
 * The fields of a user, shared by the add drawer (with a password: empty means "invite") and the
 * edit page (with the active switch). A client may be linked to the contractor whose documents it sees.
 */
export function UserFormFields({
  form,
  mode,
  columns = 1,
}: {
  form: UseFormReturnType<UserFormValues>;
  mode: 'add' | 'edit';
  columns?: number;
}) {
  const { t } = useTranslation('users');
  const contractorId = form.values.contractorId ? Number(form.values.contractorId) : undefined;
  const contractors = useContractorOptions(contractorId);
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md">
      <TextInput label={t('form.fullName')} withAsterisk data-autofocus {...form.getInputProps('fullName')} />
      <TextInput
        label={t('form.username')}
        withAsterisk
        autoComplete="off"
        {...form.getInputProps('username')}
      />
      <TextInput
        label={t('form.email')}
        type="email"
        withAsterisk
        autoComplete="off"
        {...form.getInputProps('email')}
      />
      <TextInput label={t('form.company')} {...form.getInputProps('company')} />
      <TextInput label={t('form.country')} {...form.getInputProps('country')} />
      <TextInput label={t('form.contact')} type="tel" {...form.getInputProps('contact')} />
      <Select
        label={t('form.role')}
        data={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
        allowDeselect={false}
        {...form.getInputProps('role')}
      />
      {form.values.role === 'client' && (
        <Select
          label={t('form.contractor')}
          description={t('form.contractorHint')}
          placeholder={t('form.noContractor')}
          data={contractors.options}
          searchable
          clearable
          searchValue={contractors.search}
          onSearchChange={contractors.setSearch}
          nothingFoundMessage={t('form.contractorNotFound')}
          {...form.getInputProps('contractorId')}
        />
      )}
      {mode === 'add' ? (
        <PasswordInput
          label={t('form.password')}
          description={t('form.passwordHint')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
      ) : (
        <Switch
          label={t('form.active')}
          description={t('form.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      )}
    </SimpleGrid>
  );
}
