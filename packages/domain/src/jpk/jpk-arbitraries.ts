// Random books for property tests (here and in the server's writer/validator tests): sales documents
// and costs with every kind of rate, marker, currency and correction the mapping handles.
import fc from 'fast-check';
import { toIsoDate, daysInMonth, type IsoDate } from '../dates/calendar.ts';
import { buildKsefNumber } from '../identifiers/ksef-number.ts';
import { multiplyMoney } from '../money.ts';
import { vatRateInfo, type VatRateCode } from '../vat-rates.ts';
import {
  GTU_CODES,
  SALES_PROCEDURES,
  type JpkCostInput,
  type JpkPeriod,
  type JpkRateTotal,
  type JpkSalesDocumentInput,
} from './jpk-types.ts';

const SALES_RATES: readonly VatRateCode[] = [
  '23',
  '22',
  '8',
  '7',
  '5',
  '0',
  '0 WDT',
  '0 EX',
  'zw',
  'np',
  'np I',
  'np II',
  'oo',
];
const PURCHASE_RATES: readonly VatRateCode[] = ['23', '8', '5', '0', 'zw', 'np'];
const NIPS = ['5260251049', '7740001454', '5790004488', '9540007714'] as const;

/** Names with Polish letters and the characters XML must escape. */
const arbName = fc.constantFrom(
  'Klient A',
  'Zakład Usług Różnych „Żuraw” Sp. z o.o.',
  'Smith & Sons <Ltd>',
  'Müller GmbH',
  '  spacje   w środku ',
  'O\'Brien "Quotes"',
);

function arbDateIn(period: JpkPeriod): fc.Arbitrary<IsoDate> {
  return fc
    .integer({ min: 1, max: daysInMonth(period.year, period.month) })
    .map((day) => toIsoDate(period.year, period.month, day));
}

function arbRateTotal(rates: readonly VatRateCode[], sign: 1 | -1 | 0): fc.Arbitrary<JpkRateTotal> {
  return fc
    .record({ rate: fc.constantFrom(...rates), net: fc.integer({ min: 1, max: 5_000_000_00 }) })
    .map(({ rate, net }) => {
      const signed = sign === 0 ? net : sign * net;
      return { rate, net: signed, vat: multiplyMoney(signed, vatRateInfo(rate).percent, 2) };
    });
}

const arbCurrency = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ currency: 'PLN' as const, exchangeRate: null }) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 38000, max: 47000 })
      .map((rate) => ({ currency: 'EUR' as const, exchangeRate: rate })),
  },
);

const arbBuyer = fc.oneof(
  fc.record({
    taxId: fc.constantFrom<string | null>(...NIPS),
    countryCode: fc.constant<string | null>(null),
    name: arbName,
  }),
  fc.record({
    taxId: fc.constantFrom<string | null>('DE123456789', '123456789', 'EL094014201', 'CZ12345678'),
    countryCode: fc.constantFrom<string | null>('DE', 'GR', 'CZ', 'FR'),
    name: arbName,
  }),
  fc.record({
    taxId: fc.constant<string | null>(null),
    countryCode: fc.constant<string | null>(null),
    name: fc.constant<string | null>(null),
  }),
);

function arbKsef(date: fc.Arbitrary<IsoDate>) {
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...NIPS), date, fc.stringMatching(/^[0-9A-F]{12}$/))
      .map(([nip, day, technical]) => ({
        ksefNumber: buildKsefNumber(nip, day, technical),
        ksefMarker: null,
      })),
    fc.constantFrom('OFF', 'BFK', 'DI').map((marker) => ({ ksefNumber: null, ksefMarker: marker })),
    fc.constant({ ksefNumber: null, ksefMarker: null }),
  );
}

