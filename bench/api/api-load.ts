// API load: the built server against the generated data set, 50 connections over loopback per
// scenario (list, preview, costs, contractors, creation), and beside each the same SQL through a bare
// pg Pool as the ceiling. Writes bench/results/api.md.
import pg from 'pg';
import { invoiceInputSchema, type InvoiceListQuery } from '@saldo/contracts/invoices';
import { periodKey } from '@saldo/domain/numbering';
import {
  countContractorMatches,
  listContractors,
} from '../../apps/server/src/modules/contractors/contractors.repository.ts';
import {
  contractorBalances,
  countContractorTotals,
  countedByAggregate,
} from '../../apps/server/src/modules/contractors/contractor-totals.repository.ts';
import { listCostPage } from '../../apps/server/src/modules/costs/costs.repository.ts';
import { costListTotals } from '../../apps/server/src/modules/costs/cost-totals.repository.ts';
import { findUserForAuth } from '../../apps/server/src/modules/auth/users.repository.ts';
import { findInvoice } from '../../apps/server/src/modules/invoices/invoices.repository.ts';
import { listInvoicePage } from '../../apps/server/src/modules/invoices/invoice-list.repository.ts';
import { listTotals } from '../../apps/server/src/modules/invoices/invoice-totals.repository.ts';
import { invoiceResponse, listBounds } from '../../apps/server/src/modules/invoices/invoices.service.ts';
import { scopeOf, type Caller } from '../../apps/server/src/lib/caller.ts';
import { defaultSeries } from '../../apps/server/src/modules/organizations/organization-settings-defaults.ts';
import { BENCH_PASSWORD, readDataset, type DatasetInfo } from '../generate/dataset.ts';
import { Lcg } from '../generate/random.ts';
import { markdownTable, writeResult } from '../lib/results.ts';
import { login, startBenchServer, type BenchServer } from '../lib/server.ts';
import { replayPlans, Recorder, SERVER_POOL_SIZE, type Plan } from './ceiling.ts';
import { captureCreation, replayCreation } from './ceiling-create.ts';
import { httpLoad, type LoadResult } from './measure.ts';
import {
  contractorVariants,
  costListVariants,
  invoiceListVariants,
  invoiceSearchVariants,
  newInvoice,
  type Variant,
} from './scenarios.ts';

export interface ApiLoadOptions {
  databaseUrl: string;
  scale: number;
}

const CONNECTIONS = 50;
/** The server's default LIST_SEARCH_COUNT_CAP. */
const SEARCH_CAP = 10_000;
const WARMUP_SECONDS = 3;
const SECONDS = 12;

const todayInPoland = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());

interface Row {
  scenario: string;
  http: LoadResult;
  ceiling: LoadResult | null;
  note?: string;
}

