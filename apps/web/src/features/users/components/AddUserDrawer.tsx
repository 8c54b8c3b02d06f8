import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useCreateUser } from '../api/queries.ts';
import { UserFormFields } from './UserFormFields.tsx';
import {
  emptyUserForm,
  newUserOf,
  reportSaveError,
  userFormValidation,
  type UserFormValues,
} from './user-form.ts';

/** The list's side panel for a new user: active with a password, otherwise invited by e-mail. */
export function AddUserDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  const create = useCreateUser();
  const form = useForm<UserFormValues>({
    initialValues: emptyUserForm,
    validate: userFormValidation(t),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(newUserOf(values), {
      onSuccess: (user) => {
        notifications.show({
          color: 'teal',
          message: t(user.status === 'pending' ? 'form.invited' : 'form.created', { name: user.fullName }),
        });
        close();
      },
      onError: (error) => reportSaveError(error, t, form.setErrors),
    }),
  );
  return (
    <Drawer opened={opened} onClose={close} position="right" title={t('form.addTitle')} size="md">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <UserFormFields form={form} mode="add" />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