export function arbSalesDocument(period: JpkPeriod): fc.Arbitrary<JpkSalesDocumentInput> {
  const date = arbDateIn(period);
  return fc
    .record({
      id: fc.uuid(),
      number: fc.integer({ min: 1, max: 99999 }).map((n) => `FV/${n}/${period.month}/${period.year}`),
      kind: fc.constantFrom('invoice', 'invoice', 'invoice', 'correction', 'receipts', 'internal'),
      issueDate: date,
      saleDate: fc.option(date),
      buyer: arbBuyer,
      money: arbCurrency,
      gtu: fc.subarray([...GTU_CODES], { maxLength: 3 }),
      procedures: fc.subarray(
        SALES_PROCEDURES.filter((p) => p !== 'MR_T' && p !== 'MR_UZ'),
        { maxLength: 2 },
      ),
      toReceipt: fc.boolean(),
      ksef: arbKsef(date),
      splitPayment: fc.boolean(),
      margin: fc.option(
        fc.record({
          scheme: fc.constantFrom('travel', 'used_goods', 'works_of_art', 'antiques'),
          grossSales: fc.integer({ min: 0, max: 10_000_000 }),
          grossMargin: fc.integer({ min: -100_000, max: 2_000_000 }),
          rate: fc.constantFrom<VatRateCode>('23', '8', '5'),
        }),
        { freq: 6 },
      ),
      badDebt: fc.option(
        fc.record({
          kind: fc.constantFrom('payment_due', 'paid'),
          date: fc.constantFrom('2025-06-30', '2026-01-15'),
        }),
        { freq: 10 },
      ),
      sign: fc.constantFrom<1 | -1>(1, -1),
      lines: fc.integer({ min: 1, max: 4 }),
    })
    .chain((draft) =>
      fc
        .array(arbRateTotal(SALES_RATES, draft.kind === 'correction' ? draft.sign : 1), {
          minLength: draft.lines,
          maxLength: draft.lines,
        })
        .map((rateTotals): JpkSalesDocumentInput => ({
          id: draft.id,
          number: draft.number,
          kind: draft.kind,
          issueDate: draft.issueDate,
          saleDate: draft.saleDate,
          buyer: draft.buyer,
          currency: draft.money.currency,
          exchangeRate: draft.money.exchangeRate,
          rateTotals,
          gtu: draft.gtu,
          procedures: draft.procedures,
          toReceipt: draft.kind === 'invoice' && draft.toReceipt,
          ksefNumber: draft.ksef.ksefNumber,
          ksefMarker: draft.ksef.ksefMarker,
          splitPayment: draft.splitPayment,
          margin: draft.margin,
          badDebt: draft.badDebt,
        })),
    );
}

export function arbCost(period: JpkPeriod): fc.Arbitrary<JpkCostInput> {
  const date = arbDateIn(period);
  return fc
    .record({
      id: fc.uuid(),
      documentNumber: fc.integer({ min: 1, max: 99999 }).map((n) => `ZK/${n}/${period.year}`),
      issueDate: date,
      receiptDate: fc.option(date),
      supplier: fc.record({
        taxId: fc.constantFrom<string | null>(...NIPS, 'DE811128135', null),
        countryCode: fc.constantFrom<string | null>(null, null, 'DE'),
        name: arbName,
      }),
      money: arbCurrency,
      acquisition: fc.constantFrom(
        'domestic',
        'domestic',
        'domestic',
        'domestic_reverse_charge',
        'intra_eu_goods',
        'eu_services',
        'import_services',
        'import_goods_33a',
        'import_goods',
      ),
      fixedAsset: fc.boolean(),
      deductibility: fc.oneof(
        { weight: 6, arbitrary: fc.constant({ kind: 'full' as const }) },
        { weight: 1, arbitrary: fc.constant({ kind: 'half' as const, basis: 'art. 86a ust. 1' }) },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const, basis: 'art. 88 ust. 1 pkt 4' }) },
      ),
      ksef: arbKsef(date),
      documentType: fc.constantFrom(null, null, 'MK', 'VAT_RR', 'WEW'),
      splitPayment: fc.boolean(),
      isCorrection: fc.boolean(),
      marginResale: fc.boolean(),
      lines: fc.integer({ min: 1, max: 3 }),
    })
    .chain((draft) =>
      fc
        .array(arbRateTotal(PURCHASE_RATES, draft.isCorrection ? -1 : 1), {
          minLength: draft.lines,
          maxLength: draft.lines,
        })
        .map((rateTotals): JpkCostInput => ({
          id: draft.id,
          documentNumber: draft.documentNumber,
          issueDate: draft.issueDate,
          receiptDate: draft.receiptDate,
          supplier: draft.supplier,
          currency: draft.money.currency,
          exchangeRate: draft.money.exchangeRate,
          rateTotals,
          acquisition: draft.acquisition,
          fixedAsset: draft.fixedAsset,
          deductibility: draft.deductibility,
          ksefNumber: draft.ksef.ksefNumber,
          ksefMarker: draft.ksef.ksefMarker,
          documentType: draft.documentType,
          splitPayment: draft.splitPayment,
          isCorrection: draft.isCorrection,
          marginResale: draft.marginResale,
        })),
    );
}

export interface RandomBook {
  readonly documents: readonly JpkSalesDocumentInput[];
  readonly costs: readonly JpkCostInput[];
}

export function arbBook(period: JpkPeriod, maxEach = 30): fc.Arbitrary<RandomBook> {
  return fc.record({
    documents: fc.array(arbSalesDocument(period), { maxLength: maxEach }),
    costs: fc.array(arbCost(period), { maxLength: maxEach }),
  });
}
