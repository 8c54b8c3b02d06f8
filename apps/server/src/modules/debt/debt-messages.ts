// What debt collection sends: reminder e-mails before, on and after the due date, the e-mail with a
// resent invoice, the e-mail with a demand letter, and reminder SMS. Pure functions, in the invoice's
// language (Polish or English), with the user's own words added when given.
//
// SMS are written in Polish and then sent without diacritics (ą→a, ł→l…; integrations/sms/sms-text):
// one Polish letter switches an SMS to UCS-2, 70 characters instead of 160, and a reminder with an
// account number would cost three SMS instead of one. Diacritic-free Polish is what Polish business
// SMS look like and reads without trouble. A text that cannot be turned into GSM-7 (a Cyrillic name)
// is sent as written, in UCS-2, rather than garbled.
import type { CurrencyCode, Locale } from '@saldo/domain/currency';
import { formatMoney, type Money } from '@saldo/domain/money';
import { smsFriendly, smsLength, type SmsLength } from '../../integrations/sms/sms-text.ts';
import type { OutgoingMail } from '../../integrations/mail/outbox.repository.ts';
import { escapeHtml } from '../../integrations/mail/templates.ts';
import { formatIban } from '../../lib/pdf/pdf-format.ts';

export interface DebtMessageInvoice {
  readonly number: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly currency: CurrencyCode;
  /** What is still unpaid, in the invoice currency. */
  readonly amountDue: Money;
}

export interface DebtMessageSeller {
  readonly name: string;
  /** '' when the invoice names no account: the lines about it are left out. */
  readonly bankAccount: string;
  readonly bankName: string;
}

export interface InvoiceMessageInput {
  readonly language: Locale;
  readonly invoice: DebtMessageInvoice;
  readonly seller: DebtMessageSeller;
  /** Days from the due date to the day of sending: negative before it, 0 on it, positive when late. */
  readonly offsetDays: number;
  /** The user's own words, added as written; '' or undefined for none. */
  readonly extraMessage?: string;
}

export interface DemandEmailInput {
  readonly language: Locale;
  readonly seller: DebtMessageSeller;
  readonly invoiceNumbers: readonly string[];
  /** The letter's total in PLN. */
  readonly total: Money;
  /** Compensation whose PLN value is unknown and so not in `total` (the letter claims it in EUR); 0 for none. */
  readonly compensationEurNotInTotal: number;
  readonly paymentDays: number;
  readonly extraMessage?: string;
}

export type DebtEmail = Pick<OutgoingMail, 'subject' | 'text' | 'html'>;

export interface DebtSms {
  readonly text: string;
  readonly length: SmsLength;
  /** The user's words were cut to keep the SMS within SMS_MAX_PARTS. */
  readonly truncated: boolean;
}

/** A reminder is one SMS when it can be; the user's words may make it longer, up to this many parts. */
export const SMS_MAX_PARTS = 3;

type Detail = readonly [label: string, value: string];

interface Body {
  readonly subject: string;
  readonly paragraphs: readonly string[];
  readonly details: readonly Detail[];
  /** After the details and the user's words, before the signature. */
  readonly closing: readonly string[];
}

const plDays = (n: number): string => (n === 1 ? '1 dzień' : `${n} dni`);
const enDays = (n: number): string => (n === 1 ? '1 day' : `${n} days`);

const amountOf = (input: InvoiceMessageInput): string =>
  formatMoney(input.invoice.amountDue, { locale: input.language, currency: input.invoice.currency });

const account = (seller: DebtMessageSeller): string =>
  seller.bankAccount.trim() === '' ? '' : formatIban(seller.bankAccount);

function paymentDetails(language: Locale, seller: DebtMessageSeller): Detail[] {
  const iban = account(seller);
  if (iban === '') return [];
  const bank = seller.bankName.trim() === '' ? '' : ` (${seller.bankName.trim()})`;
  return language === 'pl'
    ? [
        ['Numer rachunku', `${iban}${bank}`],
        ['Odbiorca', seller.name],
      ]
    : [
        ['Bank account', `${iban}${bank}`],
        ['Payee', seller.name],
      ];
}

function invoiceDetails(input: InvoiceMessageInput): Detail[] {
  const late = input.offsetDays > 0;
  const pl = input.language === 'pl';
  const rows: Detail[] = [
    [pl ? 'Faktura' : 'Invoice', input.invoice.number],
    [pl ? 'Kwota do zapłaty' : 'Amount due', amountOf(input)],
    [pl ? 'Termin płatności' : 'Due date', input.invoice.dueDate],
  ];
  if (late) rows.push([pl ? 'Dni po terminie' : 'Days overdue', String(input.offsetDays)]);
  return [...rows, ...paymentDetails(input.language, input.seller)];
}

