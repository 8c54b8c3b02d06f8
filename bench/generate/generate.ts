// The benchmark data set: 3 organizations with 1,000,000 sales invoices (about 5,000,000 lines),
// 200,000 costs and 100,000 contractors (times --scale), loaded with COPY in one transaction, so the
// database holds either the whole set or what it held before.
import { tmpdir } from 'node:os';
import pg from 'pg';
import { addDays, dayOfWeek, daysBetween } from '@saldo/domain/dates/calendar';
import { ibanCheckDigits } from '@saldo/domain/identifiers/iban';
import { createDb } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { rebuildInvoiceTotals } from './invoice-totals.ts';
import { rebuildCostAndContractorTotals } from './list-totals.ts';
import { rebuildReportAggregates } from './report-aggregates.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import {
  defaultInvoiceTypes,
  defaultPrinting,
  defaultSeries,
} from '../../apps/server/src/modules/organizations/organization-settings-defaults.ts';
import { markdownTable, writeResult } from '../lib/results.ts';
import { ChunkedLoader, copyRows, RowBuffer, type CopyStats } from './copy.ts';
import { CONTRACTOR_COLUMNS, generateContractors, type Party } from './contractors.ts';
import {
  COST_AUDIT_COLUMNS,
  COST_COLUMNS,
  COST_PAYMENT_COLUMNS,
  CostWriter,
  type BuyerContext,
} from './costs.ts';
import {
  adminEmail,
  BENCH_ORGANIZATIONS,
  BENCH_PASSWORD,
  CLIENT_EMAIL,
  DATASET_TABLE,
  DATASET_VERSION,
  datasetSize,
  readDataset,
  SEED,
  type DatasetInfo,
} from './dataset.ts';
import {
  AUDIT_COLUMNS,
  INVOICE_COLUMNS,
  InvoiceWriter,
  LINE_COLUMNS,
  PAYMENT_COLUMNS,
  type SellerContext,
} from './invoices.ts';
import { COST_CATEGORIES } from './polish-data.ts';
import { Lcg } from './random.ts';

export interface GenerateOptions {
  databaseUrl: string;
  /** 1 is the full set; 0.01 a hundredth of it. */
  scale: number;
  /** Empty the database and generate again even when the set is there. */
  force: boolean;
}

/** Days of invoices and costs, ending today. */
const HISTORY_DAYS = 3 * 365;
/** Invoices per COPY chunk: about 25 MB of text with their lines, a bounded amount of memory. */
const CHUNK_INVOICES = 20_000;
/** Tables whose secondary indexes are built after the load rather than row by row during it. */
const BULK_TABLES = [
  'contractors',
  'invoices',
  'invoice_lines',
  'invoice_payments',
  'invoice_audit',
  'costs',
  'cost_payments',
  'cost_audit',
] as const;

const todayInPoland = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
const seconds = (since: number) => (performance.now() - since) / 1000;
const n = (value: number) => value.toLocaleString('en-US');

export async function generate(options: GenerateOptions): Promise<void> {
  const { databaseUrl, scale, force } = options;
  // The app's own migrations make the schema, exactly as at the app's start-up.
  const database = createDb({ databaseUrl, dataDir: tmpdir() });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const existing = await readDataset(client);
    if (!force && existing && (await isComplete(client, existing, scale))) {
      console.log(
        `Data set at scale ${scale} already there (generated ${existing.generatedAt}, ${n(existing.rows['invoices'] ?? 0)} invoices): skipping generation. --regenerate makes it again.`,
      );
      return;
    }
    await load(client, scale);
  } finally {
    await client.end();
  }
}

async function isComplete(client: pg.Client, info: DatasetInfo, scale: number): Promise<boolean> {
  if (info.version !== DATASET_VERSION || info.seed !== SEED || info.scale !== scale) return false;
  const { rows } = await client.query<{ admins: number }>(
    'select count(*)::int as admins from users where email = any($1)',
    [info.organizations.map((o) => o.adminEmail)],
  );
  return rows[0]?.admins === info.organizations.length;
}

