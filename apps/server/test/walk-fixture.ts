import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ibanCheckDigits } from '@saldo/domain/identifiers/iban';
import { LOGO_FIELD_NAME } from '@saldo/contracts/organization-settings';
import { ATTACHMENT_FIELD_NAME } from '@saldo/contracts/costs';
import { AVATAR_FIELD_NAME } from '@saldo/contracts/user-data-response';
import { todayInPoland } from '../src/lib/dates.ts';
import { createContractor, kowalski } from '../src/modules/contractors/test-helpers.ts';
import { summaryCost } from '../src/modules/costs/test-helpers.ts';
import { dueDaysAgo } from '../src/modules/debt/test-helpers.ts';
import { issue, vatInvoice } from '../src/modules/invoices/test-helpers.ts';
import { peselFor, sampleWorker } from '../src/modules/workers/test-helpers.ts';
import { multipartBody } from './multipart.ts';
import {
  bodyFromAnswer,
  fillPath,
  leafKind,
  mapLeaves,
  pathParamKeys,
  synthesize,
  type Json,
  type JsonObject,
  type Operation,
} from './openapi-walk.ts';
import type { TestApp } from './test-app.ts';

/**
 * The records the route walkers point path parameters at: one of each kind that a documented path
 * names, made in one organization through the API. Text fields carry `marker`, so an answer that
 * shows any of it to somebody else is caught by a plain substring search.
 */
export interface Fixture {
  marker: string;
  contractorId: number;
  invoiceId: number;
  invoicePaymentId: number;
  debtEntryId: number;
  costId: number;
  costPaymentId: number;
  attachmentId: number;
  bankAccountId: number;
  categoryId: number;
  /** A client user of the organization (not the caller, whose session the walk needs). */
  userId: number;
  /** The first entry of the organization's FAQ and one of its shipped help articles. */
  faqEntryId: number;
  kbArticleId: number;
  /** The help centre's categories (FAQ and knowledge base), each a kind of record of its own. */
  faqCategoryId: number;
  kbCategoryId: number;
  /** A calendar event of the organization (its title and description carry the marker). */
  eventId: number;
  avatarKey: string;
  logoKey: string;
  workerId: number;
  workerDocumentId: number;
  /** A questionnaire sent to the worker (not answered). */
  workerFormId: number;
  /** An employment contract of the worker (indefinite, from 2025-01-01). */
  contractId: number;
  /** An approved payroll list of this month, with the worker's contract for specific work. */
  payrollListId: number;
  payrollEntryId: number;
  /** A bank statement of one unmatched line, imported on the fixture's bank account. */
  bankStatementId: number;
  bankLineId: number;
  /** A balance confirmation of the contractor as of today (pending). */
  balanceConfirmationId: number;
  /** A to-do task following up the fixture's contractor. */
  taskId: number;
  /** A chat message with an attachment, in the fixture client's support channel (issue 24). */
  chatMessageId: number;
  /** A shop product (in stock) and an order of it for the fixture's contractor. */
  productId: number;
  orderId: number;
  /** One of the caller's navbar bookmarks, and one of its notifications (the payment's). */
  bookmarkId: number;
  notificationId: number;
  /** A published blog post (comments allowed), the admin's comment on it, and an uploaded image. */
  blogPostId: number;
  blogCommentId: number;
  contentImageFile: string;
  /** A post on the organization's internal feed and a comment on it (issue 26's profile). */
  feedPostId: number;
  feedCommentId: number;
  /** A picture of the shop product: its id and its served file's name. */
  productImageId: number;
  productImageFile: string;
}

/**
 * How to fill each path parameter, by its key (openapi-walk.ts pathParamKeys): the collection it
 * follows and the parameter before it. A documented path parameter missing here fails both walkers,
 * so a new route gets an entry (and with it, isolation and bad-input cases).
 */
