import {
  DEFAULT_DEBT_STEPS,
  type DebtSettings,
  type DocumentType,
  type InvoiceTypes,
  type PrintingSettings,
  type Series,
} from '@saldo/contracts/organization-settings';

/**
 * What an organization that never saved a section gets. The spec's demo has VAT and VAT margin
 * invoices enabled; pro formas and corrections come with them (every business needs corrections),
 * advance and final invoices are switched on by those who take advances.
 */
export const defaultInvoiceTypes: InvoiceTypes = {
  vat: true,
  vatMargin: true,
  proforma: true,
  advance: false,
  final: false,
  correction: true,
};

export const defaultPrinting: PrintingSettings = { defaultLanguage: 'polish', notes: '', footer: '' };

/**
 * The usual schedule, off until an administrator turns it on: nobody should get mail in an
 * organization's name without its say-so.
 */
export const defaultDebt: DebtSettings = { enabled: false, steps: [...DEFAULT_DEBT_STEPS] };

/** Monthly series with the common Polish prefixes (FV, FM, PRO, FZAL, FKON, KOR). */
export const defaultSeries: Readonly<Record<DocumentType, Series>> = {
  vat: { documentType: 'vat', template: 'FV/{NR}/{MM}/{YYYY}', reset: 'monthly' },
  vatMargin: { documentType: 'vatMargin', template: 'FM/{NR}/{MM}/{YYYY}', reset: 'monthly' },
  proforma: { documentType: 'proforma', template: 'PRO/{NR}/{MM}/{YYYY}', reset: 'monthly' },
  advance: { documentType: 'advance', template: 'FZAL/{NR}/{MM}/{YYYY}', reset: 'monthly' },
  final: { documentType: 'final', template: 'FKON/{NR}/{MM}/{YYYY}', reset: 'monthly' },
  correction: { documentType: 'correction', template: 'KOR/{NR}/{MM}/{YYYY}', reset: 'monthly' },
};
