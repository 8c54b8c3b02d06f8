import { formatMoney } from '@saldo/domain/money';
import { amountInWords } from '@saldo/domain/words/amount-in-words';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { DemandLetterData } from './demand-letter-data.ts';
import {
  consumer,
  eurOnlyCompensation,
  inEnglish,
  manyInvoices,
  twoInvoices,
} from './demand-letter.fixtures.ts';
import { renderDemandLetter } from './demand-letter.ts';

interface Rendered {
  readonly pdf: Buffer;
  readonly pages: string[];
  /** All pages, every run of whitespace (NBSP of amounts included) folded into one space. */
  readonly text: string;
}

const normalize = (text: string): string => text.replace(/\s+/g, ' ');

async function render(data: DemandLetterData): Promise<Rendered> {
  const pdf = await renderDemandLetter(data);
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: false });
  const pages = text.map(normalize);
  return { pdf, pages, text: pages.join(' ') };
}

const pln = (amount: number, locale: 'pl' | 'en' = 'pl'): string =>
  normalize(formatMoney(amount, { locale, currency: 'PLN' }));

describe('renderDemandLetter', () => {
  it('prints the Polish demand: parties, invoices, interest, compensation, total in words', async () => {
    const data = twoInvoices();
    const { pdf, pages, text } = await render(data);

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toHaveLength(1);
    expect(text).toContain('PRZEDSĄDOWE WEZWANIE DO ZAPŁATY');
    expect(text).toContain('Łódź, 2026-05-20');
    for (const party of [data.creditor, data.debtor]) {
      expect(text).toContain(party.name);
      expect(text).toContain(`NIP: ${party.nip}`);
    }
    expect(text).toContain('ul. Długa 5/3 31-147 Kraków');
    expect(text).toContain('Wierzyciel');
    expect(text).toContain('Dłużnik');

    expect(text).toContain('w terminie 7 dni od dnia otrzymania niniejszego wezwania, kwoty 1 602,22 zł');
    expect(text).toContain('1 234,56 zł');
    expect(text).toContain(
      `należność główna z tytułu niezapłaconych faktur wymienionych w zestawieniu poniżej – ${pln(123456)}`,
    );
    expect(text).toContain(
      'odsetki ustawowe za opóźnienie w transakcjach handlowych (art. 7 ust. 1 ustawy z dnia 8 marca 2013 r. ' +
        'o przeciwdziałaniu nadmiernym opóźnieniom w transakcjach handlowych)',
    );
    expect(text).toContain(`do dnia 2026-05-20 – ${pln(2534)}`);
    expect(text).toContain(
      'rekompensata za koszty odzyskiwania należności (art. 10 ust. 1 tej ustawy) – 80 EUR, tj. 342,32 zł',
    );

    // The table: each invoice with its dates, amounts, interest period and compensation.
    for (const invoice of data.invoices) {
      expect(text).toContain(
        `${invoice.number} ${invoice.issueDate} ${invoice.dueDate} ${pln(invoice.gross)} ${pln(invoice.balance)} ` +
          `${pln(invoice.interest)} od ${invoice.interestFrom} do ${invoice.interestTo} 40 EUR 171,16 zł`,
      );
    }
    expect(text).toContain(`Należność główna ${pln(123456)} Odsetki ${pln(2534)} Rekompensata ${pln(34232)}`);
    expect(text).toContain(`Razem do zapłaty ${pln(160222)}`);
    expect(text).toContain(`Słownie: ${amountInWords(160222, { language: 'pl', currency: 'PLN' })}`);

    expect(text).toContain('61 1090 1014 0000 0712 1981 2874 (Santander Bank Polska S.A.)');
    expect(text).toContain(
      'sprawa zostanie skierowana na drogę postępowania sądowego bez dodatkowego wezwania',
    );
    expect(text).toContain('(podpis wierzyciela)');
    expect(text).toContain('Strona 1/1');
    expect(text).not.toContain('równowartość w PLN');
  });

  it('claims the compensation in EUR at the NBP rule when its PLN value is unknown', async () => {
    const { text } = await render(eurOnlyCompensation());

    expect(text).toContain(
      'kwoty 1 259,90 zł powiększonej o rekompensatę w kwocie 80 EUR (równowartość w PLN wg kursu średniego NBP)',
    );
    expect(text).toContain(
      '– 80 EUR (równowartość w PLN wg kursu średniego NBP z ostatniego dnia roboczego miesiąca poprzedzającego miesiąc, w którym świadczenie stało się wymagalne)',
    );
    expect(text).toContain('40 EUR*');
    expect(text).toContain('* równowartość w PLN wg kursu średniego NBP');
    expect(text).toContain(`Rekompensata 80 EUR* Razem do zapłaty ${pln(125990)} + 80 EUR*`);
    expect(text).toContain(`Słownie: ${amountInWords(125990, { language: 'pl', currency: 'PLN' })}`);
    expect(text).not.toContain('171,16');
    expect(text).not.toContain('342,32');
  });

  it('prints an English letter with the same structure', async () => {
    const data = inEnglish();
    const { text } = await render(data);

    expect(text).toContain('PRE-LITIGATION DEMAND FOR PAYMENT');
    expect(text).toContain('Lodz, 2026-05-20');
    expect(text).toContain('Creditor');
    expect(text).toContain('Debtor');
    expect(text).toContain(`VAT ID: ${data.debtor.nip}`);
    expect(text).toContain(`within 7 days of receiving this letter, the amount of ${pln(160222, 'en')}`);
    expect(text).toContain('Article 7(1) of the Polish Act of 8 March 2013');
    expect(text).toContain(
      'compensation for recovery costs (Article 10(1) of that Act) – EUR 80, i.e. PLN 342.32',
    );
    expect(text).toContain('FV/3/03/2026');
    expect(text).toContain(`Total due ${pln(160222, 'en')}`);
    expect(text).toContain(`In words: ${amountInWords(160222, { language: 'en', currency: 'PLN' })}`);
    expect(text).toContain('we will take the matter to court without further notice');
    expect(text).toContain('Page 1/1');
    expect(text).not.toContain('PRZEDSĄDOWE');
    expect(text).not.toContain('Wierzyciel');
  });

  it('flows 30 invoices onto a second page, repeating the table header', async () => {
    const data = manyInvoices(30);
    const { pages, text } = await render(data);

    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`Strona ${index + 1}/${pages.length}`));
    expect(pages[1]).toContain('ciąg dalszy');
    expect(pages[1]).toContain('Faktura nr');
    for (const invoice of data.invoices) expect(text).toContain(`${invoice.number} `);
    expect(text).toContain(`Razem do zapłaty ${pln(data.totals.total)}`);
    expect(pages.at(-1)).toContain('(podpis wierzyciela)');
  });

  it('writes to a consumer under art. 481 KC, with late-payment interest apart and no compensation', async () => {
    const data = consumer();
    const { text } = await render(data);

    expect(text).toContain(`kwoty ${pln(data.totals.total)}, na którą składają się:`);
    expect(text).toContain('odsetki ustawowe za opóźnienie (art. 481 § 1 i 2 Kodeksu cywilnego)');
    expect(text).toContain(`do dnia 2026-05-20 – ${pln(1211)}`);
    expect(text).toContain(
      `odsetki od wpłat dokonanych po terminie płatności, za dni opóźnienia każdej z nich, dotychczas nierozliczone – ${pln(312)}`,
    );
    expect(text).toContain(
      `Odsetki ${pln(1211)} Odsetki od wpłat po terminie ${pln(312)} Razem do zapłaty ${pln(data.totals.total)}`,
    );
    expect(text).toContain(
      'Odsetki za dni po 2026-03-31 obliczono według ostatniej znanej stopy referencyjnej NBP',
    );
    // Nothing of the late-payment act: neither its interest nor the compensation.
    expect(text).not.toContain('transakcjach handlowych');
    expect(text).not.toContain('rekompensat');
    expect(text).not.toContain('Rekompensata ');
    expect(text).not.toContain('EUR');
  });

  it('prints the consumer letter in English too', async () => {
    const { text } = await render({ ...consumer(), language: 'en', place: 'Lodz' });
    expect(text).toContain('statutory interest for delay (Article 481(1) and (2) of the Polish Civil Code)');
    expect(text).toContain(
      'interest on payments made after the due date, for the days each was late, not yet settled',
    );
    expect(text).toContain(
      'Interest for the days after 2026-03-31 was counted at the last known NBP reference rate',
    );
    expect(text).not.toContain('commercial transactions');
    expect(text).not.toContain('EUR');
  });
});
