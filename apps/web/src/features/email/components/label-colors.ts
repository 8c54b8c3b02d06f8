import type { EmailLabel } from '@saldo/contracts/email';

/** The seed's label colours. */
export const LABEL_COLORS: Record<EmailLabel, string> = {
  personal: 'green',
  company: 'blue',
  important: 'orange',
  private: 'red',
};
