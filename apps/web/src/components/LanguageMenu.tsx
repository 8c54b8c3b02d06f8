import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageInfo, type Language } from '@saldo/i18n/languages';
import { LanguageFlag } from './LanguageFlag.tsx';

const loadMenu = () => import('./LanguageMenuOpen.tsx');
const LanguageMenuOpen = lazy(loadMenu);

/**
 * The language switcher: a flag and the native name of each UI language. Until it is pointed at,
 * focused or pressed it is only its button: the menu and its floating positioning (about 30 kB of
 * gzip JS) are not part of what the login page loads (issue 18).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const label = t('header.language', { language: languageInfo[current].name });
  // Pressed once: from then on the real menu stands in for the button, opened by that press.
  const [pressed, setPressed] = useState(false);

  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      title={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setPressed(true)}
    >
      <LanguageFlag lng={current} />
    </ActionIcon>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenuOpen current={current} label={label} opened />
    </Suspense>
  );
}
