import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languages, type Language } from '@saldo/i18n/languages';
import { defaultNamespace, namespaces } from '@saldo/i18n/namespaces';
import { resources } from '@saldo/i18n/resources';

/**
 * The UI language: `?lng=xx` in the URL wins and is remembered, then the remembered choice, then
 * the browser's language, then English. Every namespace is bundled: they are small, and a page
 * never waits for a translation file.
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
  await i18n.use(initReactI18next).init({
    resources,
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
