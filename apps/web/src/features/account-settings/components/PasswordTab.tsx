import { useMemo } from 'react';
import { PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@saldo/contracts/auth';
import { useChangePassword } from '../api/queries.ts';
import { zodValidator } from '../form-validation.ts';
import { notifySaved, reportSaveError } from '../save-feedback.ts';
import { passwordFormSchema } from '../schemas.ts';
import { FormActions } from '../../../components/FormActions.tsx';

type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };
const empty: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password; the confirmation never leaves the browser. */
export function PasswordTab() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const validate = useMemo(() => zodValidator<PasswordForm>(passwordFormSchema, t), [t]);
  const form = useForm<PasswordForm>({ initialValues: empty, validate });

  const toggleProps = { 'aria-label': t('password.toggle') };

  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        // Passwords are not kept in the page once they have done their job.
        onSuccess: () => {
          form.reset();
          notifySaved(t, t('password.changed'));
        },
        onError: (error) => reportSaveError(error, t, form.setErrors),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('tabs.password')}>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            withAsterisk
            visibilityToggleButtonProps={toggleProps}
            {...form.getInputProps('currentPassword')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label={t('password.new')}
            description={t('validation.tooShort', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            withAsterisk
            visibilityToggleButtonProps={toggleProps}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            withAsterisk
            visibilityToggleButtonProps={toggleProps}
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
      </Stack>
      <FormActions saving={change.isPending} dirty={form.isDirty()} onDiscard={form.reset} />
    </form>
  );
}