export async function apiLoad(options: ApiLoadOptions): Promise<void> {
  const { databaseUrl } = options;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let server: BenchServer | undefined;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SERVER_POOL_SIZE });
  try {
    const info = await readDataset(client);
    if (!info) throw new Error('No data set: run `npm run bench -- --only=generate` first.');
    const org = info.organizations.find((o) => o.n === 1);
    if (!org) throw new Error('The data set has no organization 1.');
    const today = todayInPoland();
    const caller: Caller = { id: org.adminId, organizationId: org.id, role: 'admin' };
    const recorder = new Recorder(pool);
    const auth = (plan: Plan) => recorder.stage(plan, (db) => findUserForAuth(db, org.adminId));

    server = await startBenchServer(databaseUrl);
    const baseUrl = server.baseUrl;
    console.log(
      `API load: server pid ${server.pid} at ${baseUrl}, ${CONNECTIONS} connections, ${SECONDS} s per scenario`,
    );
    const rows: Row[] = [];

    // (a) invoice list: the everyday filters, then text searches. The statements of the service
    // (invoice-list.service.ts): the totals (aggregates, or a capped count), then the page.
    const listScenario = async (name: string, variants: Variant<InvoiceListQuery>[]) => {
      const plans: Plan[] = [];
      for (const variant of variants) {
        const plan: Plan = [];
        await auth(plan);
        const scope = await recorder.stage(plan, (db) => scopeOf(db, caller));
        const bounds = listBounds(today);
        const totals = await recorder.stage(plan, (db) =>
          listTotals(db, scope, variant.query, bounds, SEARCH_CAP),
        );
        const exact = totals.totalCapped ? undefined : totals.total;
        await recorder.stage(plan, (db) => listInvoicePage(db, scope, variant.query, bounds, exact));
        plans.push(plan);
      }
      return readScenario(name, baseUrl, org, variants, plans, pool, client);
    };
    rows.push(
      await listScenario('invoice list (everyday filters, sorts, pages)', invoiceListVariants(today)),
    );
    rows.push(await listScenario('invoice text search (number, buyer, NIP)', invoiceSearchVariants()));

    // (b) invoice preview
    const ids = await sampleIds(client, 'invoices', org.id, 500);
    const previewPlans: Plan[] = [];
    for (const id of ids) {
      const plan: Plan = [];
      await auth(plan);
      const scope = await recorder.stage(plan, (db) => scopeOf(db, caller));
      const row = await recorder.stage(plan, (db) => findInvoice(db, scope, id));
      if (!row) throw new Error(`invoice ${id} not found`);
      await recorder.stage(plan, (db) => invoiceResponse(db, row));
      previewPlans.push(plan);
    }
    const previewVariants = ids.map((id) => ({ path: `/api/apps/invoice/invoices/${id}`, query: id }));
    rows.push(
      await readScenario('invoice preview', baseUrl, org, previewVariants, previewPlans, pool, client),
    );

    // (c) costs list
    const costVariants = costListVariants(today);
    const costPlans: Plan[] = [];
    for (const variant of costVariants) {
      const plan: Plan = [];
      await auth(plan);
      // costs.service listCosts: the totals (aggregates, or a capped count), then the page.
      const bounds = listBounds(today);
      const totals = await recorder.stage(plan, (db) =>
        costListTotals(db, org.id, variant.query, bounds, SEARCH_CAP),
      );
      const exact = totals.totalCapped ? undefined : totals.total;
      await recorder.stage(plan, (db) => listCostPage(db, org.id, variant.query, bounds, exact));
      costPlans.push(plan);
    }
    rows.push(await readScenario('costs list', baseUrl, org, costVariants, costPlans, pool, client));

    // (d) contractors search
    const contractorList = contractorVariants();
    const contractorPlans: Plan[] = [];
    for (const variant of contractorList) {
      const plan: Plan = [];
      await auth(plan);
      const page = { limit: variant.query.perPage, offset: (variant.query.page - 1) * variant.query.perPage };
      // contractors.service listContractorsPage: the page and its count, then the page's balances.
      const [found] = await recorder.stage(plan, (db) =>
        Promise.all([
          listContractors(db, org.id, variant.query, page),
          countedByAggregate(variant.query)
            ? countContractorTotals(db, org.id, variant.query)
            : countContractorMatches(db, org.id, variant.query, SEARCH_CAP),
        ]),
      );
      await recorder.stage(plan, (db) =>
        contractorBalances(
          db,
          org.id,
          found.map((row) => row.id),
          listBounds(today).overdueDueDate,
        ),
      );
      contractorPlans.push(plan);
    }
    rows.push(
      await readScenario('contractors search', baseUrl, org, contractorList, contractorPlans, pool, client),
    );

    // (e) invoice creation: one series (every creation waits for the one before it to commit), then
    // the three organizations' series side by side.
    rows.push(
      await creationScenario('invoice creation, one series', baseUrl, client, pool, recorder, [org], today),
    );
    rows.push(
      await creationScenario(
        'invoice creation, 3 organizations',
        baseUrl,
        client,
        pool,
        recorder,
        info.organizations,
        today,
      ),
    );

    const size = Object.entries(info.rows)
      .sort((a, b) => b[1] - a[1])
      .map(([table, count]) => `${table} ${count.toLocaleString('en-US')}`)
      .join(', ');
    const body = [
      `Data set (scale ${info.scale}, generated ${info.generatedAt}): ${size}. Organization 1 (the one loaded) holds half of it.`,
      `${CONNECTIONS} connections over loopback (autocannon in the benchmark process, the built server in its own), ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per scenario; requests rotate through a fixed set of searches, filters, sorts, pages and ids. Bare SQL: the statements the request runs (recorded from the server's repository functions, same parameters, same stages), through a pg Pool of ${SERVER_POOL_SIZE} (the server's) at ${CONNECTIONS} concurrent requests. Ratio: API req/s ÷ bare-SQL req/s. Latencies in ms.`,
      markdownTable(
        ['scenario', 'req/s', 'p50', 'p95', 'p99', 'errors', 'bare-SQL req/s', 'bare-SQL p95', 'ratio'],
        rows.map((r) => [
          r.scenario,
          round(r.http.perSecond),
          round(r.http.p50),
          round(r.http.p95),
          round(r.http.p99),
          r.http.errors,
          r.ceiling ? round(r.ceiling.perSecond) : '–',
          r.ceiling ? round(r.ceiling.p95) : '–',
          r.ceiling ? `${Math.round((100 * r.http.perSecond) / r.ceiling.perSecond)} %` : '–',
        ]),
      ),
      ...rows.flatMap((r) => (r.note ? [r.note] : [])),
    ].join('\n\n');
    writeResult('api', 'API load', `npm run bench -- --only=api --scale=${options.scale}`, body);
  } finally {
    await pool.end();
    await server?.stop();
    await client.end();
  }
}

