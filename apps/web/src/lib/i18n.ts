import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languages, type Language } from '@saldo/i18n/languages';
import { defaultNamespace, namespaces } from '@saldo/i18n/namespaces';
import type { TranslationTree } from '@saldo/i18n/resources';

// Vite's glob takes paths, not package names: these are @saldo/i18n's locale files. Five languages
// bundled together were 80% of the entry chunk (~400 kB of ~550 kB); English (the fallback) and
// Polish (every invoice prints in Polish or English, whatever the UI language) ship in the bundle, so
// a page never waits for them, and the other languages come in one chunk each (vite.config.ts) when
// chosen.
const bundledFiles = import.meta.glob<TranslationTree>('../../../../packages/i18n/locales/{en,pl}/*.json', {
  eager: true,
  import: 'default',
});
const lazyFiles = import.meta.glob<TranslationTree>('../../../../packages/i18n/locales/{de,fr,pt}/*.json', {
  import: 'default',
});
const localeFile = (lng: string, ns: string) => `../../../../packages/i18n/locales/${lng}/${ns}.json`;

const bundled: Resource = {};
for (const lng of ['en', 'pl'] as const) {
  bundled[lng] = Object.fromEntries(namespaces.map((ns) => [ns, bundledFiles[localeFile(lng, ns)] ?? {}]));
}

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read: (lng, ns, callback) => {
    const load = lazyFiles[localeFile(lng, ns)];
    if (!load) return callback(new Error(`No translations for ${lng}/${ns}`), false);
    load().then(
      (tree) => callback(null, tree),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The UI language: `?lng=xx` in the URL wins and is remembered, then the remembered choice, then
 * the browser's language, then English.
 */
export const LANGUAGE_STORAGE_KEY = 'language';

export function detectLanguage(): Language {
  const fromUrl = new URLSearchParams(window.location.search).get('lng');
  if (isLanguage(fromUrl)) {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, fromUrl);
    return fromUrl;
  }
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language.toLowerCase().split('-')[0];
  return isLanguage(browser) ? browser : defaultLanguage;
}

export async function initI18n(lng: Language = detectLanguage()) {
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      resources: bundled,
      // Resources for some languages, the backend for the others; init and changeLanguage wait for it.
      partialBundledLanguages: true,
      lng,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      ns: [...namespaces],
      defaultNS: defaultNamespace,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = lng;
  return i18n;
}

export async function changeLanguage(lng: Language) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  document.documentElement.lang = lng;
  await i18n.changeLanguage(lng);
}

export { i18n };
