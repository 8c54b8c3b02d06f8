import { describe, expect, it } from 'vitest';
import { creditRefusal } from './contractor-credit.ts';
import { proposeDueMatches, titleNamesMonth, type OpenDue } from './dues.ts';
import type { BankTransaction } from './statement-types.ts';

const line = (over: Partial<BankTransaction>): BankTransaction => ({
  bookingDate: '2026-11-14',
  valueDate: '2026-11-14',
  amount: -250000,
  currency: 'PLN',
  reversal: false,
  title: '',
  titleVariants: [],
  counterpartyName: '',
  counterpartyAccount: '',
  bankReference: 'R1',
  ownerReference: '',
  typeCode: 'NTRF',
  description: '',
  ...over,
});
const titled = (title: string, over: Partial<BankTransaction> = {}) =>
  line({ title, titleVariants: [title], ...over });

const due = (over: Partial<OpenDue> & Pick<OpenDue, 'kind'>): OpenDue => ({
  month: '2026-10',
  amount: 250000,
  dueDate: '2026-11-16',
  workerId: null,
  workerName: '',
  account: '',
  ...over,
});

const dues: OpenDue[] = [
  due({ kind: 'zus', amount: 250000 }),
  due({ kind: 'pit4', amount: 41000, dueDate: '2026-11-20' }),
  due({ kind: 'vat', amount: 1234500, dueDate: '2026-11-25' }),
  due({
    kind: 'salary',
    amount: 512345,
    workerId: 7,
    workerName: 'Anna Nowak',
    account: 'PL61 1090 1014 0000 0712 1981 2874',
    dueDate: '2026-11-10',
  }),
  due({
    kind: 'salary',
    amount: 512345,
    workerId: 8,
    workerName: 'Jan Kowalski',
    account: '',
    dueDate: '2026-11-10',
  }),
];

describe('proposeDueMatches', () => {
  it("matches a ZUS transfer to the month's ZUS due: the account, the amount, the month and the date", () => {
    const [best] = proposeDueMatches(titled('Składki ZUS 10/2026'), 'zus', dues);
    expect(best?.due.kind).toBe('zus');
    expect(best?.score).toBe(100);
    expect(best?.reasons.map((r) => r.code)).toEqual([
      'zus_account',
      'amount_equals_due',
      'period_in_title',
      'date_fits',
    ]);
  });

  it('tells PIT-4 from VAT by the tax transfer title, and leaves out the other tax', () => {
    const pit = proposeDueMatches(
      titled('/TI/N5213159388/OKR/26M10/SFP/PIT4R/TXT/zaliczki', {
        amount: -41000,
        bookingDate: '2026-11-19',
      }),
      'tax',
      dues,
    );
    expect(pit.map((p) => p.due.kind)).toEqual(['pit4']);
    expect(pit[0]?.reasons).toContainEqual({ code: 'tax_form_in_title', form: 'PIT4R' });
    const vat = proposeDueMatches(
      titled('/TI/N5213159388/OKR/26M10/SFP/VAT-7/TXT/JPK', { amount: -1234500, bookingDate: '2026-11-24' }),
      'tax',
      dues,
    );
    expect(vat.map((p) => p.due.kind)).toEqual(['vat']);
    expect(vat[0]?.score).toBe(100);
    // Another month in the title: not October's due.
    expect(
      proposeDueMatches(titled('/TI/N5213159388/OKR/26M09/SFP/VAT-7', { amount: -1234500 }), 'tax', dues),
    ).toEqual([]);
  });

  it('puts the person whose account received the salary first, though two nets are equal', () => {
    const found = proposeDueMatches(
      titled('Wynagrodzenie 10/2026', {
        amount: -512345,
        counterpartyName: 'NOWAK ANNA',
        counterpartyAccount: '61109010140000071219812874',
        bookingDate: '2026-11-05',
      }),
      'salary',
      dues,
    );
    expect(found.map((p) => p.due.workerId)).toEqual([7, 8]);
    expect(found[0]?.score).toBe(100);
    expect(found[0]?.reasons.map((r) => r.code)).toContain('worker_account_known');
    expect(found[1]?.score).toBeLessThan(90);
  });

  it('proposes nothing for money in, or a fee', () => {
    expect(proposeDueMatches(line({ amount: 250000 }), 'zus', dues)).toEqual([]);
    expect(proposeDueMatches(line({ amount: -250000 }), 'fee', dues)).toEqual([]);
  });

  it('reads the month in the usual ways', () => {
    expect(titleNamesMonth('wynagrodzenie 10/2026', '2026-10')).toBe(true);
    expect(titleNamesMonth('ZUS 2026-10', '2026-10')).toBe(true);
    expect(titleNamesMonth('za 9.2026', '2026-09')).toBe(true);
    expect(titleNamesMonth('FV 110/2026', '2026-10')).toBe(false);
    expect(titleNamesMonth('ZUS 11/2026', '2026-10')).toBe(false);
  });
});

describe('creditRefusal', () => {
  const credit = { available: 10000, currency: 'PLN', contractorId: 1 };
  const invoice = { balance: 5000, currency: 'PLN', contractorId: 1 };
  it('allows up to the credit and the balance, and names what is wrong otherwise', () => {
    expect(creditRefusal({ credit, invoice, amount: 5000 })).toBeNull();
    expect(creditRefusal({ credit, invoice, amount: 0 })).toBe('creditNotPositive');
    expect(creditRefusal({ credit, invoice: { ...invoice, balance: 50000 }, amount: 10001 })).toBe(
      'creditExceeded',
    );
    expect(creditRefusal({ credit, invoice, amount: 5001 })).toBe('creditBalanceExceeded');
    expect(creditRefusal({ credit, invoice: { ...invoice, contractorId: 2 }, amount: 100 })).toBe(
      'creditOtherContractor',
    );
    expect(creditRefusal({ credit, invoice: { ...invoice, currency: 'EUR' }, amount: 100 })).toBe(
      'creditOtherCurrency',
    );
  });
});
