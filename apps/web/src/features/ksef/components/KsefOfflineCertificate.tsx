import { useMemo } from 'react';
import { Alert, Button, FileButton, Group, PasswordInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCertificate, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KsefOfflineCertificateInput, KsefSettings } from '@saldo/contracts/ksef';
import type { SettingsProblems } from '@saldo/contracts/organization-settings-rules';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { notifySaved, reportError } from '../../../lib/form-feedback.ts';
import { settingsValidator } from '../../../lib/settings-validator.ts';
import { useOfflineCertificate } from '../api/queries.ts';

interface Values {
  certificate: string;
  privateKey: string;
  passphrase: string;
}
const EMPTY: Values = { certificate: '', privateKey: '', passphrase: '' };
const ACCEPT = '.pem,.crt,.cer,.key,.txt,application/x-pem-file,application/x-x509-ca-cert,text/plain';

/**
 * The KSeF offline certificate: with it an invoice KSeF cannot take now is issued in offline mode and
 * carries the two verification codes. The certificate and key are pasted or read from their files; the
 * key never comes back from the server, only the certificate's serial number and expiry.
 */
export function KsefOfflineCertificate({ settings }: { settings: KsefSettings }) {
  const { t: settingsT } = useTranslation('settings');
  // Last, so the key check reads this file's t() keys in the ksef namespace.
  const { t } = useTranslation('ksef');
  const format = useInvoiceFormat();
  const { upload, remove } = useOfflineCertificate();
  const validate = useMemo(
    () =>
      // What the certificate and key are is for the server to judge; here only that both are given.
      settingsValidator<Values>(settingsT, null, (values) => {
        const problems: SettingsProblems = {};
        if (values.certificate.trim() === '') problems['certificate'] = 'required';
        if (values.privateKey.trim() === '') problems['privateKey'] = 'required';
        return problems;
      }),
    [settingsT],
  );
  const form = useForm<Values>({ initialValues: EMPTY, validate });
  const current = settings.offlineCertificate;

  const submit = form.onSubmit((values) => {
    const body: KsefOfflineCertificateInput = {
      certificate: values.certificate,
      privateKey: values.privateKey,
      ...(values.passphrase === '' ? {} : { passphrase: values.passphrase }),
    };
    upload.mutate(body, {
      onSuccess: () => {
        form.setValues(EMPTY);
        form.resetDirty(EMPTY);
        notifySaved(settingsT, t('settings.offline.saved'));
      },
      onError: (error) => reportError(error, settingsT, form.setErrors),
    });
  });

  const readInto = (field: 'certificate' | 'privateKey') => (file: File | null) => {
    if (!file) return;
    void file.text().then((text) => {
      form.setFieldValue(field, text.trim());
      form.clearFieldError(field);
    });
  };

  const fileButton = (field: 'certificate' | 'privateKey', label: string) => (
    <FileButton onChange={readInto(field)} accept={ACCEPT} inputProps={{ 'aria-label': label }}>
      {(props) => (
        <Button size="xs" variant="default" leftSection={<IconUpload size={14} aria-hidden />} {...props}>
          {label}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="ksef-offline-title">
      <Title order={3} fz="md" id="ksef-offline-title">
        {t('settings.offline.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settings.offline.intro')}
      </Text>
      {current ? (
        <Group gap="sm">
          <Group gap={6}>
            <IconCertificate size={16} aria-hidden />
            <Text size="sm">
              {t('settings.offline.current', {
                serial: current.serial,
                validTo: format.dateTime(current.validTo),
              })}
            </Text>
          </Group>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => notifySaved(settingsT, t('settings.offline.removed')),
                onError: (error) => reportError(error, settingsT),
              })
            }
          >
            {t('settings.offline.remove')}
          </Button>
        </Group>
      ) : (
        <Alert variant="light" color="gray">
          {t('settings.offline.none')}
        </Alert>
      )}
      <form noValidate onSubmit={submit} aria-label={t('settings.offline.formLabel')}>
        <Stack gap="sm">
          <Textarea
            label={current ? t('settings.offline.newCertificate') : t('settings.offline.certificate')}
            description={t('settings.offline.certificateHint')}
            rows={4}
            spellCheck={false}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
            {...form.getInputProps('certificate')}
          />
          <Group>{fileButton('certificate', t('settings.offline.certificateFile'))}</Group>
          <Textarea
            label={t('settings.offline.privateKey')}
            description={t('settings.offline.privateKeyHint')}
            rows={4}
            spellCheck={false}
            autoComplete="off"
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
            {...form.getInputProps('privateKey')}
          />
          <Group>{fileButton('privateKey', t('settings.offline.privateKeyFile'))}</Group>
          <PasswordInput
            w={{ base: '100%', xs: 320 }}
            label={t('settings.offline.passphrase')}
            description={t('settings.offline.passphraseHint')}
            autoComplete="new-password"
            {...form.getInputProps('passphrase')}
          />
          <Group>
            <Button type="submit" loading={upload.isPending}>
              {t('settings.offline.upload')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
