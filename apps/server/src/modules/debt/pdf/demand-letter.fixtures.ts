// Demand letters for the PDF tests. Amounts are chosen so that the principal prints as "1 234,56 zł";
// interest and compensation are illustrative, the rendering does not recount them.
import type { DemandLetterData, DemandLetterInvoice } from './demand-letter-data.ts';

const invoice = (overrides: Partial<DemandLetterInvoice> = {}): DemandLetterInvoice => ({
  number: 'FV/3/03/2026',
  issueDate: '2026-03-02',
  dueDate: '2026-03-16',
  currency: 'PLN',
  gross: 100000,
  balance: 73456,
  interest: 1523,
  interestFrom: '2026-03-17',
  interestTo: '2026-05-20',
  latePaymentInterest: 0,
  compensationEur: 40,
  // 40 EUR at 4.2790 (NBP, 2026-02-27).
  compensationPln: 17116,
  ...overrides,
});

/** Two PLN invoices: principal 1 234,56 zł, interest 25,34 zł, compensation 342,32 zł. */
export function twoInvoices(): DemandLetterData {
  return {
    language: 'pl',
    debtorKind: 'business',
    ratesAssumedAfter: null,
    place: 'Łódź',
    date: '2026-05-20',
    creditor: {
      name: 'Żuraw Software Sp. z o.o.',
      nip: '7251801126',
      address: 'ul. Piotrkowska 104/5\n90-926 Łódź',
      email: 'windykacja@zuraw.pl',
      phone: '+48 42 123 45 67',
      bankAccount: '61109010140000071219812874',
      bankName: 'Santander Bank Polska S.A.',
    },
    debtor: {
      name: 'Kowalski & Syn Sp. z o.o.',
      nip: '6783014227',
      address: 'ul. Długa 5/3\n31-147 Kraków',
    },
    invoices: [
      invoice(),
      invoice({
        number: 'FV/7/03/2026',
        issueDate: '2026-03-10',
        dueDate: '2026-03-24',
        gross: 50000,
        balance: 50000,
        interest: 1011,
        interestFrom: '2026-03-25',
      }),
    ],
    totals: {
      principal: 123456,
      interest: 2534,
      latePaymentInterest: 0,
      compensationPln: 34232,
      total: 160222,
    },
    paymentDays: 7,
  };
}

/** The same claim when the NBP EUR rate could not be had: compensation in EUR only. */
export function eurOnlyCompensation(): DemandLetterData {
  const base = twoInvoices();
  return {
    ...base,
    invoices: base.invoices.map((item) => ({ ...item, compensationPln: null })),
    totals: {
      principal: 123456,
      interest: 2534,
      latePaymentInterest: 0,
      compensationPln: null,
      total: 125990,
    },
  };
}

export function inEnglish(): DemandLetterData {
  return { ...twoInvoices(), language: 'en', place: 'Lodz' };
}

/** `count` invoices of 100,00 zł each (interest 1,00 zł, compensation 171,16 zł). */
export function manyInvoices(count: number): DemandLetterData {
  const invoices = Array.from({ length: count }, (_, i) =>
    invoice({ number: `FV/${i + 1}/02/2026`, gross: 10000, balance: 10000, interest: 100 }),
  );
  const principal = 10000 * count;
  const interest = 100 * count;
  const compensationPln = 17116 * count;
  return {
    ...twoInvoices(),
    invoices,
    totals: {
      principal,
      interest,
      latePaymentInterest: 0,
      compensationPln,
      total: principal + interest + compensationPln,
    },
  };
}

/**
 * A consumer (no NIP) who paid 265,10 zł of 1 000,00 zł late: art. 481 KC interest, interest on the
 * late payment apart, no compensation; some days counted past the known rate table.
 */
export function consumer(): DemandLetterData {
  const base = twoInvoices();
  return {
    ...base,
    debtor: { name: 'Jan Nowak', nip: '', address: 'ul. Polna 1\n00-001 Warszawa' },
    debtorKind: 'consumer',
    ratesAssumedAfter: '2026-03-31',
    invoices: [
      invoice({ interest: 1211, latePaymentInterest: 312, compensationEur: null, compensationPln: null }),
    ],
    totals: {
      principal: 73456,
      interest: 1211,
      latePaymentInterest: 312,
      compensationPln: null,
      total: 73456 + 1211 + 312,
    },
  };
}
