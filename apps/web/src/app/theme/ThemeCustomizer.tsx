import type { ReactNode } from 'react';
import {
  ActionIcon,
  Affix,
  Button,
  Divider,
  Drawer,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  useMantineColorScheme,
  useComputedColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  contentWidths,
  footerTypes,
  layoutTypes,
  navbarTypes,
  resetThemeConfig,
  setThemeConfig,
  useThemeConfig,
} from '../../lib/theme-config.ts';
import { useOverlayOnDemand } from '../../lib/use-overlay-on-demand.ts';

function Setting({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** A drawer, opened from a floating button, with the layout settings of the theme (kept in localStorage). */
export function ThemeCustomizer() {
  const [opened, { open, close }] = useDisclosure(false);
  const drawerMounted = useOverlayOnDemand(opened);
  const { t } = useTranslation('common');
  const config = useThemeConfig();
  const { setColorScheme } = useMantineColorScheme();
  const skin = useComputedColorScheme('light');
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <>
      {/* In place, as ScrollToTop's: no portal mounting in the page's first commit. */}
      <Affix position={{ top: '45%', right: 0 }} withinPortal={false}>
        <ActionIcon
          size="xl"
          radius={0}
          style={{ borderTopLeftRadius: 8, borderBottomLeftRadius: 8 }}
          aria-label={t('customizer.open')}
          title={t('customizer.open')}
          onClick={open}
        >
          <IconSettings size={22} />
        </ActionIcon>
      </Affix>
      {drawerMounted && (
        <Drawer
          opened={opened}
          onClose={close}
          position="right"
          size={340}
          title={<Text fw={700}>{t('customizer.title')}</Text>}
          closeButtonProps={{ 'aria-label': t('customizer.close') }}
        >
          <Stack gap="lg">
            <Text size="sm" c="dimmed">
              {t('customizer.description')}
            </Text>
            <Setting label={t('customizer.skin')}>
              <SegmentedControl
                fullWidth
                value={skin}
                onChange={(value) => setColorScheme(value === 'dark' ? 'dark' : 'light')}
                data={options(['light', 'dark'] as const, 'customizer.skins')}
              />
            </Setting>
            <Setting label={t('customizer.layout')}>
              <SegmentedControl
                fullWidth
                value={config.layout}
                onChange={(value) => setThemeConfig({ layout: value as (typeof layoutTypes)[number] })}
                data={options(layoutTypes, 'customizer.layouts')}
              />
            </Setting>
            <Setting label={t('customizer.contentWidth')}>
              <SegmentedControl
                fullWidth
                value={config.contentWidth}
                onChange={(value) =>
                  setThemeConfig({ contentWidth: value as (typeof contentWidths)[number] })
                }
                data={options(contentWidths, 'customizer.widths')}
              />
            </Setting>
            <Divider />
            <Switch
              label={t('customizer.menuCollapsed')}
              checked={config.menuCollapsed}
              disabled={config.layout !== 'vertical'}
              onChange={(event) => setThemeConfig({ menuCollapsed: event.currentTarget.checked })}
            />
            <Switch
              label={t('customizer.menuHidden')}
              checked={config.menuHidden}
              disabled={config.layout !== 'vertical'}
              onChange={(event) => setThemeConfig({ menuHidden: event.currentTarget.checked })}
            />
            <Divider />
            <Setting label={t('customizer.navbarType')}>
              <SegmentedControl
                fullWidth
                size="xs"
                value={config.navbarType}
                onChange={(value) => setThemeConfig({ navbarType: value as (typeof navbarTypes)[number] })}
                data={options(navbarTypes, 'customizer.navbarTypes')}
              />
            </Setting>
            <Setting label={t('customizer.footerType')}>
              <SegmentedControl
                fullWidth
                size="xs"
                value={config.footerType}
                onChange={(value) => setThemeConfig({ footerType: value as (typeof footerTypes)[number] })}
                data={options(footerTypes, 'customizer.footerTypes')}
              />
            </Setting>
            <Button
              variant="light"
              color="red"
              onClick={() => {
                resetThemeConfig();
                setColorScheme('light');
              }}
            >
              {t('customizer.reset')}
            </Button>
          </Stack>
        </Drawer>
      )}
    </>
  );
}
