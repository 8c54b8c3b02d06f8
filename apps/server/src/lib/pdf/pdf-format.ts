// Text of the values printed on the invoice PDF that the preview does not share (the line values, the
// rate and the words are in contracts' invoice-wording, the preview's source too).
import { invoiceFileName } from '@saldo/contracts/invoice-files';
import type { InvoiceDetail, InvoiceParty } from '@saldo/contracts/invoices';
import { localeOf } from '@saldo/contracts/invoice-wording';
import type { Locale } from '@saldo/domain/currency';
import { formatAmount, formatMoney, type Money } from '@saldo/domain/money';

export function money(amount: Money, invoice: Pick<InvoiceDetail, 'language' | 'currency'>): string {
  return formatMoney(amount, { locale: localeOf(invoice), currency: invoice.currency });
}

export function amount(value: Money, locale: Locale): string {
  return formatAmount(value, locale);
}

export function pln(value: Money, locale: Locale): string {
  return formatMoney(value, { locale, currency: 'PLN' });
}

/**
 * Groups of 4 as banks print them. A Polish NRB typed without "PL" keeps its 2 check digits apart
 * ("61 1090 …"), the way Polish statements show it.
 */
export function formatIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (/^\d{26}$/.test(compact)) return `${compact.slice(0, 2)} ${groupsOf4(compact.slice(2))}`;
  return groupsOf4(compact);
}

function groupsOf4(text: string): string {
  return (text.match(/.{1,4}/g) ?? []).join(' ');
}

function countryName(code: string, locale: Locale): string {
  const trimmed = code.trim();
  if (!/^[A-Za-z]{2}$/.test(trimmed)) return trimmed;
  return new Intl.DisplayNames([locale], { type: 'region' }).of(trimmed.toUpperCase()) ?? trimmed;
}

const isHome = (party: Pick<InvoiceParty, 'country'>): boolean => ['', 'PL'].includes(party.country.trim());

/** Street, town and (for cross-border invoices, on both parties) the country. */
export function addressLines(
  party: Pick<InvoiceParty, 'street' | 'buildingNumber' | 'flatNumber' | 'postalCode' | 'city' | 'country'>,
  locale: Locale,
  withCountry: boolean,
): string[] {
  const house = [party.buildingNumber, party.flatNumber].filter((part) => part.trim() !== '').join('/');
  const street = [party.street, house].filter((part) => part.trim() !== '').join(' ');
  const town = [party.postalCode, party.city].filter((part) => part.trim() !== '').join(' ');
  const country = withCountry ? countryName(party.country || 'PL', locale) : '';
  return [street, town, country].filter((line) => line !== '');
}

export function isCrossBorder(invoice: Pick<InvoiceDetail, 'seller' | 'buyer'>): boolean {
  return !isHome(invoice.seller) || !isHome(invoice.buyer);
}

/** The one file-name rule (contracts' invoiceFileName), shared with the web app's download and send form. */
export function invoicePdfFilename(invoice: Pick<InvoiceDetail, 'number' | 'type'>): string {
  return invoiceFileName(invoice, 'pdf');
}

/** The KSeF XML is downloaded under the PDF's name with its own extension. */
export function invoiceFilename(
  invoice: Pick<InvoiceDetail, 'number' | 'type'>,
  extension: 'pdf' | 'xml',
): string {
  return invoiceFileName(invoice, extension);
}
