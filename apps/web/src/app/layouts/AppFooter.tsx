import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ThemeConfig } from '../../lib/theme-config.ts';
import classes from './Shell.module.css';

/** Copyright line; static (after the content), sticky (always visible) or hidden. */
export function AppFooter({ type }: { type: ThemeConfig['footerType'] }) {
  const { t } = useTranslation('common');
  if (type === 'hidden') return null;
  return (
    <footer className={classes.footer} data-footer={type}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {t('footer.tagline')}
        </Text>
      </Group>
    </footer>
  );
}
