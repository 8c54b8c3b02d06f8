// Issue 21: a 50,000-line statement imported and reconciled against the 1M-invoice bench set in under
// 10 s. The statement (MT940, PKO's style) is written for the bench set's first company (500,000
// invoices, about 66,000 open): 30,000 credits pay open invoices (number in the title, the balance
// as the amount), 6,000 debits pay open costs, the rest are fees, ZUS, tax and transfers nothing
// identifies. It goes through the import service as an upload does (decode, parse, checks, lines,
// automatic matches with their payments, one transaction), inside an outer transaction that is rolled
// back afterwards, so the bench set stays as generated. Then the proposals of 50 unmatched lines are
// read (the narrowed SQL of item 6). Writes bench/results/bank.md.
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../apps/server/src/app-context.ts';
import { createDb, defaultDatabaseLimits, type Db } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import type { Caller } from '../../apps/server/src/lib/caller.ts';
import type { NbpClient } from '../../apps/server/src/integrations/nbp/nbp-types.ts';
import { importStatementFile } from '../../apps/server/src/modules/bank-statements/bank-import.service.ts';
import { proposals } from '../../apps/server/src/modules/bank-statements/bank-lines.service.ts';
import { writeBankSettings } from '../../apps/server/src/modules/bank-statements/bank-statements.repository.ts';
import { benchDatabaseUrl } from '../lib/database.ts';
import { markdownTable, writeResult, type Cell } from '../lib/results.ts';

const LINES = Number(process.env.BANK_BENCH_LINES ?? '50000');
const INVOICE_SHARE = 0.6;
const COST_SHARE = 0.12;
const TARGET_MS = 10_000;
const PROPOSAL_SAMPLES = 50;

class Rollback extends Error {}

/**
 * NBP without the network: one euro rate, published the business day before the payment, so the PLN
 * lines weigh the set's open EUR invoices as they would in production.
 */
const offlineNbp: NbpClient = {
  getMidRate: (currency, date) =>
    Promise.resolve({ currency, rate: '4.3000', table: '001/A/NBP/2026', effectiveDate: date }),
  getRateForInvoice: (currency, date) =>
    Promise.resolve({ currency, rate: '4.3000', table: '001/A/NBP/2026', effectiveDate: dayBefore(date) }),
};

function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The rows of a raw query (the bench runs on PostgreSQL, whose driver answers `{ rows }`). */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface Open {
  number: string;
  balance: number;
  name: string;
  account: string;
}

const amountText = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;

async function openDocuments(db: Db, organizationId: number, lines: number) {
  const invoices = await rows<Open>(
    db,
    sql`
    select i.number, i.balance::int as balance, i.buyer_name as name,
      coalesce(c.bank_accounts->0->>'iban', '') as account
    from invoices i join contractors c on c.id = i.contractor_id
    where i.organization_id = ${organizationId} and i.balance > 0 and i.currency = 'PLN'
      and i.status <> 'cancelled' and i.type <> 'proforma'
    order by i.id limit ${Math.round(lines * INVOICE_SHARE)}`,
  );
  const costs = await rows<Open>(
    db,
    sql`
    select k.number, k.balance::int as balance, k.supplier_name as name, '' as account
    from costs k
    where k.organization_id = ${organizationId} and k.balance > 0 and k.currency = 'PLN' and k.status <> 'draft'
    order by k.id limit ${Math.round(lines * COST_SHARE)}`,
  );
  return { invoices, costs };
}

