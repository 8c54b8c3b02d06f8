import { useMemo } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  PasswordInput,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconKey, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { businessDateSchema } from '@saldo/contracts/business-date';
import { KSEF_ENVIRONMENTS, ksefSettingsInputSchema, type KsefSettings } from '@saldo/contracts/ksef';
import { FormActions } from '../../../components/FormActions.tsx';
import { SectionLoader } from '../../../components/SectionLoader.tsx';
import { markSaved, notifySaved, reportError } from '../../../lib/form-feedback.ts';
import { settingsValidator } from '../../../lib/settings-validator.ts';
import { useKsefSettings, useUpdateKsefSettings } from '../api/queries.ts';
import {
  toInput,
  toValues,
  willHaveToken,
  type KsefSettingsValues,
  type TokenAction,
} from '../settings-values.ts';
import { KsefOfflineCertificate } from './KsefOfflineCertificate.tsx';

/** The KSeF section of the company settings (`?tab=ksef`). */
export function KsefSettingsTab() {
  const query = useKsefSettings();
  return (
    <SectionLoader query={query}>
      {(settings) => (
        <Stack gap="xl">
          <KsefSettingsForm settings={settings} />
          <Divider />
          <KsefOfflineCertificate settings={settings} />
        </Stack>
      )}
    </SectionLoader>
  );
}

const TOKEN_MAX = 500;

/** The form keeps an empty date field as '' (not obliged), which the body sends as null. */
const formSchema = ksefSettingsInputSchema.extend({
  obligedFrom: businessDateSchema.or(z.literal('')),
});

/**
 * The environment, the company's KSeF token (write-only: the server only says whether one is stored
 * and its last characters) and what runs on its own: sending on issue, fetching purchase invoices.
 */
function KsefSettingsForm({ settings }: { settings: KsefSettings }) {
  const { t: settingsT } = useTranslation('settings');
  const { t } = useTranslation('ksef');
  const save = useUpdateKsefSettings();
  const validate = useMemo(
    () => settingsValidator<KsefSettingsValues>(settingsT, formSchema, () => ({})),
    [settingsT],
  );
  const form = useForm<KsefSettingsValues>({ initialValues: toValues(settings), validate });
  const { tokenAction, sendOnIssue, receive } = form.values;

  const setTokenAction = (action: TokenAction) => {
    form.setFieldValue('tokenAction', action);
    form.setFieldValue('token', '');
    form.clearFieldError('token');
  };

  const submit = form.onSubmit((values) =>
    save.mutate(toInput(values), {
      onSuccess: (saved) => {
        markSaved(form, toValues(saved));
        notifySaved(settingsT);
      },
      onError: (error) => reportError(error, settingsT, form.setErrors),
    }),
  );

  const tokenInput = (label: string, description: string) => (
    <PasswordInput
      label={label}
      description={description}
      autoComplete="new-password"
      spellCheck={false}
      maxLength={TOKEN_MAX}
      {...form.getInputProps('token')}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label={settingsT('tabs.ksef')}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('settings.intro')}
        </Text>
        <Radio.Group
          label={t('settings.environment')}
          description={t('settings.environmentHint')}
          {...form.getInputProps('environment')}
        >
          <Stack gap="sm" mt="xs">
            {KSEF_ENVIRONMENTS.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`environments.${value}.name`)}
                description={t(`environments.${value}.description`)}
              />
            ))}
          </Stack>
        </Radio.Group>

        <Stack gap="xs">
          {!settings.tokenSet ? (
            tokenInput(t('settings.token'), t('settings.tokenHint'))
          ) : tokenAction === 'replace' ? (
            <>
              {tokenInput(t('settings.newToken'), t('settings.newTokenHint'))}
              <Group>
                <Button variant="subtle" size="xs" onClick={() => setTokenAction('keep')}>
                  {t('settings.keepToken')}
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text size="sm" fw={500}>
                {t('settings.token')}
              </Text>
              {tokenAction === 'remove' ? (
                <Alert color="orange" variant="light" icon={<IconTrash size={16} aria-hidden />}>
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{t('settings.tokenWillBeRemoved')}</Text>
                    <Button variant="light" size="xs" onClick={() => setTokenAction('keep')}>
                      {t('settings.keepToken')}
                    </Button>
                  </Stack>
                </Alert>
              ) : (
                <Group gap="sm">
                  <Group gap={6}>
                    <IconKey size={16} aria-hidden />
                    <Text size="sm">{t('settings.tokenSet', { hint: settings.tokenHint })}</Text>
                  </Group>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconRefresh size={14} aria-hidden />}
                    onClick={() => setTokenAction('replace')}
                  >
                    {t('settings.replaceToken')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => setTokenAction('remove')}
                  >
                    {t('settings.removeToken')}
                  </Button>
                </Group>
              )}
            </>
          )}
        </Stack>

        <TextInput
          type="date"
          w={{ base: '100%', xs: 260 }}
          label={t('settings.obligedFrom')}
          description={t('settings.obligedFromHint')}
          {...form.getInputProps('obligedFrom')}
        />
        <Switch
          label={t('settings.sendOnIssue')}
          description={t('settings.sendOnIssueHint')}
          {...form.getInputProps('sendOnIssue', { type: 'checkbox' })}
        />
        <Switch
          label={t('settings.receive')}
          description={t('settings.receiveHint')}
          {...form.getInputProps('receive', { type: 'checkbox' })}
        />
        {(sendOnIssue || receive) && !willHaveToken(form.values, settings.tokenSet) && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />}>
            {t('settings.noTokenWarning')}
          </Alert>
        )}
      </Stack>
      <FormActions saving={save.isPending} dirty={form.isDirty()} onDiscard={form.reset} />
    </form>
  );
}
