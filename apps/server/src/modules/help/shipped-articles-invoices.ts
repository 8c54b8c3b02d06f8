import { screenLink, type ShippedArticle } from './shipped-article-kit.ts';

/** Issuing each invoice type and correcting one; then the KSeF (setup, sending, purchase invoices). */
export const invoiceArticles: ShippedArticle[] = [
  {
    slug: 'issue-vat-invoice',
    screen: '/apps/invoice/add/vat',
    title: { en: 'Issuing a VAT invoice', pl: 'Wystawianie faktury VAT' },
    content: {
      en: `<p>A VAT invoice is the ordinary sales invoice. Choose <strong>Add invoice → VAT invoice</strong>, pick the buyer from your contractors (or type a NIP: Saldo fills the name and address from the public register and checks the account on the VAT white list), and add the lines.</p>
<ul><li>Each line has a quantity, a unit, a net or gross price and a VAT rate; the totals per rate and the amount in words are computed as you type, the same way the server computes them.</li>
<li>The number comes from the company's numbering pattern when you save, so two people issuing at once never get the same number.</li>
<li>The sale date, the payment term and the bank account printed on the invoice default from the company settings.</li></ul>
<p>Saving issues the invoice. From its preview you can download the PDF, send it by e-mail or to the KSeF, and record payments.</p>
${screenLink('/apps/invoice/add/vat', 'Issue a VAT invoice', 'Wystaw fakturę VAT').en}`,
      pl: `<p>Faktura VAT to zwykła faktura sprzedaży. Wybierz <strong>Dodaj fakturę → Faktura VAT</strong>, wskaż nabywcę spośród kontrahentów (albo wpisz NIP: Saldo uzupełni nazwę i adres z rejestru publicznego i sprawdzi rachunek na białej liście VAT) i dodaj pozycje.</p>
<ul><li>Każda pozycja ma ilość, jednostkę, cenę netto lub brutto i stawkę VAT; sumy według stawek i kwota słownie liczą się w trakcie pisania, tak samo jak liczy je serwer.</li>
<li>Numer nadawany jest przy zapisie według wzoru numeracji firmy, więc dwie osoby wystawiające naraz nigdy nie dostaną tego samego numeru.</li>
<li>Data sprzedaży, termin płatności i rachunek bankowy na fakturze domyślnie pochodzą z ustawień firmy.</li></ul>
<p>Zapis wystawia fakturę. Z jej podglądu pobierzesz PDF, wyślesz ją e-mailem lub do KSeF i zarejestrujesz płatności.</p>
${screenLink('/apps/invoice/add/vat', 'Issue a VAT invoice', 'Wystaw fakturę VAT').pl}`,
    },
  },
  {
    slug: 'proforma-invoice',
    screen: '/apps/invoice/add/proforma',
    title: { en: 'Issuing a pro forma invoice', pl: 'Wystawianie faktury pro forma' },
    content: {
      en: `<p>A pro forma is an offer or a request for payment, not an accounting document: it carries no VAT obligation and is never sent to the KSeF. It has its own numbering.</p>
<p>Fill it in like a VAT invoice. When the buyer pays, open the pro forma and choose <strong>Convert to VAT invoice</strong>: the lines and the buyer are copied into a new VAT invoice with the next VAT number.</p>
${screenLink('/apps/invoice/add/proforma', 'Issue a pro forma', 'Wystaw fakturę pro forma').en}`,
      pl: `<p>Pro forma to oferta lub wezwanie do zapłaty, nie dokument księgowy: nie rodzi obowiązku VAT i nigdy nie trafia do KSeF. Ma własną numerację.</p>
<p>Wypełnij ją jak fakturę VAT. Gdy nabywca zapłaci, otwórz pro formę i wybierz <strong>Zamień na fakturę VAT</strong>: pozycje i nabywca zostaną skopiowane do nowej faktury VAT z kolejnym numerem.</p>
${screenLink('/apps/invoice/add/proforma', 'Issue a pro forma', 'Wystaw fakturę pro forma').pl}`,
    },
  },
  {
    slug: 'advance-and-final-invoice',
    screen: '/apps/invoice/add/advance',
    title: { en: 'Advance and final invoices', pl: 'Faktury zaliczkowe i końcowe' },
    content: {
      en: `<p>When a buyer pays before delivery, issue an <strong>advance invoice</strong> for the amount received, within 15 days of the end of the month of the payment. It shows the whole order and the part paid, with the VAT contained in it.</p>
<p>After delivery, issue the <strong>final invoice</strong> and point it at the advance invoices of the order: Saldo deducts what they already taxed, so the final invoice carries only the remainder.</p>
${screenLink('/apps/invoice/add/advance', 'Issue an advance invoice', 'Wystaw fakturę zaliczkową').en}`,
      pl: `<p>Gdy nabywca płaci przed dostawą, wystaw <strong>fakturę zaliczkową</strong> na otrzymaną kwotę, nie później niż 15. dnia miesiąca następującego po miesiącu wpłaty. Pokazuje ona całe zamówienie i opłaconą część wraz z zawartym w niej VAT.</p>
<p>Po dostawie wystaw <strong>fakturę końcową</strong> i wskaż faktury zaliczkowe zamówienia: Saldo odliczy to, co już zostało opodatkowane, więc faktura końcowa obejmie tylko resztę.</p>
${screenLink('/apps/invoice/add/advance', 'Issue an advance invoice', 'Wystaw fakturę zaliczkową').pl}`,
    },
  },
  {
    slug: 'margin-invoice',
    screen: '/apps/invoice/add',
    title: { en: 'VAT margin invoices', pl: 'Faktury VAT marża' },
    content: {
      en: `<p>Travel agencies and sellers of second-hand goods, works of art and antiques tax only their margin. Choose <strong>VAT margin invoice</strong> in the invoice type picker and the procedure it falls under; the invoice shows gross amounts only and says “procedura marży” with the procedure's name, as the VAT act requires.</p>
${screenLink('/apps/invoice/add', 'Choose an invoice type', 'Wybierz rodzaj faktury').en}`,
      pl: `<p>Biura podróży oraz sprzedawcy towarów używanych, dzieł sztuki i antyków opodatkowują tylko marżę. Wybierz <strong>Faktura VAT marża</strong> przy wyborze rodzaju faktury i procedurę, której dotyczy; faktura pokazuje tylko kwoty brutto i zawiera adnotację „procedura marży” z nazwą procedury, jak wymaga ustawa o VAT.</p>
${screenLink('/apps/invoice/add', 'Choose an invoice type', 'Wybierz rodzaj faktury').pl}`,
    },
  },
  {
    slug: 'correcting-invoice',
    screen: '/apps/invoice/list',
    title: { en: 'Correcting an invoice', pl: 'Korygowanie faktury' },
    content: {
      en: `<p>An issued invoice is never edited once it is in the KSeF or sent to the buyer: it is corrected. Open the invoice from the list, choose <strong>Correct</strong>, and change what was wrong: quantities (a return), prices (a discount), rates, or the buyer's data.</p>
<ul><li>The correcting invoice shows the lines before and after and the difference; a negative difference lowers your sales and VAT in the period of the correction.</li>
<li>Give the reason for the correction: it is printed and sent to the KSeF.</li>
<li>A correction of an invoice sent to the KSeF is sent to the KSeF too, with the original's KSeF number.</li></ul>
${screenLink('/apps/invoice/list', 'Open the invoice list', 'Otwórz listę faktur').en}`,
      pl: `<p>Wystawionej faktury nie edytuje się, gdy jest już w KSeF albo u nabywcy: koryguje się ją. Otwórz fakturę z listy, wybierz <strong>Koryguj</strong> i zmień to, co było błędne: ilości (zwrot), ceny (rabat), stawki lub dane nabywcy.</p>
<ul><li>Faktura korygująca pokazuje pozycje przed i po korekcie oraz różnicę; ujemna różnica zmniejsza sprzedaż i VAT w okresie korekty.</li>
<li>Podaj przyczynę korekty: jest drukowana i wysyłana do KSeF.</li>
<li>Korekta faktury wysłanej do KSeF także trafia do KSeF, z numerem KSeF oryginału.</li></ul>
${screenLink('/apps/invoice/list', 'Open the invoice list', 'Otwórz listę faktur').pl}`,
    },
  },
];

