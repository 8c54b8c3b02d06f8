// Schema errors and readiness problems as sentences in the user's language, for API responses and logs
// (the web app translates the same keys of the `jpk` namespace itself).
import type { Language } from '@saldo/i18n/languages';
import { resources, type TranslationTree } from '@saldo/i18n/resources';
import type { JpkSchemaError } from './jpk-validate.ts';

function lookup(language: Language, key: string): string {
  let node: string | TranslationTree | undefined = resources[language].jpk;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node === 'string') return node;
  return language === 'en' ? key : lookup('en', key);
}

/** "{{value}}" filled in; a placeholder without a value stays visible rather than empty. */
export function jpkText(
  language: Language,
  key: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return lookup(language, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** "Ewidencja sprzedaży, wiersz 12, pole K_19: Wartość „12,5” jest tu niedozwolona." */
export function describeJpkError(error: JpkSchemaError, language: Language): string {
  const section = jpkText(language, `section.${error.section}`);
  let place = error.row === null ? section : jpkText(language, 'location.row', { section, row: error.row });
  if (error.field !== null) place = jpkText(language, 'location.field', { place, field: error.field });
  return `${place}: ${jpkText(language, error.code, error.params)}`;
}
