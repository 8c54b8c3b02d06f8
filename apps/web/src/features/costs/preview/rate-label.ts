import { VAT_RATES, type VatRateCode } from '@saldo/domain/vat-rates';
import { useDisplayLocale } from '../../../lib/use-money-format.ts';

/** A VAT rate as the UI names it ("23%", "zw", "np."), in Polish or English conventions. */
export function useRateLabel() {
  const locale = useDisplayLocale();
  return (code: VatRateCode) => (locale === 'pl' ? VAT_RATES[code].labelPl : VAT_RATES[code].labelEn);
}
