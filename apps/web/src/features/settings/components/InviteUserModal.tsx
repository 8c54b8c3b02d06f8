import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { roles, type Role } from '@saldo/contracts/abilities';
import { isEmail } from '@saldo/contracts/organization-settings-rules';
import { useContractorOptions, useInviteUser } from '../api/queries.ts';
import { notifySaved, reportError } from '../../../lib/form-feedback.ts';

interface InviteValues {
  email: string;
  fullName: string;
  role: Role;
  contractorId: string | null;
}

/**
 * Invites a user by e-mail: the server creates it pending and mails a link to set the password. A
 * client may be linked to a contractor (the customer whose documents it will see).
 */
export function InviteUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('settings');
  const invite = useInviteUser();
  const form = useForm<InviteValues>({
    initialValues: { email: '', fullName: '', role: 'client', contractorId: null },
    validate: {
      email: (value) => (isEmail(value.trim()) ? null : t('validation.invalidEmail')),
      fullName: (value) => (value.trim() ? null : t('validation.required')),
    },
  });
  const isClient = form.values.role === 'client';
  const contractors = useContractorOptions(isClient);

  const submit = form.onSubmit((values) =>
    invite.mutate(
      {
        email: values.email.trim(),
        fullName: values.fullName.trim(),
        role: values.role,
        contractorId: values.role === 'client' && values.contractorId ? Number(values.contractorId) : null,
      },
      {
        onSuccess: () => {
          notifySaved(t, t('users.invited', { email: values.email.trim() }));
          onClose();
        },
        onError: (error) => reportError(error, t, form.setErrors),
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t('users.invite')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('users.email')}
            type="email"
            withAsterisk
            data-autofocus
            {...form.getInputProps('email')}
          />
          <TextInput label={t('users.fullName')} withAsterisk {...form.getInputProps('fullName')} />
          <Select
            label={t('users.role')}
            data={roles.map((value) => ({ value, label: t(`users.roles.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          {isClient && (
            <Select
              label={t('users.contractor')}
              description={t('users.contractorHint')}
              placeholder={t('users.noContractor')}
              data={contractors.data ?? []}
              searchable
              clearable
              nothingFoundMessage={t('users.contractorNotFound')}
              disabled={contractors.isError}
              {...form.getInputProps('contractorId')}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={invite.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('users.sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
