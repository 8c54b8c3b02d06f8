import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { P24_PRODUCTION_URL, P24_SANDBOX_URL, type PaymentSettings } from '@saldo/contracts/shop';
import { usePaymentSettings, useSavePaymentSettings } from '../api/queries.ts';

/**
 * The company's Przelewy24 account (administrators): the ids, the environment and the two keys.
 * The keys are never shown back; a blank key field keeps the stored one.
 */
export function PaymentSettingsCard() {
  const { t } = useTranslation('shop');
  const settings = usePaymentSettings();
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          {t('paymentSettings.title')}
        </Title>
        {settings.data && <PaymentSettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />}
      </Stack>
    </Card>
  );
}

function PaymentSettingsForm({ saved }: { saved: PaymentSettings }) {
  const { t } = useTranslation('shop');
  const save = useSavePaymentSettings();
  const [merchantId, setMerchantId] = useState<number | string>(saved.merchantId ?? '');
  const [posId, setPosId] = useState<number | string>(saved.posId ?? '');
  const [baseUrl, setBaseUrl] = useState(saved.baseUrl);
  const [apiKey, setApiKey] = useState('');
  const [crc, setCrc] = useState('');
  const id = (value: number | string) => (typeof value === 'number' ? value : null);
  const environments = [
    { value: P24_SANDBOX_URL, label: t('paymentSettings.sandbox') },
    { value: P24_PRODUCTION_URL, label: t('paymentSettings.production') },
    ...([P24_SANDBOX_URL, P24_PRODUCTION_URL].includes(baseUrl) ? [] : [{ value: baseUrl, label: baseUrl }]),
  ];
  return (
    <Stack gap="sm">
      {saved.configured ? (
        <Text c="green">{t('paymentSettings.configured')}</Text>
      ) : (
        <Alert color="yellow">{t('paymentSettings.notConfigured')}</Alert>
      )}
      <Group grow>
        <NumberInput
          label={t('paymentSettings.merchantId')}
          value={merchantId}
          onChange={setMerchantId}
          min={1}
          allowDecimal={false}
        />
        <NumberInput
          label={t('paymentSettings.posId')}
          value={posId}
          onChange={setPosId}
          min={1}
          allowDecimal={false}
        />
      </Group>
      <Select
        label={t('paymentSettings.environment')}
        data={environments}
        value={baseUrl}
        onChange={(v) => v && setBaseUrl(v)}
        allowDeselect={false}
      />
      <Group grow>
        <PasswordInput
          label={t('paymentSettings.apiKey')}
          placeholder={saved.apiKeySet ? t('paymentSettings.keyKept') : ''}
          value={apiKey}
          onChange={(e) => setApiKey(e.currentTarget.value)}
          autoComplete="off"
        />
        <PasswordInput
          label={t('paymentSettings.crc')}
          placeholder={saved.crcSet ? t('paymentSettings.keyKept') : ''}
          value={crc}
          onChange={(e) => setCrc(e.currentTarget.value)}
          autoComplete="off"
        />
      </Group>
      {save.isError && <Alert color="red">{save.error.message}</Alert>}
      <Group>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate({
              merchantId: id(merchantId),
              posId: id(posId),
              baseUrl,
              ...(apiKey.trim() ? { apiKey } : {}),
              ...(crc.trim() ? { crc } : {}),
            })
          }
        >
          {t('paymentSettings.save')}
        </Button>
      </Group>
    </Stack>
  );
}
