// Streams a JPK_V7M(3) file piece by piece: never the whole document as one string. The header and the
// declaration take one element per line; each register row takes exactly one line, so that a schema
// error's line number names its row (jpk-validate.ts reads the Lp back from that line).
import { purchaseRowInputVat, salesRowOutputVat } from '@saldo/domain/jpk/jpk-amounts';
import {
  DECLARATION_AMOUNT_FIELDS,
  GTU_CODES,
  PURCHASE_AMOUNT_FIELDS,
  SALES_AMOUNT_FIELDS,
  SALES_PROCEDURES,
  type JpkHeader,
  type JpkPurchaseRow,
  type JpkSalesRow,
  type KsefReference,
  type PurchaseAmountField,
  type SalesAmountField,
  type VatDeclaration,
} from '@saldo/domain/jpk/jpk-types';
import { escapeXmlText } from '@saldo/domain/ksef/xml-writer';
import { toDecimalString, type Money } from '@saldo/domain/money';

export const JPK_V7M3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/12/19/14090/';
export const JPK_ETD_NAMESPACE = 'http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/09/13/eD/DefinicjeTypy/';

export interface JpkFileInput {
  readonly header: JpkHeader;
  /** null leaves the Deklaracja part out (the schema allows it; a monthly filing normally has it). */
  readonly declaration: VatDeclaration | null;
  /** Rows in register order; LpSprzedazy / LpZakupu are numbered by the writer from 1. */
  readonly sales: Iterable<JpkSalesRow> | AsyncIterable<JpkSalesRow>;
  readonly purchases: Iterable<JpkPurchaseRow> | AsyncIterable<JpkPurchaseRow>;
}

export interface JpkWriteOptions {
  /** Called every PROGRESS_EVERY rows and at the end with the number of register rows written so far. */
  readonly onProgress?: (rowsWritten: number) => void;
}

/** Chunks handed out are about this long: small enough to stream, large enough not to cost a tick per row. */
const CHUNK_CHARACTERS = 64 * 1024;
export const PROGRESS_EVERY = 1000;

/** Amount pairs of the schema: both elements or neither (a row edited by hand may hold only one). */
const SALES_PAIRS: ReadonlyMap<SalesAmountField, SalesAmountField> = new Map([
  ['K_15', 'K_16'],
  ['K_17', 'K_18'],
  ['K_19', 'K_20'],
  ['K_23', 'K_24'],
  ['K_25', 'K_26'],
  ['K_27', 'K_28'],
  ['K_29', 'K_30'],
  ['K_31', 'K_32'],
]);
const PURCHASE_PAIRS: ReadonlyMap<PurchaseAmountField, PurchaseAmountField> = new Map([
  ['K_40', 'K_41'],
  ['K_42', 'K_43'],
]);

function pairedFields<F extends string>(pairs: ReadonlyMap<F, F>): ReadonlyMap<F, F> {
  const both = new Map<F, F>();
  for (const [a, b] of pairs) {
    both.set(a, b);
    both.set(b, a);
  }
  return both;
}
const SALES_PARTNER = pairedFields(SALES_PAIRS);
const PURCHASE_PARTNER = pairedFields(PURCHASE_PAIRS);

