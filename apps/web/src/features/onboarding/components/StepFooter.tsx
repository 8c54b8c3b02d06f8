import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Back, skip this step, save and continue: the same three buttons under every step's form. */
export function StepFooter({
  onBack,
  onSkip,
  busy,
}: {
  onBack?: () => void;
  onSkip?: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Group justify="space-between" mt="lg">
      <div>
        {onBack && (
          <Button variant="default" onClick={onBack} disabled={busy}>
            {t('wizard.back')}
          </Button>
        )}
      </div>
      <Group gap="sm">
        {onSkip && (
          <Button variant="subtle" onClick={onSkip} disabled={busy}>
            {t('wizard.skipStep')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {t('wizard.saveAndContinue')}
        </Button>
      </Group>
    </Group>
  );
}
