import { parseMoney, type Money } from '../money.ts';
import { perTitles } from './per-titles.ts';

/**
 * What a transfer title can tell: the split-payment message (MPP), the tax transfer's tags, and the
 * document numbers the payer typed in whatever shape (reference, sections 5–7).
 */
export interface SplitPaymentMessage {
  readonly vat: Money;
  /** The supplier's NIP for an ordinary payment (so normally our own), the buyer's for a correction. */
  readonly idc: string;
  readonly invoice: string;
  readonly text: string;
}

/** `/VAT/23,00/IDC/1251251111/INV/FV 323-2018-02-22/TXT/tekst dowolny` */
export function parseSplitPaymentTitle(title: string): SplitPaymentMessage | null {
  const match =
    /\/VAT\/([\d\s]+(?:[.,]\d{1,2})?)\/IDC\/([^/]{1,14})\/INV\/(.{1,35}?)(?:\/IDP\/[^/]{0,20})?(?:\/TXT\/(.{0,33}))?\s*$/i.exec(
      title.trim(),
    );
  if (match === null) return null;
  const vat = parseMoney((match[1] ?? '').replace(/\s/g, ''), { allowNegative: false });
  if (!vat.ok) return null;
  return {
    vat: vat.value,
    idc: (match[2] ?? '').trim(),
    invoice: (match[3] ?? '').trim(),
    text: (match[4] ?? '').trim(),
  };
}

export interface TaxTransferTitle {
  /** N NIP, R REGON, P PESEL, 1 ID card, 2 passport, 3 other. */
  readonly idType: string;
  readonly id: string;
  /** YY + R/P/K/M/D/J + number ("26M10"), or "0" for none. */
  readonly period: string;
  readonly form: string;
}

/** `/TI/N5213159388/OKR/26M10/SFP/VAT-7/TXT/…` */
export function parseTaxTransferTitle(title: string): TaxTransferTitle | null {
  const match = /\/TI\/([NRP123])([^/]{1,14})\/OKR\/([^/]{1,7})\/SFP\/([^/]*)/i.exec(
    title.replace(/\s+/g, ''),
  );
  if (match === null) return null;
  return { idType: match[1] ?? '', id: match[2] ?? '', period: match[3] ?? '', form: match[4] ?? '' };
}

/**
 * Uppercase, no diacritics, no spaces, slashes, dashes, dots or underscores: "FV 11/11/2026" and
 * "fv-11-11-2026" both become "FV11112026".
 */
export function compactText(text: string): string {
  // A statement compacts the same titles, names and accounts once per candidate document: remembered.
  const known = compacted.get(text);
  if (known !== undefined) return known;
  const compact = compactUnremembered(text);
  if (compacted.size >= COMPACTED_MAX) compacted.clear();
  compacted.set(text, compact);
  return compact;
}

/**
 * compactText without the memory, for the one-off strings of a title's word runs (a 50,000-line
 * statement makes some 750,000 of them: remembered, they only pushed the numbers, names and accounts
 * that do repeat out of the memory, and kept the garbage collector busy).
 */
export function compactUnremembered(text: string): string {
  // Printable ASCII has nothing to decompose, and normalize() is most of the cost of a large import.
  const letters = isPrintableAscii(text)
    ? text
    : text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[łŁ]/g, 'L');
  return letters.toUpperCase().replace(/[\s/\\\-._,;:#]+/g, '');
}

/** Printable ASCII is compacted character by character, so compacted parts may be joined. */
export const isPrintableAscii = (text: string) => !OUTSIDE_PRINTABLE_ASCII.test(text);

const OUTSIDE_PRINTABLE_ASCII = /[^\u0020-\u007e]/;
const COMPACTED_MAX = 50_000;
const compacted = new Map<string, string>();

// Prefixes people put in front of (or into) a document number; dropped from the number only.
const NUMBER_PREFIX = /^(?:FAKTURA|FAKTURY|FAKT|FVAT|FV|FA|F|NR|NUMER)+/;

/** The part of a document number that a payer reliably types: the digits and letters after "FV". */
export function numberKey(documentNumber: string): string {
  return numberKeyOfCompact(compactText(documentNumber));
}

/** numberKey of a text already compacted. */
export function numberKeyOfCompact(compact: string): string {
  // Every prefix starts with F or N: the others need no regex (a large statement asks for ~850,000 keys).
  const stripped = /^[FN]/.test(compact) ? compact.replace(NUMBER_PREFIX, '') : compact;
  // A number that is nothing but a prefix and one digit is too weak to find in a title.
  return stripped.length >= 3 ? stripped : compact;
}

/**
 * Whether the title names the document: its key occurs in the compacted title, and not inside a
 * longer number (FV 1/11/2026 is not FV 11/11/2026).
 */
export function titleNamesNumber(titleVariants: readonly string[], documentNumber: string): boolean {
  const key = numberKey(documentNumber);
  if (key.length < 3) return false;
  // Searched twice: fully compacted, and with word boundaries kept (titleReadings).
  return titleReadings(titleVariants).some((compact) => {
    for (let at = compact.indexOf(key); at !== -1; at = compact.indexOf(key, at + 1)) {
      const before = compact[at - 1] ?? '';
      const after = compact[at + key.length] ?? '';
      const digitKey = /\d/;
      const clashesBefore = digitKey.test(before) && digitKey.test(key[0] ?? '');
      const clashesAfter = digitKey.test(after) && digitKey.test(key.at(-1) ?? '');
      if (!clashesBefore && !clashesAfter) return true;
    }
    return false;
  });
}

/**
 * The titles as titleNamesNumber searches them: fully compacted ("FV 11 11 2026" typed with spaces),
 * and with spaces, commas and semicolons kept as boundaries, so a list ("210F1033,210F1093") does not
 * glue two numbers together. Worked out once per titles array: a line is asked about each of its
 * candidates.
 */
export const titleReadings = perTitles((titleVariants): readonly string[] =>
  // The separators are compacted away and start no combining sequence (NFD reorders nothing across
  // them), so a title compacted whole is its words' compacts joined.
  titleWords(titleVariants).flatMap(({ compacts }) => [compacts.join(''), compacts.join('|')]),
);

export interface TitleWords {
  /** The title split at spaces, commas and semicolons (empty at either end after a separator there). */
  readonly words: readonly string[];
  /** Each word compacted (compactUnremembered). */
  readonly compacts: readonly string[];
}

/**
 * Each title's words and their compacts, worked out once per titles array: the index's keys and the
 * match's readings are both made of them.
 */
export const titleWords = perTitles((titleVariants): readonly TitleWords[] =>
  titleVariants.map((title) => {
    const words = title.split(/[\s,;]+/);
    return { words, compacts: words.map(compactUnremembered) };
  }),
);

/**
 * nipCandidates of the titles joined with spaces, worked out once per titles array: the index's
 * look-ups and the match each ask for a line's.
 */
export const titleNips = perTitles((titleVariants): readonly string[] =>
  nipCandidates(titleVariants.join(' ')),
);

/** Every 10-digit run in the title that could be a NIP (checked by the caller against contractors). */
export function nipCandidates(title: string): string[] {
  return [...title.replace(/[\s-]/g, '').matchAll(/(?<!\d)(\d{10})(?!\d)/g)].map((m) => m[1] ?? '');
}
