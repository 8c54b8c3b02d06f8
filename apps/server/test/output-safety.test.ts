/**
 * Hostile names must stay inert wherever the server writes them out (issue #9): every spreadsheet
 * export (contractors CSV, costs CSV/XLSX, receivables CSV/XLSX), every PDF (invoice, demand letter),
 * the KSeF XML and the HTML of the e-mails. The records are created through the API, the files are
 * downloaded and read back the way a spreadsheet, a PDF reader or a mail client would.
 */
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebtHistoryEntry } from '@saldo/contracts/debt';
import type { KsefInvoiceState } from '@saldo/contracts/ksef';
import { parseCsv } from '../src/lib/csv.ts';
import { todayInPoland } from '../src/lib/dates.ts';
import { mailOutbox } from '../src/integrations/mail/outbox.table.ts';
import { invoices } from '../src/modules/invoices/invoices.table.ts';
import { ksefSubmissions } from '../src/modules/ksef/ksef.table.ts';
import {
  createContractor,
  freshOrganization,
  kowalski,
  type Headers,
} from '../src/modules/contractors/test-helpers.ts';
import { postCost, summaryCost } from '../src/modules/costs/test-helpers.ts';
import { dueDaysAgo, nbpDataForCompensation } from '../src/modules/debt/test-helpers.ts';
import { issue, vatInvoice } from '../src/modules/invoices/test-helpers.ts';
import { startFakeNbpServer, type FakeNbpServer } from './fakes/fake-nbp-server.ts';
import { validCompany } from './organization-helpers.ts';
import { createTestApp, latestMail, type TestApp } from './test-app.ts';
import { unzip } from './unzip.ts';

const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';
/** What spreadsheets run: '=', '+', '-', '@', and a tab or CR before one of them. */
const FORMULAS = ["=cmd|' /C calc'!A0", '+SUM(1)', '-2+3', '@A1', '\t=1+1', '\r=1'];
const HOSTILE = [SCRIPT, IMG, ...FORMULAS];

/**
 * The test's own idea of a cell a spreadsheet would run (deliberately not the app's check): it starts
 * with a trigger character and is more than a plain number (a phone number or "-100,00" is harmless).
 */
const runsAsFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?[\d\s.,()]+$/.test(cell);

/**
 * The API trims names, so the tab and CR variants arrive as '=1+1' and '=1' (a value that keeps its
 * leading tab is covered by src/lib/spreadsheet.test.ts). What an export must show: text as is, a
 * formula behind an apostrophe.
 */
const stored = (value: string) => value.trim();
const shown = (value: string) => (runsAsFormula(stored(value)) ? `'${stored(value)}` : stored(value));

let t: TestApp;
let nbp: FakeNbpServer;
let admin: Headers;
/** hostile name → contractor id, in the organization of `admin`. */
const contractorIds = new Map<string, number>();

beforeAll(async () => {
  nbp = await startFakeNbpServer(nbpDataForCompensation());
  t = await createTestApp({ NBP_API_URL: nbp.url });
  admin = await freshOrganization(t);
  // The seller's own name is user input too (it heads the PDFs and the e-mails).
  const company = await t.app.inject({
    method: 'PUT',
    url: '/api/organization/company',
    headers: admin,
    payload: { ...validCompany, name: `${SCRIPT} sp. z o.o.` },
  });
  expect(company.statusCode, company.body).toBe(200);
  for (const name of HOSTILE) {
    const created = await createContractor(t, admin, {
      ...kowalski,
      nip: '',
      name,
      notes: name,
      bankAccounts: [{ iban: kowalski.bankAccounts?.[0]?.iban ?? '', name }],
    });
    contractorIds.set(name, created.id);
  }
});
afterAll(async () => {
  await t.close();
  await nbp.close();
});

const get = (url: string, headers: Headers = admin) => t.app.inject({ method: 'GET', url, headers });

// --- reading the files back ----------------------------------------------------------------------

function csvRows(body: Buffer): string[][] {
  return parseCsv(body.toString('utf8')).map((record) => record.cells);
}

/** A cell as a spreadsheet program reads it: its type decides whether it is computed. */
interface XlsxCell {
  type: 'string' | 'number' | 'formula' | 'other';
  value: string;
}