export const PATH_PARAMS: Readonly<Record<string, (f: Fixture) => number | string>> = {
  'contractors/{id}': (f) => f.contractorId,
  'invoices/{id}': (f) => f.invoiceId,
  'invoices/{id}/payments/{paymentId}': (f) => f.invoicePaymentId,
  'debt-history/{entryId}': (f) => f.debtEntryId,
  'costs/{id}': (f) => f.costId,
  'costs/{id}/payments/{paymentId}': (f) => f.costPaymentId,
  'costs/{id}/attachments/{attachmentId}': (f) => f.attachmentId,
  'bank-accounts/{id}': (f) => f.bankAccountId,
  'categories/{id}': (f) => f.categoryId,
  'users/{id}': (f) => f.userId,
  'events/{id}': (f) => f.eventId,
  // The feed's token is its own credential (whoever holds it reads the feed), so the walks use one
  // that names no feed: 404 for everybody.
  'feed/{token}': () => 'no-such-calendar-feed-token-000000000000000',
  'categories/{faqCategoryId}': (f) => f.faqCategoryId,
  'categories/{kbCategoryId}': (f) => f.kbCategoryId,
  'entries/{id}': (f) => f.faqEntryId,
  'articles/{id}': (f) => f.kbArticleId,
  // The fixture's user is invited, so it has no session: any session id of theirs answers 404.
  'users/{id}/sessions/{sessionId}': () => '00000000-0000-4000-8000-000000000000',
  'avatars/{key}': (f) => f.avatarKey,
  'workers/{id}': (f) => f.workerId,
  'workers/{id}/documents/{documentId}': (f) => f.workerDocumentId,
  'forms/{formId}': (f) => f.workerFormId,
  'contracts/{id}': (f) => f.contractId,
  'bank-statements/{id}': (f) => f.bankStatementId,
  'lines/{id}': (f) => f.bankLineId,
  // No credit is applied in the fixture (its one line is unmatched): an undo answers 404.
  'credit-applications/{id}': (f) => f.bankLineId,
  'lists/{id}': (f) => f.payrollListId,
  'lists/{id}/entries/{entryId}': (f) => f.payrollEntryId,
  'workers/{workerId}': (f) => f.workerId,
  'logos/{key}': (f) => f.logoKey,
  // An effective date; none is entered in the fixture, so a removal answers 404.
  'reference-rates/{from}': () => '2026-03-05',
  // The one probe that stays on this machine (a file written and read back), so the walks call no
  // outside service.
  'connections/{service}': () => 'fileStorage',
  // The fixture's cost is booked in the current month: its return, purchase register and row.
  'tax-returns/{period}': () => todayInPoland().slice(0, 7),
  'tax-returns/{period}/registers/{kind}': () => 'purchase',
  'tax-returns/{period}/overrides/{kind}': () => 'purchase',
  'tax-returns/{period}/overrides/{kind}/{documentId}': (f) => f.costId,
  'balance-confirmations/{id}': (f) => f.balanceConfirmationId,
  'tasks/{id}': (f) => f.taskId,
  'chats/{userId}': (f) => f.userId,
  'attachments/{messageId}': (f) => f.chatMessageId,
  'products/{productId}': (f) => f.productId,
  'wishlist/{productId}': (f) => f.productId,
  'cart/{productId}': (f) => f.productId,
  'bookmarks/{id}': (f) => f.bookmarkId,
  'notifications/{id}': (f) => f.notificationId,
  'orders/{id}': (f) => f.orderId,
  'posts/{blogPostId}': (f) => f.blogPostId,
  'comments/{blogCommentId}': (f) => f.blogCommentId,
  'content-images/{file}': (f) => f.contentImageFile,
  'posts/{id}': (f) => f.feedPostId,
  'comments/{id}': (f) => f.feedCommentId,
  'products/{productId}/images/{imageId}': (f) => f.productImageId,
  'product-images/{productId}': (f) => f.productId,
  'product-images/{productId}/{file}': (f) => f.productImageFile,
  // The walks connect no mailbox (that needs an IMAP server): any message id answers 404 for all.
  'emails/{id}': () => 2_000_000_000,
  'emails/{id}/attachments/{attachmentId}': () => 2_000_000_000,
  'emails/{id}/attachments/{attachmentId}/attach-to-cost/{costId}': (f) => f.costId,
  // The feed's key names the organization to anyone who holds it (a public feed), so the walks use
  // one that names none: 404 for everybody.
  'rss/{feedKey}': () => 'no-such-blog-feed-key-000000000000000000',
  // The reports' exports: one report (the walk's query asks for its default format, CSV).
  'reports/{kind}': () => 'sales',
};

/** The fixture's record ids under the names that query parameters and body fields give them. */
export const idFields = (f: Fixture): Readonly<Record<string, Json>> => ({
  contractorId: f.contractorId,
  invoiceId: f.invoiceId,
  categoryId: f.categoryId,
  kbCategoryId: f.kbCategoryId,
  bankAccountId: f.bankAccountId,
});

