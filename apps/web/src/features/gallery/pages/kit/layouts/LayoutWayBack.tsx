import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHomePath } from '../../../../../components/use-home-path.ts';
import { GallerySection } from '../../../components/GalleryPage.tsx';
import type { LayoutSlug } from './layout-presets.ts';

/** A layout without the menu still lets the reader leave: home, the navbar's button, the page list. */
export function LayoutWayBack({ slug }: { slug: LayoutSlug }) {
  const { t } = useTranslation('galleryLayouts');
  const home = useHomePath();
  return (
    <GallerySection title={t('demo.wayBack.title')} description={t('demo.wayBack.description')}>
      <List size="sm" spacing={4}>
        <List.Item>
          <Anchor component={Link} to={home}>
            {t('demo.wayBack.home')}
          </Anchor>
        </List.Item>
        {slug !== 'layout-blank' && <List.Item>{t('demo.wayBack.menuButton')}</List.Item>}
        <List.Item>{t('demo.wayBack.pageList')}</List.Item>
      </List>
    </GallerySection>
  );
}
