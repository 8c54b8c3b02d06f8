// The demand letter for one invoice on a chosen day: its figures counted by the domain, in PLN (a
// foreign invoice at its own rate), and the parties as the invoice names them.
import type { IsoDate } from '@saldo/domain/dates/calendar';
import { addDays } from '@saldo/domain/dates/calendar';
import { effectiveDeadline } from '@saldo/domain/dates/business-days';
import { overdueClaim } from '@saldo/domain/late-payment/overdue-claim';
import { REFERENCE_RATES_KNOWN_THROUGH } from '@saldo/domain/late-payment/rates';
import { balanceInPln } from '@saldo/domain/receivables';
import type { InvoiceParty } from '@saldo/contracts/invoices';
import type { DemandLetterData } from '../pdf/demand-letter-data.ts';
import type { EurRate } from '../eur-rates.ts';
import type { DebtInvoice } from './debt-invoice.ts';

/** Days the debtor is given from receiving the letter: the usual Polish practice. */
export const DEMAND_PAYMENT_DAYS = 7;

function addressLines(
  party: Pick<InvoiceParty, 'street' | 'buildingNumber' | 'flatNumber' | 'postalCode' | 'city'>,
) {
  const number = party.flatNumber ? `${party.buildingNumber}/${party.flatNumber}` : party.buildingNumber;
  const street = [party.street, number].filter(Boolean).join(' ');
  const city = [party.postalCode, party.city].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join('\n');
}

export function demandLetterData(
  invoice: DebtInvoice,
  letterDate: IsoDate,
  interestTo: IsoDate,
  eurRate: EurRate | null,
): DemandLetterData {
  const { row } = invoice;
  const facts = { ...row, debtor: invoice.debtor, payments: invoice.payments };
  const claim = overdueClaim(facts, interestTo, eurRate?.rate ?? null, invoice.rates);
  // Interest the domain cannot count (days before its rate table) is left out of the letter rather
  // than guessed; the principal and compensation still stand.
  const interest = claim.interest ?? 0;
  const latePaymentInterest = claim.latePaymentInterest ?? 0;
  const toPln = (amount: number) => balanceInPln(amount, row.gross, row.grossPln);
  const principal = toPln(row.balance);
  const interestPln = toPln(interest);
  const latePln = toPln(latePaymentInterest);
  const compensationPln = claim.compensation?.pln ?? null;
  return {
    language: invoice.language,
    debtorKind: invoice.debtor,
    ratesAssumedAfter: claim.ratesAssumed
      ? (invoice.rates.ratesKnownThrough ?? REFERENCE_RATES_KNOWN_THROUGH)
      : null,
    place: row.seller.city,
    date: letterDate,
    creditor: {
      name: row.seller.name,
      nip: row.seller.nip,
      address: addressLines(row.seller),
      email: row.seller.email,
      phone: row.seller.phone,
      bankAccount: invoice.seller.bankAccount,
      bankName: invoice.seller.bankName,
    },
    debtor: { name: row.buyer.name, nip: row.buyer.nip, address: addressLines(row.buyer) },
    invoices: [
      {
        number: row.number,
        issueDate: row.issueDate,
        dueDate: row.dueDate,
        currency: row.currency,
        gross: row.toPay,
        balance: row.balance,
        interest,
        interestFrom: addDays(effectiveDeadline(row.dueDate), 1),
        interestTo,
        latePaymentInterest,
        compensationEur: claim.compensation?.eur ?? null,
        compensationPln,
      },
    ],
    totals: {
      principal,
      interest: interestPln,
      latePaymentInterest: latePln,
      compensationPln,
      total: principal + interestPln + latePln + (compensationPln ?? 0),
    },
    paymentDays: DEMAND_PAYMENT_DAYS,
  };
}
