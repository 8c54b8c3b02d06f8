import { DE, FR, GB, PL, PT } from 'country-flag-icons/react/3x2';
import type { Language } from '@saldo/i18n/languages';

const flags: Record<Language, typeof GB> = { en: GB, pl: PL, de: DE, fr: FR, pt: PT };

/** A language's flag, decorative: the native name or the button's label says the language. */
export function LanguageFlag({ lng }: { lng: Language }) {
  const Component = flags[lng];
  return (
    <Component
      aria-hidden="true"
      focusable="false"
      style={{ width: 22, height: 'auto', borderRadius: 2, display: 'block' }}
    />
  );
}