/** The statement: documents paid first, then the movements that pay nothing, in one MT940 message. */
function statementFile(
  lines: number,
  iban: string,
  invoices: readonly Open[],
  costs: readonly Open[],
  stamp: string,
) {
  const yymmdd = new Date().toISOString().slice(2, 10).replaceAll('-', '');
  const out: string[] = [];
  let total = 0;
  const line = (amount: number, title: string, name: string, account: string, i: number) => {
    total += amount;
    const nrb = account.replace(/^PL/, '');
    out.push(
      `:61:${yymmdd}${yymmdd.slice(2)}${amount > 0 ? 'C' : 'D'}N${amountText(Math.abs(amount))}N152NONREF//${stamp}${i}`,
      `:86:020~00152~20${title.slice(0, 27)}~21${title.slice(27, 54)}~30${nrb.slice(2, 10)}~31${nrb.slice(10)}~32${name.slice(0, 27)}~33${name.slice(27, 54)}~38${account}`,
    );
  };
  let i = 0;
  for (const doc of invoices) line(doc.balance, `Zapłata za ${doc.number}`, doc.name, doc.account, i++);
  for (const doc of costs) line(-doc.balance, `Faktura ${doc.number}`, doc.name, doc.account, i++);
  const others: readonly [number, string, string, string][] = [
    [-1_500, 'Opłata za prowadzenie rachunku', '', ''],
    [-182_345, 'Składki ZUS', 'ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH', 'PL83600000020260005213159388'],
    [
      -95_000,
      '/TI/N5213159388/OKR/26M10/SFP/PIT-4R/TXT/zaliczka',
      'URZĄD SKARBOWY',
      'PL13101000712222215213159388',
    ],
    [12_345, 'Zwrot kaucji', 'Jan Nowak', 'PL10105000997603123456789123'],
  ];
  while (i < lines) {
    const other = others[i % others.length];
    if (other === undefined) break;
    const [amount, title, name, account] = other;
    line(amount + (i % 100), title, name, account, i++);
  }
  const opening = 1_000_000_000;
  return [
    ':20:MT940',
    `:25:/${iban}`,
    `:28C:${stamp.slice(-5)}/1`,
    `:60F:C${yymmdd}PLN${amountText(opening)}`,
    ...out,
    `:62F:C${yymmdd}PLN${amountText(opening + total)}`,
    '-',
  ].join('\r\n');
}

interface Figures {
  lines: number;
  bytes: number;
  importMs: number;
  matched: number;
  proposalsMedianMs: number;
  proposalsMaxMs: number;
}

/**
 * One statement of `lines` lines through the import service, with automatic matching on (the default
 * threshold) or off, inside a transaction rolled back at the end.
 */