async function load(client: pg.Client, scale: number): Promise<void> {
  const size = datasetSize(scale);
  const today = todayInPoland();
  const firstDay = addDays(today, -HISTORY_DAYS);
  const rng = new Lcg(SEED);
  const started = performance.now();
  const phases: { phase: string; rows: number; seconds: number }[] = [];
  const stats: CopyStats = { rows: new Map() };
  console.log(
    `Generating ${n(size.invoices)} invoices, ${n(size.costs)} costs and ${n(size.contractors)} contractors (scale ${scale}) into ${client.database ?? 'the database'}…`,
  );
  // Hashing is slow on purpose (argon2id): done before the transaction, not while it holds locks.
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  await client.query('begin');
  try {
    await client.query("set local synchronous_commit = off; set local maintenance_work_mem = '1GB'");
    // Every row is consistent by construction, and the rebuilt unique indexes check what matters; the
    // per-row foreign-key triggers would double the load time. Only a superuser may switch them off.
    const { rows: su } = await client.query<{ rolsuper: boolean }>(
      'select rolsuper from pg_roles where rolname = current_user',
    );
    if (su[0]?.rolsuper) await client.query("set local session_replication_role = 'replica'");

    const { rows: tables } = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' and tablename <> $1",
      [DATASET_TABLE],
    );
    await client.query(
      `truncate ${tables.map((t) => `"${t.tablename}"`).join(', ')} restart identity cascade`,
    );
    const indexes = await dropSecondaryIndexes(client);

    let phase = performance.now();
    const setup = await setupOrganizations(
      client,
      scale,
      size,
      passwordHash,
      rng,
      { firstDay, today },
      stats,
    );
    phases.push({ phase: 'organizations, users, contractors', rows: setup.rows, seconds: seconds(phase) });

    phase = performance.now();
    const documents = await loadDocuments(client, rng, setup, size, { firstDay, today }, stats, phase);
    phases.push({
      phase: 'invoices, lines, payments, audit, costs',
      rows: documents.rows,
      seconds: seconds(phase),
    });

    phase = performance.now();
    for (const definition of indexes) await client.query(definition);
    await resetSequences(client);
    phases.push({
      phase: `${indexes.length} indexes rebuilt`,
      rows: documents.rows,
      seconds: seconds(phase),
    });

    phase = performance.now();
    const totalsRows = await rebuildInvoiceTotals(client);
    phases.push({ phase: 'list aggregates (decision 0014)', rows: totalsRows, seconds: seconds(phase) });

    phase = performance.now();
    const costTotalsRows = await rebuildCostAndContractorTotals(client);
    phases.push({
      phase: 'cost list and contractor aggregates (decision 0014)',
      rows: costTotalsRows,
      seconds: seconds(phase),
    });

    phase = performance.now();
    const reportRows = await rebuildReportAggregates(client);
    phases.push({ phase: 'report aggregates (decision 0015)', rows: reportRows, seconds: seconds(phase) });

    const info: DatasetInfo = {
      version: DATASET_VERSION,
      seed: SEED,
      scale,
      generatedAt: new Date().toISOString(),
      rows: Object.fromEntries(stats.rows),
      organizations: setup.organizations.map((o) => ({
        n: o.n,
        id: o.id,
        adminId: o.adminId,
        adminEmail: adminEmail(o.n),
      })),
      client: { email: CLIENT_EMAIL, contractorId: setup.clientContractorId },
      lastIssueDate: today,
    };
    await client.query(
      `insert into ${DATASET_TABLE} (id, info) values (1, $1) on conflict (id) do update set info = excluded.info`,
      [JSON.stringify(info)],
    );
    phase = performance.now();
    await client.query('commit');
    phases.push({ phase: 'commit', rows: 0, seconds: seconds(phase) });
  } catch (error) {
    await client.query('rollback');
    throw error;
  }

  const phase = performance.now();
  // The planner needs statistics at once; autovacuum would only get to it later.
  await client.query('analyze');
  phases.push({ phase: 'analyze', rows: 0, seconds: seconds(phase) });

  const total = seconds(started);
  const rowsTotal = [...stats.rows.values()].reduce((a, b) => a + b, 0);
  const body = [
    `Scale ${scale}: ${n(size.invoices)} invoices, ${n(size.costs)} costs, ${n(size.contractors)} contractors in ${BENCH_ORGANIZATIONS.length} organizations, issue dates ${firstDay} – ${today}. ${n(rowsTotal)} rows in ${total.toFixed(1)} s (${n(Math.round(rowsTotal / total))} rows/s).`,
    markdownTable(
      ['table', 'rows'],
      [...stats.rows.entries()].sort((a, b) => b[1] - a[1]).map(([table, rows]) => [table, rows]),
    ),
    markdownTable(
      ['phase', 'rows', 'seconds', 'rows/s'],
      phases.map((p) => [
        p.phase,
        p.rows,
        Number(p.seconds.toFixed(1)),
        p.rows === 0 ? 0 : Math.round(p.rows / p.seconds),
      ]),
    ),
    'One transaction: TRUNCATE, COPY … FREEZE of every table (rows written frozen and all-visible, so no VACUUM is needed), secondary indexes of the bulk tables dropped during the load and rebuilt after it, foreign-key triggers off (session_replication_role = replica), then ANALYZE.',
  ].join('\n\n');
  writeResult(
    'generate',
    'Data generator',
    `npm run bench -- --only=generate --regenerate --scale=${scale}`,
    body,
  );
}

