// The words of the demand letter (przedsądowe wezwanie do zapłaty), one complete set per language. A
// letter is in one language: unlike an invoice, no authority needs the Polish next to the English.
// Legal references are those of the late-payment act (ustawa z 8 marca 2013 r. o przeciwdziałaniu
// nadmiernym opóźnieniom w transakcjach handlowych): art. 7 ust. 1 (interest), art. 10 ust. 1
// (recovery compensation). A consumer debtor owes the Civil Code's interest for delay instead (art. 481
// § 1 and 2 KC) and no compensation, so that letter cites the code and claims none.

export interface DemandWording {
  readonly title: string;
  readonly continued: string;
  readonly page: string;
  readonly creditor: string;
  readonly debtor: string;
  readonly nip: string;
  readonly phone: string;
  readonly email: string;
  /** "w terminie 7 dni", "within 7 days". */
  readonly intro: (creditor: string, paymentDays: number, total: string, compensationEur: string) => string;
  readonly principalItem: (amount: string) => string;
  /** `until` is null when the invoices' interest runs to different days (the table has them). */
  readonly interestItem: (amount: string, until: string | null) => string;
  /** The interest item of a letter to a consumer: art. 481 KC, not the late-payment act. */
  readonly consumerInterestItem: (amount: string, until: string | null) => string;
  /** Interest on payments made after the due date, not yet settled. */
  readonly latePaymentItem: (amount: string) => string;
  readonly latePaymentInterest: string;
  /** Footnote: days after `date` were counted at the last known NBP reference rate. */
  readonly ratesAssumed: (date: string) => string;
  readonly compensationItem: (eur: number, pln: string | null) => string;
  /** "40 EUR" in Polish, "EUR 40" in English, as each writes amounts. */
  readonly eur: (amount: number) => string;
  /** Added to the total when the compensation's PLN value is unknown. */
  readonly plusCompensationEur: (eur: number) => string;
  readonly tableCaption: string;
  readonly columns: readonly [string, string, string, string, string, string, string, string];
  readonly interestPeriod: (from: string, to: string) => string;
  /** Footnote of a compensation printed in EUR only: the statutory conversion rule. */
  readonly eurEquivalent: string;
  readonly principal: string;
  readonly interest: string;
  readonly compensation: string;
  readonly total: string;
  readonly inWords: string;
  readonly payment: (account: string, bankName: string) => string;
  readonly warning: string;
  readonly outOfCourt: string;
  readonly alreadyPaid: string;
  readonly signature: string;
}

/** The PLN rate the act names; kept verbatim so the letter never shows an invented figure. */
const NBP_EQUIVALENT_PL = 'równowartość w PLN wg kursu średniego NBP';
const NBP_RULE_PL = `${NBP_EQUIVALENT_PL} z ostatniego dnia roboczego miesiąca poprzedzającego miesiąc, w którym świadczenie stało się wymagalne`;
const NBP_RULE_EN =
  'the PLN equivalent at the NBP average rate of the last business day of the month preceding the month in which the payment became due';

const ACT_PL =
  'ustawy z dnia 8 marca 2013 r. o przeciwdziałaniu nadmiernym opóźnieniom w transakcjach handlowych';
const ACT_EN = 'the Polish Act of 8 March 2013 on counteracting excessive delays in commercial transactions';