type XmlNode = { [key: string]: XmlNode | XmlNode[] | string | undefined } | string;

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  // Leading and trailing white space is part of a value here (a tab before '=' is the attack).
  trimValues: false,
  isArray: (name) => ['row', 'c', 'si', 'r'].includes(name),
});

type XmlValue = XmlNode | XmlNode[] | undefined;

/** One child of an element; a repeated child (an array) is reached through `list` instead. */
const child = (node: XmlValue, key: string): XmlValue =>
  typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined;
const list = (node: XmlValue): XmlNode[] => (node === undefined ? [] : Array.isArray(node) ? node : [node]);
/** The text of <t>, <v> or <f>, written plainly or with attributes (xml:space="preserve"). */
const textOf = (node: XmlValue): string => {
  if (node === undefined || Array.isArray(node)) return '';
  if (typeof node === 'string') return node;
  const text = node['#text'];
  return typeof text === 'string' ? text : '';
};

/** The first sheet of a workbook as rows of cells, shared strings resolved. */
function xlsxRows(file: Buffer): XlsxCell[][] {
  const files = unzip(file);
  const sheet = xml.parse(files.get('xl/worksheets/sheet1.xml') ?? '') as XmlNode;
  const strings = list(
    child(child(xml.parse(files.get('xl/sharedStrings.xml') ?? '') as XmlNode, 'sst'), 'si'),
  ).map(
    (item) =>
      textOf(child(item, 't')) ||
      list(child(item, 'r'))
        .map((run) => textOf(child(run, 't')))
        .join(''),
  );
  const rows = list(child(child(child(sheet, 'worksheet'), 'sheetData'), 'row'));
  return rows.map((row) =>
    list(child(row, 'c')).map((cell): XlsxCell => {
      const kind = typeof cell === 'object' ? cell['@_t'] : undefined;
      const value = textOf(child(cell, 'v'));
      if (child(cell, 'f') !== undefined) return { type: 'formula', value: textOf(child(cell, 'f')) };
      if (kind === 's') return { type: 'string', value: strings[Number(value)] ?? '' };
      if (kind === 'inlineStr') return { type: 'string', value: textOf(child(child(cell, 'is'), 't')) };
      if (kind === undefined || kind === 'n') return { type: 'number', value };
      return { type: 'other', value };
    }),
  );
}

/** Every text cell of a CSV export is inert, and each hostile value shows as itself (defused). */
function expectInertCsv(rows: string[][], column: number) {
  const cells = rows.flat();
  expect(cells.filter(runsAsFormula)).toEqual([]);
  const names = rows.slice(1).map((row) => row[column]);
  for (const value of HOSTILE) expect(names).toContain(shown(value));
}

function expectInertXlsx(rows: XlsxCell[][], column: number) {
  const cells = rows.flat();
  expect(cells.filter((cell) => cell.type === 'formula' || cell.type === 'other')).toEqual([]);
  expect(cells.filter((cell) => cell.type === 'string' && runsAsFormula(cell.value))).toEqual([]);
  const names = rows.slice(1).map((row) => row[column]);
  for (const value of HOSTILE) expect(names).toContainEqual({ type: 'string', value: shown(value) });
}

// --- spreadsheets --------------------------------------------------------------------------------