// Most values (dates, numbers, ordinary names) need no escaping; skipping the escaper's six passes for
// them is a tenth of the writer's time on a 100 000-row month.
// eslint-disable-next-line no-control-regex -- control characters are what the escaper drops
const NEEDS_ESCAPING = /[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const escaped = (value: string): string => (NEEDS_ESCAPING.test(value) ? escapeXmlText(value) : value);
const text = (name: string, value: string): string => `<${name}>${escaped(value)}</${name}>`;
const amount = (name: string, value: Money): string => `<${name}>${toDecimalString(value)}</${name}>`;

function ksefElement(ksef: KsefReference): string {
  return ksef.kind === 'ksef' ? text('NrKSeF', ksef.number) : `<${ksef.kind}>1</${ksef.kind}>`;
}

function amounts<F extends string>(
  fields: readonly F[],
  values: Readonly<Partial<Record<F, Money>>>,
  partner: ReadonlyMap<F, F>,
): string {
  let out = '';
  for (const field of fields) {
    const own = values[field];
    const other = partner.get(field);
    const present = own !== undefined || (other !== undefined && values[other] !== undefined);
    if (present) out += amount(field, own ?? 0);
  }
  return out;
}

export function salesRowXml(row: JpkSalesRow, lp: number): string {
  let out = `<SprzedazWiersz><LpSprzedazy>${lp}</LpSprzedazy>`;
  if (row.counterparty.countryCode !== null) out += text('KodKrajuNadaniaTIN', row.counterparty.countryCode);
  out += text('NrKontrahenta', row.counterparty.taxId);
  out += text('NazwaKontrahenta', row.counterparty.name);
  out += text('DowodSprzedazy', row.documentNumber);
  out += text('DataWystawienia', row.issueDate);
  if (row.saleDate !== null) out += text('DataSprzedazy', row.saleDate);
  out += ksefElement(row.ksef);
  if (row.documentType !== null) out += text('TypDokumentu', row.documentType);
  for (const code of GTU_CODES) if (row.gtu.includes(code)) out += `<${code}>1</${code}>`;
  for (const marker of SALES_PROCEDURES)
    if (row.procedures.includes(marker)) out += `<${marker}>1</${marker}>`;
  if (row.badDebt !== null) {
    out += '<KorektaPodstawyOpodt>1</KorektaPodstawyOpodt>';
    out += text(row.badDebt.kind === 'paid' ? 'DataZaplaty' : 'TerminPlatnosci', row.badDebt.date);
  }
  out += amounts(SALES_AMOUNT_FIELDS, row.amounts, SALES_PARTNER);
  if (row.marginGross !== null) out += amount('SprzedazVAT_Marza', row.marginGross);
  return `${out}</SprzedazWiersz>`;
}

export function purchaseRowXml(row: JpkPurchaseRow, lp: number): string {
  let out = `<ZakupWiersz><LpZakupu>${lp}</LpZakupu>`;
  if (row.counterparty.countryCode !== null) out += text('KodKrajuNadaniaTIN', row.counterparty.countryCode);
  out += text('NrDostawcy', row.counterparty.taxId);
  out += text('NazwaDostawcy', row.counterparty.name);
  out += text('DowodZakupu', row.documentNumber);
  out += text('DataZakupu', row.purchaseDate);
  if (row.receiptDate !== null) out += text('DataWplywu', row.receiptDate);
  out += ksefElement(row.ksef);
  if (row.documentType !== null) out += text('DokumentZakupu', row.documentType);
  if (row.imported) out += '<IMP>1</IMP>';
  out += amounts(PURCHASE_AMOUNT_FIELDS, row.amounts, PURCHASE_PARTNER);
  if (row.marginPurchase !== null) out += amount('ZakupVAT_Marza', row.marginPurchase);
  return `${out}</ZakupWiersz>`;
}

function headerLines(header: JpkHeader): string[] {
  const { period, taxpayer } = header;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<JPK xmlns="${JPK_V7M3_NAMESPACE}" xmlns:etd="${JPK_ETD_NAMESPACE}">`,
    '  <Naglowek>',
    '    <KodFormularza kodSystemowy="JPK_V7M (3)" wersjaSchemy="1-0E">JPK_VAT</KodFormularza>',
    '    <WariantFormularza>3</WariantFormularza>',
    `    ${text('DataWytworzeniaJPK', header.createdAt)}`,
  ];
  if (header.systemName !== null) lines.push(`    ${text('NazwaSystemu', header.systemName)}`);
  lines.push(
    `    <CelZlozenia poz="P_7">${header.purpose}</CelZlozenia>`,
    `    ${text('KodUrzedu', header.taxOfficeCode)}`,
    `    <Rok>${period.year}</Rok>`,
    `    <Miesiac>${period.month}</Miesiac>`,
    '  </Naglowek>',
    '  <Podmiot1 rola="Podatnik">',
  );
  if (taxpayer.kind === 'company') {
    lines.push(
      '    <OsobaNiefizyczna>',
      `      ${text('NIP', taxpayer.nip)}`,
      `      ${text('PelnaNazwa', taxpayer.fullName)}`,
    );
  } else {
    // The person's identity is typed in the shared definitions (etd), its contact in the JPK namespace.
    lines.push(
      '    <OsobaFizyczna>',
      `      ${text('etd:NIP', taxpayer.nip)}`,
      `      ${text('etd:ImiePierwsze', taxpayer.firstName)}`,
      `      ${text('etd:Nazwisko', taxpayer.lastName)}`,
      `      ${text('etd:DataUrodzenia', taxpayer.birthDate)}`,
    );
  }
  lines.push(`      ${text('Email', taxpayer.email)}`);
  if (taxpayer.phone !== null) lines.push(`      ${text('Telefon', taxpayer.phone)}`);
  lines.push(
    taxpayer.kind === 'company' ? '    </OsobaNiefizyczna>' : '    </OsobaFizyczna>',
    '  </Podmiot1>',
  );
  return lines;
}

function declarationLines(declaration: VatDeclaration): string[] {
  const lines = [
    '  <Deklaracja>',
    '    <Naglowek>',
    '      <KodFormularzaDekl kodSystemowy="VAT-7 (23)" kodPodatku="VAT" rodzajZobowiazania="Z" wersjaSchemy="1-0E">VAT-7</KodFormularzaDekl>',
    '      <WariantFormularzaDekl>23</WariantFormularzaDekl>',
    '    </Naglowek>',
    '    <PozycjeSzczegolowe>',
  ];
  const field = (name: string, value: number | string) => lines.push(`      <${name}>${value}</${name}>`);
  for (const name of DECLARATION_AMOUNT_FIELDS) {
    const value = declaration.fields[name];
    if (value === undefined) continue;
    if (name === 'P_62') continue;
    field(name, value);
    if (name === 'P_54' && declaration.refundTerm !== null) {
      field(declaration.refundTerm, 1);
      if (declaration.refundOffset !== null) {
        field('P_59', 1);
        field('P_60', declaration.refundOffset.amount);
        lines.push(`      ${text('P_61', declaration.refundOffset.liability)}`);
      }
    }
  }
  // P_62 follows the refund block in the schema, after P_54's term and P_59–P_61.
  if (declaration.fields.P_62 !== undefined) field('P_62', declaration.fields.P_62);
  for (const flag of declaration.flags) field(flag, 1);
  if (declaration.correctionReason !== null)
    lines.push(`      ${text('P_ORDZU', declaration.correctionReason)}`);
  lines.push('    </PozycjeSzczegolowe>', '    <Pouczenia>1</Pouczenia>', '  </Deklaracja>');
  return lines;
}

/** UTF-8 text chunks of the file, in order; pipe them with Readable.from(writeJpkV7m(…)). */
export async function* writeJpkV7m(
  input: JpkFileInput,
  options: JpkWriteOptions = {},
): AsyncGenerator<string> {
  const { onProgress } = options;
  let buffer = headerLines(input.header).join('\n') + '\n';
  if (input.declaration !== null) buffer += declarationLines(input.declaration).join('\n') + '\n';
  buffer += '  <Ewidencja>\n';

  let rowsWritten = 0;
  let salesCount = 0;
  let outputVat = 0;
  for await (const row of input.sales) {
    salesCount++;
    outputVat += salesRowOutputVat(row);
    buffer += `    ${salesRowXml(row, salesCount)}\n`;
    rowsWritten++;
    if (onProgress !== undefined && rowsWritten % PROGRESS_EVERY === 0) onProgress(rowsWritten);
    if (buffer.length >= CHUNK_CHARACTERS) {
      yield buffer;
      buffer = '';
    }
  }
  buffer += `    <SprzedazCtrl><LiczbaWierszySprzedazy>${salesCount}</LiczbaWierszySprzedazy>${amount('PodatekNalezny', outputVat)}</SprzedazCtrl>\n`;

  let purchaseCount = 0;
  let inputVat = 0;
  for await (const row of input.purchases) {
    purchaseCount++;
    inputVat += purchaseRowInputVat(row);
    buffer += `    ${purchaseRowXml(row, purchaseCount)}\n`;
    rowsWritten++;
    if (onProgress !== undefined && rowsWritten % PROGRESS_EVERY === 0) onProgress(rowsWritten);
    if (buffer.length >= CHUNK_CHARACTERS) {
      yield buffer;
      buffer = '';
    }
  }
  buffer += `    <ZakupCtrl><LiczbaWierszyZakupow>${purchaseCount}</LiczbaWierszyZakupow>${amount('PodatekNaliczony', inputVat)}</ZakupCtrl>\n`;
  buffer += '  </Ewidencja>\n</JPK>\n';
  onProgress?.(rowsWritten);
  yield buffer;
}
