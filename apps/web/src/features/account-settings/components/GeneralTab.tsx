import { useMemo } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AccountSettings, GeneralSettingsUpdate } from '@saldo/contracts/account-settings';
import { useUpdateGeneral } from '../api/queries.ts';
import { zodValidator } from '../form-validation.ts';
import { markSaved, notifySaved, reportSaveError } from '../save-feedback.ts';
import { generalFormSchema } from '../schemas.ts';
import { AvatarPicker } from './AvatarPicker.tsx';
import { FormActions } from '../../../components/FormActions.tsx';

/** Avatar, username, full name, e-mail and company; saving refreshes the navbar's copy of the user. */
export function GeneralTab({ general }: { general: AccountSettings['general'] }) {
  const { t } = useTranslation('account');
  const save = useUpdateGeneral();
  const validate = useMemo(() => zodValidator<GeneralSettingsUpdate>(generalFormSchema, t), [t]);
  const form = useForm<GeneralSettingsUpdate>({
    initialValues: {
      username: general.username,
      fullName: general.fullName,
      email: general.email,
      company: general.company,
    },
    validate,
  });

  const submit = form.onSubmit((values) => {
    const body = {
      username: values.username.trim(),
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      company: values.company.trim(),
    };
    save.mutate(body, {
      onSuccess: () => {
        // The server asks for a new address to be confirmed again; say so instead of a bare 'saved'.
        const emailChanged = body.email !== form.getInitialValues().email;
        markSaved(form, body);
        notifySaved(t, emailChanged ? t('general.confirmNewEmail', { email: body.email }) : undefined);
      },
      onError: (error) => reportSaveError(error, t, form.setErrors),
    });
  });

  return (
    <Stack gap="lg">
      <AvatarPicker avatar={general.avatar} name={general.fullName || general.username} />
      <form noValidate onSubmit={submit} aria-label={t('tabs.general')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('general.username')}
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('username')}
          />
          <TextInput label={t('general.fullName')} autoComplete="name" {...form.getInputProps('fullName')} />
          <TextInput
            label={t('general.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('general.company')}
            autoComplete="organization"
            {...form.getInputProps('company')}
          />
        </SimpleGrid>
        <FormActions saving={save.isPending} dirty={form.isDirty()} onDiscard={form.reset} />
      </form>
    </Stack>
  );
}
