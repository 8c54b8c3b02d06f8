// The blocks of the demand letter around its tables, top to bottom: place and date, the parties, the
// title and the call to pay with what the sum is made of, then the payment details, the warning and
// the signature. Each block measures itself first so that it never splits across pages.
import type { Locale } from '@saldo/domain/currency';
import { formatMoney, type Money } from '@saldo/domain/money';
import { nonEmpty, SECTION_GAP } from '../../../lib/pdf/pdf-context.ts';
import { formatIban } from '../../../lib/pdf/pdf-format.ts';
import { COLOR, FONT, type PageFlow } from '../../../lib/pdf/pdf-layout.ts';
import type { DemandLetterData } from './demand-letter-data.ts';
import type { DemandWording } from './demand-letter-wording.ts';

export interface LetterContext {
  readonly flow: PageFlow;
  readonly data: DemandLetterData;
  readonly wording: DemandWording;
  readonly locale: Locale;
}

const BODY = { size: 9.5 } as const;

export const plnText = (ctx: LetterContext, amount: Money): string =>
  formatMoney(amount, { locale: ctx.locale, currency: 'PLN' });

/** The compensation of all invoices in EUR: what the letter claims when its PLN value is unknown. */
export const compensationEurSum = (data: DemandLetterData): number =>
  data.invoices.reduce((sum, invoice) => sum + (invoice.compensationEur ?? 0), 0);

/** "Warszawa, 2026-05-20" at the top right, as Polish letters have it. */
export function drawHeading(ctx: LetterContext): void {
  const { flow, data } = ctx;
  const line = [data.place, data.date].filter(nonEmpty).join(', ');
  flow.paragraph(line, { ...BODY, align: 'right' });
  flow.gap(SECTION_GAP);
}

interface PartyBlock {
  readonly caption: string;
  readonly name: string;
  readonly lines: string;
  readonly x: number;
}

/** Creditor and debtor side by side, measured first so that the pair stays on one page. */
export function drawParties(ctx: LetterContext): void {
  const { flow, data, wording } = ctx;
  const gap = 24;
  const width = (flow.width - gap) / 2;
  const labelled = (pairs: readonly [string, string][]): string[] =>
    pairs.filter(([, value]) => nonEmpty(value)).map(([label, value]) => `${label}: ${value}`);
  const addressLines = (address: string): string[] => address.split(/\r?\n/).filter(nonEmpty);
  const { creditor, debtor } = data;
  const parties: PartyBlock[] = [
    {
      caption: wording.creditor,
      name: creditor.name,
      lines: [
        ...addressLines(creditor.address),
        ...labelled([
          [wording.nip, creditor.nip],
          [wording.email, creditor.email],
          [wording.phone, creditor.phone],
        ]),
      ].join('\n'),
      x: flow.left,
    },
    {
      caption: wording.debtor,
      name: debtor.name,
      lines: [...addressLines(debtor.address), ...labelled([[wording.nip, debtor.nip]])].join('\n'),
      x: flow.left + width + gap,
    },
  ];
  const heightOf = (party: PartyBlock): number =>
    flow.measure(party.caption, width, { font: FONT.bold, size: 8 }) +
    4 +
    flow.measure(party.name, width, { font: FONT.bold, size: 10 }) +
    2 +
    flow.measure(party.lines, width, { size: 9 });
  const height = Math.max(...parties.map(heightOf));
  flow.ensure(height);
  const top = flow.y;
  for (const party of parties) {
    let y = top;
    y += flow.textAt(party.caption, party.x, y, width, { font: FONT.bold, size: 8, color: COLOR.muted });
    y += 4;
    y += flow.textAt(party.name, party.x, y, width, { font: FONT.bold, size: 10 }) + 2;
    flow.textAt(party.lines, party.x, y, width, { size: 9 });
  }
  flow.y = top + height + 2 * SECTION_GAP;
}

/** One day when every invoice's interest runs to it (the usual case), else null. */
function commonInterestEnd(data: DemandLetterData): string | null {
  const ends = new Set(data.invoices.map((invoice) => invoice.interestTo));
  const [only] = ends;
  return ends.size === 1 && only !== undefined ? only : null;
}

/** The title and the demand: the total and the three things it is made of (numbered). */
export function drawCall(ctx: LetterContext): void {
  const { flow, data, wording } = ctx;
  const { totals } = data;
  flow.paragraph(wording.title, { font: FONT.bold, size: 14, align: 'center' });
  flow.gap(SECTION_GAP);

  const eur = compensationEurSum(data);
  const business = data.debtorKind === 'business';
  const extra = business && totals.compensationPln === null ? wording.plusCompensationEur(eur) : '';
  flow.paragraph(
    wording.intro(data.creditor.name, data.paymentDays, plnText(ctx, totals.total), extra),
    BODY,
  );
  flow.gap(4);
  const interestItem = business ? wording.interestItem : wording.consumerInterestItem;
  const items = [
    wording.principalItem(plnText(ctx, totals.principal)),
    interestItem(plnText(ctx, totals.interest), commonInterestEnd(data)),
    ...(totals.latePaymentInterest > 0
      ? [wording.latePaymentItem(plnText(ctx, totals.latePaymentInterest))]
      : []),
    ...(business
      ? [
          wording.compensationItem(
            eur,
            totals.compensationPln === null ? null : plnText(ctx, totals.compensationPln),
          ),
        ]
      : []),
  ];
  const indent = 16;
  items.forEach((item, index) => {
    const width = flow.width - indent;
    flow.ensure(flow.measure(item, width, BODY) + 2);
    flow.textAt(`${index + 1}.`, flow.left, flow.y, indent, BODY);
    flow.y += flow.textAt(item, flow.left + indent, flow.y, width, BODY) + 2;
  });
  flow.gap(SECTION_GAP);
}

/** Where to pay, what happens otherwise, and a place for the signature. */
export function drawClosing(ctx: LetterContext): void {
  const { flow, data, wording } = ctx;
  const { bankAccount, bankName } = data.creditor;
  if (nonEmpty(bankAccount)) {
    flow.paragraph(wording.payment(formatIban(bankAccount), bankName.trim()), { ...BODY, font: FONT.bold });
    flow.gap(6);
  }
  for (const text of [wording.warning, wording.outOfCourt, wording.alreadyPaid]) {
    flow.paragraph(text, BODY);
    flow.gap(6);
  }

  const width = 200;
  const x = flow.right - width;
  const dots = '.'.repeat(60);
  const captionStyle = { size: 8, color: COLOR.muted, align: 'center' } as const;
  const height = 36 + flow.measure(dots, width, BODY) + flow.measure(wording.signature, width, captionStyle);
  flow.ensure(height);
  flow.gap(36);
  flow.y += flow.textAt(dots, x, flow.y, width, { ...BODY, align: 'center' });
  flow.y += flow.textAt(wording.signature, x, flow.y, width, captionStyle);
}
