// What every block of the invoice PDF draws with, and the spacing they share.
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import type { Locale } from '@saldo/domain/currency';
import type { Translator } from '@saldo/contracts/invoice-wording';
import type { PageFlow } from './pdf-layout.ts';

export interface BankAccount {
  /** The account's label in the settings (not printed: the bank's name is). */
  readonly name: string;
  readonly bankName?: string;
  readonly iban: string;
  readonly swift: string;
}

/** What KSeF gave an accepted invoice; printed so that a paper or PDF copy can be checked against KSeF. */
export interface KsefMark {
  /** The 35-character KSeF number. */
  readonly number: string;
  /** The KOD I link (`ksefVerificationLink` of @saldo/domain/ksef/qr-code), encoded in the QR code as is. */
  readonly verificationUrl: string;
}

export interface RenderContext {
  readonly flow: PageFlow;
  readonly invoice: InvoiceDetail;
  readonly tr: Translator;
  readonly locale: Locale;
  readonly bank: BankAccount | null;
  readonly logo: Buffer | null;
  readonly ksef: KsefMark | null;
}

export const SECTION_GAP = 12;
export const nonEmpty = (text: string): boolean => text.trim() !== '';
