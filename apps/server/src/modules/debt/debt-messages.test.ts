import { formatMoney } from '@saldo/domain/money';
import { describe, expect, it } from 'vitest';
import { isGsm7 } from '../../integrations/sms/sms-text.ts';
import {
  demandLetterEmail,
  reminderEmail,
  reminderSms,
  resentInvoiceEmail,
  SMS_MAX_PARTS,
  type InvoiceMessageInput,
} from './debt-messages.ts';

const SELLER = {
  name: 'Żuraw Software Sp. z o.o.',
  bankAccount: '61109010140000071219812874',
  bankName: 'Santander Bank Polska S.A.',
};

const input = (overrides: Partial<InvoiceMessageInput> = {}): InvoiceMessageInput => ({
  language: 'pl',
  invoice: {
    number: 'FV/3/03/2026',
    issueDate: '2026-03-02',
    dueDate: '2026-03-16',
    currency: 'PLN',
    amountDue: 123456,
  },
  seller: SELLER,
  offsetDays: -3,
  ...overrides,
});

const AMOUNT_PL = formatMoney(123456);
const AMOUNT_EN = formatMoney(123456, { locale: 'en' });
const ACCOUNT = '61 1090 1014 0000 0712 1981 2874';

describe('reminderEmail', () => {
  it('before the due date: the days left, the amount, the due date and where to pay', () => {
    const mail = reminderEmail(input());
    expect(mail.subject).toBe('Przypomnienie o terminie płatności faktury nr FV/3/03/2026');
    expect(mail.text).toContain(
      'uprzejmie przypominamy, że za 3 dni (2026-03-16) upływa termin płatności faktury nr FV/3/03/2026 z dnia 2026-03-02.',
    );
    expect(mail.text).toContain(`Kwota do zapłaty: ${AMOUNT_PL}`);
    expect(mail.text).toContain('Termin płatności: 2026-03-16');
    expect(mail.text).toContain(`Numer rachunku: ${ACCOUNT} (Santander Bank Polska S.A.)`);
    expect(mail.text).toContain(`Odbiorca: ${SELLER.name}`);
    expect(mail.text).toMatch(/Z poważaniem\nŻuraw Software Sp\. z o\.o\.$/);
    expect(mail.text).not.toContain('Dni po terminie');
    expect(reminderEmail(input({ offsetDays: -1 })).text).toContain('że jutro (2026-03-16) upływa');
  });

  it('on the due date', () => {
    const mail = reminderEmail(input({ offsetDays: 0 }));
    expect(mail.subject).toBe('Dziś mija termin płatności faktury nr FV/3/03/2026');
    expect(mail.text).toContain('że dziś (2026-03-16) upływa termin płatności');
    expect(mail.text).not.toContain('Dni po terminie');
  });

  it('after the due date: the days overdue, in the right Polish form', () => {
    const mail = reminderEmail(input({ offsetDays: 12 }));
    expect(mail.subject).toBe('Zaległa płatność: faktura nr FV/3/03/2026 (12 dni po terminie)');
    expect(mail.text).toContain('upłynął 2026-03-16; płatność jest opóźniona o 12 dni.');
    expect(mail.text).toContain('Dni po terminie: 12');
    expect(mail.text).toContain('Prosimy o niezwłoczne uregulowanie należności.');
    expect(mail.html).toContain('<td><strong>12</strong></td>');
    expect(reminderEmail(input({ offsetDays: 1 })).subject).toContain('(1 dzień po terminie)');
  });

  it('in English for an English invoice', () => {
    expect(reminderEmail(input({ language: 'en' }))).toMatchObject({
      subject: 'Payment reminder: invoice FV/3/03/2026 is due on 2026-03-16',
    });
    expect(reminderEmail(input({ language: 'en', offsetDays: -1 })).text).toContain(
      'is due tomorrow (2026-03-16)',
    );
    expect(reminderEmail(input({ language: 'en', offsetDays: 0 })).subject).toBe(
      'Invoice FV/3/03/2026 is due today',
    );
    const late = reminderEmail(input({ language: 'en', offsetDays: 1 }));
    expect(late.subject).toBe('Overdue payment: invoice FV/3/03/2026 (1 day overdue)');
    expect(late.text).toContain(
      'Invoice FV/3/03/2026 of 2026-03-02 was due on 2026-03-16 and is now 1 day overdue.',
    );
    expect(late.text).toContain(`Amount due: ${AMOUNT_EN}`);
    expect(late.text).toContain('Days overdue: 1');
    expect(late.text).toContain(`Bank account: ${ACCOUNT}`);
    expect(late.text).toMatch(/^Dear Sir or Madam,/);
    expect(late.text).not.toContain('Kwota');
  });

  it("adds the user's words and escapes everything in the HTML", () => {
    const extra = 'Proszę o kontakt <b>pilnie</b> & "szybko"\nTel. 500 100 200';
    const mail = reminderEmail(
      input({ extraMessage: extra, seller: { ...SELLER, name: 'Kowalski & <Syn>' }, offsetDays: 5 }),
    );
    expect(mail.text).toContain(extra);
    expect(mail.html).toContain(
      '<p>Proszę o kontakt &lt;b&gt;pilnie&lt;/b&gt; &amp; &quot;szybko&quot;<br>Tel. 500 100 200</p>',
    );
    expect(mail.html).toContain('Kowalski &amp; &lt;Syn&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<Syn>');
  });

  it('leaves the account out when there is none', () => {
    const mail = reminderEmail(input({ seller: { ...SELLER, bankAccount: ' ' } }));
    expect(mail.text).not.toContain('Numer rachunku');
    expect(mail.text).not.toContain('Odbiorca');
  });
});

