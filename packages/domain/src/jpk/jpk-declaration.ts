// The VAT-7 (23) declaration computed from the registers: each P field the whole-złoty rounding of its
// K field's sum, the totals and the settlement (P_51 to pay, or a surplus refunded or carried forward)
// by the formulas the schema's documentation gives for P_37, P_38, P_48, P_51, P_53 and P_62.
import { err, ok, type Result } from '../result.ts';
import { registerTotals, roundToZloty } from './jpk-amounts.ts';
import {
  DECLARATION_FLAGS,
  type DeclarationAmountField,
  type DeclarationError,
  type DeclarationFlag,
  type DeclarationInput,
  type PurchaseAmountField,
  type SalesAmountField,
  type VatDeclaration,
  type WholeZloty,
} from './jpk-types.ts';

/** A single P field and the K field it sums, written when not zero. */
const SINGLE_SALES: readonly (readonly [DeclarationAmountField, SalesAmountField])[] = [
  ['P_10', 'K_10'],
  ['P_11', 'K_11'],
  ['P_12', 'K_12'],
  ['P_13', 'K_13'],
  ['P_14', 'K_14'],
  ['P_21', 'K_21'],
  ['P_22', 'K_22'],
  ['P_33', 'K_33'],
  ['P_34', 'K_34'],
  ['P_35', 'K_35'],
  ['P_36', 'K_36'],
  ['P_360', 'K_360'],
];
/** Base/tax pairs: the schema wants both or neither. */
const PAIRED_SALES: readonly (readonly [DeclarationAmountField, DeclarationAmountField])[] = [
  ['P_15', 'P_16'],
  ['P_17', 'P_18'],
  ['P_19', 'P_20'],
  ['P_23', 'P_24'],
  ['P_25', 'P_26'],
  ['P_27', 'P_28'],
  ['P_29', 'P_30'],
  ['P_31', 'P_32'],
];
const PAIRED_PURCHASES: readonly (readonly [DeclarationAmountField, DeclarationAmountField])[] = [
  ['P_40', 'P_41'],
  ['P_42', 'P_43'],
];
const SINGLE_PURCHASES: readonly DeclarationAmountField[] = ['P_44', 'P_45', 'P_46', 'P_47'];

const BASE_FIELDS: readonly DeclarationAmountField[] = [
  'P_10',
  'P_11',
  'P_13',
  'P_15',
  'P_17',
  'P_19',
  'P_21',
  'P_22',
  'P_23',
  'P_25',
  'P_27',
  'P_29',
  'P_31',
];
const OUTPUT_ADDED: readonly DeclarationAmountField[] = [
  'P_16',
  'P_18',
  'P_20',
  'P_24',
  'P_26',
  'P_28',
  'P_30',
  'P_32',
  'P_33',
  'P_34',
];
const OUTPUT_SUBTRACTED: readonly DeclarationAmountField[] = ['P_35', 'P_36', 'P_360'];
const INPUT_FIELDS: readonly DeclarationAmountField[] = [
  'P_39',
  'P_41',
  'P_43',
  'P_44',
  'P_45',
  'P_46',
  'P_47',
];

/** P_xx ↔ K_xx share their number. */
function kOf<F extends SalesAmountField | PurchaseAmountField>(field: DeclarationAmountField): F {
  return field.replace('P_', 'K_') as F;
}

/** Every P_xx of the month from its register rows, P_39 carry-over and the refund/carry-forward choice. */
export function buildDeclaration(input: DeclarationInput): Result<VatDeclaration, DeclarationError> {
  if (!Number.isSafeInteger(input.carriedOverSurplus) || input.carriedOverSurplus < 0) {
    return err('negative_carry_over');
  }
  const sales = [...input.sales];
  const totals = registerTotals(sales, input.purchases);
  const fields: Partial<Record<DeclarationAmountField, WholeZloty>> = {};
  const all = (field: DeclarationAmountField): WholeZloty => fields[field] ?? 0;

  for (const [p, k] of SINGLE_SALES) {
    const value = roundToZloty(totals.sales[k]);
    if (value !== 0) fields[p] = value;
  }
  for (const [base, tax] of PAIRED_SALES) {
    const baseValue = roundToZloty(totals.sales[kOf<SalesAmountField>(base)]);
    const taxValue = roundToZloty(totals.sales[kOf<SalesAmountField>(tax)]);
    if (baseValue !== 0 || taxValue !== 0) {
      fields[base] = baseValue;
      fields[tax] = taxValue;
    }
  }
  fields.P_37 = BASE_FIELDS.reduce((sum, field) => sum + all(field), 0);
  fields.P_38 =
    OUTPUT_ADDED.reduce((sum, field) => sum + all(field), 0) -
    OUTPUT_SUBTRACTED.reduce((sum, field) => sum + all(field), 0);
  if (input.carriedOverSurplus > 0) fields.P_39 = input.carriedOverSurplus;

  for (const [base, tax] of PAIRED_PURCHASES) {
    const baseValue = roundToZloty(totals.purchases[kOf<PurchaseAmountField>(base)]);
    const taxValue = roundToZloty(totals.purchases[kOf<PurchaseAmountField>(tax)]);
    if (baseValue !== 0 || taxValue !== 0) {
      fields[base] = baseValue;
      fields[tax] = taxValue;
    }
  }
  for (const p of SINGLE_PURCHASES) {
    const value = roundToZloty(totals.purchases[kOf<PurchaseAmountField>(p)]);
    if (value !== 0) fields[p] = value;
  }
  const inputTotal = INPUT_FIELDS.reduce((sum, field) => sum + all(field), 0);
  fields.P_48 = inputTotal;

  const outputTotal = fields.P_38;
  const toPay = Math.max(0, outputTotal - inputTotal);
  fields.P_51 = toPay;
  const surplus = toPay > 0 ? 0 : Math.max(0, inputTotal - outputTotal);
  if (surplus > 0) fields.P_53 = surplus;

  let refundTerm: VatDeclaration['refundTerm'] = null;
  let refundOffset: VatDeclaration['refundOffset'] = null;
  let refunded = 0;
  const choice = input.surplusChoice;
  if (choice.kind === 'refund') {
    if (surplus === 0) return err('no_surplus');
    if (!Number.isSafeInteger(choice.amount) || choice.amount <= 0) return err('refund_invalid');
    if (choice.amount > surplus) return err('refund_exceeds_surplus');
    if (choice.offset !== null) {
      const { amount, liability } = choice.offset;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > choice.amount || liability.trim() === '') {
        return err('refund_invalid');
      }
      refundOffset = { amount, liability: liability.trim() };
    }
    refunded = choice.amount;
    refundTerm = choice.term;
    fields.P_54 = refunded;
  }
  const carryForward = surplus - refunded;
  if (carryForward > 0) fields.P_62 = carryForward;

  const flags = new Set<DeclarationFlag>(input.flags ?? []);
  // Margin sales tell the declaration that art. 119 (travel) or art. 120 (second-hand goods) applied.
  if (sales.some((row) => row.procedures.includes('MR_T'))) flags.add('P_63');
  if (sales.some((row) => row.procedures.includes('MR_UZ'))) flags.add('P_64');
  const reason = input.correctionReason?.trim() ?? '';

  return ok({
    fields,
    refundTerm,
    refundOffset,
    flags: DECLARATION_FLAGS.filter((flag) => flags.has(flag)),
    correctionReason: reason === '' ? null : reason,
    totals,
    toPay,
    carryForward,
  });
}