const round = (value: number) => (value >= 100 ? Math.round(value) : Math.round(value * 10) / 10);

async function readScenario<Q>(
  name: string,
  baseUrl: string,
  org: DatasetInfo['organizations'][number],
  variants: readonly Variant<Q>[],
  plans: readonly Plan[],
  pool: pg.Pool,
  client: pg.Client,
): Promise<Row> {
  console.log(`\n${name}: ${variants.length} request variants`);
  // A fresh token per scenario: access tokens live 10 minutes.
  const token = await login(baseUrl, org.adminEmail, BENCH_PASSWORD);
  let index = 0;
  const next = () => {
    const variant = variants[index++ % variants.length];
    if (!variant) throw new Error('no variants');
    return { method: 'GET' as const, path: variant.path };
  };
  await httpLoad({ baseUrl, token, connections: CONNECTIONS, durationSeconds: WARMUP_SECONDS, next });
  await settle(client);
  const http = await httpLoad({ baseUrl, token, connections: CONNECTIONS, durationSeconds: SECONDS, next });
  print('API', http);
  await settle(client);
  await replayPlans(pool, plans, { connections: CONNECTIONS, durationMs: WARMUP_SECONDS * 1000 });
  const ceiling = await replayPlans(pool, plans, { connections: CONNECTIONS, durationMs: SECONDS * 1000 });
  print('bare SQL', ceiling);
  return { scenario: name, http, ceiling };
}

function print(label: string, r: LoadResult): void {
  console.log(
    `  ${label}: ${round(r.perSecond)} req/s, p50 ${round(r.p50)} ms, p95 ${round(r.p95)} ms, p99 ${round(r.p99)} ms, errors ${r.errors}`,
  );
}