export const ksefArticles: ShippedArticle[] = [
  {
    slug: 'ksef-setup',
    screen: '/pages/account-setting?tab=ksef',
    title: { en: 'Setting up the KSeF', pl: 'Konfiguracja KSeF' },
    content: {
      en: `<p>The KSeF (Krajowy System e-Faktur) receives your structured invoices. Before sending, an administrator connects the company in <strong>Account settings → KSeF</strong>:</p>
<ol><li>Generate an authorization token in the KSeF taxpayer application for the company's NIP, with the right to issue and read invoices.</li>
<li>Paste the token and choose the environment (test or production). The token is stored encrypted and never shown again.</li>
<li>Decide whether invoices go to the KSeF at once when issued, or when you send them.</li></ol>
<p>Test the connection: Saldo opens a session and reports what the KSeF answered.</p>
${screenLink('/pages/account-setting?tab=ksef', 'Open the KSeF settings', 'Otwórz ustawienia KSeF').en}`,
      pl: `<p>KSeF (Krajowy System e-Faktur) przyjmuje Twoje faktury ustrukturyzowane. Przed wysyłką administrator łączy firmę w <strong>Ustawienia konta → KSeF</strong>:</p>
<ol><li>Wygeneruj token autoryzacyjny w aplikacji podatnika KSeF dla NIP firmy, z uprawnieniem do wystawiania i przeglądania faktur.</li>
<li>Wklej token i wybierz środowisko (testowe lub produkcyjne). Token jest przechowywany w postaci zaszyfrowanej i nigdy więcej nie jest pokazywany.</li>
<li>Zdecyduj, czy faktury trafiają do KSeF od razu przy wystawieniu, czy dopiero gdy je wyślesz.</li></ol>
<p>Sprawdź połączenie: Saldo otwiera sesję i pokazuje, co odpowiedział KSeF.</p>
${screenLink('/pages/account-setting?tab=ksef', 'Open the KSeF settings', 'Otwórz ustawienia KSeF').pl}`,
    },
  },
  {
    slug: 'ksef-sending',
    screen: '/apps/ksef',
    title: { en: 'Sending invoices to the KSeF', pl: 'Wysyłanie faktur do KSeF' },
    content: {
      en: `<p>Send an invoice from its preview, or several from the list. Each sending is queued and delivered in the background, so a KSeF outage never loses an invoice: it is retried until the KSeF accepts or refuses it.</p>
<ul><li>An accepted invoice gets its KSeF number and the UPO (the official receipt), both kept with the invoice.</li>
<li>A refused invoice shows the KSeF's reason; correct the data and send again.</li>
<li>The <strong>KSeF panel</strong> lists every sending with its status.</li></ul>
${screenLink('/apps/ksef', 'Open the KSeF panel', 'Otwórz panel KSeF').en}`,
      pl: `<p>Wyślij fakturę z jej podglądu albo kilka naraz z listy. Każda wysyłka trafia do kolejki i jest doręczana w tle, więc awaria KSeF nigdy nie gubi faktury: wysyłka jest ponawiana, aż KSeF ją przyjmie lub odrzuci.</p>
<ul><li>Przyjęta faktura dostaje numer KSeF i UPO (urzędowe poświadczenie odbioru), oba zapisane przy fakturze.</li>
<li>Odrzucona faktura pokazuje powód podany przez KSeF; popraw dane i wyślij ponownie.</li>
<li><strong>Panel KSeF</strong> pokazuje każdą wysyłkę i jej status.</li></ul>
${screenLink('/apps/ksef', 'Open the KSeF panel', 'Otwórz panel KSeF').pl}`,
    },
  },
  {
    slug: 'ksef-costs',
    screen: '/documents/costs',
    title: { en: 'Costs from the KSeF', pl: 'Koszty z KSeF' },
    content: {
      en: `<p>Invoices your suppliers send to the KSeF are fetched into <strong>Documents → Costs</strong> on their own, with the supplier, the lines and the VAT read from the structured invoice. Nothing has to be typed.</p>
<p>Check each fetched cost, give it a category, and say whether its VAT is deductible. The supplier is added to your contractors when new.</p>
${screenLink('/documents/costs', 'Open the costs', 'Otwórz koszty').en}`,
      pl: `<p>Faktury, które dostawcy wysyłają do KSeF, same trafiają do <strong>Dokumenty → Koszty</strong>, z dostawcą, pozycjami i VAT odczytanymi z faktury ustrukturyzowanej. Niczego nie trzeba przepisywać.</p>
<p>Sprawdź każdy pobrany koszt, nadaj mu kategorię i wskaż, czy VAT podlega odliczeniu. Nowy dostawca zostaje dodany do kontrahentów.</p>
${screenLink('/documents/costs', 'Open the costs', 'Otwórz koszty').pl}`,
    },
  },
];