function reminderBody(input: InvoiceMessageInput): Body {
  const { number, issueDate, dueDate } = input.invoice;
  const days = input.offsetDays;
  if (input.language === 'pl') {
    const invoice = `faktury nr ${number} z dnia ${issueDate}`;
    const when = days === -1 ? 'jutro' : `za ${plDays(-days)}`;
    return {
      subject:
        days < 0
          ? `Przypomnienie o terminie płatności faktury nr ${number}`
          : days === 0
            ? `Dziś mija termin płatności faktury nr ${number}`
            : `Zaległa płatność: faktura nr ${number} (${plDays(days)} po terminie)`,
      paragraphs: [
        days < 0
          ? `uprzejmie przypominamy, że ${when} (${dueDate}) upływa termin płatności ${invoice}.`
          : days === 0
            ? `uprzejmie przypominamy, że dziś (${dueDate}) upływa termin płatności ${invoice}.`
            : `termin płatności ${invoice} upłynął ${dueDate}; płatność jest opóźniona o ${plDays(days)}.`,
      ],
      details: invoiceDetails(input),
      closing: [
        days > 0
          ? 'Prosimy o niezwłoczne uregulowanie należności. Jeżeli płatność została już dokonana, prosimy zignorować tę wiadomość.'
          : 'Jeżeli płatność została już zlecona, prosimy zignorować tę wiadomość.',
      ],
    };
  }
  const invoice = `invoice ${number} of ${issueDate}`;
  return {
    subject:
      days < 0
        ? `Payment reminder: invoice ${number} is due on ${dueDate}`
        : days === 0
          ? `Invoice ${number} is due today`
          : `Overdue payment: invoice ${number} (${enDays(days)} overdue)`,
    paragraphs: [
      days < 0
        ? `This is a friendly reminder that ${invoice} is due ${days === -1 ? 'tomorrow' : `in ${enDays(-days)}`} (${dueDate}).`
        : days === 0
          ? `This is a friendly reminder that ${invoice} is due today (${dueDate}).`
          : `Invoice ${number} of ${issueDate} was due on ${dueDate} and is now ${enDays(days)} overdue.`,
    ],
    details: invoiceDetails(input),
    closing: [
      days > 0
        ? 'Please pay the amount due without delay. If you have already paid, please disregard this message.'
        : 'If the payment is already on its way, please disregard this message.',
    ],
  };
}

function resentBody(input: InvoiceMessageInput): Body {
  const { number, issueDate } = input.invoice;
  const pl = input.language === 'pl';
  return {
    subject: pl ? `Faktura nr ${number} – ponowne przesłanie` : `Invoice ${number} (sent again)`,
    paragraphs: [
      pl
        ? `w załączeniu ponownie przesyłamy fakturę nr ${number} z dnia ${issueDate}.`
        : `Please find attached another copy of invoice ${number} of ${issueDate}.`,
    ],
    details: invoiceDetails(input),
    closing: [],
  };
}

function demandBody(input: DemandEmailInput): Body {
  const pl = input.language === 'pl';
  const total = formatMoney(input.total, { locale: input.language, currency: 'PLN' });
  const eur = input.compensationEurNotInTotal;
  const amount = eur > 0 ? (pl ? `${total} + ${eur} EUR` : `${total} + EUR ${eur}`) : total;
  const invoices = input.invoiceNumbers.join(', ');
  const days = input.paymentDays;
  return {
    subject: pl
      ? `Przedsądowe wezwanie do zapłaty – ${input.seller.name}`
      : `Pre-litigation demand for payment – ${input.seller.name}`,
    paragraphs: [
      pl
        ? `w załączeniu przesyłamy przedsądowe wezwanie do zapłaty należności z ${input.invoiceNumbers.length === 1 ? 'faktury' : 'faktur'}: ${invoices}, wraz z odsetkami ustawowymi za opóźnienie w transakcjach handlowych i rekompensatą za koszty odzyskiwania należności.`
        : `Please find attached our pre-litigation demand for payment of ${input.invoiceNumbers.length === 1 ? 'invoice' : 'invoices'} ${invoices}, with statutory interest for delay in commercial transactions and compensation for recovery costs.`,
    ],
    details: [
      [pl ? 'Łącznie do zapłaty' : 'Total due', amount],
      [
        pl ? 'Termin zapłaty' : 'Payment within',
        pl
          ? `${days} ${days === 1 ? 'dnia' : 'dni'} od dnia otrzymania wezwania`
          : `${enDays(days)} of receiving the letter`,
      ],
      ...paymentDetails(input.language, input.seller),
    ],
    closing: [
      pl
        ? 'Brak zapłaty w tym terminie spowoduje skierowanie sprawy na drogę sądową bez dodatkowego wezwania.'
        : 'If the amount is not paid within this time, we will take the matter to court without further notice.',
    ],
  };
}

