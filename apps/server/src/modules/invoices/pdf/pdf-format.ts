// Text of the values printed on the invoice PDF. Lines carry their decimals as the user typed them
// ("1,5", "12.50"), so they go through the domain's parser and formatter to print one way everywhere.
import { invoiceFileName } from '@saldo/contracts/invoice-files';
import type { InvoiceDetail, InvoiceLineDto, InvoiceParty } from '@saldo/contracts/invoices';
import type { Locale } from '@saldo/domain/currency';
import { formatScaled, parseScaled } from '@saldo/domain/decimal';
import { formatExchangeRate, parseExchangeRate } from '@saldo/domain/exchange-rate';
import {
  DISCOUNT_DECIMALS,
  formatQuantity,
  formatUnitPrice,
  QUANTITY_DECIMALS,
  UNIT_PRICE_DECIMALS,
} from '@saldo/domain/invoice-line';
import { formatAmount, formatMoney, type Money } from '@saldo/domain/money';
import { VAT_RATES, type VatRateCode } from '@saldo/domain/vat-rates';

export function localeOf(invoice: Pick<InvoiceDetail, 'language'>): Locale {
  return invoice.language === 'english' ? 'en' : 'pl';
}

export function money(amount: Money, invoice: Pick<InvoiceDetail, 'language' | 'currency'>): string {
  return formatMoney(amount, { locale: localeOf(invoice), currency: invoice.currency });
}

export function amount(value: Money, locale: Locale): string {
  return formatAmount(value, locale);
}

export function pln(value: Money, locale: Locale): string {
  return formatMoney(value, { locale, currency: 'PLN' });
}

/** Falls back to the typed text: a value the parser rejects is still what the invoice says. */
export function quantityText(line: Pick<InvoiceLineDto, 'quantity'>, locale: Locale): string {
  const parsed = parseScaled(line.quantity, QUANTITY_DECIMALS);
  return parsed.ok ? formatQuantity(parsed.value, locale) : line.quantity;
}

export function unitPriceText(line: Pick<InvoiceLineDto, 'unitPrice'>, locale: Locale): string {
  const parsed = parseScaled(line.unitPrice, UNIT_PRICE_DECIMALS);
  return parsed.ok ? formatUnitPrice(parsed.value, locale) : line.unitPrice;
}

/** Hundredths of a percent; 0 when blank, so "any line has a discount" is a simple test. */
export function discountValue(line: Pick<InvoiceLineDto, 'discountPercent'>): number {
  if (line.discountPercent.trim() === '') return 0;
  const parsed = parseScaled(line.discountPercent, DISCOUNT_DECIMALS);
  return parsed.ok ? parsed.value : 0;
}

export function discountText(line: Pick<InvoiceLineDto, 'discountPercent'>, locale: Locale): string {
  const value = discountValue(line);
  if (value === 0) return '';
  const text = formatScaled(value, DISCOUNT_DECIMALS, {
    decimalSeparator: locale === 'pl' ? ',' : '.',
    minDecimals: 0,
  });
  return `${text}%`;
}

/** The short label fits a table column; the English one is added in summaries of bilingual invoices. */
export function rateLabel(code: VatRateCode, bilingual: boolean): string {
  const info = VAT_RATES[code];
  return bilingual && info.labelEn !== info.labelPl ? `${info.labelPl} / ${info.labelEn}` : info.labelPl;
}

/** "4,2500" in Polish, "4.2500" in English; null when the invoice has no usable rate. */
export function exchangeRateText(
  invoice: Pick<InvoiceDetail, 'exchangeRate'>,
  locale: Locale,
): string | null {
  if (invoice.exchangeRate === null) return null;
  const parsed = parseExchangeRate(invoice.exchangeRate);
  if (!parsed.ok) return invoice.exchangeRate;
  return formatExchangeRate(parsed.value, locale === 'pl' ? ',' : '.');
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
export function addressLines(party: InvoiceParty, locale: Locale, withCountry: boolean): string[] {
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
