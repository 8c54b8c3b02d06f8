import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A thin bar at the top of the window while the next page's code or data is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation('common');
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      striped={false}
      size={3}
      radius={0}
      aria-label={t('loading')}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
