import type { LocalizedText } from '@saldo/contracts/help';

/**
 * The FAQ Saldo ships with, written into an organization's help centre the first time it is opened.
 * The seed's category keys stay; their content is about Saldo. English and Polish are written;
 * the other interface languages fall back to English until an administrator writes them.
 */
export interface ShippedFaqCategory {
  key: string;
  icon: string;
  title: LocalizedText;
  subtitle: LocalizedText;
  entries: { question: LocalizedText; answer: LocalizedText }[];
}

export const shippedFaq: ShippedFaqCategory[] = [
  {
    key: 'payment',
    icon: 'credit-card',
    title: { en: 'Payments', pl: 'Płatności', de: 'Zahlungen', fr: 'Paiements', pt: 'Pagamentos' },
    subtitle: {
      en: 'Recording what your buyers paid and what you paid',
      pl: 'Rejestrowanie wpłat od nabywców i Twoich zapłat',
    },
    entries: [
      {
        question: {
          en: 'How do I mark an invoice as paid?',
          pl: 'Jak oznaczyć fakturę jako opłaconą?',
        },
        answer: {
          en: 'Open the invoice from the sales list and add a payment with its date and amount. A partial payment leaves the rest open; the invoice turns paid when the payments reach its gross total.',
          pl: 'Otwórz fakturę z listy sprzedaży i dodaj płatność z datą i kwotą. Płatność częściowa zostawia resztę do zapłaty; faktura staje się opłacona, gdy płatności osiągną kwotę brutto.',
        },
      },
      {
        question: {
          en: 'Can payments come from my bank statement?',
          pl: 'Czy płatności mogą pochodzić z wyciągu bankowego?',
        },
        answer: {
          en: 'Yes. Import the statement (camt.053 or CSV) under Documents → Bank statement; Saldo matches each transfer to an open invoice or cost by its number, amount and the payer’s account, and you confirm the matches it is unsure of.',
          pl: 'Tak. Zaimportuj wyciąg (camt.053 lub CSV) w Dokumenty → Wyciąg bankowy; Saldo dopasuje każdy przelew do otwartej faktury lub kosztu po numerze, kwocie i rachunku płatnika, a Ty zatwierdzasz dopasowania, których nie jest pewne.',
        },
      },
      {
        question: {
          en: 'Does Saldo take card payments for my plan?',
          pl: 'Czy Saldo pobiera płatność kartą za abonament?',
        },
        answer: {
          en: 'No. On the pricing page an administrator requests a change of plan; the request is recorded and mailed, and the plan is switched once it has been handled.',
          pl: 'Nie. Na stronie cennika administrator zgłasza zmianę planu; zgłoszenie jest zapisywane i wysyłane e-mailem, a plan zmienia się po jego obsłużeniu.',
        },
      },
    ],
  },
  {
    key: 'delivery',
    icon: 'send',
    title: { en: 'Sending documents', pl: 'Wysyłka dokumentów', de: 'Versand', fr: 'Envoi', pt: 'Envio' },
    subtitle: { en: 'E-mail, PDF and the KSeF', pl: 'E-mail, PDF i KSeF' },
    entries: [
      {
        question: { en: 'How do I e-mail an invoice?', pl: 'Jak wysłać fakturę e-mailem?' },
        answer: {
          en: 'Use Send on the invoice preview. The PDF goes as an attachment from your confirmed address; the invoice is marked sent in the same step.',
          pl: 'Użyj przycisku Wyślij na podglądzie faktury. PDF idzie jako załącznik z Twojego potwierdzonego adresu; faktura jest w tym samym kroku oznaczana jako wysłana.',
        },
      },
      {
        question: {
          en: 'When does an invoice go to the KSeF?',
          pl: 'Kiedy faktura trafia do KSeF?',
        },
        answer: {
          en: 'When you send it from its preview, or at once on issue if the company’s KSeF settings say so. The KSeF panel shows each sending, its reference number and the UPO.',
          pl: 'Gdy wyślesz ją z podglądu, albo od razu przy wystawieniu, jeśli tak mówią ustawienia KSeF firmy. Panel KSeF pokazuje każdą wysyłkę, jej numer referencyjny i UPO.',
        },
      },
    ],
  },
  {
    key: 'cancellationReturn',
    icon: 'receipt-refund',
    title: {
      en: 'Corrections and cancellations',
      pl: 'Korekty i anulowanie',
      de: 'Korrekturen',
      fr: 'Corrections',
      pt: 'Correções',
    },
    subtitle: { en: 'When a document was wrong', pl: 'Gdy dokument był błędny' },
    entries: [
      {
        question: {
          en: 'Can I delete an invoice sent to the KSeF?',
          pl: 'Czy mogę usunąć fakturę wysłaną do KSeF?',
        },
        answer: {
          en: 'No. An invoice in the KSeF stays there; issue a correcting invoice instead. A draft that was never sent can be deleted.',
          pl: 'Nie. Faktura w KSeF tam zostaje; wystaw fakturę korygującą. Szkic, który nigdy nie został wysłany, można usunąć.',
        },
      },
      {
        question: {
          en: 'How do I return goods on an invoice?',
          pl: 'Jak rozliczyć zwrot towaru z faktury?',
        },
        answer: {
          en: 'Issue a correcting invoice from the original’s preview and lower the quantities of the returned lines; Saldo computes the differences in net, VAT and gross.',
          pl: 'Wystaw fakturę korygującą z podglądu oryginału i zmniejsz ilości zwróconych pozycji; Saldo wyliczy różnice netto, VAT i brutto.',
        },
      },
    ],
  },
  {
    key: 'myOrders',
    icon: 'clipboard-list',
    title: {
      en: 'My documents',
      pl: 'Moje dokumenty',
      de: 'Meine Belege',
      fr: 'Mes documents',
      pt: 'Os meus documentos',
    },
    subtitle: { en: 'Finding and reading your documents', pl: 'Wyszukiwanie i przeglądanie dokumentów' },
    entries: [
      {
        question: {
          en: 'Where do I find the invoices addressed to me?',
          pl: 'Gdzie znajdę faktury wystawione dla mnie?',
        },
        answer: {
          en: 'A client account sees only its own company’s invoices, overdue amounts and balance confirmations, in the invoice list and on the access page.',
          pl: 'Konto klienta widzi tylko faktury, zaległości i potwierdzenia sald własnej firmy, na liście faktur i na stronie dostępu.',
        },
      },
      {
        question: {
          en: 'Can I download an invoice as a PDF?',
          pl: 'Czy mogę pobrać fakturę jako PDF?',
        },
        answer: {
          en: 'Yes, from its preview: Download gives the PDF in the language chosen for the invoice.',
          pl: 'Tak, z podglądu: Pobierz daje PDF w języku wybranym dla faktury.',
        },
      },
    ],
  },
  {
    key: 'productServices',
    icon: 'package',
    title: {
      en: 'Products and services',
      pl: 'Produkty i usługi',
      de: 'Produkte und Leistungen',
      fr: 'Produits et services',
      pt: 'Produtos e serviços',
    },
    subtitle: { en: 'What you sell and at which VAT rate', pl: 'Co sprzedajesz i z jaką stawką VAT' },
    entries: [
      {
        question: {
          en: 'Which VAT rates can an invoice line have?',
          pl: 'Jakie stawki VAT może mieć pozycja faktury?',
        },
        answer: {
          en: '23, 8, 5 and 0 percent, exempt (zw, with its legal basis), not subject (np) and reverse charge (oo). An exempt company’s invoices carry the basis of its exemption.',
          pl: '23, 8, 5 i 0 procent, zwolnione (zw, z podstawą prawną), niepodlegające (np) i odwrotne obciążenie (oo). Faktury firmy zwolnionej podają podstawę zwolnienia.',
        },
      },
      {
        question: {
          en: 'Does Saldo write the amount in words?',
          pl: 'Czy Saldo pisze kwotę słownie?',
        },
        answer: {
          en: 'Yes, in Polish on every invoice, with the grosze as a fraction, as Polish practice expects.',
          pl: 'Tak, po polsku na każdej fakturze, z groszami w postaci ułamka, jak przyjęło się w Polsce.',
        },
      },
    ],
  },
];
