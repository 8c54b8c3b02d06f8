/**
 * Issue #9: the server process killed with SIGKILL mid-work (no shutdown, no rollback by the app),
 * then restarted on the same store — PGlite on disk in DATA_DIR, the default of `npm start`, or a
 * PostgreSQL database of its own when DATABASE_URL / TEST_DATABASE_URL is set. The server runs from
 * source (tsx), so no build is needed; crash-probe.ts, preloaded into it, tells the test when the
 * work has reached a given SQL statement and can freeze it there.
 *
 * - Invoices: 20 creations acknowledged, then 60 fired at once; the probe freezes the 46th creation
 *   at its audit insert (the last statement of its transaction: number, header and lines are in,
 *   uncommitted) and the server is killed there. After the restart every acknowledged invoice is
 *   there with its number (durability), every invoice is whole (its six lines, totals equal to their
 *   sum and to what was sent, a 'created' audit entry), no request made two, the series is 1..n,
 *   and the next invoice takes n + 1.
 * - KSeF on issue (issue 16): a company that sends on issue creates a batch with Idempotency-Keys,
 *   killed once before and once after the n-th KSeF queue insert (inside the creating transaction).
 *   After the restart and a retry of every request the kill cut off, each request has one invoice and
 *   each invoice one queue row: none issued but never sent, none queued twice.
 * - KSeF receive (issue 30): 35 purchase invoices in a fake KSeF, taken through an export that comes
 *   in packages of 10; killed inside the 15th cost's transaction (the second package). Nothing moved
 *   the high-water mark; the receive run again after the restart imports the rest, and every invoice
 *   is in costs exactly once, the mark at KSeF's.
 * - Contractors CSV import (5000 rows, one transaction, inserted 500 a statement): frozen and killed
 *   at the third insert, with 1000 rows in the open transaction. After the restart none is there,
 *   and importing the same file again takes all 5000 (nothing half-done blocks it).
 *
 * Soak, off by default (three server starts a cycle, several seconds each on PGlite):
 *   SOAK=1 npx vitest run --project server apps/server/test/robustness
 * repeats both crashes SOAK_CYCLES times (default 10, at most 99) on one store, without the freeze
 * (the kill lands wherever the work happens to be), at kill points drawn from SOAK_SEED (default 1):
 * after a random number of answers, or a random creation or import statement plus a random delay.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { authResponseSchema, tokenPairSchema } from '@saldo/contracts/auth';
import {
  contractorImportResultSchema,
  contractorListSchema,
  contractorResponseSchema,
} from '@saldo/contracts/contractors';
import { invoiceListSchema, invoiceResponseSchema, type InvoiceInputBody } from '@saldo/contracts/invoices';
import { ksefInvoiceStateSchema, ksefPanelSchema } from '@saldo/contracts/ksef';
import { nipCheckDigit } from '@saldo/domain/identifiers/nip';
import { companyInfoSchema } from '@saldo/contracts/organization-settings';
import { ksefFetchResultSchema } from '@saldo/contracts/ksef';
import { sampleInvoiceXml } from '../../src/integrations/ksef-api/ksef-api-test-support.ts';
import { kowalski } from '../../src/modules/contractors/test-helpers.ts';
import { startFakeKsefServer, type FakeKsefServer } from '../fakes/fake-ksef-server.ts';
import { newRegistration } from '../test-app.ts';
import {
  cleanUp,
  createStore,
  readStore,
  startServer,
  storeQuery,
  type ServerProcess,
  type Store,
} from './server-process.ts';

afterAll(cleanUp, 30_000);

/** Creations acknowledged well before the crash (on PostgreSQL the batch's answers come late). */
const EARLY = 20;
/** Creations fired at once and cut off by the kill. */
const BATCH = 60;
const LINES = 6;
/**
 * The creation frozen (and killed) just before its audit entry, the last statement of its transaction:
 * its number, header and lines are in, uncommitted. On PGlite about 25 of the batch are answered first.
 */