export const POLISH: DemandWording = {
  title: 'PRZEDSĄDOWE WEZWANIE DO ZAPŁATY',
  continued: 'ciąg dalszy',
  page: 'Strona',
  creditor: 'Wierzyciel',
  debtor: 'Dłużnik',
  nip: 'NIP',
  phone: 'tel.',
  email: 'e-mail',
  intro: (creditor, days, total, eur) =>
    `Niniejszym wzywamy do zapłaty na rzecz ${creditor}, w terminie ${days} ${days === 1 ? 'dnia' : 'dni'} ` +
    `od dnia otrzymania niniejszego wezwania, kwoty ${total}${eur}, na którą składają się:`,
  principalItem: (amount) =>
    `należność główna z tytułu niezapłaconych faktur wymienionych w zestawieniu poniżej – ${amount};`,
  interestItem: (amount, until) =>
    `odsetki ustawowe za opóźnienie w transakcjach handlowych (art. 7 ust. 1 ${ACT_PL}), naliczone od dnia ` +
    `następującego po dniu upływu terminu płatności każdej faktury do dnia ${until ?? 'wskazanego w zestawieniu'} – ` +
    `${amount}, wraz z dalszymi odsetkami do dnia zapłaty;`,
  consumerInterestItem: (amount, until) =>
    'odsetki ustawowe za opóźnienie (art. 481 § 1 i 2 Kodeksu cywilnego), naliczone od dnia następującego ' +
    `po dniu upływu terminu płatności do dnia ${until ?? 'wskazanego w zestawieniu'} – ${amount}, wraz z ` +
    'dalszymi odsetkami do dnia zapłaty;',
  latePaymentItem: (amount) =>
    `odsetki od wpłat dokonanych po terminie płatności, za dni opóźnienia każdej z nich, dotychczas nierozliczone – ${amount};`,
  latePaymentInterest: 'Odsetki od wpłat po terminie',
  ratesAssumed: (date) =>
    `Odsetki za dni po ${date} obliczono według ostatniej znanej stopy referencyjnej NBP; zmiana stopy ` +
    'ogłoszona później może zmienić ich kwotę.',
  compensationItem: (eur, pln) =>
    `rekompensata za koszty odzyskiwania należności (art. 10 ust. 1 tej ustawy) – ${eur} EUR` +
    (pln === null ? ` (${NBP_RULE_PL}).` : `, tj. ${pln}.`),
  eur: (amount) => `${amount} EUR`,
  plusCompensationEur: (eur) => ` powiększonej o rekompensatę w kwocie ${eur} EUR (${NBP_EQUIVALENT_PL})`,
  tableCaption: 'Zestawienie należności',
  columns: [
    'Lp.',
    'Faktura nr',
    'Data wystawienia',
    'Termin płatności',
    'Kwota brutto',
    'Pozostało do zapłaty',
    'Odsetki',
    'Rekompensata',
  ],
  interestPeriod: (from, to) => `od ${from}\ndo ${to}`,
  eurEquivalent: `* ${NBP_RULE_PL} (art. 10 ust. 1 ${ACT_PL}).`,
  principal: 'Należność główna',
  interest: 'Odsetki',
  compensation: 'Rekompensata',
  total: 'Razem do zapłaty',
  inWords: 'Słownie',
  payment: (account, bank) =>
    `Wpłaty prosimy dokonać na rachunek bankowy nr ${account}${bank === '' ? '' : ` (${bank})`}, ` +
    'podając w tytule przelewu numery faktur.',
  warning:
    'W przypadku bezskutecznego upływu wyznaczonego terminu sprawa zostanie skierowana na drogę postępowania ' +
    'sądowego bez dodatkowego wezwania, co narazi dłużnika na dodatkowe koszty, w tym koszty postępowania ' +
    'sądowego, zastępstwa procesowego i postępowania egzekucyjnego.',
  outOfCourt: 'Niniejsze wezwanie stanowi próbę pozasądowego rozwiązania sporu.',
  alreadyPaid:
    'Jeżeli należność została już uregulowana, prosimy uznać niniejsze wezwanie za bezprzedmiotowe.',
  signature: '(podpis wierzyciela)',
};

export const ENGLISH: DemandWording = {
  title: 'PRE-LITIGATION DEMAND FOR PAYMENT',
  continued: 'continued',
  page: 'Page',
  creditor: 'Creditor',
  debtor: 'Debtor',
  nip: 'VAT ID',
  phone: 'phone',
  email: 'e-mail',
  intro: (creditor, days, total, eur) =>
    `We hereby demand that you pay to ${creditor}, within ${days} ${days === 1 ? 'day' : 'days'} of ` +
    `receiving this letter, the amount of ${total}${eur}, made up of:`,
  principalItem: (amount) => `the principal of the unpaid invoices listed below – ${amount};`,
  interestItem: (amount, until) =>
    `statutory interest for delay in commercial transactions (Article 7(1) of ${ACT_EN}), from the day ` +
    `after the due date of each invoice until ${until ?? 'the day shown in the list'} – ${amount}, with ` +
    'further interest until the day of payment;',
  consumerInterestItem: (amount, until) =>
    'statutory interest for delay (Article 481(1) and (2) of the Polish Civil Code), from the day after ' +
    `the due date until ${until ?? 'the day shown in the list'} – ${amount}, with further interest until ` +
    'the day of payment;',
  latePaymentItem: (amount) =>
    `interest on payments made after the due date, for the days each was late, not yet settled – ${amount};`,
  latePaymentInterest: 'Interest on late payments',
  ratesAssumed: (date) =>
    `Interest for the days after ${date} was counted at the last known NBP reference rate; a rate change ` +
    'announced later may change it.',
  compensationItem: (eur, pln) =>
    `compensation for recovery costs (Article 10(1) of that Act) – EUR ${eur}` +
    (pln === null ? ` (${NBP_RULE_EN}).` : `, i.e. ${pln}.`),
  eur: (amount) => `EUR ${amount}`,
  plusCompensationEur: (eur) =>
    ` plus compensation of EUR ${eur} (the PLN equivalent at the NBP average exchange rate)`,
  tableCaption: 'Amounts due',
  columns: [
    'No.',
    'Invoice no.',
    'Issue date',
    'Due date',
    'Gross amount',
    'Outstanding',
    'Interest',
    'Compensation',
  ],
  interestPeriod: (from, to) => `from ${from}\nto ${to}`,
  eurEquivalent: `* ${NBP_RULE_EN} (Article 10(1) of ${ACT_EN}).`,
  principal: 'Principal',
  interest: 'Interest',
  compensation: 'Compensation',
  total: 'Total due',
  inWords: 'In words',
  payment: (account, bank) =>
    `Please pay to bank account no. ${account}${bank === '' ? '' : ` (${bank})`}, quoting the invoice ` +
    'numbers in the transfer title.',
  warning:
    'If the amount is not paid within this time, we will take the matter to court without further notice, ' +
    'which will expose the debtor to additional costs, including court fees and the costs of legal ' +
    'representation and enforcement.',
  outOfCourt: 'This letter is an attempt to settle the dispute out of court.',
  alreadyPaid: 'If the amount has already been paid, please disregard this letter.',
  signature: "(creditor's signature)",
};
