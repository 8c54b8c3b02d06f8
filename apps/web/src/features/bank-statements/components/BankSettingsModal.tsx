import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBankSettings, useSaveBankSettings } from '../api/queries.ts';
import { notifyDone, notifyFailure } from './notify.ts';

const MIN = 50;
const NEVER = 101;

/** The score from which a proposal applies itself; 101 is how the server stores "never". */
export function BankSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('bankStatements');
  const settings = useBankSettings(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('settings.title')}>
      {settings.isPending ? (
        <Loader size="sm" />
      ) : settings.isError ? (
        <Alert color="red" role="alert">
          {t('settings.loadFailed')}
        </Alert>
      ) : (
        <SettingsForm initial={settings.data.autoMatchScore} onClose={onClose} />
      )}
    </Modal>
  );
}

function SettingsForm({ initial, onClose }: { initial: number; onClose: () => void }) {
  const { t } = useTranslation('bankStatements');
  const save = useSaveBankSettings();
  const [automatic, setAutomatic] = useState(initial < NEVER);
  const [score, setScore] = useState<number | string>(initial < NEVER ? initial : 90);
  const valid = typeof score === 'number' && Number.isInteger(score) && score >= MIN && score <= 100;
  const submit = () => {
    if (automatic && !valid) return;
    save.mutate(
      { autoMatchScore: automatic && typeof score === 'number' ? score : NEVER },
      {
        onSuccess: () => {
          notifyDone(t('settings.saved'));
          onClose();
        },
        onError: (error) => notifyFailure(error, t('errors.network')),
      },
    );
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('settings.description')}</Text>
        <Switch
          label={t('settings.automatic')}
          checked={automatic}
          onChange={(event) => setAutomatic(event.currentTarget.checked)}
        />
        <NumberInput
          label={t('settings.score')}
          description={t('settings.scoreHint', { min: MIN })}
          min={MIN}
          max={100}
          value={score}
          onChange={setScore}
          disabled={!automatic}
          allowDecimal={false}
          error={automatic && !valid ? t('settings.scoreInvalid', { min: MIN }) : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('settings.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
