import { useState } from 'react';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  defaultThemeConfig,
  resetThemeConfig,
  setThemeConfig,
  useThemeConfig,
  type ThemeConfig,
} from '../../../../../lib/theme-config.ts';
import { GallerySection } from '../../../components/GalleryPage.tsx';
import { LAYOUT_PRESETS, unsavedSettings, type LayoutSlug } from './layout-presets.ts';
import { settingName, settingValue } from './setting-text.ts';

type Outcome = 'saved' | 'restored' | null;

/**
 * The customizer settings behind the layout with their saved values, and the two buttons that
 * really save: this layout for every page, or the defaults back.
 */
export function LayoutSettings({ slug }: { slug: LayoutSlug }) {
  const { t } = useTranslation('galleryLayouts');
  const saved = useThemeConfig();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const preset = LAYOUT_PRESETS[slug];
  const keys = Object.keys(preset.settings) as (keyof ThemeConfig)[];
  const inUse = unsavedSettings(preset.settings, saved).length === 0;
  const atDefaults = unsavedSettings(defaultThemeConfig, saved).length === 0;

  return (
    <GallerySection title={t('demo.settings.title')} description={t(`demo.settingsNote.${slug}`)}>
      <Table.ScrollContainer minWidth={420}>
        <Table withTableBorder captionSide="top">
          <Table.Caption>{t('demo.settings.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('demo.settings.setting')}</Table.Th>
              <Table.Th scope="col">{t('demo.settings.thisLayout')}</Table.Th>
              <Table.Th scope="col">{t('demo.settings.saved')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map((key) => {
              const wanted = preset.settings[key] ?? saved[key];
              return (
                <Table.Tr key={key}>
                  <Table.Th scope="row" fw={500}>
                    {settingName(t, key)}
                  </Table.Th>
                  <Table.Td>{settingValue(t, key, wanted)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {settingValue(t, key, saved[key])}
                      {saved[key] === wanted && (
                        <Badge size="sm" variant="light" color="teal">
                          {t('demo.settings.same')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          disabled={inUse}
          onClick={() => {
            setThemeConfig(preset.settings);
            setOutcome('saved');
          }}
        >
          {inUse ? t('demo.settings.inUse') : t('demo.settings.use')}
        </Button>
        <Button
          variant="light"
          color="red"
          disabled={atDefaults}
          onClick={() => {
            resetThemeConfig();
            setOutcome('restored');
          }}
        >
          {t('demo.settings.restore')}
        </Button>
      </Group>
      <Text size="sm" role="status">
        {outcome === 'saved' && t('demo.settings.savedNote')}
        {outcome === 'restored' && t('demo.settings.restoredNote')}
      </Text>
    </GallerySection>
  );
}