describe('spreadsheet exports', () => {
  it('contractors CSV: every hostile text defused, a phone number left alone', async () => {
    const response = await get('/api/apps/contractors/export.csv');
    expect(response.statusCode).toBe(200);
    const rows = csvRows(response.rawPayload);
    const header = rows[0] ?? [];
    expectInertCsv(rows, header.indexOf('name'));
    for (const column of ['notes', 'bankAccountNames']) {
      const cells = rows.slice(1).map((row) => row[header.indexOf(column)]);
      for (const value of HOSTILE) expect(cells, column).toContain(shown(value));
    }
    // Not every leading '+' is a formula: the phone stays as typed, so the round trip keeps it.
    expect(rows.slice(1).map((row) => row[header.indexOf('phone')])).toContain(kowalski.phone);
  });

  it('contractors CSV: export → import into another organization keeps the original texts', async () => {
    const source = await freshOrganization(t);
    // A name that starts with an apostrophe before a formula: the apostrophe is the user's, not ours.
    const values = [...HOSTILE, "'=1+1", "''@A1", "'plain"];
    for (const name of values) await createContractor(t, source, { name, notes: name });
    const csv = (await get('/api/apps/contractors/export.csv', source)).rawPayload;
    const target = await freshOrganization(t);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/apps/contractors/import',
      headers: { ...target, 'content-type': 'text/csv; charset=utf-8' },
      payload: csv,
    });
    expect(imported.json()).toEqual({ imported: values.length, errors: [] });
    const names = async (headers: Headers) =>
      (await get('/api/apps/contractors?perPage=100&sortBy=name', headers))
        .json<{ contractors: { name: string; notes: string }[] }>()
        .contractors.map(({ name, notes }) => ({ name, notes }));
    const after = await names(target);
    expect(after).toEqual(await names(source));
    expect(after.map((c) => c.name).sort()).toEqual(values.map(stored).sort());
  });

  it('costs CSV and XLSX: numbers, suppliers and categories defused; amounts stay numbers', async () => {
    for (const name of HOSTILE) {
      const category = await t.app.inject({
        method: 'POST',
        url: '/api/organization/categories',
        headers: admin,
        payload: { name, kind: 'cost' },
      });
      expect(category.statusCode, category.body).toBe(200);
      const categoryId = category
        .json<{ categories: { id: number; name: string }[] }>()
        .categories.find((c) => c.name === stored(name))?.id;
      expect(categoryId).toBeDefined();
      await postCost(t, admin, summaryCost(contractorIds.get(name) ?? 0, { number: name, categoryId }));
    }
    const csv = await get('/api/documents/costs/export?format=csv');
    expect(csv.statusCode).toBe(200);
    const csvData = csvRows(csv.rawPayload);
    const header = csvData[0] ?? [];
    for (const column of ['number', 'supplier', 'category']) expectInertCsv(csvData, header.indexOf(column));
    // 1 000,00 + 100,00 net: written as Polish Excel reads a number, with no apostrophe.
    expect(csvData.slice(1).map((row) => row[header.indexOf('net')])).toContain('1100,00');

    const xlsx = await get('/api/documents/costs/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const sheet = xlsxRows(xlsx.rawPayload);
    const titles = (sheet[0] ?? []).map((cell) => cell.value);
    for (const column of ['number', 'supplier', 'category']) expectInertXlsx(sheet, titles.indexOf(column));
    for (const row of sheet.slice(1)) {
      expect(row[titles.indexOf('net')]).toEqual({ type: 'number', value: '1100' });
      expect(row[titles.indexOf('id')]?.type).toBe('number');
    }
  });

  it('receivables CSV and XLSX: contractor names defused; amounts stay numbers', async () => {
    const today = todayInPoland();
    for (const name of HOSTILE) {
      await issue(t, admin, vatInvoice(contractorIds.get(name) ?? 0, { issueDate: today, saleDate: today }));
    }
    const csv = await get('/api/apps/invoice/reports/receivables/export?format=csv');
    expect(csv.statusCode).toBe(200);
    const csvData = csvRows(csv.rawPayload);
    expectInertCsv(csvData, 0);
    const total = csvData.at(-1) ?? [];
    expect(total[0]).toBe('Total');
    expect(total.at(-1)).toMatch(/^\d+,\d{2}$/);

    const xlsx = await get('/api/apps/invoice/reports/receivables/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const sheet = xlsxRows(xlsx.rawPayload);
    expectInertXlsx(sheet, 0);
    for (const row of sheet.slice(1)) expect(row.at(-1)?.type).toBe('number');
  });
});

// --- PDFs and the KSeF XML -----------------------------------------------------------------------

/** What a PDF reader could be made to do: run script, open something, follow a link. */
interface PdfFacts {
  text: string;
  /** PDF name tokens of actions in the file's (uncompressed) object dictionaries. */
  actionNames: string[];
  /** The URI of every link annotation. */
  links: string[];
  otherAnnotations: string[];
  scripts: unknown;
  openAction: unknown;
  attachments: unknown;
}

