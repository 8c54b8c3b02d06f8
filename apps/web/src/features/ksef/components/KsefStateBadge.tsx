import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KsefState } from '@saldo/contracts/ksef';

const KSEF_STATE_COLORS: Record<KsefState, MantineColor> = {
  not_sent: 'gray',
  queued: 'yellow',
  sending: 'blue',
  accepted: 'teal',
  rejected: 'red',
};

/** An invoice's state in KSeF, as a badge. */
export function KsefStateBadge({ state }: { state: KsefState }) {
  const { t } = useTranslation('ksef');
  return (
    <Badge color={KSEF_STATE_COLORS[state]} variant="light">
      {t(`states.${state}`)}
    </Badge>
  );
}