/**
 * Valid bodies for the operations whose schema alone cannot produce one (amounts as text, a date
 * order, an existing record). Other operations start from their own GET's answer, or from the
 * schema (openapi-walk.ts synthesize).
 */
export function sampleBody(operation: Operation, f: Fixture): JsonObject | undefined {
  const today = todayInPoland();
  const contractor: JsonObject = {
    ...kowalski,
    bankAccounts: kowalski.bankAccounts?.map((a) => ({ ...a })) ?? [],
    tags: [...(kowalski.tags ?? [])],
    name: `${f.marker} kontrahent`,
    nip: '', // the fixture's contractor has Kowalski's NIP, and a second one would be refused
  };
  const invoice = (): JsonObject => {
    const body = vatInvoice(f.contractorId, { notes: `${f.marker} faktura` });
    return { ...body, lines: body.lines.map((line) => ({ ...line })) };
  };
  const cost = (): JsonObject => {
    const body = summaryCost(f.contractorId, { number: `${f.marker}/K`, categoryId: f.categoryId });
    return { ...body, rates: (body.rates ?? []).map((rate) => ({ ...rate })) };
  };
  // A PESEL of its own per marker: an organization refuses the same PESEL twice.
  const worker = (): JsonObject => ({
    ...sampleWorker({ lastName: `${f.marker} pracownik`, pesel: workerPesel(f.marker, 1) }),
    address: { street: `${f.marker} ulica`, postalCode: '00-950', city: 'Warszawa' },
  });
  const samples: Record<string, () => JsonObject> = {
    'POST /api/workers/': worker,
    'PUT /api/workers/{id}': worker,
    'POST /api/workers/forms': () => ({ email: 'walker-form@example.com', language: 'pl' }),
    'POST /api/workers/forms/{formId}/accept': () => ({ workerId: f.workerId, fields: ['phone'] }),
    'POST /api/contracts': () => ({
      workerId: f.workerId,
      kind: 'mandate',
      signedOn: '2025-02-01',
      startDate: '2025-02-01',
      endDate: '2025-02-28',
      subject: `${f.marker} zlecenie`,
      payMode: 'hourly',
      hourlyRate: 5000,
      mandateVariant: 'only-title',
    }),
    'PUT /api/contracts/{id}': () => employmentContract(f.workerId, f.marker),
    'POST /api/contracts/{id}/annexes': () => ({
      signedOn: today,
      effectiveFrom: today,
      monthlyGross: 700_000,
      note: `${f.marker} aneks`,
    }),
    'POST /api/contracts/{id}/termination': () => ({
      method: 'agreement',
      noticeDate: today,
      lastDay: today,
      reason: `${f.marker} porozumienie`,
    }),
    'POST /api/bank-statements/lines/{id}/match': () => ({
      documents: [{ kind: 'invoice', id: f.invoiceId }],
    }),
    'POST /api/bank-statements/lines/{id}/other': () => ({ category: 'other', note: `${f.marker} inne` }),
    'POST /api/bank-statements/lines/{id}/due': () => ({ kind: 'zus', month: today.slice(0, 7) }),
    'POST /api/bank-statements/lines/{id}/credit': () => ({ invoiceId: f.invoiceId, amount: 100 }),
    'PUT /api/bank-statements/csv-mappings': () => ({
      bankAccountId: f.bankAccountId,
      name: `${f.marker} mapowanie`,
      columns: { bookingDate: 'Kiedy', amount: 'Ile', title: 'Po co' },
      delimiter: ';',
      dateOrder: 'dmy',
    }),
    'POST /api/apps/contractors/': () => contractor,
    'PUT /api/apps/contractors/{id}': () => contractor,
    'POST /api/apps/invoice/invoices': invoice,
    'PUT /api/apps/invoice/invoices/{id}': invoice,
    'POST /api/apps/invoice/invoices/{id}/payments': () => ({
      amount: '1,00',
      date: today,
      method: 'transfer',
    }),
    'POST /api/apps/invoice/invoices/{id}/send': () => ({ to: 'walker@example.com', subject: 'Faktura' }),
    'POST /api/apps/invoice/invoices/{id}/debt/reminder': () => ({ channel: 'email', message: 'Prosimy' }),
    'POST /api/apps/invoice/invoices/{id}/debt/note': () => ({ kind: 'note', text: 'Notatka' }),
    'POST /api/apps/invoice/invoices/{id}/debt/demand': () => ({ send: false }),
    'POST /api/apps/invoice/debt/bulk': () => ({ ids: [f.invoiceId], action: 'reminder_email' }),
    'POST /api/apps/invoice/ksef/send': () => ({ ids: [f.invoiceId] }),
    'PUT /api/tax-returns/{period}/overrides/{kind}/{documentId}': () => ({
      markers: ['MPP'],
      reason: `${f.marker} powód`,
    }),
    'POST /api/tax-returns/{period}/submit': () => ({ referenceNumber: `${f.marker}-REF` }),
    'POST /api/tax-returns/{period}/correction': () => ({ reason: `${f.marker} korekta` }),
    'POST /api/documents/costs': cost,
    'PUT /api/documents/costs/{id}': cost,
    'POST /api/documents/costs/{id}/payments': () => ({ amount: '1', date: today, method: 'transfer' }),
    'POST /api/documents/costs/bulk-paid': () => ({ ids: [f.costId], date: today, method: 'transfer' }),
    'POST /api/organization/bank-accounts': () => bankAccount(f.marker, 1),
    'PUT /api/organization/bank-accounts/{id}': () => bankAccount(f.marker),
    'POST /api/organization/categories': () => ({ name: `${f.marker} kategoria`, kind: 'cost' }),
    'PUT /api/organization/categories/{id}': () => ({ name: `${f.marker} kategoria`, kind: 'cost' }),
    'POST /api/organization/users': () => ({
      email: 'walker-invite@example.com',
      fullName: 'Walker',
      role: 'client',
      contractorId: f.contractorId,
    }),
    'PATCH /api/organization/users/{id}': () => ({ role: 'client' }),
    // Never the real current password: the walk must not change the caller's password.
    'POST /api/account-setting/password': () => ({
      currentPassword: 'not-the-password',
      newPassword: 'another-long-password',
    }),
    'POST /api/lookup/white-list/check': () => ({
      nip: '6783014227',
      account: 'PL61109010140000071219812874',
      date: today,
    }),
  };
  return samples[operation.name]?.();
}

