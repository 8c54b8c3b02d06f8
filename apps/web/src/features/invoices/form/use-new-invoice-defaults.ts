import { useBankAccounts, usePrinting } from '../../settings/api/queries.ts';
import { localToday, type NewInvoiceDefaults } from './invoice-form-model.ts';

/**
 * What a new invoice starts with from the settings: today, the default bank account, the default
 * language and notes. Settings that fail to load leave the plain defaults rather than block the form.
 */
export function useNewInvoiceDefaults(): { ready: boolean; defaults: NewInvoiceDefaults } {
  const accounts = useBankAccounts();
  const printing = usePrinting();
  const ready = !accounts.isPending && !printing.isPending;
  return {
    ready,
    defaults: {
      today: localToday(),
      ...(accounts.data ? { bankAccounts: accounts.data } : {}),
      ...(printing.data ? { language: printing.data.defaultLanguage, notes: printing.data.notes } : {}),
    },
  };
}
