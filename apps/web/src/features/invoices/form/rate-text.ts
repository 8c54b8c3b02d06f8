import { useTranslation } from 'react-i18next';
import { VAT_RATES, type VatRateCode } from '@saldo/domain/vat-rates';

/**
 * Rates that are not a plain percentage get a name and a help text in the UI's language: the three
 * 0 % rates and the two "np" ones differ in law and in FA(3) though they all charge nothing.
 */
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

export function useRateText() {
  const { t } = useTranslation('invoiceForm');
  return {
    label: (code: VatRateCode): string => {
      const key = RATE_KEYS[code];
      return key === undefined ? VAT_RATES[code].labelPl : t(`rates.${key}.label`);
    },
    help: (code: VatRateCode): string | null => {
      const key = RATE_KEYS[code];
      return key === undefined ? null : t(`rates.${key}.help`);
    },
  };
}