/** The fixture worker's employment contract, with the marker in its texts. */
const employmentContract = (workerId: number, marker: string): JsonObject => ({
  workerId,
  kind: 'employment',
  signedOn: '2025-01-01',
  signedPlace: `${marker} miasto`,
  startDate: '2025-01-01',
  employmentType: 'indefinite',
  position: `${marker} stanowisko`,
  workplace: `${marker} miejsce pracy`,
  workingTime: { numerator: 1, denominator: 1 },
  monthlyGross: 650_000,
});

/** A valid PESEL of its own for each marker (and variant). */
function workerPesel(marker: string, variant: number): string {
  const serial = [...marker].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 10_000, variant);
  return peselFor('1985-03-14', String(serial).padStart(4, '0'));
}

/** A valid Polish IBAN of its own for each marker (an organization refuses the same account twice). */
function ibanFor(marker: string, variant: number): string {
  const digits = [...marker].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1e9, variant);
  const bban = `10901014${String(digits).padStart(16, '0')}`;
  return `PL${ibanCheckDigits('PL', bban)}${bban}`;
}

const bankAccount = (marker: string, variant = 0): JsonObject => ({
  name: `${marker} konto`,
  iban: ibanFor(marker, variant),
  swift: '',
  currency: 'PLN',
  isDefault: false,
});

/** The fixture's records in the operation's path parameters (URL-encoded); 'unknown' where the table has none. */
export function pathValues(operation: Operation, f: Fixture): Record<string, string> {
  const keys = pathParamKeys(operation.path);
  return Object.fromEntries(
    operation.pathParams.map((p) => {
      const fill = PATH_PARAMS[keys.get(p.name) ?? ''];
      return [p.name, fill ? encodeURIComponent(String(fill(f))) : 'unknown'];
    }),
  );
}

/** Values for the operation's required query parameters (and the fixture's ids for `…Id` ones). */
export function requiredQuery(operation: Operation, f: Fixture): Record<string, string> {
  const ids = idFields(f);
  const known: Record<string, Json | undefined> = { currency: 'EUR', nip: '6783014227', ...ids };
  return Object.fromEntries(
    operation.query
      .filter((p) => p.required)
      .map((p) => [p.name, String(known[p.name] ?? synthesize(p.schema))]),
  );
}

