import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconCircleX, IconPlugConnected } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ConnectionTestResult,
  MailboxSettings,
  MailboxSettingsBody,
  MailboxStatus,
} from '@saldo/contracts/email';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDisconnectMailbox, useMailbox, useSaveMailbox, useTestMailbox } from '../../email/api/queries.ts';

interface ServerValues {
  host: string;
  port: number | string;
  secure: boolean;
  user: string;
  password: string;
}
interface MailboxValues {
  imap: ServerValues;
  smtp: ServerValues;
  fromName: string;
  fromEmail: string;
}

const valuesOf = (settings: MailboxSettings | null): MailboxValues => ({
  imap: { host: '', port: 993, secure: true, user: '', password: '', ...settings?.imap },
  smtp: { host: '', port: 465, secure: true, user: '', password: '', ...settings?.smtp },
  fromName: settings?.fromName ?? '',
  fromEmail: settings?.fromEmail ?? '',
});

/**
 * The user's own mailbox (issue 24): IMAP and SMTP servers with their logins. Passwords are never
 * shown back (the server keeps them sealed); left empty they keep the stored ones. "Test
 * connection" tries both servers with what the form holds and says where each attempt stopped.
 */
export function MailboxTab() {
  const { t } = useTranslation('email');
  const mailbox = useMailbox();
  if (mailbox.isError)
    return (
      <LoadError
        title={t('mailbox.loadFailed')}
        error={mailbox.error}
        retrying={mailbox.isFetching}
        onRetry={() => void mailbox.refetch()}
      />
    );
  if (!mailbox.data) return <Skeleton height={320} aria-busy="true" />;
  return <MailboxForm settings={mailbox.data.settings} status={mailbox.data.status} />;
}

