// The payslip's words in the worker's language, from the web app's `payroll` namespace (`payslip.*`),
// so the five languages are kept and checked with the rest of the locale files. Polish is the default.
import type { PayrollEntryTerms } from '@saldo/contracts/payroll-lists';
import type { PayslipLanguage } from '@saldo/contracts/workers';
import { resources, type TranslationTree } from '@saldo/i18n/resources';
import { formatAmount } from '@saldo/domain/money';

function lookup(tree: TranslationTree | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const POLISH_MONTHS = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
];

export interface PayslipWords {
  readonly language: PayslipLanguage;
  /** A text of `payslip.*` with its {{placeholders}} filled. */
  text(key: string, params?: Record<string, string>): string;
  contractName(kind: PayrollEntryTerms['contractKind']): string;
  /** 'listopad 2026', 'November 2026', 'novembre 2026'… */
  monthName(month: string): string;
  /** An amount in grosze with the language's separators and the currency: '1 234,56 zł', '1.234,56 PLN'. */
  money(grosze: number): string;
}

/**
 * Digits grouped and separated as the language writes them, from the integer grosze (no floating
 * point): Intl formats the whole złoty and names the separators only.
 */
function localAmount(grosze: number, language: PayslipLanguage): string {
  if (language === 'pl') return formatAmount(grosze, 'pl', false);
  const parts = new Intl.NumberFormat(language, { minimumFractionDigits: 1 }).formatToParts(1.5);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const whole = Math.trunc(Math.abs(grosze) / 100);
  const cents = String(Math.abs(grosze) % 100).padStart(2, '0');
  return `${grosze < 0 ? '-' : ''}${new Intl.NumberFormat(language).format(whole)}${decimal}${cents}`;
}

export function payslipWords(language: PayslipLanguage): PayslipWords {
  const text = (key: string, params: Record<string, string> = {}) => {
    const found =
      lookup(resources[language].payroll, `payslip.${key}`) ??
      lookup(resources.pl.payroll, `payslip.${key}`) ??
      key;
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);
  };
  return {
    language,
    text,
    contractName: (kind) => text(`kinds.${kind}`),
    monthName: (month) => {
      const index = Number(month.slice(5, 7)) - 1;
      if (language === 'pl') return `${POLISH_MONTHS[index] ?? ''} ${month.slice(0, 4)}`;
      return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(Number(month.slice(0, 4)), index, 1)),
      );
    },
    money: (grosze) => `${localAmount(grosze, language)} ${text('currency')}`,
  };
}