/** Where a PUT/PATCH body can be read from: the same path's GET, or its section's `/data`. */
function getSourcePaths(operation: Operation): string[] {
  return [operation.path, operation.path.replace(/\/[^/]+$/, '/data')];
}

/** The answers, as `headers`, of the GETs that PUT/PATCH bodies start from, by documented path. */
export async function getAnswers(
  t: TestApp,
  operations: readonly Operation[],
  headers: Record<string, string>,
  f: Fixture,
): Promise<Map<string, Json>> {
  const answers = new Map<string, Json>();
  for (const operation of operations) {
    if (!operation.body || (operation.method !== 'PUT' && operation.method !== 'PATCH')) continue;
    for (const source of getSourcePaths(operation)) {
      const get = operations.find((o) => o.method === 'GET' && o.path === source);
      if (!get || answers.has(source)) continue;
      const url = fillPath(source, pathValues(get, f));
      const response = await t.app.inject({ method: 'GET', url, headers });
      if (response.statusCode === 200) answers.set(source, response.json<Json>());
    }
  }
  return answers;
}

/**
 * A valid JSON body for the operation: the sample above, else one read from its GET's answer, else
 * one made from the schema with the fixture's ids in the id fields.
 */
export function startingBody(
  operation: Operation,
  f: Fixture,
  answers: ReadonlyMap<string, Json>,
): Json | undefined {
  const schema = operation.body;
  if (!schema) return undefined;
  const sample = sampleBody(operation, f);
  if (sample) return sample;
  for (const source of getSourcePaths(operation)) {
    const answer = answers.get(source);
    const body = answer === undefined ? undefined : bodyFromAnswer(schema, answer);
    if (body) return body;
  }
  const ids = idFields(f);
  return mapLeaves(schema, synthesize(schema), (leaf, _value, path) => {
    const name = path.at(-1);
    return typeof name === 'string' && leafKind(leaf) === 'number' ? ids[name] : undefined;
  });
}

// ---------------------------------------------------------------------------------------------
// Making the records

/** Small files the upload routes take: a 1×1 transparent PNG and a PDF. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status) {
    throw new Error(`fixture: ${what} answered ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  return response;
}

const lastSegment = (url: string) => url.split('/').pop() ?? '';

/**
 * One record of each kind in the organization of `headers`' admin. The invoice is 40 days overdue
 * (so the debt steps apply); the demand letter needs the NBP (fake) for the compensation rate.
 */