async function readPdf(pdf: Buffer): Promise<PdfFacts> {
  const raw = pdf.toString('latin1');
  // Object streams would hide dictionaries from the scan below; the app's PDFs have none.
  expect(raw).not.toContain('/ObjStm');
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: true });
  const links: string[] = [];
  const otherAnnotations: string[] = [];
  for (let page = 1; page <= proxy.numPages; page++) {
    const annotations = (await (await proxy.getPage(page)).getAnnotations()) as {
      subtype?: string;
      url?: string;
      unsafeUrl?: string;
    }[];
    for (const annotation of annotations) {
      if (annotation.subtype === 'Link' && annotation.url !== undefined)
        links.push(annotation.unsafeUrl ?? annotation.url);
      else otherAnnotations.push(annotation.subtype ?? 'unknown');
    }
  }
  return {
    text: text.replace(/\s+/g, ' '),
    actionNames:
      raw.match(
        /\/(JavaScript|JS|OpenAction|AA|Launch|URI|SubmitForm|ImportData|GoToR|GoToE|EmbeddedFile|RichMedia)(?![A-Za-z])/g,
      ) ?? [],
    links,
    otherAnnotations,
    scripts: await proxy.getJSActions(),
    openAction: await proxy.getOpenAction(),
    attachments: await proxy.getAttachments(),
  };
}

function expectInertPdf(facts: PdfFacts, { texts, knownLinks }: { texts: string[]; knownLinks: string[] }) {
  for (const text of texts) expect(facts.text).toContain(text);
  expect(facts.scripts).toBeNull();
  expect(facts.openAction).toBeNull();
  expect(facts.attachments).toBeNull();
  expect(facts.otherAnnotations).toEqual([]);
  // Every link goes where the app meant it to, and each known link is there.
  expect([...new Set(facts.links)].sort()).toEqual([...knownLinks].sort());
  // No other action in the file's dictionaries, and a /URI only when a link is expected.
  expect(facts.actionNames.filter((name) => name !== '/URI')).toEqual([]);
  if (knownLinks.length === 0) expect(facts.actionNames).toEqual([]);
}

const hostileLines = [
  { name: SCRIPT, quantity: '1', unit: 'szt.', unitPrice: '100,00', vatRate: '23' as const },
  { name: IMG, quantity: '2', unit: 'h', unitPrice: '50,00', vatRate: '23' as const },
];

