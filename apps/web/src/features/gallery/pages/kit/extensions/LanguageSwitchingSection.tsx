import { Anchor, Group, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageInfo, languages } from '@saldo/i18n/languages';
import { LanguageMenu } from '../../../../../components/LanguageMenu.tsx';
import { GallerySection } from '../../../components/GalleryPage.tsx';

/**
 * The header's language menu itself, and the address way: `?lng=xx` is read when a page loads
 * (lib/i18n.ts), so these are plain links that load the page again, not router links.
 */
export function LanguageSwitchingSection() {
  const { t, i18n } = useTranslation('galleryExtensions');
  const { pathname } = useLocation();
  return (
    <GallerySection title={t('demo.i18n.switching')} description={t('demo.i18n.switchingNote')}>
      <Group gap="sm">
        <LanguageMenu />
        <Text size="sm">
          {t('demo.i18n.currentIs', {
            language: isLanguage(i18n.language) ? languageInfo[i18n.language].name : i18n.language,
          })}
        </Text>
      </Group>
      <Text size="sm">{t('demo.i18n.byAddress')}</Text>
      <Group gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {languages.map((lng) => (
          <li key={lng}>
            <Anchor href={`${pathname}?lng=${lng}`} lang={lng} size="sm">
              {languageInfo[lng].name}
            </Anchor>
          </li>
        ))}
      </Group>
    </GallerySection>
  );
}