/** `count` ids of the organization's rows, spread over the table (deterministic). */
async function sampleIds(client: pg.Client, table: 'invoices', organizationId: number, count: number) {
  const { rows } = await client.query<{ low: number; high: number }>(
    `select min(id) as low, max(id) as high from ${table} where organization_id = $1`,
    [organizationId],
  );
  const { low = 0, high = 0 } = rows[0] ?? {};
  const rng = new Lcg(17);
  const candidates = Array.from({ length: count * 4 }, () => rng.int(low, high));
  const found = await client.query<{ id: number }>(
    `select id from ${table} where organization_id = $1 and id = any($2::int[]) limit $3`,
    [organizationId, candidates, count],
  );
  // Shuffled by the candidates' order, not the index's, so neighbouring requests read distant rows.
  const present = new Set(found.rows.map((r) => r.id));
  return [...new Set(candidates.filter((id) => present.has(id)))];
}

interface SeriesState {
  lastCounter: number;
  maxId: number;
}

async function seriesState(client: pg.Client, organizationId: number, key: string): Promise<SeriesState> {
  const counter = await client.query<{ last_counter: number }>(
    "select last_counter from invoice_number_counters where organization_id = $1 and document_type = 'vat' and period_key = $2",
    [organizationId, key],
  );
  const max = await client.query<{ max: number | null }>('select max(id) as max from invoices');
  return { lastCounter: counter.rows[0]?.last_counter ?? 0, maxId: max.rows[0]?.max ?? 0 };
}

/**
 * The invoices created since `before`: their counters must be exactly the next ones of the series,
 * once each, and the counter row must stand at the last. Answers how many there were.
 */
async function checkGapless(client: pg.Client, organizationId: number, key: string, before: SeriesState) {
  const { rows } = await client.query<{ counter: number; number: string; period_key: string }>(
    'select counter, number, period_key from invoices where id > $1 and organization_id = $2 order by counter',
    [before.maxId, organizationId],
  );
  const after = await seriesState(client, organizationId, key);
  const numbers = new Set(rows.map((r) => r.number));
  const gapless = rows.every((r, i) => r.counter === before.lastCounter + i + 1 && r.period_key === key);
  const ok =
    gapless && numbers.size === rows.length && after.lastCounter === before.lastCounter + rows.length;
  if (!ok)
    throw new Error(
      `Invoice numbers are not gapless and unique: ${rows.length} created, counters ${rows[0]?.counter}…${rows.at(-1)?.counter}, series counter ${before.lastCounter} → ${after.lastCounter}`,
    );
  return { created: rows.length, first: rows[0]?.number ?? '', last: rows.at(-1)?.number ?? '' };
}

/**
 * Waits until the database runs no other statement: requests autocannon abandoned at its deadline
 * still run in the server, and would otherwise load the next measurement (the ceiling's included).
 */