export async function createFixture(
  t: TestApp,
  headers: Record<string, string>,
  marker: string,
): Promise<Fixture> {
  const call: Call = (options) => t.app.inject({ ...options, headers: { ...headers, ...options.headers } });
  const today = todayInPoland();
  const contractor = await createContractor(t, headers, { ...kowalski, name: `${marker} kontrahent` });

  const accounts = await call({
    method: 'POST',
    url: '/api/organization/bank-accounts',
    payload: bankAccount(marker),
  });
  const bankAccountId = expectStatus(accounts, 200, 'bank account')
    .json<{ bankAccounts: { id: number; name: string }[] }>()
    .bankAccounts.find((a) => a.name === `${marker} konto`)?.id;
  const categories = await call({
    method: 'POST',
    url: '/api/organization/categories',
    payload: { name: `${marker} kategoria`, kind: 'cost' },
  });
  const categoryId = expectStatus(categories, 200, 'category')
    .json<{ categories: { id: number; name: string }[] }>()
    .categories.find((c) => c.name === `${marker} kategoria`)?.id;

  const invoice = await issue(t, headers, dueDaysAgo(contractor.id, 40, { notes: `${marker} faktura` }));
  const paid = await call({
    method: 'POST',
    url: `/api/apps/invoice/invoices/${invoice.id}/payments`,
    payload: { amount: '10,00', date: today, method: 'transfer', note: `${marker} wpłata` },
  });
  const invoicePaymentId = expectStatus(paid, 201, 'invoice payment').json<{
    invoice: { payments: { id: number }[] };
  }>().invoice.payments[0]?.id;
  const demand = await call({
    method: 'POST',
    url: `/api/apps/invoice/invoices/${invoice.id}/debt/demand`,
    payload: {},
  });
  const debtEntryId = expectStatus(demand, 201, 'demand letter').json<{ id: number }>().id;

  const cost = await call({
    method: 'POST',
    url: '/api/documents/costs',
    payload: summaryCost(contractor.id, { number: `${marker}/K/1`, notes: `${marker} koszt`, categoryId }),
  });
  const costId = expectStatus(cost, 201, 'cost').json<{ cost: { id: number } }>().cost.id;
  const costPaid = await call({
    method: 'POST',
    url: `/api/documents/costs/${costId}/payments`,
    payload: { amount: '10', date: today, method: 'transfer', note: `${marker} zapłata` },
  });
  const costPaymentId = expectStatus(costPaid, 200, 'cost payment').json<{
    cost: { payments: { id: number }[] };
  }>().cost.payments[0]?.id;
  const attachment = await call({
    method: 'POST',
    url: `/api/documents/costs/${costId}/attachments`,
    ...multipartBody([
      { field: ATTACHMENT_FIELD_NAME, filename: `${marker}.pdf`, type: 'application/pdf', data: PDF },
    ]),
  });
  const attachmentId = expectStatus(attachment, 201, 'attachment').json<{ id: number }>().id;

  const email = `${marker.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.com`;
  const invited = await call({
    method: 'POST',
    url: '/api/organization/users',
    payload: { email, fullName: `${marker} użytkownik`, role: 'client', contractorId: contractor.id },
  });
  const userId = expectStatus(invited, 201, 'user')
    .json<{ users: { id: number; email: string }[] }>()
    .users.find((u) => u.email === email)?.id;

  const faq = expectStatus(await call({ method: 'GET', url: '/api/faq/data' }), 200, 'faq').json<
    Record<string, { id: number; qandA: { id: number }[] }>
  >();
  const faqCategoryId = Object.values(faq)[0]?.id;
  const faqEntryId = Object.values(faq)[0]?.qandA[0]?.id;
  const kbQuery = { category: 'invoices', slug: 'issue-vat-invoice' };
  const kbArticle = await call({ method: 'GET', url: '/api/kb/data/question', query: kbQuery });
  const kbArticleId = expectStatus(kbArticle, 200, 'help article').json<{ id: number }>().id;
  const kbCategory = await call({
    method: 'GET',
    url: '/api/kb/data/category',
    query: { category: 'invoices' },
  });
  const kbCategoryId = expectStatus(kbCategory, 200, 'help category').json<{ id: number }>().id;

  const avatar = await call({
    method: 'POST',
    url: '/api/account-setting/avatar',
    ...multipartBody([{ field: AVATAR_FIELD_NAME, filename: 'me.png', type: 'image/png', data: PNG }]),
  });
  const avatarUrl = expectStatus(avatar, 200, 'avatar').json<{ userData: { avatar: string } }>().userData
    .avatar;
  const logo = await call({
    method: 'POST',
    url: '/api/organization/company/logo',
    ...multipartBody([{ field: LOGO_FIELD_NAME, filename: 'logo.png', type: 'image/png', data: PNG }]),
  });
  const logoUrl = expectStatus(logo, 200, 'logo').json<{ logo: string }>().logo;

  const worker = await call({
    method: 'POST',
    url: '/api/workers',
    payload: {
      ...sampleWorker({ lastName: `${marker} pracownik`, pesel: workerPesel(marker, 0) }),
      notes: `${marker} notatka`,
    },
  });
  const workerId = expectStatus(worker, 201, 'worker').json<{ worker: { id: number } }>().worker.id;
  const workerDocument = await call({
    method: 'POST',
    url: `/api/workers/${workerId}/documents`,
    ...multipartBody([{ field: 'file', filename: `${marker}.pdf`, type: 'application/pdf', data: PDF }]),
  });
  const workerDocumentId = expectStatus(workerDocument, 201, 'worker document').json<{ id: number }>().id;
  const workerForm = await call({
    method: 'POST',
    url: '/api/workers/forms',
    payload: { email: 'walker-worker@example.com', language: 'pl', workerId },
  });
  const workerFormId = expectStatus(workerForm, 201, 'worker form').json<{ id: number }>().id;
  // Specific work, so that a contract another part of the fixture gives the worker (of another kind)
  // does not overlap it.
  const payrollContract = await call({
    method: 'POST',
    url: '/api/contracts',
    payload: {
      workerId,
      kind: 'specific_work',
      signedOn: '2025-01-01',
      signedPlace: 'Kraków',
      startDate: '2025-01-01',
      subject: `${marker} dzieło`,
      flatFee: 400_000,
    },
  });
  expectStatus(payrollContract, 201, 'payroll contract');
  const contract = await call({
    method: 'POST',
    url: '/api/contracts',
    payload: employmentContract(workerId, marker),
  });
  const contractId = expectStatus(contract, 201, 'contract').json<{ contract: { id: number } }>().contract.id;
  const payroll = await call({
    method: 'POST',
    url: '/api/payroll/lists',
    payload: { month: today.slice(0, 7) },
  });
  const payrollList = expectStatus(payroll, 201, 'payroll list').json<{
    id: number;
    entries: { id: number }[];
  }>();
  const approvedPayroll = await call({ method: 'POST', url: `/api/payroll/lists/${payrollList.id}/approve` });
  expectStatus(approvedPayroll, 200, 'payroll approval');

  const statement = await call({
    method: 'POST',
    url: '/api/bank-statements/import',
    ...multipartBody([
      {
        field: 'file',
        filename: `${marker}.sta`,
        type: 'text/plain',
        data: Buffer.from(statementOf(marker, today)),
      },
    ]),
  });
  const bankStatementId = expectStatus(statement, 200, 'bank statement').json<{
    imported: { statementId: number }[];
  }>().imported[0]?.statementId;
  const lines = await call({
    method: 'GET',
    url: `/api/bank-statements/lines?statementId=${bankStatementId}`,
  });
  const bankLineId = expectStatus(lines, 200, 'bank lines').json<{ lines: { id: number }[] }>().lines[0]?.id;

  const event = await call({
    method: 'POST',
    url: '/api/apps/calendar/events',
    payload: {
      event: {
        title: `${marker} event`,
        start: `${today}T10:00`,
        end: `${today}T11:00`,
        extendedProps: { calendar: 'Business', description: `${marker} agenda` },
      },
    },
  });
  const eventId = Number(expectStatus(event, 201, 'calendar event').json<{ id: string }>().id);

  const confirmation = await call({
    method: 'POST',
    url: '/api/balance-confirmations',
    payload: { asOfDate: today, contractorId: contractor.id },
  });
  const balanceConfirmationId = expectStatus(confirmation, 200, 'balance confirmation').json<{
    issued: { id: number }[];
  }>().issued[0]?.id;

  const task = await call({
    method: 'POST',
    url: '/api/apps/todo/tasks',
    payload: { task: { title: `${marker} task`, link: { kind: 'contractor', id: contractor.id } } },
  });
  const taskId = expectStatus(task, 201, 'task').json<{ id: number }>().id;

  const chatAttachment = await call({
    method: 'POST',
    url: `/api/apps/chat/chats/${userId}/attachments`,
    ...multipartBody([{ field: 'file', filename: `${marker}-chat.pdf`, type: 'application/pdf', data: PDF }]),
  });
  const chatMessageId = expectStatus(chatAttachment, 201, 'chat attachment').json<{
    newMessageData: { id: number };
  }>().newMessageData.id;

  const product = await call({
    method: 'POST',
    url: '/api/apps/ecommerce/products',
    payload: {
      name: `${marker} product`,
      slug: `walk-${marker
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')}`,
      netPrice: 10000,
      vatRate: '23',
      stock: 100,
    },
  });
  const shopProduct = expectStatus(product, 201, 'shop product').json<{ id: number; price: number }>();
  const order = await call({
    method: 'POST',
    url: '/api/apps/ecommerce/orders',
    payload: {
      contractorId: contractor.id,
      lines: [{ productId: shopProduct.id, quantity: 1, expectedUnitPrice: shopProduct.price }],
      address: {
        name: marker,
        street: 'ul. Długa 5',
        postalCode: '31-147',
        city: 'Kraków',
        email: 'walk@example.pl',
      },
      payment: 'transfer',
    },
  });
  const orderId = expectStatus(order, 201, 'shop order').json<{ id: number }>().id;

  // The navbar's own records: a default bookmark and the bell's note of the invoice payment above.
  const bookmarks = await call({ method: 'GET', url: '/api/bookmarks' });
  const bookmarkId = expectStatus(bookmarks, 200, 'bookmarks').json<{ bookmarks: { id: number }[] }>()
    .bookmarks[0]?.id;
  const bell = await call({ method: 'GET', url: '/api/notifications' });
  const notificationId = expectStatus(bell, 200, 'notifications').json<{
    notifications: { id: number }[];
  }>().notifications[0]?.id;

  // The blog (issue 26): a published post with the marker in its text, a comment and an image.
  const blogSlug = `walk-${marker
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}`;
  const post = await call({
    method: 'POST',
    url: '/api/blog/posts',
    payload: { title: `${marker} post`, slug: blogSlug, status: 'published', content: `<p>${marker}</p>` },
  });
  const blogPostId = expectStatus(post, 201, 'blog post').json<{ id: number }>().id;
  const blogComment = await call({
    method: 'POST',
    url: `/api/blog/posts/${blogPostId}/comments`,
    payload: { text: `${marker} comment` },
  });
  const blogCommentId = expectStatus(blogComment, 201, 'blog comment').json<{ id: number }>().id;
  const image = multipartBody([{ field: 'image', filename: 'picture.png', type: 'image/png', data: PNG }]);
  const uploadedImage = await call({
    method: 'POST',
    url: '/api/blog/images',
    payload: image.payload,
    headers: image.headers,
  });
  const contentImageUrl = expectStatus(uploadedImage, 201, 'blog image').json<{ url: string }>().url;

  // The internal feed (issue 26): a post with the marker and a comment on it.
  const feedPost = await call({
    method: 'POST',
    url: '/api/profile/posts',
    payload: { kind: 'post', text: `${marker} feed post` },
  });
  const feedPostId = expectStatus(feedPost, 201, 'feed post').json<{ id: number }>().id;
  const feedComment = await call({
    method: 'POST',
    url: `/api/profile/posts/${feedPostId}/comments`,
    payload: { text: `${marker} feed comment` },
  });
  const feedCommentId = expectStatus(feedComment, 201, 'feed comment').json<{ id: number }>().id;
  // A picture of the shop product (issue 25).
  const picture = multipartBody([{ field: 'image', filename: 'product.png', type: 'image/png', data: PNG }]);
  const uploadedPicture = await call({
    method: 'POST',
    url: `/api/apps/ecommerce/products/${shopProduct.id}/images`,
    payload: picture.payload,
    headers: picture.headers,
  });
  const [productImage] = expectStatus(uploadedPicture, 201, 'product picture').json<{
    images: { id: number; url: string }[];
  }>().images;

  const fixture: Fixture = {
    marker,
    contractorId: contractor.id,
    faqEntryId: found(faqEntryId, 'faq entry'),
    kbArticleId,
    faqCategoryId: found(faqCategoryId, 'faq category'),
    kbCategoryId,
    invoiceId: invoice.id,
    invoicePaymentId: found(invoicePaymentId, 'invoice payment'),
    debtEntryId,
    costId,
    costPaymentId: found(costPaymentId, 'cost payment'),
    attachmentId,
    bankAccountId: found(bankAccountId, 'bank account'),
    categoryId: found(categoryId, 'category'),
    userId: found(userId, 'user'),
    avatarKey: lastSegment(avatarUrl),
    eventId,
    logoKey: lastSegment(logoUrl),
    workerId,
    workerDocumentId,
    workerFormId,
    contractId,
    payrollListId: payrollList.id,
    payrollEntryId: found(payrollList.entries[0]?.id, 'payroll entry'),
    bankStatementId: found(bankStatementId, 'bank statement'),
    bankLineId: found(bankLineId, 'bank line'),
    balanceConfirmationId: found(balanceConfirmationId, 'balance confirmation'),
    taskId,
    chatMessageId,
    productId: shopProduct.id,
    orderId,
    bookmarkId: found(bookmarkId, 'bookmark'),
    notificationId: found(notificationId, 'notification'),
    blogPostId,
    blogCommentId,
    contentImageFile: lastSegment(contentImageUrl),
    feedPostId,
    feedCommentId,
    productImageId: found(productImage?.id, 'product picture'),
    productImageFile: lastSegment(productImage?.url ?? ''),
  };
  return fixture;
}

/** An MT940 statement of the fixture's account with one credit that matches nothing. */
function statementOf(marker: string, today: string): string {
  const day = today.slice(2).replaceAll('-', '');
  return [
    `:20:${marker.slice(0, 16)}`,
    `:25:/${ibanFor(marker, 0)}`,
    ':28C:1',
    `:60F:C${day}PLN100,00`,
    `:61:${day}CN1,23N152NONREF//${marker.slice(0, 16)}`,
    `:86:020~00152~20${marker.slice(0, 20)} wplata~32${marker.slice(0, 20)} nadawca`,
    `:62F:C${day}PLN101,23`,
  ].join('\r\n');
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`fixture: no ${what} in the answer`);
  return value;
}
