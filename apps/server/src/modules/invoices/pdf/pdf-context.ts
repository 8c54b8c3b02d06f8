// What every block of the invoice PDF draws with, and the spacing they share.
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import type { Locale } from '@saldo/domain/currency';
import type { Translator } from './pdf-labels.ts';
import type { PageFlow } from './pdf-layout.ts';

export interface BankAccount {
  readonly name: string;
  readonly iban: string;
  readonly swift: string;
}

export interface RenderContext {
  readonly flow: PageFlow;
  readonly invoice: InvoiceDetail;
  readonly tr: Translator;
  readonly locale: Locale;
  readonly bank: BankAccount | null;
  readonly logo: Buffer | null;
}

export const SECTION_GAP = 12;
export const nonEmpty = (text: string): boolean => text.trim() !== '';
