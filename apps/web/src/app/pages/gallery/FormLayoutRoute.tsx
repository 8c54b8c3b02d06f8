import { FormLayoutPage } from '../../../features/gallery/pages/kit/FormPages.tsx';
import { useNewInvoiceDefaults } from '../../../features/invoices/form/use-new-invoice-defaults.ts';
import { BankAccountsTab } from '../../../features/settings/components/BankAccountsTab.tsx';
import { CompanyTab } from '../../../features/settings/components/CompanyTab.tsx';
import { InvoiceHeaderDemo } from './InvoiceHeaderDemo.tsx';

/**
 * /forms/form-layout: the gallery page around the app's real form layouts, composed here because a
 * feature may not import another's components: the settings' company and bank account tabs (live, as
 * in Settings) and the invoice form's header.
 */
export default function FormLayoutRoute() {
  const { ready, defaults } = useNewInvoiceDefaults();
  return (
    <FormLayoutPage
      settings={{ company: <CompanyTab />, bankAccounts: <BankAccountsTab /> }}
      invoiceHeader={ready ? <InvoiceHeaderDemo defaults={defaults} /> : null}
    />
  );
}
