/** The KSeF panel (admins) and the KSeF section of the company settings. */
export const KSEF_PANEL_PATH = '/apps/ksef';
export const KSEF_SETTINGS_PATH = '/pages/account-setting?tab=ksef';
export const invoicePreviewPath = (id: number) => `/apps/invoice/preview/${id}`;
