export const TAX_RETURNS_PATH = '/documents/tax-returns';
export const taxReturnPath = (period: string) => `${TAX_RETURNS_PATH}/${period}`;
/** Where NIP, name and e-mail are edited (the company settings tab). */
export const COMPANY_SETTINGS_PATH = '/pages/account-setting?tab=company';
