import { screenLink, type ShippedArticle } from './shipped-article-kit.ts';

/** Debt collection, the JPK, payroll and bank statements. */
export const booksArticles: ShippedArticle[] = [
  {
    slug: 'debt-collection',
    screen: '/apps/invoices/list/expired',
    title: { en: 'Collecting overdue invoices', pl: 'Windykacja zaległych faktur' },
    content: {
      en: `<p>The <strong>overdue list</strong> shows every unpaid invoice past its due date, with the days overdue and the statutory interest for late payment in commercial transactions, computed day by day at the rates in force.</p>
<ul><li>Send a reminder or a demand for payment (wezwanie do zapłaty) by e-mail from the list; each one is kept in the invoice's history.</li>
<li>Reminders can go out on a schedule set in the company's debt settings.</li>
<li>For a buyer of a business transaction you may also claim the flat compensation for recovery costs (40, 70 or 100 euro, by the amount owed).</li></ul>
${screenLink('/apps/invoices/list/expired', 'Open the overdue list', 'Otwórz listę zaległości').en}`,
      pl: `<p><strong>Lista zaległości</strong> pokazuje każdą niezapłaconą fakturę po terminie, z liczbą dni opóźnienia i odsetkami ustawowymi za opóźnienie w transakcjach handlowych, liczonymi dzień po dniu według stawek obowiązujących w danym okresie.</p>
<ul><li>Wyślij z listy przypomnienie lub wezwanie do zapłaty e-mailem; każde zostaje w historii faktury.</li>
<li>Przypomnienia mogą wychodzić według harmonogramu ustawionego w ustawieniach windykacji firmy.</li>
<li>Od nabywcy w transakcji handlowej możesz też żądać rekompensaty za koszty odzyskiwania należności (40, 70 lub 100 euro, zależnie od kwoty długu).</li></ul>
${screenLink('/apps/invoices/list/expired', 'Open the overdue list', 'Otwórz listę zaległości').pl}`,
    },
  },
  {
    slug: 'jpk-vat',
    screen: '/documents/tax-returns',
    title: { en: 'The JPK_V7M file', pl: 'Plik JPK_V7M' },
    content: {
      en: `<p>Each month a VAT payer files the JPK_V7M: the VAT return together with the sales and purchase registers. Saldo builds it from the month's invoices and costs.</p>
<ol><li>Open <strong>Documents → Tax returns</strong> and the month.</li>
<li>Check the registers and the return's fields; set the tax office code in the company settings once.</li>
<li>Download the XML, validated against the Ministry of Finance's schema, and file it with your signing tool.</li></ol>
${screenLink('/documents/tax-returns', 'Open the tax returns', 'Otwórz deklaracje').en}`,
      pl: `<p>Co miesiąc czynny podatnik VAT składa JPK_V7M: deklarację VAT wraz z ewidencją sprzedaży i zakupu. Saldo tworzy go z faktur i kosztów danego miesiąca.</p>
<ol><li>Otwórz <strong>Dokumenty → Deklaracje</strong> i wybierz miesiąc.</li>
<li>Sprawdź ewidencje i pola deklaracji; kod urzędu skarbowego ustaw raz w ustawieniach firmy.</li>
<li>Pobierz plik XML, sprawdzony ze schematem Ministerstwa Finansów, i złóż go swoim narzędziem do podpisu.</li></ol>
${screenLink('/documents/tax-returns', 'Open the tax returns', 'Otwórz deklaracje').pl}`,
    },
  },
  {
    slug: 'payroll',
    screen: '/documents/payroll',
    title: { en: 'Payroll', pl: 'Płace' },
    content: {
      en: `<p>Payroll lists are made per month in <strong>Documents → Payroll</strong> for the workers and their contracts (employment contracts, contracts of mandate and for specific work).</p>
<ul><li>Saldo computes the social and health insurance contributions, the tax advance and the net pay by the rules in force for the month, and the employer's own contributions.</li>
<li>Each worker gets a payslip PDF; the list's totals feed the month's tax and contribution dues.</li>
<li>Payments of the net pay and the dues can be matched from the bank statement.</li></ul>
${screenLink('/documents/payroll', 'Open payroll', 'Otwórz płace').en}`,
      pl: `<p>Listy płac tworzy się co miesiąc w <strong>Dokumenty → Płace</strong> dla pracowników i ich umów (umowy o pracę, zlecenia i o dzieło).</p>
<ul><li>Saldo liczy składki na ubezpieczenia społeczne i zdrowotne, zaliczkę na podatek i wynagrodzenie netto według zasad obowiązujących w danym miesiącu oraz składki pracodawcy.</li>
<li>Każdy pracownik dostaje pasek wynagrodzenia w PDF; sumy listy zasilają zobowiązania podatkowe i składkowe miesiąca.</li>
<li>Wypłaty wynagrodzeń i zobowiązań można dopasować z wyciągu bankowego.</li></ul>
${screenLink('/documents/payroll', 'Open payroll', 'Otwórz płace').pl}`,
    },
  },
  {
    slug: 'bank-statements',
    screen: '/documents/bank-statement',
    title: { en: 'Bank statements', pl: 'Wyciągi bankowe' },
    content: {
      en: `<p>Import a statement in camt.053 (XML) or in your bank's CSV in <strong>Documents → Bank statement</strong>. Saldo reads each line and proposes what it pays: a sales invoice, a cost, a payroll or tax due.</p>
<ul><li>A match by the document number and the amount is made on its own; uncertain ones wait for you to confirm.</li>
<li>A transfer above the amount due stays as the contractor's credit, shown on the contractor's page.</li>
<li>Importing the same statement twice adds nothing.</li></ul>
${screenLink('/documents/bank-statement', 'Open bank statements', 'Otwórz wyciągi bankowe').en}`,
      pl: `<p>Zaimportuj wyciąg w formacie camt.053 (XML) lub w CSV swojego banku w <strong>Dokumenty → Wyciąg bankowy</strong>. Saldo odczyta każdą operację i zaproponuje, co opłaca: fakturę sprzedaży, koszt, wynagrodzenia lub zobowiązanie podatkowe.</p>
<ul><li>Dopasowanie po numerze dokumentu i kwocie następuje samo; niepewne czekają na Twoje zatwierdzenie.</li>
<li>Przelew ponad należną kwotę zostaje jako nadpłata kontrahenta, widoczna na jego stronie.</li>
<li>Ponowny import tego samego wyciągu niczego nie dodaje.</li></ul>
${screenLink('/documents/bank-statement', 'Open bank statements', 'Otwórz wyciągi bankowe').pl}`,
    },
  },
];
