// Which sales-register fields a VAT rate of a sales document fills (§ 10 of the 2019 regulation on the
// JPK_V7 data; field texts in Schemat_JPK_V7M(3)).
import type { VatRateCode } from '../vat-rates.ts';
import type { SalesAmountField } from './jpk-types.ts';

/** Where a rate's net goes, where its VAT goes (null: no VAT field), and a "w tym" field that repeats the net. */
export interface SalesRateFields {
  readonly net: SalesAmountField;
  readonly vat: SalesAmountField | null;
  readonly netAlsoIn: SalesAmountField | null;
}

const FIELDS: Readonly<Record<VatRateCode, SalesRateFields | null>> = {
  '23': { net: 'K_19', vat: 'K_20', netAlsoIn: null },
  '22': { net: 'K_19', vat: 'K_20', netAlsoIn: null },
  '8': { net: 'K_17', vat: 'K_18', netAlsoIn: null },
  '7': { net: 'K_17', vat: 'K_18', netAlsoIn: null },
  '5': { net: 'K_15', vat: 'K_16', netAlsoIn: null },
  // The taxi flat rate (art. 114) and the historic 3 % are settled outside JPK_V7's rate fields.
  '4': null,
  '3': null,
  '0': { net: 'K_13', vat: null, netAlsoIn: null },
  '0 WDT': { net: 'K_21', vat: null, netAlsoIn: null },
  '0 EX': { net: 'K_22', vat: null, netAlsoIn: null },
  zw: { net: 'K_10', vat: null, netAlsoIn: null },
  np: { net: 'K_11', vat: null, netAlsoIn: null },
  'np I': { net: 'K_11', vat: null, netAlsoIn: null },
  // Services of art. 100 ust. 1 pkt 4 are a part of K_11 that K_12 repeats ("w tym"); P_37 sums P_11 only.
  'np II': { net: 'K_11', vat: null, netAlsoIn: 'K_12' },
  // A seller's reverse-charge supply: the VAT is the buyer's; VAT-7 (23) has no seller field for the
  // domestic case any more, so the base is reported with supplies not taxed by the seller in Poland.
  oo: { net: 'K_11', vat: null, netAlsoIn: null },
};

/** null for a rate that has no field in the sales register. */
export function salesRateFields(rate: VatRateCode): SalesRateFields | null {
  return FIELDS[rate];
}

/** Output-VAT pair of a taxed rate (margin sales are taxed through the same pairs). */
export function taxedRateFields(rate: VatRateCode): { net: SalesAmountField; vat: SalesAmountField } | null {
  const fields = FIELDS[rate];
  return fields?.vat === null || fields === null ? null : { net: fields.net, vat: fields.vat };
}
