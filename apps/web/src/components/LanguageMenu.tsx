import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { DE, FR, GB, PL, PT } from 'country-flag-icons/react/3x2';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageInfo, languages, type Language } from '@saldo/i18n/languages';
import { changeLanguage } from '../lib/i18n.ts';

const flags: Record<Language, typeof GB> = { en: GB, pl: PL, de: DE, fr: FR, pt: PT };

function Flag({ lng }: { lng: Language }) {
  const Component = flags[lng];
  return (
    <Component
      aria-hidden="true"
      focusable="false"
      style={{ width: 22, height: 'auto', borderRadius: 2, display: 'block' }}
    />
  );
}

/** The language switcher: a flag and the native name of each UI language. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Menu position="bottom-end" width={180} loop>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('header.language', { language: languageInfo[current].name })}
          title={t('header.language', { language: languageInfo[current].name })}
        >
          <Flag lng={current} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            leftSection={<Flag lng={lng} />}
            rightSection={lng === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={lng === current ? 'true' : undefined}
            onClick={() => void changeLanguage(lng)}
          >
            {languageInfo[lng].name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
