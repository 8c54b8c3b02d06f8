import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languages, type Language } from '@saldo/i18n/languages';
import { defaultNamespace, type Namespace } from '@saldo/i18n/namespaces';
import type { TranslationTree } from '@saldo/i18n/resources';

// Vite's glob takes paths, not package names: these are @saldo/i18n's locale files. Each file is a
// chunk of its own, fetched the first time a page asks for its namespace (useTranslation suspends
// until then), so the login page downloads the two or three namespaces it shows, not the app's
// fifteen, and in the UI language only (issue 18): no fallback language is fetched beside it, since
// every locale has every key of English (the i18n tests fail otherwise).
const localeFiles = import.meta.glob<TranslationTree>('../../../../packages/i18n/locales/*/*.json', {
  import: 'default',
});
const localeFile = (lng: string, ns: string) => `../../../../packages/i18n/locales/${lng}/${ns}.json`;

async function readLocale(lng: string, ns: string): Promise<TranslationTree> {
  const load = localeFiles[localeFile(lng, ns)];
  if (!load) throw new Error(`No translations for ${lng}/${ns}`);
  return load();
}

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read: (lng, ns, callback) => {
    readLocale(lng, ns).then(
      (tree) => callback(null, tree),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function initialized(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
  });
}

/**
 * Loads one namespace in one language whatever the UI language is: an invoice prints in Polish or
 * English (getFixedT), which i18next's own loading (UI language and fallback) does not cover.
 */
export async function loadTranslations(lng: Language, ns: Namespace): Promise<void> {
  // A route loader may run before i18next has started: the router is created first, so that the
  // first page's code downloads in parallel with the translations (main.tsx).
  await initialized();
  if (i18n.hasResourceBundle(lng, ns)) return;
  i18n.addResourceBundle(lng, ns, await readLocale(lng, ns), true, false);
}

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

/**
 * Fetches namespaces a chunk's components will ask for, alongside the chunk itself: a namespace a
 * mounted component asks for first suspends it, and with it everything up to the nearest boundary.
 * A failure is left to that component (useTranslation asks again).
 */
export async function preloadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length === 0) return;
  await initialized();
  await i18n.loadNamespaces([...namespaces]).catch(() => undefined);
}

/**
 * Starts i18next with the default namespace and `preload` (a page's own namespaces, so they come in
 * parallel with its code rather than after it); other namespaces load when first used.
 */
export async function initI18n(lng: Language = detectLanguage(), preload: readonly Namespace[] = []) {
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: [...languages],
      ns: [defaultNamespace, ...preload.filter((ns) => ns !== defaultNamespace)],
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
