import { List, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withOverride, type ShellConfig } from '../../../../../lib/layout-override.ts';
import { useThemeConfig } from '../../../../../lib/theme-config.ts';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { LAYOUT_PRESETS, type LayoutSlug } from './layout-presets.ts';
import { LayoutSketch } from './LayoutSketch.tsx';
import { shellParts } from './setting-text.ts';

function ShellPicture({ label, config }: { label: string; config: ShellConfig }) {
  const { t } = useTranslation('galleryLayouts');
  return (
    <Example label={label}>
      <LayoutSketch config={config} />
      <List size="sm" spacing={2}>
        {shellParts(t, config).map((part) => (
          <List.Item key={part}>{part}</List.Item>
        ))}
      </List>
    </Example>
  );
}

/** What the shell shows on this page, beside what the saved settings give on every other page. */
export function LayoutNow({ slug }: { slug: LayoutSlug }) {
  const { t } = useTranslation('galleryLayouts');
  const saved = useThemeConfig();
  return (
    <GallerySection title={t('demo.now.title')} description={t('demo.now.description')}>
      <Text>{t(`demo.explain.${slug}`)}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ShellPicture
          label={t('demo.now.thisPage')}
          config={withOverride(saved, LAYOUT_PRESETS[slug].override)}
        />
        <ShellPicture label={t('demo.now.saved')} config={withOverride(saved, undefined)} />
      </SimpleGrid>
    </GallerySection>
  );
}
