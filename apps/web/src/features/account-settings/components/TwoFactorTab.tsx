import { useState } from 'react';
import {
  Alert,
  Button,
  Code,
  Group,
  Image,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useAbility } from '@casl/react';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import type { TwoFactorSetup } from '@saldo/contracts/two-factor';
import { ApiError } from '../../../lib/api-client.ts';
import {
  useAfterChange,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
  useSetTwoFactorPolicy,
  useStartTwoFactor,
  useTwoFactorPolicy,
  useTwoFactorStatus,
} from '../api/two-factor-api.ts';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('twoFactor');
  return (
    <Stack gap="sm">
      <Title order={4}>{t('recoveryTitle')}</Title>
      <Text fz="sm">{t('recoveryIntro')}</Text>
      <SimpleGrid cols={2} spacing="xs" aria-label={t('recoveryTitle')} role="list">
        {codes.map((code) => (
          <Code key={code} role="listitem">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <Button onClick={onDone}>{t('recoveryDone')}</Button>
      </Group>
    </Stack>
  );
}

/** Enrolment: the QR code and key, then the first code; answers the recovery codes (shown once). */
export function TwoFactorEnrolment({ onEnabled }: { onEnabled?(): void }) {
  const { t } = useTranslation('twoFactor');
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const refresh = useAfterChange();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');

  if (enable.data)
    return (
      <RecoveryCodesList
        codes={enable.data.recoveryCodes}
        onDone={() => {
          enable.reset();
          setSetup(null);
          void refresh();
          onEnabled?.();
        }}
      />
    );
  if (!setup)
    return (
      <Stack gap="sm" align="flex-start">
        {start.isError ? <Alert color="red">{messageOf(start.error)}</Alert> : null}
        <Button loading={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setSetup })}>
          {t('start')}
        </Button>
      </Stack>
    );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        enable.mutate(code.replace(/\s/g, ''));
      }}
    >
      <Stack gap="sm">
        <Text fz="sm">{t('scan')}</Text>
        <Image src={setup.qrCodeDataUrl} alt={t('qrAlt')} w={200} h={200} />
        <Text fz="sm">
          {t('secretLabel')}: <Code data-testid="two-factor-secret">{setup.secret}</Code>
        </Text>
        {enable.isError ? <Alert color="red">{messageOf(enable.error)}</Alert> : null}
        <TextInput
          label={t('codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          maw={200}
        />
        <Group>
          <Button type="submit" loading={enable.isPending}>
            {t('confirm')}
          </Button>
          <Button variant="default" onClick={() => setSetup(null)}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EnabledPanel({ required }: { required: boolean }) {
  const { t } = useTranslation('twoFactor');
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [password, setPassword] = useState('');
  if (regenerate.data)
    return <RecoveryCodesList codes={regenerate.data.recoveryCodes} onDone={() => regenerate.reset()} />;
  const error = disable.error ?? regenerate.error;
  return (
    <Stack gap="sm">
      <Text fz="sm">{t('proofHint')}</Text>
      {error ? <Alert color="red">{messageOf(error)}</Alert> : null}
      <PasswordInput
        label={t('passwordLabel')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        maw={320}
      />
      <Group>
        <Button
          variant="default"
          loading={regenerate.isPending}
          onClick={() => regenerate.mutate({ password })}
        >
          {t('regenerate')}
        </Button>
        {required ? null : (
          <Button
            color="red"
            variant="light"
            loading={disable.isPending}
            onClick={() => disable.mutate({ password })}
          >
            {t('disable')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function OrganizationPolicy() {
  const { t } = useTranslation('twoFactor');
  const policy = useTwoFactorPolicy(true);
  const save = useSetTwoFactorPolicy();
  if (!policy.data) return null;
  return (
    <Stack gap="xs">
      <Title order={4}>{t('orgTitle')}</Title>
      {save.isError ? <Alert color="red">{messageOf(save.error)}</Alert> : null}
      <Switch
        label={t('orgRequire')}
        description={t('orgRequireHint')}
        checked={policy.data.requireAdminTwoFactor}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
      />
    </Stack>
  );
}

/** Account settings → Security: the user's two-factor sign-in, and for an admin the organization's rule. */
export function TwoFactorTab() {
  const { t } = useTranslation('twoFactor');
  const status = useTwoFactorStatus();
  const admin = useAbility<AppAbility>().can('update', 'Organization');
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3}>{t('title')}</Title>
        <Text fz="sm" c="dimmed">
          {t('intro')}
        </Text>
        {status.data ? (
          <Text fz="sm" fw={500}>
            {status.data.enabled ? t('statusOn', { count: status.data.recoveryCodesLeft }) : t('statusOff')}{' '}
            {status.data.required ? t('requiredNote') : null}
          </Text>
        ) : null}
      </Stack>
      {status.data ? (
        status.data.enabled ? (
          <EnabledPanel required={status.data.required} />
        ) : (
          <TwoFactorEnrolment />
        )
      ) : null}
      {admin ? <OrganizationPolicy /> : null}
    </Stack>
  );
}