const KILL_AT_AUDIT_INSERT = EARLY + 26;
const AUDIT_INSERT = 'insert into "invoice_audit"';
const IMPORT_ROWS = 5000;
/** The import inserts 500 rows a statement: the third starts with 1000 rows in the open transaction. */
const IMPORT_KILL_AT_INSERT = 3;
const CONTRACTOR_INSERT = 'insert into "contractors"';
const ISSUE_DATE = '2026-11-10';
const NUMBER = /^FV\/(\d+)\/11\/2026$/;

interface Session {
  accessToken: string;
  refreshToken: string;
}

interface Reply {
  status: number;
  json: unknown;
}

async function call(
  server: ServerProcess,
  session: Session | null,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: string | object,
  extraHeaders: Record<string, string> = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (session) headers.authorization = `Bearer ${session.accessToken}`;
  if (body !== undefined)
    headers['content-type'] = typeof body === 'string' ? 'text/csv; charset=utf-8' : 'application/json';
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text === '' ? null : JSON.parse(text) };
}

async function expectStatus(reply: Promise<Reply>, status: number): Promise<unknown> {
  const { status: got, json } = await reply;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(json)}`);
  return json;
}

/** A new organization and its admin (the refresh token outlives the 10-minute access token). */
async function register(server: ServerProcess): Promise<Session> {
  const reply = call(server, null, 'POST', '/api/jwt/register', newRegistration());
  return authResponseSchema.parse(await expectStatus(reply, 200));
}

async function renew(server: ServerProcess, session: Session): Promise<Session> {
  const reply = call(server, null, 'POST', '/api/jwt/refresh-token', { refreshToken: session.refreshToken });
  return tokenPairSchema.parse(await expectStatus(reply, 200));
}

async function createBuyer(server: ServerProcess, session: Session): Promise<number> {
  const reply = call(server, session, 'POST', '/api/apps/contractors', kowalski);
  return contractorResponseSchema.parse(await expectStatus(reply, 201)).contractor.id;
}

// ---------------------------------------------------------------------------------------------------
// Invoices

interface Amounts {
  net: number;
  vat: number;
  gross: number;
}

const RATES = ['23', '8', '5', '0', '23', '8'] as const;

/**
 * An invoice whose lines name the request that sent it. Whole-złoty net amounts make every line's
 * VAT exact, so the totals are the plain sum of the lines whatever the rounding rule.
 */
function batchInvoice(buyerId: number, request: string, i: number): InvoiceInputBody {
  return {
    type: 'vat',
    contractorId: buyerId,
    issueDate: ISSUE_DATE,
    saleDate: ISSUE_DATE,
    placeOfIssue: 'Kraków',
    paymentTerm: '14_days',
    paymentMethod: 'transfer',
    currency: 'PLN',
    priceMode: 'net',
    lines: Array.from({ length: LINES }, (_, j) => ({
      name: `${request} line ${j + 1}`,
      quantity: String(j + 1),
      unit: 'szt.',
      unitPrice: String(100 + i),
      vatRate: RATES[j % RATES.length] ?? '23',
    })),
  };
}

function expectedTotals(payload: InvoiceInputBody): Amounts {
  let net = 0;
  let vat = 0;
  for (const line of payload.lines) {
    const lineNet = Number(line.quantity) * Number(line.unitPrice) * 100;
    net += lineNet;
    vat += (lineNet * Number(line.vatRate)) / 100;
  }
  return { net, vat, gross: net + vat };
}

interface Acked {
  request: string;
  id: number;
  number: string;
}

/** What the test sent and what the server acknowledged, over all crashes of one store. */
interface Ledger {
  sent: Map<string, Amounts>;
  acked: Acked[];
}

/** When fireBatch kills the server: in the handler of the n-th 201, or when the probe reports. */
type KillTrigger =
  { afterAcks: number } | { atProbe: true; delayMs: number; beforeKill?: () => Promise<void> } | null;

/**
 * Fires `count` creations at once and, with a trigger, SIGKILLs the server while they are queued or
 * running. Every answer must be a 201 and every failure must come after the kill. Returns how many
 * requests the kill cut off.
 */
async function fireBatch(
  server: ServerProcess,
  session: Session,
  buyerId: number,
  ledger: Ledger,
  tag: string,
  count: number,
  trigger: KillTrigger,
): Promise<number> {
  let killing: Promise<void> | undefined;
  let acked = 0;
  let cutOff = 0;
  const problems: string[] = [];
  const requests = Array.from({ length: count }, async (_, i) => {
    const request = `${tag}-${i}`;
    const payload = batchInvoice(buyerId, request, i);
    ledger.sent.set(request, expectedTotals(payload));
    let reply: Reply;
    try {
      reply = await call(server, session, 'POST', '/api/apps/invoice/invoices', payload);
    } catch (error) {
      // The connection died with the server: the outcome is unknown, either is allowed.
      if (killing) cutOff += 1;
      else problems.push(`${request}: ${String(error)}`);
      return;
    }
    if (reply.status !== 201) {
      problems.push(`${request}: ${reply.status} ${JSON.stringify(reply.json)}`);
      return;
    }
    const { invoice } = invoiceResponseSchema.parse(reply.json);
    ledger.acked.push({ request, id: invoice.id, number: invoice.number });
    acked += 1;
    if (trigger && 'afterAcks' in trigger && acked === trigger.afterAcks) killing = server.kill();
  });
  const killer =
    trigger && 'atProbe' in trigger
      ? server.waitForOutput('crash-probe: reached', 30_000).then(async () => {
          if (trigger.delayMs > 0) await new Promise((r) => setTimeout(r, trigger.delayMs));
          await trigger.beforeKill?.();
          killing = server.kill();
        })
      : Promise.resolve();
  await Promise.all([...requests, killer]);
  if (trigger) await (killing ?? server.kill());
  expect(problems).toEqual([]);
  return cutOff;
}

async function allInvoiceIds(server: ServerProcess, session: Session): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const reply = call(server, session, 'GET', `/api/apps/invoice/invoices?perPage=100&page=${page}`);
    const list = invoiceListSchema.parse(await expectStatus(reply, 200));
    ids.push(...list.invoices.map((invoice) => invoice.id));
    if (list.invoices.length === 0 || ids.length >= list.total) return ids;
  }
}

/**
 * Reads every invoice of the organization back through the API and checks that each is whole and
 * came from one request, that every acknowledged one is there unchanged, and that the series is
 * 1..n. Returns n.
 */
async function verifyInvoices(server: ServerProcess, session: Session, ledger: Ledger): Promise<number> {
  const counters: number[] = [];
  const byRequest = new Map<string, number>();
  const numberOf = new Map<number, string>();
  for (const id of await allInvoiceIds(server, session)) {
    const reply = call(server, session, 'GET', `/api/apps/invoice/invoices/${id}`);
    const { invoice } = invoiceResponseSchema.parse(await expectStatus(reply, 200));
    const request = /^(.+) line 1$/.exec(invoice.lines[0]?.name ?? '')?.[1] ?? `invoice ${id} has no lines`;
    const where = `${invoice.number} (${request})`;
    expect(
      invoice.lines.map((line) => line.name),
      where,
    ).toEqual(Array.from({ length: LINES }, (_, j) => `${request} line ${j + 1}`));
    const sum = (key: keyof Amounts) => invoice.lines.reduce((total, line) => total + line[key], 0);
    expect({ net: sum('net'), vat: sum('vat'), gross: sum('gross') }, where).toEqual(invoice.totals);
    expect(invoice.totals, where).toEqual(ledger.sent.get(request));
    expect(
      invoice.audit.map((entry) => entry.action),
      where,
    ).toContain('created');
    expect(byRequest.get(request), `${where}: a second invoice for one request`).toBeUndefined();
    byRequest.set(request, id);
    numberOf.set(id, invoice.number);
    counters.push(Number(NUMBER.exec(invoice.number)?.[1]));
  }
  for (const { request, id, number } of ledger.acked) {
    expect(numberOf.get(id), `acknowledged ${number} (${request}) is missing`).toBe(number);
  }
  counters.sort((a, b) => a - b);
  expect(counters).toEqual(Array.from({ length: counters.length }, (_, i) => i + 1));
  return counters.length;
}

/** After the restart the next invoice takes the next number. */
async function expectNextNumber(
  server: ServerProcess,
  session: Session,
  buyerId: number,
  ledger: Ledger,
  tag: string,
  expected: number,
): Promise<void> {
  const payload = batchInvoice(buyerId, tag, 0);
  ledger.sent.set(tag, expectedTotals(payload));
  const reply = call(server, session, 'POST', '/api/apps/invoice/invoices', payload);
  const { invoice } = invoiceResponseSchema.parse(await expectStatus(reply, 201));
  ledger.acked.push({ request: tag, id: invoice.id, number: invoice.number });
  expect(invoice.number).toBe(`FV/${expected}/11/2026`);
}

// ---------------------------------------------------------------------------------------------------
// KSeF on issue

const KSEF_INSERT = 'insert into "ksef_submissions"';
const KSEF_BATCH = 16;
/** The creation whose queue insert the kill lands just before (first crash) and just after (second). */
const KSEF_KILL_AT = 7;
const KSEF_TOKEN = '20261125-EC-0A1B2C3D4E-5F6A7B8C9D-11|nip-1234563218|0123456789abcdef';

/**
 * Fires `count` creations with Idempotency-Keys at once and SIGKILLs the server when the probe reports.
 * Returns the requests the kill cut off (their outcome is unknown: retried after the restart).
 */
async function fireKeyedBatch(
  server: ServerProcess,
  session: Session,
  buyerId: number,
  ledger: Ledger,
  tag: string,
): Promise<string[]> {
  let killing: Promise<void> | undefined;
  const cutOff: string[] = [];
  const problems: string[] = [];
  const requests = Array.from({ length: KSEF_BATCH }, async (_, i) => {
    const request = `${tag}-${i}`;
    const payload = batchInvoice(buyerId, request, i);
    ledger.sent.set(request, expectedTotals(payload));
    try {
      const reply = await call(server, session, 'POST', '/api/apps/invoice/invoices', payload, {
        'idempotency-key': `crash-${request}`,
      });
      if (reply.status !== 201) problems.push(`${request}: ${reply.status} ${JSON.stringify(reply.json)}`);
      else {
        const { invoice } = invoiceResponseSchema.parse(reply.json);
        ledger.acked.push({ request, id: invoice.id, number: invoice.number });
      }
    } catch (error) {
      if (killing) cutOff.push(request);
      else problems.push(`${request}: ${String(error)}`);
    }
  });
  const killer = server.waitForOutput('crash-probe: reached', 30_000).then(() => {
    killing = server.kill();
  });
  await Promise.all([...requests, killer]);
  await killing;
  expect(problems).toEqual([]);
  return cutOff;
}

/** Every invoice of the organization is queued for KSeF, and the queue holds nothing else. */
async function expectEachQueuedOnce(server: ServerProcess, session: Session, store: Store): Promise<void> {
  const ids = await allInvoiceIds(server, session);
  for (const id of ids) {
    const reply = call(server, session, 'GET', `/api/apps/invoice/invoices/${id}/ksef`);
    const state = ksefInvoiceStateSchema.parse(await expectStatus(reply, 200));
    expect(state.state, `invoice ${id} is not queued for KSeF`).toBe('queued');
  }
  const panel = ksefPanelSchema.parse(
    await expectStatus(call(server, session, 'GET', '/api/ksef/panel'), 200),
  );
  expect(panel.queue).toEqual({ queued: ids.length, sending: 0, rejected: 0 });
  if (store.databaseUrl) {
    const rows = await storeQuery<{ n: string; invoices: string }>(
      store,
      'select count(*) as n, count(distinct invoice_id) as invoices from ksef_submissions',
    );
    expect(rows[0]).toEqual({ n: String(ids.length), invoices: String(ids.length) });
  }
}

// ---------------------------------------------------------------------------------------------------
// KSeF receive

const KSEF_NIP = '1234563218';
const COST_INSERT = 'insert into "costs"';
/** More than the 16 the job downloads one by one, so they come through an export, in packages of 10. */
const RECEIVE_INVOICES = 35;
const RECEIVE_PACKAGE = 10;
/** The 5th invoice of the second package: 14 costs committed, the 15th in its open transaction. */
const RECEIVE_KILL_AT = 15;

/** The registered company gets the NIP the KSeF token belongs to (its invoices are bought by it). */
async function becomeKsefCompany(server: ServerProcess, session: Session): Promise<void> {
  const company = companyInfoSchema.parse(
    await expectStatus(call(server, session, 'GET', '/api/organization/company'), 200),
  );
  const { logo: _logo, ...profile } = company;
  await expectStatus(
    call(server, session, 'PUT', '/api/organization/company', {
      ...profile,
      name: profile.name || 'Kupiec sp. z o.o.',
      nip: KSEF_NIP,
      street: 'Długa',
      buildingNumber: '1',
      postalCode: '31-147',
      city: 'Kraków',
    }),
    200,
  );
  const settings = { environment: 'test', token: KSEF_TOKEN, sendOnIssue: false, receive: true };
  await expectStatus(call(server, session, 'PUT', '/api/organization/ksef', settings), 200);
}

/** `n` purchase invoices of the company in the fake, stored a second apart from `from`. */
function incomingInvoices(fake: FakeKsefServer, n: number, from: Date): string[] {
  return Array.from({ length: n }, (_, i) =>
    fake.addIncoming(
      sampleInvoiceXml(`FZ/${i + 1}/2026`).replace('<NIP>1111111111</NIP>', `<NIP>${KSEF_NIP}</NIP>`),
      { permanentStorageDate: new Date(from.getTime() + (i + 1) * 1_000) },
    ),
  );
}

/** The costs' KSeF numbers and the company's mark, read from the store (no server running). */
async function receivedState(store: Store): Promise<{ numbers: string[]; mark: Date | null }> {
  const costs = await readStore<{ ksef_number: string | null }>(
    store,
    'select ksef_number from costs order by id',
  );
  const settings = await readStore<{ fetched_until: Date | string | null }>(
    store,
    'select fetched_until from ksef_settings',
  );
  const mark = settings[0]?.fetched_until ?? null;
  return {
    numbers: costs.map((row) => row.ksef_number ?? '(no KSeF number)'),
    mark: mark === null ? null : new Date(mark),
  };
}

// ---------------------------------------------------------------------------------------------------
// Contractors import

/**
 * A distinct valid NIP for each k < 500 000: tax office 526, then 2k or 2k + 1, whichever has a check
 * digit (the two differ by 7 in the weighted sum mod 11, so at most one of them lacks one).
 */
function nip(k: number): string {
  for (const candidate of [2 * k, 2 * k + 1]) {
    const first9 = `526${String(candidate).padStart(6, '0')}`;
    const check = nipCheckDigit(first9);
    if (check !== null) return `${first9}${check}`;
  }
  throw new Error(`no NIP for ${k}`);
}

function importFile(tag: string, offset: number): string {
  const rows = Array.from(
    { length: IMPORT_ROWS },
    (_, i) => `Importowany ${tag} ${i};${nip(offset + i)};ul. Długa;${i + 1};31-147;Kraków;PL`,
  );
  return ['name;nip;street;buildingNumber;postalCode;city;country', ...rows].join('\r\n');
}

async function contractorCount(server: ServerProcess, session: Session): Promise<number> {
  const reply = call(server, session, 'GET', '/api/apps/contractors?perPage=10');
  return contractorListSchema.parse(await expectStatus(reply, 200)).total;
}

/** Transactions open on the store's database, seen from another connection (PostgreSQL only). */
async function openTransactions(store: Store): Promise<number> {
  const name = new URL(store.databaseUrl ?? '').pathname.slice(1);
  const rows = await storeQuery<{ n: string }>(
    store,
    'select count(*) as n from pg_stat_activity where datname = $1 and xact_start is not null and pid <> pg_backend_pid()',
    [name],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The probe settings that stop the server at the `insertNumber`-th contractors insert. */
const importProbe = (insertNumber: number, freeze: boolean) => ({
  probe: { sql: CONTRACTOR_INSERT, at: insertNumber, freezeMs: freeze ? 30_000 : 0 },
});

/**
 * Posts the file to a server started with importProbe and SIGKILLs it when the probe reports (at once
 * when frozen; `delayMs` later when not). Returns how many transactions were seen open at a frozen
 * kill (PostgreSQL; null otherwise) and whether the import was answered before the kill (only
 * possible without the freeze).
 */
async function crashDuringImport(
  server: ServerProcess,
  store: Store,
  session: Session,
  file: string,
  probe: { freeze: boolean; delayMs: number },
): Promise<{ openAtKill: number | null; answered: boolean }> {
  const upload = call(server, session, 'POST', '/api/apps/contractors/import', file).then(
    (reply) => reply,
    () => null,
  );
  const reached = server.waitForOutput('crash-probe: reached', 30_000);
  // Without the freeze the import may finish before the kill: the answer then says so.
  const first = await Promise.race([
    reached.then(() => 'reached' as const),
    upload.then(() => 'answered' as const),
  ]);
  if (first === 'reached' && probe.delayMs > 0) await new Promise((r) => setTimeout(r, probe.delayMs));
  const openAtKill = store.databaseUrl && probe.freeze ? await openTransactions(store) : null;
  await server.kill();
  await reached.catch(() => undefined);
  const answer = await upload;
  if (probe.freeze) {
    // Frozen at the probe, the server cannot have answered: had it, the kill proved nothing.
    expect(first).toBe('reached');
    expect(answer).toBeNull();
  }
  return { openAtKill, answered: answer !== null };
}

// ---------------------------------------------------------------------------------------------------

describe('SIGKILL in the middle of the work', () => {
  it('a batch of creations: acknowledged invoices survive, none is partial, numbering goes on', async () => {
    const store = await createStore();
    let server = await startServer(store, {
      probe: { sql: AUDIT_INSERT, at: KILL_AT_AUDIT_INSERT, freezeMs: 30_000 },
    });
    try {
      const session = await register(server);
      const buyerId = await createBuyer(server, session);
      const ledger: Ledger = { sent: new Map(), acked: [] };
      expect(await fireBatch(server, session, buyerId, ledger, 'early', EARLY, null)).toBe(0);

      let openAtKill = 0;
      const cutOff = await fireBatch(server, session, buyerId, ledger, 'batch', BATCH, {
        atProbe: true,
        delayMs: 0,
        beforeKill: async () => {
          if (store.databaseUrl) openAtKill = await openTransactions(store);
        },
      });
      expect(cutOff, 'the kill cut no request off').toBeGreaterThan(0);
      // PostgreSQL: the frozen creation and the others the pool was running are open at the kill.
      if (store.databaseUrl) expect(openAtKill).toBeGreaterThanOrEqual(1);

      server = await startServer(store);
      const n = await verifyInvoices(server, session, ledger);
      // The frozen creation never committed; PGlite runs one transaction at a time, so exactly the
      // ones before it did. PostgreSQL's pool may have had others open: at most that many.
      if (store.databaseUrl) expect(n).toBeLessThanOrEqual(KILL_AT_AUDIT_INSERT - 1);
      else expect(n).toBe(KILL_AT_AUDIT_INSERT - 1);
      await expectNextNumber(server, session, buyerId, ledger, 'after-restart', n + 1);
      expect(await verifyInvoices(server, session, ledger)).toBe(n + 1);
    } finally {
      await server.stop();
      await store.dispose();
    }
  }, 120_000);

  it('send on issue: killed before and after the queue insert, every invoice is queued exactly once', async () => {
    const store = await createStore();
    const probe = (after: boolean) => ({
      probe: { sql: KSEF_INSERT, at: KSEF_KILL_AT, freezeMs: 30_000, after },
    });
    let server = await startServer(store, probe(false));
    try {
      let session = await register(server);
      const settings = { environment: 'test', token: KSEF_TOKEN, sendOnIssue: true, receive: false };
      await expectStatus(call(server, session, 'PUT', '/api/organization/ksef', settings), 200);
      const buyerId = await createBuyer(server, session);
      const ledger: Ledger = { sent: new Map(), acked: [] };

      // Frozen before the 7th queue insert: that creation's invoice is in, uncommitted.
      const cutBefore = await fireKeyedBatch(server, session, buyerId, ledger, 'before');
      expect(cutBefore.length, 'the first kill cut no request off').toBeGreaterThan(0);
      server = await startServer(store, probe(true));
      session = await renew(server, session);
      await expectEachQueuedOnce(server, session, store);

      // Frozen after the 7th queue insert ran: invoice and queue row are in, uncommitted.
      const cutAfter = await fireKeyedBatch(server, session, buyerId, ledger, 'after');
      expect(cutAfter.length, 'the second kill cut no request off').toBeGreaterThan(0);
      server = await startServer(store);
      session = await renew(server, session);
      await expectEachQueuedOnce(server, session, store);

      // The clients retry what the kills cut off: a committed one answers 200, the rest are created.
      for (const request of [...cutBefore, ...cutAfter]) {
        const i = Number(request.slice(request.lastIndexOf('-') + 1));
        const payload = batchInvoice(buyerId, request, i);
        const reply = await call(server, session, 'POST', '/api/apps/invoice/invoices', payload, {
          'idempotency-key': `crash-${request}`,
        });
        expect([200, 201], JSON.stringify(reply.json)).toContain(reply.status);
        const { invoice } = invoiceResponseSchema.parse(reply.json);
        ledger.acked.push({ request, id: invoice.id, number: invoice.number });
      }
      expect(await verifyInvoices(server, session, ledger)).toBe(2 * KSEF_BATCH);
      await expectEachQueuedOnce(server, session, store);
    } finally {
      await server.stop();
      await store.dispose();
    }
  }, 180_000);

  it('a KSeF receive killed between export packages, then resumed, imports every invoice exactly once', async () => {
    const fake = await startFakeKsefServer({
      nip: KSEF_NIP,
      ksefToken: KSEF_TOKEN,
      authPendingPolls: 0,
      exportInvoiceLimit: RECEIVE_PACKAGE,
    });
    const store = await createStore();
    const env = { KSEF_API_URL: fake.url };
    let server = await startServer(store, {
      env,
      probe: { sql: COST_INSERT, at: RECEIVE_KILL_AT, freezeMs: 30_000 },
    });
    try {
      let session = await register(server);
      await becomeKsefCompany(server, session);
      const numbers = incomingInvoices(fake, RECEIVE_INVOICES, new Date(Date.now() - 86_400_000));
      // KSeF's high-water mark just after the last invoice: the job may take everything up to it.
      const hwm = new Date(Date.now() - 86_400_000 + (RECEIVE_INVOICES + 1) * 1_000);
      fake.setHighWaterMark(hwm);

      const fetching = call(server, session, 'POST', '/api/ksef/fetch').then(
        (reply) => reply,
        () => null,
      );
      await server.waitForOutput('crash-probe: reached', 60_000);
      await server.kill();
      expect(await fetching, 'the receive answered before the kill').toBeNull();
      // The export came in packages, and the kill fell inside the second.
      expect(fake.exports).toEqual([
        { invoiceCount: RECEIVE_PACKAGE, isTruncated: true },
        { invoiceCount: RECEIVE_PACKAGE, isTruncated: true },
      ]);
      const cut = await receivedState(store);
      // One cost a transaction, one at a time: exactly those before the frozen one are in, and the
      // mark has not moved past the invoices that are not.
      expect(cut.numbers).toEqual(numbers.slice(0, RECEIVE_KILL_AT - 1));
      expect(cut.mark).toBeNull();

      server = await startServer(store, { env });
      session = await renew(server, session);
      const resumed = ksefFetchResultSchema.parse(
        await expectStatus(call(server, session, 'POST', '/api/ksef/fetch'), 200),
      );
      expect(resumed).toEqual({
        imported: RECEIVE_INVOICES - (RECEIVE_KILL_AT - 1),
        skipped: RECEIVE_KILL_AT - 1,
        error: null,
      });
      // Once more: nothing new up to the mark, and nothing taken twice.
      const again = ksefFetchResultSchema.parse(
        await expectStatus(call(server, session, 'POST', '/api/ksef/fetch'), 200),
      );
      expect(again).toMatchObject({ imported: 0, error: null });
      await server.stop();

      const done = await receivedState(store);
      expect([...done.numbers].sort()).toEqual([...numbers].sort());
      expect(new Set(done.numbers).size).toBe(RECEIVE_INVOICES);
      expect(done.mark).toEqual(hwm);
    } finally {
      await server.stop();
      await store.dispose();
      await fake.close();
    }
  }, 180_000);

  it('a contractors import killed inside its transaction leaves nothing; the retry takes all', async () => {
    const store = await createStore();
    let server = await startServer(store, importProbe(IMPORT_KILL_AT_INSERT, true));
    try {
      const session = await register(server);
      const file = importFile('import', 0);
      const crash = await crashDuringImport(server, store, session, file, { freeze: true, delayMs: 0 });
      if (crash.openAtKill !== null) expect(crash.openAtKill, 'open transactions at the kill').toBe(1);

      server = await startServer(store);
      expect(await contractorCount(server, session)).toBe(0);
      const reply = call(server, session, 'POST', '/api/apps/contractors/import', file);
      const result = contractorImportResultSchema.parse(await expectStatus(reply, 200));
      expect(result).toEqual({ imported: IMPORT_ROWS, errors: [] });
      expect(await contractorCount(server, session)).toBe(IMPORT_ROWS);
    } finally {
      await server.stop();
      await store.dispose();
    }
  }, 120_000);
});

/** mulberry32: small, seeded, good enough to spread kill points. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe.runIf(process.env.SOAK === '1')('soak: crash, restart, check, again', () => {
  // At most 99: each cycle's import takes its own 5000 NIPs out of nip()'s 500 000.
  const cycles = Math.min(99, Number(process.env.SOAK_CYCLES ?? '10'));
  const seed = Number(process.env.SOAK_SEED ?? '1');

  it(`survives ${cycles} crash cycles (seed ${seed})`, async () => {
    const next = random(seed);
    const store = await createStore();
    let server = await startServer(store);
    try {
      let session = await register(server);
      const buyerId = await createBuyer(server, session);
      await server.stop();
      const ledger: Ledger = { sent: new Map(), acked: [] };
      let invoices = 0;
      let contractors = 1; // the buyer
      for (let cycle = 1; cycle <= cycles; cycle += 1) {
        // Odd cycles kill after a number of answers, even ones at a creation's n-th statement
        // (no freeze) plus a little: wherever the work then is.
        const byAcks = cycle % 2 === 1;
        const at = 1 + Math.floor(next() * (BATCH - 1));
        const delayMs = Math.floor(next() * 200);
        server = await startServer(store, byAcks ? {} : { probe: { sql: AUDIT_INSERT, at, freezeMs: 0 } });
        session = await renew(server, session);
        const trigger: KillTrigger = byAcks ? { afterAcks: at } : { atProbe: true, delayMs };
        await fireBatch(server, session, buyerId, ledger, `c${cycle}`, BATCH, trigger);
        // The restarted server also carries the probe for this cycle's import crash.
        const insertNumber = 1 + Math.floor(next() * (IMPORT_ROWS / 500));
        const importDelayMs = Math.floor(next() * 400);
        const file = importFile(`c${cycle}`, cycle * IMPORT_ROWS);
        server = await startServer(store, importProbe(insertNumber, false));
        const n = await verifyInvoices(server, session, ledger);
        expect(n, 'invoices of earlier cycles were lost').toBeGreaterThanOrEqual(invoices);
        await expectNextNumber(server, session, buyerId, ledger, `c${cycle}-next`, n + 1);
        invoices = n + 1;

        const crash = await crashDuringImport(server, store, session, file, {
          freeze: false,
          delayMs: importDelayMs,
        });
        server = await startServer(store);
        const added = (await contractorCount(server, session)) - contractors;
        console.log(
          `soak ${cycle}/${cycles}: batch killed ${byAcks ? `after ${at} answers` : `at creation ${at} + ${delayMs} ms`}, ` +
            `${n} invoices kept; import killed at insert ${insertNumber} + ${importDelayMs} ms` +
            `${crash.answered ? ' (already answered)' : ''}, ${added} of ${IMPORT_ROWS} rows kept`,
        );
        expect([0, IMPORT_ROWS]).toContain(added);
        if (crash.answered) expect(added).toBe(IMPORT_ROWS);
        if (added === 0) {
          const reply = call(server, session, 'POST', '/api/apps/contractors/import', file);
          const result = contractorImportResultSchema.parse(await expectStatus(reply, 200));
          expect(result.imported).toBe(IMPORT_ROWS);
        }
        contractors += IMPORT_ROWS;
        expect(await contractorCount(server, session)).toBe(contractors);
        await server.stop();
      }
    } finally {
      await server.stop();
      await store.dispose();
    }
  }, 3_600_000);
});