describe('resentInvoiceEmail', () => {
  it('sends the invoice again with what is due, and the days overdue when late', () => {
    const mail = resentInvoiceEmail(input({ offsetDays: 40 }));
    expect(mail.subject).toBe('Faktura nr FV/3/03/2026 – ponowne przesłanie');
    expect(mail.text).toContain(
      'w załączeniu ponownie przesyłamy fakturę nr FV/3/03/2026 z dnia 2026-03-02.',
    );
    expect(mail.text).toContain(`Kwota do zapłaty: ${AMOUNT_PL}`);
    expect(mail.text).toContain('Dni po terminie: 40');
    const english = resentInvoiceEmail(input({ language: 'en', offsetDays: -2, extraMessage: 'Thanks!' }));
    expect(english.subject).toBe('Invoice FV/3/03/2026 (sent again)');
    expect(english.text).toContain(
      'Please find attached another copy of invoice FV/3/03/2026 of 2026-03-02.',
    );
    expect(english.text).toContain('Thanks!');
    expect(english.text).not.toContain('Days overdue');
  });
});

describe('demandLetterEmail', () => {
  const demand = {
    language: 'pl' as const,
    seller: SELLER,
    invoiceNumbers: ['FV/3/03/2026', 'FV/7/03/2026'],
    total: 160222,
    compensationEurNotInTotal: 0,
    paymentDays: 7,
  };

  it('names the invoices, the total, the term and the account', () => {
    const mail = demandLetterEmail(demand);
    expect(mail.subject).toBe(`Przedsądowe wezwanie do zapłaty – ${SELLER.name}`);
    expect(mail.text).toContain('należności z faktur: FV/3/03/2026, FV/7/03/2026');
    expect(mail.text).toContain(`Łącznie do zapłaty: ${formatMoney(160222)}`);
    expect(mail.text).toContain('Termin zapłaty: 7 dni od dnia otrzymania wezwania');
    expect(mail.text).toContain(`Numer rachunku: ${ACCOUNT}`);
    expect(mail.text).toContain('bez dodatkowego wezwania');
  });

  it('adds the compensation claimed in EUR, and speaks English', () => {
    const pl = demandLetterEmail({
      ...demand,
      invoiceNumbers: ['FV/3/03/2026'],
      compensationEurNotInTotal: 40,
    });
    expect(pl.text).toContain('należności z faktury: FV/3/03/2026');
    expect(pl.text).toContain(`Łącznie do zapłaty: ${formatMoney(160222)} + 40 EUR`);
    const en = demandLetterEmail({
      ...demand,
      language: 'en',
      compensationEurNotInTotal: 80,
      paymentDays: 1,
    });
    expect(en.subject).toBe(`Pre-litigation demand for payment – ${SELLER.name}`);
    expect(en.text).toContain('invoices FV/3/03/2026, FV/7/03/2026');
    expect(en.text).toContain(`Total due: ${formatMoney(160222, { locale: 'en' })} + EUR 80`);
    expect(en.text).toContain('Payment within: 1 day of receiving the letter');
  });
});

