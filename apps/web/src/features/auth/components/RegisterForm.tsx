import { useMemo } from 'react';
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { homePathFor } from '@saldo/contracts/abilities';
import { PASSWORD_MIN_LENGTH } from '@saldo/contracts/auth';
import { useRegisterMutation } from '../api/auth-api.ts';
import { errorMessage, fieldErrors } from '../errors.ts';
import { registerSchema } from '../validation.ts';
import { AuthHeading } from './AuthHeading.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';
import { PasswordField } from './PasswordField.tsx';

const serverFields = ['username', 'email', 'password'] as const;

/**
 * Self-registration: the new user becomes the admin of a new organization and is signed in at once;
 * the e-mail still has to be confirmed, which the toast says.
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const register = useRegisterMutation();
  const schema = useMemo(() => registerSchema(t), [t]);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', email: '', password: '', terms: false },
    validate: schemaResolver(schema, { sync: true }),
  });

  const submit = form.onSubmit(({ username, email, password }) =>
    register.mutate(
      { username: username.trim(), email: email.trim(), password },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'teal',
            title: t('register.successTitle'),
            message: t('register.confirmEmail', { email: answer.userData.email }),
          });
          void navigate(homePathFor(answer.userData.role), { replace: true });
        },
        // Field messages go under their fields; only a message that fits no field goes in the alert.
        onError: (error) => form.setErrors(fieldErrors(error, serverFields)),
      },
    ),
  );

  const showAlert = register.isError && Object.keys(fieldErrors(register.error, serverFields)).length === 0;

  return (
    <Stack gap="lg">
      <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
      <form noValidate onSubmit={submit} aria-label={t('register.formLabel')}>
        <Stack gap="md">
          {showAlert ? <ErrorAlert>{errorMessage(register.error, t)}</ErrorAlert> : null}
          <TextInput
            label={t('fields.username')}
            placeholder={t('fields.usernamePlaceholder')}
            autoComplete="username"
            withAsterisk
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <TextInput
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('fields.password')}
            description={t('validation.passwordMin', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Checkbox
            label={t('register.terms')}
            key={form.key('terms')}
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" fz="sm">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login" fz="inherit">
          {t('register.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
