import { useTranslation } from 'react-i18next';
import { CURRENT_VAT_RATE_CODES, VAT_RATES, VAT_RATE_CODES, type VatRateCode } from '@saldo/domain/vat-rates';

// The invoice form's own names for the rates that are not a plain percentage (invoiceForm:rates),
// keyed as its rate-text does: a gallery page may not import another feature's form.
const RATE_KEYS: Readonly<Partial<Record<VatRateCode, string>>> = {
  '0': 'zeroDomestic',
  '0 WDT': 'zeroIntraEu',
  '0 EX': 'zeroExport',
  zw: 'exempt',
  np: 'notSubject',
  'np I': 'outsideCountry',
  'np II': 'euServices',
  oo: 'reverseCharge',
};

export interface VatRateOption {
  value: VatRateCode;
  label: string;
  /** When the rate applies, for the rates whose name does not say it. */
  help: string | null;
}

/** The VAT rates an invoice line offers, named as the invoice form names them. */
export function useVatRateOptions() {
  const { t } = useTranslation('invoiceForm');
  const option = (code: VatRateCode): VatRateOption => {
    const key = RATE_KEYS[code];
    return key === undefined
      ? { value: code, label: VAT_RATES[code].labelPl, help: null }
      : { value: code, label: t(`rates.${key}.label`), help: t(`rates.${key}.help`) };
  };
  return {
    current: CURRENT_VAT_RATE_CODES.map(option),
    /** Pre-2011 and generic rates: only a correction of an old invoice still carries them. */
    historic: VAT_RATE_CODES.filter((code) => !CURRENT_VAT_RATE_CODES.includes(code)).map(option),
  };
}