describe('reminderSms', () => {
  it.each([
    [-3, 'Przypomnienie: termin platnosci faktury FV/3/03/2026 na 1 234,56 zl mija 2026-03-16.'],
    [0, 'Dzis mija termin platnosci faktury FV/3/03/2026 na 1 234,56 zl.'],
    [12, 'Faktura FV/3/03/2026 na 1 234,56 zl jest 12 dni po terminie (2026-03-16). Prosimy o wplate.'],
  ])('in Polish without diacritics, in one GSM-7 SMS (offset %i)', (offsetDays, opening) => {
    const sms = reminderSms(input({ offsetDays }));
    expect(sms.text.startsWith(opening)).toBe(true);
    expect(sms.text).toContain(`Konto: ${ACCOUNT}.`);
    expect(sms.text.endsWith('Zuraw Software Sp. z o.o.')).toBe(true);
    expect(isGsm7(sms.text)).toBe(true);
    expect(sms.length).toMatchObject({ encoding: 'gsm7', parts: 1 });
    expect(sms.length.units).toBeLessThanOrEqual(160);
    expect(sms.truncated).toBe(false);
  });

  it('in English', () => {
    const sms = reminderSms(input({ language: 'en', offsetDays: 1 }));
    expect(sms.text).toBe(
      'Invoice FV/3/03/2026 for PLN 1,234.56 is 1 day overdue (due 2026-03-16). Please pay. ' +
        `Account: ${ACCOUNT}. Zuraw Software Sp. z o.o.`,
    );
    expect(sms.length.parts).toBe(1);
  });

  it('stays in one SMS with a large amount, a long number and a long name', () => {
    for (const language of ['pl', 'en'] as const)
      for (const offsetDays of [-14, -1, 0, 1, 45, 365]) {
        const sms = reminderSms(
          input({
            language,
            offsetDays,
            invoice: { ...input().invoice, number: 'FV/2026/12/00123', amountDue: 9_999_999_999 },
            seller: { ...SELLER, name: 'Przedsiębiorstwo Handlowo-Usługowe „Żuraw” Jan Kowalski' },
          }),
        );
        expect(sms.length, sms.text).toMatchObject({ encoding: 'gsm7', parts: 1 });
        expect(sms.text).toContain('FV/2026/12/00123');
        expect(sms.text).toMatch(/(61 1090 1014 0000 0712 1981 2874|61109010140000071219812874)/);
        expect(sms.text).toContain('Przedsiebiorstwo');
      }
  });

  it("adds the user's words, cutting them only past SMS_MAX_PARTS", () => {
    const short = reminderSms(input({ extraMessage: 'Prosimy o pilny kontakt: 500 100 200.' }));
    expect(short.text).toContain('Prosimy o pilny kontakt: 500 100 200. Zuraw Software');
    expect(short.length.parts).toBe(2);
    expect(short.truncated).toBe(false);

    const long = reminderSms(input({ extraMessage: 'Bardzo ważna informacja. '.repeat(80) }));
    expect(long.truncated).toBe(true);
    expect(long.length).toMatchObject({ encoding: 'gsm7', parts: SMS_MAX_PARTS });
    expect(long.text).toMatch(/\.\.\. Zuraw Software Sp\. z o\.o\.$/);
  });

  it('keeps the Polish letters when the text cannot be GSM-7 anyway', () => {
    const sms = reminderSms(input({ seller: { ...SELLER, name: 'ООО Ромашка' }, offsetDays: 0 }));
    expect(sms.length.encoding).toBe('ucs2');
    expect(sms.text).toContain('Dziś mija termin płatności');
    expect(sms.text).not.toContain('\u00a0');
  });
});