function MailboxForm({ settings, status }: { settings: MailboxSettings | null; status: MailboxStatus }) {
  const { t, i18n } = useTranslation('email');
  const save = useSaveMailbox();
  const test = useTestMailbox();
  const disconnect = useDisconnectMailbox();
  const connected = settings !== null;
  const required = (value: string) => (value.trim() === '' ? t('mailbox.errors.required') : null);
  const host = (value: string) =>
    required(value) ??
    (/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/.test(value.trim()) ? null : t('mailbox.errors.host'));
  const port = (value: number | string) =>
    Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 65_535 && value !== ''
      ? null
      : t('mailbox.errors.port');
  // A first connection needs the IMAP password; the SMTP one defaults to it on the server.
  const imapPassword = (value: string) =>
    !connected && value === '' ? t('mailbox.errors.passwordRequired') : null;
  const form = useForm<MailboxValues>({
    initialValues: valuesOf(settings),
    validate: {
      imap: { host, port, user: required, password: imapPassword },
      smtp: { host, port, user: required },
      fromEmail: (value) =>
        value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : t('mailbox.errors.email'),
    },
  });
  // A reload after connecting or disconnecting starts the form again from what the server holds.
  useEffect(() => {
    form.setValues(valuesOf(settings));
    form.resetDirty(valuesOf(settings));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stored settings change
  }, [settings]);

  const body = (values: MailboxValues): MailboxSettingsBody => {
    const server = ({ host: h, port: p, secure, user, password }: ServerValues) => ({
      host: h.trim(),
      port: Number(p),
      secure,
      user: user.trim(),
      ...(password !== '' ? { password } : {}),
    });
    return {
      imap: server(values.imap),
      smtp: server(values.smtp),
      fromName: values.fromName.trim(),
      ...(values.fromEmail.trim() !== '' ? { fromEmail: values.fromEmail.trim() } : {}),
    };
  };
  const failed = (title: string) => (error: unknown) => {
    if (error instanceof ApiError && error.errors) form.setErrors(error.errors);
    notifications.show({
      color: 'red',
      title,
      message: error instanceof ApiError ? error.message : t('errors.network'),
    });
  };
  const submit = form.onSubmit((values) =>
    save.mutate(body(values), {
      onSuccess: () => notifications.show({ color: 'teal', message: t('mailbox.saved') }),
      onError: failed(t('mailbox.saveFailed')),
    }),
  );
  const runTest = () => {
    if (form.validate().hasErrors) return;
    test.mutate(body(form.getValues()), { onError: failed(t('mailbox.testFailed')) });
  };

  const server = (kind: 'imap' | 'smtp') => (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t(`mailbox.${kind}.title`)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t(`mailbox.${kind}.host`)}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps(`${kind}.host`)}
        />
        <NumberInput
          label={t(`mailbox.${kind}.port`)}
          withAsterisk
          min={1}
          max={65_535}
          allowDecimal={false}
          {...form.getInputProps(`${kind}.port`)}
        />
        <TextInput
          label={t(`mailbox.${kind}.user`)}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps(`${kind}.user`)}
        />
        <PasswordInput
          label={t(`mailbox.${kind}.password`)}
          autoComplete="new-password"
          withAsterisk={kind === 'imap' && !connected}
          description={
            (kind === 'imap' ? settings?.hasImapPassword : settings?.hasSmtpPassword)
              ? t('mailbox.passwordKept')
              : kind === 'smtp'
                ? t('mailbox.smtpPasswordDefault')
                : undefined
          }
          visibilityToggleButtonProps={{ 'aria-label': t('mailbox.togglePassword') }}
          {...form.getInputProps(`${kind}.password`)}
        />
      </SimpleGrid>
      <Switch
        label={t(`mailbox.${kind}.secure`)}
        description={t('mailbox.secureHint')}
        {...form.getInputProps(`${kind}.secure`, { type: 'checkbox' })}
      />
    </Stack>
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('mailbox.tab')}>
      <Stack gap="lg" maw={760}>
        <Group gap="sm">
          <Text size="sm">{t('mailbox.intro')}</Text>
          <Badge color={connected ? 'teal' : 'gray'} variant="light">
            {t(connected ? 'mailbox.connected' : 'mailbox.notConnected')}
          </Badge>
        </Group>
        {connected && status.lastSyncAt && (
          <Text size="sm" c="dimmed">
            {t('mailbox.lastSync', { time: formatDateTime(status.lastSyncAt, i18n.language) })}
          </Text>
        )}
        {connected && status.error && (
          <Alert color="red" title={t('sync.failed')}>
            {status.error}
          </Alert>
        )}
        {server('imap')}
        {server('smtp')}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('mailbox.fromName')} {...form.getInputProps('fromName')} />
          <TextInput
            label={t('mailbox.fromEmail')}
            description={t('mailbox.fromEmailHint')}
            {...form.getInputProps('fromEmail')}
          />
        </SimpleGrid>
        {test.data && (
          <Stack gap="xs" aria-live="polite" data-testid="mailbox-test-result">
            <TestLine name="IMAP" result={test.data.imap} />
            <TestLine name="SMTP" result={test.data.smtp} />
          </Stack>
        )}
        <Group justify="space-between">
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlugConnected size={16} aria-hidden />}
              loading={test.isPending}
              onClick={runTest}
            >
              {t('mailbox.test')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(connected ? 'mailbox.save' : 'mailbox.connect')}
            </Button>
          </Group>
          {connected && (
            <Button
              color="red"
              variant="subtle"
              loading={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onSuccess: () => notifications.show({ color: 'teal', message: t('mailbox.disconnected') }),
                  onError: failed(t('mailbox.disconnectFailed')),
                })
              }
            >
              {t('mailbox.disconnect')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function TestLine({ name, result }: { name: string; result: ConnectionTestResult }) {
  const { t } = useTranslation('email');
  return (
    <Alert
      color={result.ok ? 'teal' : 'red'}
      icon={result.ok ? <IconCircleCheck size={18} aria-hidden /> : <IconCircleX size={18} aria-hidden />}
      title={
        result.ok
          ? t('mailbox.testOk', { name })
          : t('mailbox.testStage', { name, stage: t(`mailbox.stages.${result.stage ?? 'protocol'}`) })
      }
    >
      {result.message}
    </Alert>
  );
}