async function settle(client: pg.Client): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ active: number }>(
      `select count(*)::int as active from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    if ((rows[0]?.active ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Waits until no creation is still running in the server: autocannon stops at its deadline, but the
 * requests it abandons still finish (and commit) there.
 */
async function quiesce(client: pg.Client): Promise<void> {
  let last = -1;
  for (;;) {
    const { rows } = await client.query<{ max: number | null }>('select max(id) as max from invoices');
    const max = rows[0]?.max ?? 0;
    if (max === last) return;
    last = max;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Deletes what the scenario created and puts the counter back, so the data set stays as generated
 * (the id sequence goes on: ids may have gaps, numbers may not).
 */
async function restore(client: pg.Client, organizationId: number, key: string, before: SeriesState) {
  await client.query('begin');
  await client.query('delete from invoices where id > $1', [before.maxId]);
  await client.query(
    "update invoice_number_counters set last_counter = $3 where organization_id = $1 and document_type = 'vat' and period_key = $2",
    [organizationId, key, before.lastCounter],
  );
  await client.query('commit');
}

interface CreatingOrganization {
  org: DatasetInfo['organizations'][number];
  token: string;
  bodies: string[];
  before: SeriesState;
}

/**
 * POSTs invoices issued today by the admins of `orgs` (one series each), then checks that every
 * series got gapless, unique numbers, and puts the data set back. One organization is the worst case:
 * all creations queue on one counter row.
 */
async function creationScenario(
  name: string,
  baseUrl: string,
  client: pg.Client,
  pool: pg.Pool,
  recorder: Recorder,
  orgs: readonly DatasetInfo['organizations'][number][],
  today: string,
): Promise<Row> {
  console.log(`\n${name}`);
  const key = periodKey(defaultSeries.vat.reset, today);
  const creating: CreatingOrganization[] = [];
  for (const org of orgs) {
    const buyers = await client.query<{ id: number }>(
      "select id from contractors where organization_id = $1 and nip is not null and country = 'PL' order by id limit 200",
      [org.id],
    );
    const bank = await client.query<{ id: number }>(
      "select id from bank_accounts where organization_id = $1 and currency = 'PLN' and is_default",
      [org.id],
    );
    const bankAccountId = bank.rows[0]?.id;
    if (bankAccountId === undefined || buyers.rows.length === 0)
      throw new Error(`organization ${org.n} has no buyers or bank account`);
    creating.push({
      org,
      token: await login(baseUrl, org.adminEmail, BENCH_PASSWORD),
      bodies: buyers.rows.map((b) => JSON.stringify(newInvoice(b.id, bankAccountId, today))),
      before: await seriesState(client, org.id, key),
    });
  }
  let index = 0;
  const next = () => {
    const i = index++;
    const target = creating[i % creating.length];
    if (!target) throw new Error('no organization to create invoices in');
    const body = target.bodies[Math.floor(i / creating.length) % target.bodies.length] ?? '';
    return { method: 'POST' as const, path: '/api/apps/invoice/invoices', body, token: target.token };
  };
  const first = creating[0];
  if (!first) throw new Error('no organization to create invoices in');
  const restoreAll = async () => {
    for (const c of creating) await restore(client, c.org.id, key, c.before);
  };

  let http: LoadResult;
  const checks: Awaited<ReturnType<typeof checkGapless>>[] = [];
  try {
    await httpLoad({
      baseUrl,
      token: first.token,
      connections: CONNECTIONS,
      durationSeconds: WARMUP_SECONDS,
      next,
    });
    await quiesce(client);
    await settle(client);
    http = await httpLoad({
      baseUrl,
      token: first.token,
      connections: CONNECTIONS,
      durationSeconds: SECONDS,
      next,
    });
    print('API', http);
    await quiesce(client);
    await settle(client);
    for (const c of creating) checks.push(await checkGapless(client, c.org.id, key, c.before));
    for (const [i, check] of checks.entries())
      console.log(
        `  organization ${creating[i]?.org.n}: ${check.created} invoices (warm-up included), ${check.first} … ${check.last}: gapless and unique`,
      );
  } finally {
    await restoreAll();
  }

  // The ceiling replays one recorded creation per organization (its transaction and what the request
  // reads after it) with the number and id each replay gets, then the same check and clean-up.
  let ceiling: LoadResult;
  try {
    const plans = [];
    for (const c of creating) {
      const input = invoiceInputSchema.parse(JSON.parse(c.bodies[0] ?? '{}'));
      const caller = { id: c.org.adminId, organizationId: c.org.id };
      plans.push(await captureCreation(recorder, caller, input, defaultSeries.vat.template));
    }
    await replayCreation(pool, plans, { connections: CONNECTIONS, durationMs: WARMUP_SECONDS * 1000 });
    ceiling = await replayCreation(pool, plans, { connections: CONNECTIONS, durationMs: SECONDS * 1000 });
    print('bare SQL', ceiling);
    for (const c of creating) await checkGapless(client, c.org.id, key, c.before);
  } finally {
    await restoreAll();
  }
  const made = checks.map((c) => `${c.first} … ${c.last}`).join(', ');
  return {
    scenario: name,
    http,
    ceiling,
    note: `${name}: ${Math.round(http.perSecond)} invoices/s; numbers made in the run (warm-up included) checked gapless and unique per series (${made}), then deleted and the counters put back. The bare-SQL replays were checked the same way.`,
  };
}
