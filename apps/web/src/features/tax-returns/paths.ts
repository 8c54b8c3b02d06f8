export const TAX_RETURNS_PATH = '/documents/tax-returns';
export const taxReturnPath = (period: string) => `${TAX_RETURNS_PATH}/${period}`;
/** Where NIP, name, e-mail and the tax office are edited (the company settings tab). */
export const COMPANY_SETTINGS_PATH = '/pages/account-setting?tab=company';
