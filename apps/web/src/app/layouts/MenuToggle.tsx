import { Burger } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface MenuToggleProps {
  /** Whether the menu it controls is shown (aria-expanded). */
  opened: boolean;
  /** Draw the close (×) shape: only for the phone drawer, a desktop menu keeps the burger. */
  showClose?: boolean;
  onToggle: () => void;
  hiddenFrom?: 'md';
  controls?: string;
}

/** The navbar's menu button (hamburger), labelled for screen readers. */
export function MenuToggle({ opened, showClose = opened, onToggle, hiddenFrom, controls }: MenuToggleProps) {
  const { t } = useTranslation('common');
  return (
    <Burger
      opened={showClose}
      onClick={onToggle}
      size="sm"
      hiddenFrom={hiddenFrom}
      aria-label={t('header.toggleMenu')}
      aria-expanded={opened}
      aria-controls={controls}
    />
  );
}