async function run(
  db: Db,
  company: { caller: Caller; iban: string; accountId: number },
  lines: number,
  automatic: boolean,
): Promise<Figures> {
  const { caller } = company;
  const open = await openDocuments(db, caller.organizationId, lines);
  const stamp = `B${Date.now().toString(36).toUpperCase()}`;
  const file = Buffer.from(statementFile(lines, company.iban, open.invoices, open.costs, stamp), 'utf8');
  let figures: Figures | null = null;
  await db
    .transaction(async (tx) => {
      if (!automatic) await writeBankSettings(tx, caller.organizationId, 101);
      // The import and the proposals use the database and NBP (offline here); the rest is not used.
      const ctx = { db: tx, nbp: offlineNbp } as unknown as AppContext;
      const start = performance.now();
      const result = await importStatementFile(
        ctx,
        caller,
        { fileName: 'bench.sta', data: file },
        company.accountId,
      );
      const importMs = performance.now() - start;
      const unmatched = await rows<{ id: number }>(
        tx,
        sql`
        select id from bank_lines where statement_id = ${result.imported[0]?.statementId ?? 0}
          and status = 'unmatched' order by id limit ${PROPOSAL_SAMPLES}`,
      );
      const times: number[] = [];
      for (const { id } of unmatched) {
        const at = performance.now();
        await proposals(ctx, caller, id);
        times.push(performance.now() - at);
      }
      times.sort((a, b) => a - b);
      figures = {
        lines: result.imported.reduce((sum, one) => sum + one.lines, 0),
        bytes: file.length,
        importMs,
        matched: result.imported.reduce((sum, one) => sum + one.matchedAutomatically, 0),
        proposalsMedianMs: times[Math.floor(times.length / 2)] ?? 0,
        proposalsMaxMs: times.at(-1) ?? 0,
      };
      // Leave the bench set as generated: nothing of the run is kept.
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  if (figures === null) throw new Error('the bank bench measured nothing');
  return figures;
}

export async function bankBench(): Promise<void> {
  const database = createDb({
    databaseUrl: benchDatabaseUrl,
    dataDir: '',
    // The import runs as the upload route does, with the long statement time-out of imports.
    databaseLimits: { ...defaultDatabaseLimits, statementTimeoutMs: 600_000 },
  });
  try {
    await migrate(database);
    const db = database.db;
    const org = await rows<{
      organization_id: number;
      user_id: number;
      iban: string;
      account_id: number;
    }>(
      db,
      sql`
      select o.id as organization_id, u.id as user_id, b.iban, b.id as account_id
      from organizations o
      join users u on u.organization_id = o.id and u.role = 'admin'
      join bank_accounts b on b.organization_id = o.id and b.currency = 'PLN'
      order by (select count(*) from invoices i where i.organization_id = o.id) desc, b.id
      limit 1`,
    );
    const first = org[0];
    if (!first) throw new Error('The bench set is not generated: npm run bench -- --only=generate');
    const company = {
      caller: { id: first.user_id, organizationId: first.organization_id, role: 'admin' as const },
      iban: first.iban,
      accountId: first.account_id,
    };
    const imported = await run(db, company, LINES, false);
    const reconciled = await run(db, company, LINES, true);
    const row = (label: string, f: Figures): Cell[] => [
      label,
      f.lines,
      Number((f.bytes / 1024 / 1024).toFixed(1)),
      f.matched,
      Math.round(f.importMs),
      Number(f.proposalsMedianMs.toFixed(1)),
      Number(f.proposalsMaxMs.toFixed(1)),
    ];
    const within = reconciled.importMs <= TARGET_MS;
    writeResult(
      'bank',
      `Bank statement: ${LINES.toLocaleString('en-US')} lines imported and reconciled`,
      'npm run bench -- --only=bank',
      [
        `MT940 statements for the bench set's largest company (500,000 invoices, its open invoices and ` +
          `costs as the documents to match: 60 % of the lines pay an invoice by number and balance, 12 % a ` +
          `cost, the rest are fees, ZUS, tax and transfers nothing identifies), each imported through the ` +
          `import service as an upload is (decode, parse, balance and account checks, line inserts, automatic ` +
          `matches recording their payments, one transaction), then rolled back. NBP is offline (one euro ` +
          `rate), so PLN lines also weigh the open EUR invoices they point at. The proposals of up to ` +
          `${PROPOSAL_SAMPLES} unmatched lines are read after each import. Target (issue 21): ` +
          `${LINES.toLocaleString('en-US')} lines imported and reconciled under ${TARGET_MS / 1000} s.`,
        '',
        markdownTable(
          [
            'run',
            'lines',
            'file (MiB)',
            'matched automatically',
            'import (+ reconcile) (ms)',
            'proposals, median (ms)',
            'proposals, slowest (ms)',
          ],
          [
            row('import, automatic matching off', imported),
            row('import + reconcile (default threshold)', reconciled),
          ],
        ),
        '',
        `The ${LINES.toLocaleString('en-US')}-line statement imported and reconciled in ` +
          `**${(reconciled.importMs / 1000).toFixed(1)} s**: ${within ? 'within' : 'OVER'} the ` +
          `${TARGET_MS / 1000} s target. The matches are set-based (bank-auto-match.service.ts): one query ` +
          `for the documents the statement points at, the decisions in memory, then one statement per ` +
          `table and chunk of 5,000 for the payments, their audit entries, the documents' paid, balance ` +
          `and status (the list and report aggregates' statement-level triggers included, one aggregated ` +
          `upsert per table and statement: migration 0044, decision 0014), the matches, the lines and the ` +
          `bank audit.`,
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}
