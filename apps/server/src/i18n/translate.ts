import type enErrors from '@saldo/i18n/locales/en/errors.json';
import { defaultLanguage, languageFromAcceptHeader, type Language } from '@saldo/i18n/languages';
import type { Namespace } from '@saldo/i18n/namespaces';
import { resources, type TranslationTree } from '@saldo/i18n/resources';

/** Every dotted key of the English `errors` namespace, so a mistyped key fails the type check. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<typeof enErrors>;
export type MessageParams = Record<string, string | number>;

function lookup(tree: TranslationTree, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The server's text in the reader's language (English when a text is missing). Placeholders are
 * written `{{name}}` as in i18next, so the web app and the server share the same locale files.
 */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return translateIn(language, 'errors', key, params);
}

/**
 * A text of any namespace the web app shows (a notification's wording in a mail), unchecked by type
 * since those keys are the web's; English, then the key itself, when missing.
 */
export function translateIn(
  language: Language,
  namespace: Namespace,
  key: string,
  params: MessageParams = {},
): string {
  const text =
    lookup(resources[language][namespace], key) ?? lookup(resources[defaultLanguage][namespace], key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The language of a request, from its Accept-Language header. */
export function requestLanguage(request: {
  headers: Record<string, string | string[] | undefined>;
}): Language {
  const header = request.headers['accept-language'];
  return languageFromAcceptHeader(Array.isArray(header) ? header[0] : header);
}
