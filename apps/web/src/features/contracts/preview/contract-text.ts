import type { TFunction } from 'i18next';
import type { Contract, ContractListItem, PayTermsDto } from '@saldo/contracts/employment-contracts';
import type { Locale } from '@saldo/domain/currency';
import { formatMoney } from '@saldo/domain/money';

/** "Umowa o pracę (na czas nieokreślony)", "Umowa zlecenie", "Umowa o dzieło" in the reader's language. */
export function contractTitle(
  contract: Pick<ContractListItem, 'kind' | 'employmentType'>,
  t: TFunction<'contracts'>,
) {
  if (contract.kind === 'employment' && contract.employmentType !== null)
    return `${t('kinds.employment')} (${t(`employmentTypes.${contract.employmentType}`)})`;
  return t(`kinds.${contract.kind}`);
}

/** The pay as one line: "6 500,00 zł / month, 1/1", "35,00 zł / hour", "4 000,00 zł". */
export function payText(terms: PayTermsDto, t: TFunction<'contracts'>, locale: Locale): string {
  const money = (amount: number) => formatMoney(amount, { locale, currency: 'PLN' });
  if (terms.monthlyGross !== null) {
    const time = terms.workingTime
      ? `${terms.workingTime.numerator}/${terms.workingTime.denominator}`
      : '1/1';
    return t('pay.monthly', { amount: money(terms.monthlyGross), time });
  }
  if (terms.hourlyRate !== null) return t('pay.hourly', { amount: money(terms.hourlyRate) });
  if (terms.flatFee !== null) return t('pay.flat', { amount: money(terms.flatFee) });
  return '–';
}

export const periodText = (contract: Pick<Contract, 'startDate' | 'lastDay'>, t: TFunction<'contracts'>) =>
  contract.lastDay === null
    ? t('period.from', { start: contract.startDate })
    : t('period.range', { start: contract.startDate, end: contract.lastDay });