describe('PDFs and the KSeF XML', () => {
  it('invoice PDF: the hostile texts are printed literally, with no script, action or link', async () => {
    const today = todayInPoland();
    const invoice = await issue(
      t,
      admin,
      vatInvoice(contractorIds.get(SCRIPT) ?? 0, { issueDate: today, saleDate: today, lines: hostileLines }),
    );
    const pdf = await get(`/api/apps/invoice/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expectInertPdf(await readPdf(pdf.rawPayload), { texts: [SCRIPT, IMG], knownLinks: [] });
  });

  it('accepted by KSeF: the one link is the verification link of the invoice, and the XML escapes the names', async () => {
    const today = todayInPoland();
    const invoice = await issue(
      t,
      admin,
      vatInvoice(contractorIds.get(IMG) ?? 0, { issueDate: today, saleDate: today, lines: hostileLines }),
    );
    // KSeF acceptance is recorded as the send job records it (the exchange itself is tested in ksef/).
    const [row] = await t.database.db
      .select({ organizationId: invoices.organizationId })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    await t.database.db.insert(ksefSubmissions).values({
      invoiceId: invoice.id,
      organizationId: row?.organizationId ?? 0,
      status: 'accepted',
      xmlHash: randomBytes(32).toString('base64'),
      ksefNumber: `5260250995-${today.replace(/-/g, '')}-0123456789AB-CD`,
      acceptedAt: new Date(),
    });
    const state = (await get(`/api/apps/invoice/invoices/${invoice.id}/ksef`)).json<KsefInvoiceState>();
    expect(state.verificationUrl).toMatch(/^https:\/\//);
    const pdf = await get(`/api/apps/invoice/invoices/${invoice.id}/pdf`);
    const facts = await readPdf(pdf.rawPayload);
    expectInertPdf(facts, { texts: [SCRIPT, IMG], knownLinks: [state.verificationUrl ?? ''] });
    expect(facts.actionNames).toContain('/URI');

    const file = await get(`/api/apps/invoice/invoices/${invoice.id}/ksef-xml`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).not.toMatch(/<script|<img/i);
    expect(file.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const names = new XMLParser({ parseTagValue: false, removeNSPrefix: true }).parse(file.body) as XmlNode;
    const buyer = child(child(child(child(names, 'Faktura'), 'Podmiot2'), 'DaneIdentyfikacyjne'), 'Nazwa');
    expect(buyer).toBe(IMG);
  });

  it('demand letter PDF: the hostile texts are printed literally, with no script, action or link', async () => {
    const invoice = await issue(
      t,
      admin,
      dueDaysAgo(contractorIds.get(IMG) ?? 0, 40, { lines: hostileLines }),
    );
    const demand = await t.app.inject({
      method: 'POST',
      url: `/api/apps/invoice/invoices/${invoice.id}/debt/demand`,
      headers: admin,
      payload: {},
    });
    expect(demand.statusCode, demand.body).toBe(201);
    const pdf = await get(demand.json<DebtHistoryEntry>().attachmentUrl ?? '');
    expect(pdf.statusCode).toBe(200);
    // The letter names the buyer and the seller; the invoice lines are not in it.
    expectInertPdf(await readPdf(pdf.rawPayload), {
      texts: [`${SCRIPT} sp. z o.o.`, IMG],
      knownLinks: [],
    });
  });
});

// --- e-mails -------------------------------------------------------------------------------------

/** The text an HTML body shows, entities (named or numeric, whichever the template used) decoded. */
function shownText(html: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return named[code] ?? entity;
  });
}

/** The HTML of a mail holds the hostile texts as text (escaped), never as elements or attributes. */
function expectEscapedHtml(html: string, texts: string[]) {
  expect(html).not.toMatch(/<script|<img/i);
  // Only the template's own elements: nothing a name could have opened.
  const tags = new Set([...html.matchAll(/<\/?([a-z][\w-]*)/gi)].map((match) => match[1]?.toLowerCase()));
  expect(
    [...tags].filter((tag) => !['p', 'br', 'a', 'table', 'tr', 'td', 'strong'].includes(tag ?? '')),
  ).toEqual([]);
  for (const text of texts) expect(shownText(html)).toContain(text);
}

describe('e-mails', () => {
  it('an invitation escapes the invitee and organization names in its HTML', async () => {
    const email = `hostile-${randomBytes(4).toString('hex')}@example.com`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/organization/users',
      headers: admin,
      payload: { email, fullName: `Jan ${SCRIPT}`, role: 'admin' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await latestMail(t.database, email);
    expectEscapedHtml(mail?.htmlBody ?? '', [`Jan ${SCRIPT}`, SCRIPT]);
    // The plain-text part is text already: it carries the name as typed.
    expect(mail?.textBody).toContain(`Jan ${SCRIPT}`);
  });

  it("an invoice e-mail escapes the sender's message in its HTML", async () => {
    const today = todayInPoland();
    const invoice = await issue(
      t,
      admin,
      vatInvoice(contractorIds.get(SCRIPT) ?? 0, { issueDate: today, saleDate: today }),
    );
    const to = `buyer-${randomBytes(4).toString('hex')}@example.com`;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/apps/invoice/invoices/${invoice.id}/send`,
      headers: admin,
      payload: { to, subject: SCRIPT, message: `Dzień dobry ${SCRIPT}\n${IMG}` },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await latestMail(t.database, to);
    expectEscapedHtml(mail?.htmlBody ?? '', [SCRIPT, IMG]);
  });
});

// --- rich text and the help centre (issue 26) ----------------------------------------------------

/** Payloads an article's HTML may carry; none may survive storage as something a browser runs. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<svg onload=alert(1)></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
];

describe('help articles and the plan change mail', () => {
  it('a help article stores none of the XSS payloads as anything that runs', async () => {
    const categories = await get('/api/kb/data/knowledge_base');
    const categoryId = categories.json<{ id: number; category: string }[]>()[0]?.id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/kb/articles',
      headers: admin,
      payload: {
        kbCategoryId: categoryId,
        slug: 'hostile-html',
        title: SCRIPT,
        content: XSS_PAYLOADS.join('\n'),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { category, slug } = created.json<{ category: string; slug: string }>();
    const article = await get(`/api/kb/data/question?category=${category}&slug=${slug}`);
    const content = article.json<{ content: string; title: string }>().content;
    expect(content).not.toMatch(/<script|<svg|<iframe|<object|<form|<style|<math|on\w+=|javascript:/i);
    // An <img> with a data: URL of another type is fetched as an image and never run; the web's
    // renderer (features/help RichText) keeps data:image/* only.
    expect(content).not.toMatch(/style=/i);
    // The title is text, shown as text by the web; it comes back as typed.
    expect(article.json<{ title: string }>().title).toBe(SCRIPT);
  });

  it("a plan change request escapes the organization's name in its HTML", async () => {
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/pricing/change-request',
      headers: admin,
      payload: { plan: 'enterprise', billing: 'monthly' },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.subject).toContain(`${SCRIPT} sp. z o.o.`);
    expectEscapedHtml(mail?.htmlBody ?? '', [`${SCRIPT} sp. z o.o.`]);
  });
});

// --- the blog (issue 26) -----------------------------------------------------------------------------

/** Image sources a post may try; only the first, one of our uploads' addresses, may survive. */
const OWN_IMAGE = '/api/content-images/0f8b6c1e-2d3a-4b5c-8d9e-0a1b2c3d4e5f.webp';
const HOSTILE_IMAGES = [
  `<img src="${OWN_IMAGE}" onerror="alert(1)" alt="own">`,
  '<img src="https://evil.example/track.gif">',
  '<img src="//evil.example/track.gif">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  `<img src="javascript:alert(1)//${OWN_IMAGE}">`,
  `<img src="${OWN_IMAGE}?x=&quot;onerror=alert(1)">`,
  '<img src="/api/content-images/../avatars/x.webp">',
  '<img srcset="https://evil.example/a.png 1x" src="x">',
];

describe('blog posts, comments and the RSS feed', () => {
  it('a post stores none of the XSS payloads as anything that runs, and no foreign image', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/blog/posts',
      headers: admin,
      payload: {
        title: SCRIPT,
        slug: 'hostile-post',
        status: 'published',
        excerpt: SCRIPT,
        tags: [SCRIPT],
        content: [...XSS_PAYLOADS, ...HOSTILE_IMAGES].join('\n'),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const detail = await get(`/api/blog/list/data/detail?id=${id}`);
    const { blog } = detail.json<{ blog: { content: string; title: string } }>();
    expect(blog.content).not.toMatch(
      /<script|<svg|<iframe|<object|<form|<style|<math|on\w+=|javascript:|data:|srcset|evil\.example/i,
    );
    // The one image of ours is kept, without its handler.
    expect(blog.content.match(/<img [^>]*>/g)).toEqual([`<img src="${OWN_IMAGE}" alt="own" />`]);
    expect(blog.title).toBe(SCRIPT);

    // A comment is text: kept as typed, shown as text by the web (never HTML).
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/blog/posts/${id}/comments`,
      headers: admin,
      payload: { text: `${SCRIPT}<img src=x onerror=alert(1)>` },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const again = await get(`/api/blog/list/data/detail?id=${id}`);
    expect(again.json<{ comments: { commentText: string }[] }>().comments[0]?.commentText).toBe(
      `${SCRIPT}<img src=x onerror=alert(1)>`,
    );

    // The public feed escapes every text, and its HTML content is the sanitized one, as text.
    const feed = await get('/api/blog/feed');
    const rss = await t.app.inject({
      method: 'GET',
      url: new URL(feed.json<{ url: string }>().url).pathname,
    });
    expect(rss.statusCode).toBe(200);
    expect(rss.body).not.toMatch(/<script|<img|<svg|<iframe/i);
    const parsed = new XMLParser().parse(rss.body) as {
      rss: { channel: { item: { title: string } | { title: string }[] } };
    };
    const items = [parsed.rss.channel.item].flat();
    expect(items.map((item) => item.title)).toContain(SCRIPT);
  });
});
