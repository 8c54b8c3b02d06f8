import { CURRENT_VAT_RATE_CODES, type VatRateCode } from '@saldo/domain/vat-rates';

/** The rates in force, plus a historical one a stored document still carries. */
export const rateOptions = (current: VatRateCode): readonly VatRateCode[] =>
  CURRENT_VAT_RATE_CODES.includes(current) ? CURRENT_VAT_RATE_CODES : [...CURRENT_VAT_RATE_CODES, current];
