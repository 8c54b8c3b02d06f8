import { Anchor, Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { useUpdateUser, useUser } from '../api/queries.ts';
import { UserFormFields } from '../components/UserFormFields.tsx';
import {
  emptyUserForm,
  formValuesOf,
  reportSaveError,
  updateBodyOf,
  userFormValidation,
  type UserFormValues,
} from '../components/user-form.ts';

/** /apps/user/edit/:id: the profile, the role and whether the user may sign in. */
export default function UserEditPage() {
  const { t } = useTranslation('users');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const user = useUser(id);
  const save = useUpdateUser();
  const form = useForm<UserFormValues>({ initialValues: emptyUserForm, validate: userFormValidation(t) });
  const loaded = user.data;
  const { initialize } = form;
  useEffect(() => {
    if (loaded) initialize(formValuesOf(loaded));
  }, [loaded, initialize]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id, body: updateBodyOf(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('form.saved') });
          void navigate(`/apps/user/view/${id}`);
        },
        onError: (error) => reportSaveError(error, t, form.setErrors),
      },
    ),
  );

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/apps/user/view/${id}`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('view.back')}
        </Group>
      </Anchor>
      {user.isError ? (
        <LoadError
          title={t('view.loadFailed')}
          error={user.error}
          retrying={user.isFetching}
          onRetry={() => void user.refetch()}
        />
      ) : !loaded ? (
        <Skeleton height={360} radius="md" />
      ) : (
        <Card withBorder radius="md" p="lg">
          <form noValidate onSubmit={submit}>
            <Stack gap="md">
              <Title order={1} fz={22}>
                {loaded.fullName}
              </Title>
              <UserFormFields form={form} mode="edit" columns={2} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" component={Link} to={`/apps/user/view/${id}`}>
                  {t('form.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('form.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}
