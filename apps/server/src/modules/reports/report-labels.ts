// The headings of a report's files in the reader's language, from the web app's `reports` namespace
// (English when a text is missing).
import type { ReportKind } from '@saldo/contracts/reports';
import { defaultLanguage, type Language } from '@saldo/i18n/languages';
import { resources, type TranslationTree } from '@saldo/i18n/resources';
import type { TableLabels } from './report-tables.ts';

function lookup(tree: TranslationTree | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function reportText(language: Language, namespace: 'reports' | 'invoices', key: string): string {
  return (
    lookup(resources[language][namespace], key) ?? lookup(resources[defaultLanguage][namespace], key) ?? key
  );
}

export function tableLabels(language: Language, kind: ReportKind): TableLabels {
  return {
    column: (key) => reportText(language, 'reports', `export.columns.${key}`),
    section: (key) => reportText(language, 'reports', `export.sections.${key}`),
    invoiceType: (type) => reportText(language, 'invoices', `types.${type}`),
    sheet: reportText(language, 'reports', `export.sheets.${kind}`),
  };
}