/** Drops the non-constraint indexes of the bulk tables and answers their definitions, to rebuild them. */
async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = any($1::regclass[])
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by 1`,
    [BULK_TABLES.map((t) => `public.${t}`)],
  );
  for (const row of rows) await client.query(`drop index ${row.name}`);
  return rows.map((row) => row.definition);
}

/** Identity columns continue after the ids the generator gave. */
async function resetSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ table_name: string }>(
    "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'id' and is_identity = 'YES'",
  );
  for (const { table_name: table } of rows)
    await client.query(
      `select setval(pg_get_serial_sequence('public."${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
    );
}

interface OrganizationSetup {
  n: number;
  id: number;
  adminId: number;
  share: number;
  seller: SellerContext;
  buyer: BuyerContext;
}

async function setupOrganizations(
  client: pg.Client,
  scale: number,
  size: ReturnType<typeof datasetSize>,
  passwordHash: string,
  rng: Lcg,
  dates: { firstDay: string; today: string },
  stats: CopyStats,
): Promise<{ organizations: OrganizationSetup[]; clientContractorId: number; rows: number }> {
  const organizations: OrganizationSetup[] = [];
  const contractorBuffer = new RowBuffer('contractors', CONTRACTOR_COLUMNS);
  let nextContractorId = 1;
  let clientContractorId = 0;
  let rows = 0;
  for (const org of BENCH_ORGANIZATIONS) {
    const { rows: inserted } = await client.query<{ id: number }>(
      `insert into organizations (name, nip, regon, krs, street, building_number, flat_number, postal_code, city,
         country, email, phone, website, vat_status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'PL', $10, $11, $12, 'payer') returning id`,
      [
        org.name,
        org.nip,
        org.regon,
        org.krs,
        org.street,
        org.buildingNumber,
        org.flatNumber,
        org.postalCode,
        org.city,
        org.email,
        org.phone,
        org.website,
      ],
    );
    const organizationId = inserted[0]?.id;
    if (organizationId === undefined) throw new Error('organization insert returned no id');

    const banks = { PLN: { id: 0, json: '' }, EUR: { id: 0, json: '' } };
    for (const [currency, name, iban] of [
      ['PLN', 'Rachunek główny', bankIban(org.n, 0)],
      ['EUR', 'Rachunek walutowy EUR', bankIban(org.n, 1)],
    ] as const) {
      const { rows: account } = await client.query<{ id: number }>(
        `insert into bank_accounts (organization_id, name, iban, swift, currency, is_default)
         values ($1, $2, $3, 'BPKOPLPW', $4, true) returning id`,
        [organizationId, name, iban, currency],
      );
      banks[currency] = { id: account[0]?.id ?? 0, json: JSON.stringify({ name, iban, swift: 'BPKOPLPW' }) };
    }
    for (const series of Object.values(defaultSeries))
      await client.query(
        'insert into numbering_series (organization_id, document_type, template, reset) values ($1, $2, $3, $4)',
        [organizationId, series.documentType, series.template, series.reset],
      );
    await client.query(
      'insert into organization_settings (organization_id, invoice_types, printing) values ($1, $2, $3)',
      [organizationId, JSON.stringify(defaultInvoiceTypes), JSON.stringify(defaultPrinting)],
    );
    const categories: [number, string][] = [];
    for (const name of COST_CATEGORIES) {
      const { rows: category } = await client.query<{ id: number }>(
        "insert into categories (organization_id, name, kind) values ($1, $2, 'cost') returning id",
        [organizationId, name],
      );
      categories.push([category[0]?.id ?? 0, name]);
    }

    const contractorCount = Math.round(size.contractors * org.share);
    const parties: Party[] = generateContractors(
      rng,
      contractorBuffer,
      organizationId,
      contractorCount,
      nextContractorId,
      { from: addDays(dates.firstDay, -365), today: dates.today },
    );
    nextContractorId += contractorCount;

    const { rows: admin } = await client.query<{ id: number }>(
      `insert into users (organization_id, email, username, full_name, password_hash, role, company, email_confirmed_at)
       values ($1, $2, $3, $4, $5, 'admin', $6, now()) returning id`,
      [
        organizationId,
        adminEmail(org.n),
        `bench-admin-${org.n}`,
        `Administrator ${org.n}`,
        passwordHash,
        org.name,
      ],
    );
    const adminId = admin[0]?.id;
    if (adminId === undefined) throw new Error('user insert returned no id');
    if (org.n === 1) {
      const linked = parties.find((p) => p.kind === 'company');
      if (!linked) throw new Error('no company among the contractors');
      clientContractorId = linked.id;
      await client.query(
        `insert into users (organization_id, email, username, full_name, password_hash, role, company, contractor_id,
           email_confirmed_at)
         values ($1, $2, 'bench-client-1', 'Klient Benchmarku', $3, 'client', $4, $5, now())`,
        [organizationId, CLIENT_EMAIL, passwordHash, linked.name, linked.id],
      );
    }
    // The organization, 2 bank accounts, 6 series, its settings, categories and 1 or 2 users.
    rows += 10 + categories.length + (org.n === 1 ? 2 : 1);

    organizations.push({
      n: org.n,
      id: organizationId,
      adminId,
      share: org.share,
      seller: {
        organizationId,
        adminId,
        sellerJson: JSON.stringify({
          name: org.name,
          nip: org.nip,
          regon: org.regon,
          krs: org.krs,
          street: org.street,
          buildingNumber: org.buildingNumber,
          flatNumber: org.flatNumber,
          postalCode: org.postalCode,
          city: org.city,
          country: 'PL',
          email: org.email,
          phone: org.phone,
          vatExemptionBasis: '',
        }),
        placeOfIssue: org.city,
        banks,
        series: { vat: defaultSeries.vat, proforma: defaultSeries.proforma },
        buyers: parties,
      },
      buyer: {
        organizationId,
        adminId,
        // Suppliers from the other end of the list, so that the busiest buyers are not also the
        // busiest suppliers.
        suppliers: parties.filter((p) => p.kind !== 'person').reverse(),
        categories,
      },
    });
  }
  const { pieces, rows: contractorRows } = contractorBuffer.take();
  await copyRows(client, 'contractors', CONTRACTOR_COLUMNS, pieces, { freeze: true });
  stats.rows.set('contractors', contractorRows);
  console.log(`  contractors: ${n(contractorRows)}${scale < 1 ? ` (scale ${scale})` : ''}`);
  return { organizations, clientContractorId, rows: rows + contractorRows };
}

