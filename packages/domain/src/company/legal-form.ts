// The legal form of a Polish business, and what follows from it for the ZUS payment day
// (art. 47 ust. 1 ustawy o systemie ubezpieczeń społecznych): a payer with legal personality pays by
// the 15th of the next month, every other payer (a sole trader, a civil partnership, the commercial
// partnerships, which have no legal personality) by the 20th.
import type { ZusPaymentDay } from '../dates/tax-deadlines.ts';

export const LEGAL_FORMS = [
  /** Jednoosobowa działalność gospodarcza: a natural person in business. */
  'sole-trader',
  /** Spółka cywilna: a contract between partners, not a company; each partner is the ZUS payer. */
  'civil-partnership',
  /** Spółka jawna, partnerska, komandytowa, komandytowo-akcyjna: no legal personality (KSH art. 8). */
  'partnership',
  /** Spółka z ograniczoną odpowiedzialnością. */
  'limited-company',
  /** Spółka akcyjna and prosta spółka akcyjna. */
  'joint-stock-company',
  /** Fundacje, stowarzyszenia, spółdzielnie and other legal persons. */
  'other-legal-person',
] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

const LEGAL_PERSONS: ReadonlySet<LegalForm> = new Set([
  'limited-company',
  'joint-stock-company',
  'other-legal-person',
]);

export const hasLegalPersonality = (form: LegalForm): boolean => LEGAL_PERSONS.has(form);

/** The day of the next month the form's ZUS contributions are due. */
export const zusPaymentDayFor = (form: LegalForm): ZusPaymentDay => (hasLegalPersonality(form) ? 15 : 20);

// The firm of a commercial company must name its form (KSH art. 24, 90, 104, 127, 160, 305, 300^5),
// in full or abbreviated; a sole trader's firm carries the owner's name and no form. Checked longest
// first, so "spółka komandytowo-akcyjna" is not read as "spółka akcyjna". Matched on the lower-cased
// name with runs of spaces and dots' spacing normalised.
const MARKERS: readonly (readonly [RegExp, LegalForm])[] = [
  [/spółka komandytowo-akcyjna|\bs\.? ?k\.? ?a\.?(?=$|[\s,)])/, 'partnership'],
  [/prosta spółka akcyjna|\bp\.? ?s\.? ?a\.?(?=$|[\s,)])/, 'joint-stock-company'],
  [/spółka akcyjna|\bs\.? ?a\.?(?=$|[\s,)])/, 'joint-stock-company'],
  [/spółka z ograniczoną odpowiedzialnością|\bsp\.? ?z ?o\.? ?o\.?/, 'limited-company'],
  [/spółka jawna|spółka partnerska|spółka komandytowa|\bsp\.? ?[jpk]\.?(?=$|[\s,)])/, 'partnership'],
  [/spółka cywilna|\bs\.? ?c\.?(?=$|[\s,)])/, 'civil-partnership'],
  [
    /^(fundacja|stowarzyszenie|spółdzielnia)\b|\b(fundacja|stowarzyszenie|spółdzielnia)$/,
    'other-legal-person',
  ],
];

/**
 * The legal form a company's registered name states, or 'sole-trader' when it states none (a sole
 * trader's firm is the owner's name; every company's firm names its form).
 */
export function legalFormFromName(name: string): LegalForm {
  const normalised = name.toLocaleLowerCase('pl').replace(/\s+/g, ' ').trim();
  for (const [marker, form] of MARKERS) if (marker.test(normalised)) return form;
  return 'sole-trader';
}