function toEmail(language: Locale, body: Body, sellerName: string, extraMessage = ''): DebtEmail {
  const greeting = language === 'pl' ? 'Szanowni Państwo,' : 'Dear Sir or Madam,';
  const regards = language === 'pl' ? 'Z poważaniem' : 'Kind regards';
  const extra = extraMessage.trim();
  const text = [
    greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...body.details.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(extra === '' ? [] : [extra, '']),
    ...body.closing.flatMap((p) => [p, '']),
    regards,
    sellerName,
  ].join('\n');
  const paragraph = (t: string): string => `<p>${escapeHtml(t).replace(/\r?\n/g, '<br>')}</p>`;
  const rows = body.details.map(
    ([label, value]) =>
      `<tr><td style="padding:2px 12px 2px 0">${escapeHtml(label)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`,
  );
  const html = [
    paragraph(greeting),
    ...body.paragraphs.map(paragraph),
    `<table>${rows.join('')}</table>`,
    ...(extra === '' ? [] : [paragraph(extra)]),
    ...body.closing.map(paragraph),
    paragraph(`${regards}\n${sellerName}`),
  ].join('\n');
  return { subject: body.subject, text, html };
}

export function reminderEmail(input: InvoiceMessageInput): DebtEmail {
  return toEmail(input.language, reminderBody(input), input.seller.name, input.extraMessage);
}

export function resentInvoiceEmail(input: InvoiceMessageInput): DebtEmail {
  return toEmail(input.language, resentBody(input), input.seller.name, input.extraMessage);
}

export function demandLetterEmail(input: DemandEmailInput): DebtEmail {
  return toEmail(input.language, demandBody(input), input.seller.name, input.extraMessage);
}

/** At most `max` characters, cut after a whole word when one ends late enough, marked with a dot. */
function shortened(name: string, max: number): string {
  const cut = name.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= max / 2 ? cut.slice(0, space) : cut).trimEnd()}.`;
}

function smsCore(input: InvoiceMessageInput): string {
  const { number, dueDate } = input.invoice;
  const amount = amountOf(input);
  const days = input.offsetDays;
  if (input.language === 'pl') {
    if (days < 0) return `Przypomnienie: termin płatności faktury ${number} na ${amount} mija ${dueDate}.`;
    if (days === 0) return `Dziś mija termin płatności faktury ${number} na ${amount}.`;
    return `Faktura ${number} na ${amount} jest ${plDays(days)} po terminie (${dueDate}). Prosimy o wpłatę.`;
  }
  if (days < 0) return `Reminder: invoice ${number} for ${amount} is due on ${dueDate}.`;
  if (days === 0) return `Invoice ${number} for ${amount} is due today.`;
  return `Invoice ${number} for ${amount} is ${enDays(days)} overdue (due ${dueDate}). Please pay.`;
}

/**
 * The reminder, the account and the seller's name in one SMS when they fit: a long name is shortened
 * and the account loses its spaces before the text is allowed to run into a second part. The user's
 * words go before the name, cut (with `truncated`) if they would take the SMS past SMS_MAX_PARTS.
 */
export function reminderSms(input: InvoiceMessageInput): DebtSms {
  const core = smsCore(input);
  const label = input.language === 'pl' ? 'Konto' : 'Account';
  const iban = account(input.seller);
  const compactIban = iban.replace(/\s+/g, '');
  const seller = input.seller.name.trim();
  const compose = (ibanText: string, sellerText: string, extra = ''): string =>
    smsFriendly(
      [core, ibanText === '' ? '' : `${label}: ${ibanText}.`, extra, sellerText]
        .filter((s) => s !== '')
        .join(' '),
    );

  let best = compose(iban, seller);
  let ibanUsed = iban;
  let sellerUsed = seller;
  if (smsLength(best).parts > 1) {
    ibanUsed = compactIban;
    best = compose(ibanUsed, sellerUsed);
  }
  // Only worth it in GSM-7: a UCS-2 text (a Cyrillic name) would need the name cut to nothing.
  const length = smsLength(best);
  if (length.parts > 1 && length.encoding === 'gsm7') {
    const room = seller.length - (length.units - 160);
    if (room >= 12) {
      sellerUsed = shortened(seller, room);
      best = compose(ibanUsed, sellerUsed);
    }
  }

  const extra = (input.extraMessage ?? '').trim().replace(/\s+/g, ' ');
  if (extra === '') return { text: best, length: smsLength(best), truncated: false };
  // Cut by code points, so an emoji is never split into half a surrogate pair.
  const chars = [...extra];
  let kept = chars.length;
  let text = compose(ibanUsed, sellerUsed, extra);
  while (smsLength(text).parts > SMS_MAX_PARTS && kept > 0) {
    kept -= 1;
    const cut = chars.slice(0, kept).join('').trimEnd();
    text = compose(ibanUsed, sellerUsed, cut === '' ? '' : `${cut}...`);
  }
  return { text, length: smsLength(text), truncated: kept < chars.length };
}
