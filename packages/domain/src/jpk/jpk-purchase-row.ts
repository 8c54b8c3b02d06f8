// A cost → its row in the purchase register, and for an acquisition where the buyer accounts for the
// VAT (reverse charge, intra-EU acquisition, imported services, art. 33a imports) the sales-register
// row with that self-assessed output VAT.
import { sumMoney, multiplyMoney, type Money } from '../money.ts';
import { vatRateInfo } from '../vat-rates.ts';
import { jpkCounterparty } from './jpk-counterparty.ts';
import { ksefReference, plnConverter } from './jpk-sales-row.ts';
import type {
  AcquisitionKind,
  JpkCostInput,
  JpkPurchaseRow,
  JpkSalesRow,
  PurchaseAmountField,
  PurchaseMapping,
  SalesAmountField,
} from './jpk-types.ts';

/** The sales-register pair an acquisition's self-assessed VAT goes to; null when the supplier charged it. */
const SELF_ASSESSED: Readonly<
  Record<AcquisitionKind, { net: SalesAmountField; vat: SalesAmountField } | null>
> = {
  domestic: null,
  import_goods: null,
  domestic_reverse_charge: { net: 'K_31', vat: 'K_32' },
  intra_eu_goods: { net: 'K_23', vat: 'K_24' },
  eu_services: { net: 'K_29', vat: 'K_30' },
  import_services: { net: 'K_27', vat: 'K_28' },
  import_goods_33a: { net: 'K_25', vat: 'K_26' },
};

/** Half of an amount, half-up (50 % deductible input VAT, art. 86a ust. 1). */
export function halfOf(amount: Money): Money {
  return multiplyMoney(amount, 5, 1);
}

/** VAT the buyer computes on a net amount at a percentage, half-up to the grosz. */
function vatAt(net: Money, percent: number): Money {
  return multiplyMoney(net, percent, 2);
}

export function purchaseRowFrom(cost: JpkCostInput): PurchaseMapping {
  const pln = plnConverter(cost.currency, cost.exchangeRate, cost.id);
  const selfAssessed = SELF_ASSESSED[cost.acquisition];
  let net = 0;
  let vat = 0;
  let gross = 0;
  for (const total of cost.rateTotals) {
    const info = vatRateInfo(total.rate);
    const lineNet = pln(total.net);
    gross += lineNet + (total.vatPln ?? pln(total.vat));
    // Only a taxed rate carries input VAT; exempt, 0 % and "np" lines have nothing to deduct.
    if (info.kind !== 'taxed') continue;
    net += lineNet;
    vat += selfAssessed === null ? (total.vatPln ?? pln(total.vat)) : vatAt(lineNet, info.percent);
  }
  net = sumMoney([net]);
  vat = sumMoney([vat]);
  const counterparty = jpkCounterparty(cost.supplier);
  const ksef = ksefReference(cost.ksefNumber, cost.ksefMarker, 'BFK');
  const sign = cost.isCorrection ? (net + vat < 0 ? -1 : 1) : null;

  const selfAssessedSale: JpkSalesRow | null =
    selfAssessed === null || (net === 0 && vat === 0)
      ? null
      : {
          sourceId: cost.id,
          origin: 'self_assessed',
          counterparty,
          documentNumber: cost.documentNumber.trim(),
          issueDate: cost.issueDate,
          saleDate: null,
          ksef,
          documentType: null,
          gtu: [],
          procedures: [],
          badDebt: null,
          amounts: { [selfAssessed.net]: net, [selfAssessed.vat]: vat },
          marginGross: null,
          splitPayment: false,
          correctionSign: sign,
        };

  const marginResale = cost.marginResale === true;
  if (cost.deductibility.kind === 'none' && !marginResale) {
    return {
      purchase: null,
      selfAssessedSale,
      excluded: { reason: 'non_deductible', basis: cost.deductibility.basis },
    };
  }
  if (net === 0 && vat === 0 && !marginResale) {
    return { purchase: null, selfAssessedSale, excluded: { reason: 'no_input_vat' } };
  }

  const half = cost.deductibility.kind === 'half';
  const deductibleNet = half ? halfOf(net) : net;
  const deductibleVat = cost.deductibility.kind === 'none' ? 0 : half ? halfOf(vat) : vat;
  const [netField, vatField]: [PurchaseAmountField, PurchaseAmountField] = cost.fixedAsset
    ? ['K_40', 'K_41']
    : ['K_42', 'K_43'];
  const amounts: Partial<Record<PurchaseAmountField, Money>> =
    deductibleNet === 0 && deductibleVat === 0
      ? {}
      : { [netField]: deductibleNet, [vatField]: deductibleVat };
  const purchase: JpkPurchaseRow = {
    sourceId: cost.id,
    counterparty,
    documentNumber: cost.documentNumber.trim(),
    purchaseDate: cost.issueDate,
    receiptDate: cost.receiptDate !== null && cost.receiptDate !== cost.issueDate ? cost.receiptDate : null,
    ksef,
    documentType: cost.documentType,
    imported: cost.acquisition === 'import_goods' || cost.acquisition === 'import_goods_33a',
    amounts,
    marginPurchase: marginResale ? gross : null,
    splitPayment: cost.splitPayment,
    correctionSign: sign,
    deductibility: cost.deductibility,
  };
  return { purchase, selfAssessedSale, excluded: null };
}