/** A valid IBAN of the organization's own account in PKO BP (sort code 10201026). */
function bankIban(org: number, index: number): string {
  const bban = `10201026${String(org * 1_000_000_000 + index * 7_777 + 4_242).padStart(16, '0')}`;
  return `PL${ibanCheckDigits('PL', bban)}${bban}`;
}

async function loadDocuments(
  client: pg.Client,
  rng: Lcg,
  setup: { organizations: OrganizationSetup[] },
  size: ReturnType<typeof datasetSize>,
  dates: { firstDay: string; today: string },
  stats: CopyStats,
  started: number,
): Promise<{ rows: number }> {
  const buffers = {
    invoices: new RowBuffer('invoices', INVOICE_COLUMNS),
    lines: new RowBuffer('invoice_lines', LINE_COLUMNS),
    payments: new RowBuffer('invoice_payments', PAYMENT_COLUMNS),
    audit: new RowBuffer('invoice_audit', AUDIT_COLUMNS),
    costs: new RowBuffer('costs', COST_COLUMNS),
    costPayments: new RowBuffer('cost_payments', COST_PAYMENT_COLUMNS),
    costAudit: new RowBuffer('cost_audit', COST_AUDIT_COLUMNS),
  };
  const invoiceWriter = new InvoiceWriter(rng, buffers, dates.today, { invoice: 1, line: 1 });
  const costWriter = new CostWriter(
    rng,
    { costs: buffers.costs, payments: buffers.costPayments, audit: buffers.costAudit },
    dates.today,
    1,
  );
  const report = () => {
    const sent = stats.rows.get('invoices') ?? 0;
    const elapsed = seconds(started);
    const all = [...stats.rows.entries()].filter(([t]) => t !== 'contractors').reduce((a, [, r]) => a + r, 0);
    console.log(
      `  invoices ${n(sent)} / ${n(size.invoices)}, lines ${n(stats.rows.get('invoice_lines') ?? 0)}, costs ${n(stats.rows.get('costs') ?? 0)}: ${n(Math.round(sent / elapsed))} invoices/s, ${n(Math.round(all / elapsed))} rows/s`,
    );
  };
  const loader = new ChunkedLoader(client, Object.values(buffers), stats, {
    chunkRows: CHUNK_INVOICES,
    freeze: true,
    onChunk: report,
  });

  // Busier lately (a growing business), quiet at weekends; counts per day by cumulative rounding so
  // that the totals come out exact.
  const days = daysBetween(dates.firstDay, dates.today) + 1;
  const weights: number[] = [];
  for (let d = 0; d < days; d++) {
    const weekend = dayOfWeek(addDays(dates.firstDay, d)) > 5;
    weights.push((0.7 + (0.6 * d) / days) * (weekend ? 0.12 : 1));
  }
  const weightTotal = weights.reduce((a, b) => a + b, 0);
  const orgs = setup.organizations;
  const plan = (total: number) => {
    const perOrg = orgs.map((o) => Math.round(total * o.share));
    perOrg[perOrg.length - 1] = total - perOrg.slice(0, -1).reduce((a, b) => a + b, 0);
    return perOrg;
  };
  const invoiceTotals = plan(size.invoices);
  const costTotals = plan(size.costs);
  let cumulative = 0;
  const done = orgs.map(() => ({ invoices: 0, costs: 0 }));
  for (let d = 0; d < days; d++) {
    cumulative += weights[d] ?? 0;
    const fraction = cumulative / weightTotal;
    const date = addDays(dates.firstDay, d);
    for (const [i, org] of orgs.entries()) {
      const progress = done[i];
      if (!progress) continue;
      const invoicesDue = Math.round((invoiceTotals[i] ?? 0) * fraction) - progress.invoices;
      for (let k = 0; k < invoicesDue; k++) {
        invoiceWriter.write(org.seller, date);
        await loader.next();
      }
      progress.invoices += invoicesDue;
      const costsDue = Math.round((costTotals[i] ?? 0) * fraction) - progress.costs;
      for (let k = 0; k < costsDue; k++) costWriter.write(org.buyer, date);
      progress.costs += costsDue;
    }
  }
  await loader.finish();

  // The counters continue every series exactly where the generated numbers end.
  const counters = new RowBuffer('invoice_number_counters', [
    'organization_id',
    'document_type',
    'period_key',
    'last_counter',
  ]);
  for (const c of invoiceWriter.counters.values())
    counters.add([c.organizationId, c.type, c.periodKey, c.last]);
  const taken = counters.take();
  await copyRows(client, counters.table, counters.columns, taken.pieces, { freeze: true });
  stats.rows.set(counters.table, taken.rows);
  const rows = [...stats.rows.entries()].filter(([t]) => t !== 'contractors').reduce((a, [, r]) => a + r, 0);
  return { rows };
}
