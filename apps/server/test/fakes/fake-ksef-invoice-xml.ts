// What the fake KSeF reads from an invoice XML: the seller's NIP (for the KSeF number), the buyer's,
// the invoice number and date, and the totals for the metadata answers. A deliberately small reader,
// independent of the app's FA(3) code, so the fake checks the client and not itself.
import { XMLParser } from 'fast-xml-parser';

export interface FakeInvoiceFacts {
  readonly formCode: string | null;
  readonly sellerNip: string;
  readonly sellerName: string | null;
  readonly buyerNip: string | null;
  readonly buyerName: string | null;
  readonly invoiceNumber: string;
  /** P_1, YYYY-MM-DD. */
  readonly issueDate: string;
  readonly currency: string;
  /** Grosze (minor units). */
  readonly net: number;
  readonly vat: number;
  readonly gross: number;
  /** RodzajFaktury: VAT, KOR, ZAL… */
  readonly kind: string;
}

const parser = new XMLParser({
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  ignoreDeclaration: true,
  removeNSPrefix: true,
});

type Node = Readonly<Record<string, unknown>>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function child(node: unknown, name: string): unknown {
  return isNode(node) ? node[name] : undefined;
}

function text(node: unknown): string | null {
  if (typeof node === 'string') return node.trim();
  if (isNode(node) && typeof node['#text'] === 'string') return node['#text'].trim();
  return null;
}

/** "1666.66" → 166666; the fake only meets the 2-decimal amounts of FA(3) totals. */
function grosze(value: string | null): number {
  if (value === null) return 0;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (match === null) throw new Error(`not an amount: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** The facts, or the reason KSeF would give for a semantic error (450). */
export function readInvoiceFacts(
  xml: string,
): { ok: true; facts: FakeInvoiceFacts } | { ok: false; reason: string } {
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    return { ok: false, reason: `Dokument nie jest poprawnym XML: ${String(error)}` };
  }
  const invoice = child(document, 'Faktura');
  if (!isNode(invoice)) return { ok: false, reason: 'Brak elementu Faktura' };
  const header = child(invoice, 'Naglowek');
  const formCode = child(child(header, 'KodFormularza'), '@kodSystemowy');
  const seller = child(child(invoice, 'Podmiot1'), 'DaneIdentyfikacyjne');
  const buyer = child(child(invoice, 'Podmiot2'), 'DaneIdentyfikacyjne');
  const fa = child(invoice, 'Fa');
  const sellerNip = text(child(seller, 'NIP'));
  if (sellerNip === null || !/^\d{10}$/.test(sellerNip)) {
    return { ok: false, reason: 'Brak poprawnego NIP sprzedawcy (Podmiot1/DaneIdentyfikacyjne/NIP)' };
  }
  const invoiceNumber = text(child(fa, 'P_2'));
  const issueDate = text(child(fa, 'P_1'));
  if (invoiceNumber === null || issueDate === null || !/^\d{4}-\d{2}-\d{2}$/.test(issueDate)) {
    return { ok: false, reason: 'Brak numeru (P_2) lub daty wystawienia (P_1) faktury' };
  }
  const sumOf = (prefix: string): number =>
    isNode(fa)
      ? Object.entries(fa)
          // P_14_xW is the same VAT converted to PLN for a foreign-currency invoice: not added twice.
          .filter(([name]) => name.startsWith(prefix) && !name.endsWith('W'))
          .reduce((sum, [, value]) => sum + grosze(text(value)), 0)
      : 0;
  return {
    ok: true,
    facts: {
      formCode: typeof formCode === 'string' ? formCode : null,
      sellerNip,
      sellerName: text(child(seller, 'Nazwa')),
      buyerNip: text(child(buyer, 'NIP')),
      buyerName: text(child(buyer, 'Nazwa')),
      invoiceNumber,
      issueDate,
      currency: text(child(fa, 'KodWaluty')) ?? 'PLN',
      net: sumOf('P_13_'),
      vat: sumOf('P_14_'),
      gross: grosze(text(child(fa, 'P_15'))),
      kind: text(child(fa, 'RodzajFaktury')) ?? 'VAT',
    },
  };
}
