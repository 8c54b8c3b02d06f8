// Fetches purchase invoices from KSeF (the company as the buyer) into costs, as drafts to confirm,
// through the same import as an uploaded file: validated against the schema, the supplier matched or
// created by NIP. Invoices whose KSeF number is already in costs are skipped, so a range fetched
// twice imports nothing twice. How it follows KSeF's documents (docs/decisions/0006-ksef.md):
// - the range from the saved mark to now is cut into windows of at most 3 months (the metadata query
//   refuses longer ones, open-api.json);
// - a window's query is read to its end: every page (pageOffset), and on isTruncated again from the
//   last record's date at page 0 (open-api.json, POST /invoices/query/metadata);
// - its invoices are taken one by one (paced under 16 a minute, 64 an hour, limity-api.md) when
//   there are few, through an export when there are more (pobieranie-faktur/przyrostowe-…md);
// - only then is the window's high-water mark saved (the same for every page of a query,
//   pobieranie-faktur/hwm.md), so an invoice of a page that failed is asked for again next run;
// - a 429 or 21165 ("not available yet") ends the run as "later", not as a failure.
// The first run looks back 30 days.
import type { KsefFetchResult } from '@saldo/contracts/ksef';
import type { AppContext } from '../../app-context.ts';
import type { KsefApiClient } from '../../integrations/ksef-api/ksef-api-client.ts';
import { KsefApiError } from '../../integrations/ksef-api/ksef-api-error.ts';
import type { KsefAuthSession } from '../../integrations/ksef-api/ksef-auth-session.ts';
import type { KsefInvoiceMetadata } from '../../integrations/ksef-api/ksef-api-types.ts';
import { translate } from '../../i18n/translate.ts';
import { AppError } from '../../lib/app-error.ts';
import { DAY_MS } from '../../lib/dates.ts';
import { createFileStorage } from '../../lib/file-storage/file-storage.ts';
import { findFirstAdmin } from '../auth/users.repository.ts';
import { costFiles } from '../costs/cost-files.ts';
import { importKsefFiles } from '../costs/cost-import.service.ts';
import type { KsefDeps } from './ksef-send.job.ts';
import { ksefConnection } from './ksef-settings.service.ts';
import {
  knownKsefNumbers,
  listReceivingOrganizations,
  setKsefSettingsValues,
  type KsefSettingsValues,
} from './ksef.repository.ts';

const FIRST_LOOK_BACK_MS = 30 * DAY_MS;
/** KSeF's largest page (10…250): fewer metadata queries, which are limited to 20 an hour. */
const PAGE_SIZE = 250;
/** New invoices taken one by one in a window; more go through an export (16 downloads a minute). */
const DOWNLOAD_BUDGET = 16;
/** An export's invoices imported together: their schema checks share one xmllint run (ksef-xsd.ts). */
const IMPORT_CHUNK = 100;

/** The window's end: 3 months after `from` in UTC (the day clamped to the month's end), or now. */
export function windowEnd(from: Date, now: Date): Date {
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 3);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end < now ? end : now;
}

/**
 * Imports are recorded in the name of the organization's first administrator: a cost needs a user,
 * and its source ('ksef_fetch') says it came from KSeF.
 */
function ownerOf(ctx: AppContext, organizationId: number): Promise<number | null> {
  return findFirstAdmin(ctx.db, organizationId);
}

interface Receiver {
  readonly ctx: AppContext;
  readonly client: KsefApiClient;
  readonly auth: KsefAuthSession;
  readonly organizationId: number;
  readonly result: KsefFetchResult;
  readonly pageSize: number;
  readonly downloadBudget: number;
  /** Imports the invoices, each in its own transaction; how many were taken. */
  importXml(invoices: readonly { ksefNumber: string; xml: string }[]): Promise<number>;
}

function knownNumbers(receiver: Receiver, numbers: readonly string[]): Promise<Set<string>> {
  return knownKsefNumbers(receiver.ctx.db, receiver.organizationId, numbers);
}

/** Every record of the window's query, and its high-water mark (null when KSeF gives none). */
async function listWindow(receiver: Receiver, from: Date, to: Date) {
  const found = new Map<string, KsefInvoiceMetadata>();
  let mark: Date | null = null;
  let cursor = from;
  let pageOffset = 0;
  for (;;) {
    const page = await receiver.client.queryInvoiceMetadata(receiver.auth, {
      subjectType: 'Subject2',
      dateRange: { dateType: 'PermanentStorage', from: cursor, to },
      pageOffset,
      pageSize: receiver.pageSize,
      sortOrder: 'Asc',
    });
    // The mark of the first query holds for the window: a restart after isTruncated only narrows it.
    mark ??= page.permanentStorageHwmDate;
    for (const invoice of page.invoices) found.set(invoice.ksefNumber, invoice);
    if (!page.hasMore) break;
    if (page.isTruncated) {
      const last = page.invoices.at(-1)?.permanentStorageDate ?? null;
      if (last === null || last.getTime() <= cursor.getTime()) {
        throw new KsefApiError('protocol', 'KSeF truncated a query without moving past its start');
      }
      cursor = last;
      pageOffset = 0;
    } else {
      pageOffset += 1;
    }
  }
  return { invoices: [...found.values()], mark };
}

/** Through exports from `from` to `to` (each cut at the high-water mark), importing what is new. */
async function exportWindow(receiver: Receiver, from: Date, to: Date): Promise<void> {
  let cursor = from;
  for (;;) {
    const pack = await receiver.client.exportReceivedInvoices(receiver.auth, { from: cursor, to });
    const known = await knownNumbers(
      receiver,
      pack.invoices.map((invoice) => invoice.metadata.ksefNumber),
    );
    const fresh = pack.invoices
      .filter((invoice) => !known.has(invoice.metadata.ksefNumber))
      .map((invoice) => ({ ksefNumber: invoice.metadata.ksefNumber, xml: invoice.xml }));
    // Those already in costs were counted as skipped when the window was listed.
    for (let start = 0; start < fresh.length; start += IMPORT_CHUNK) {
      const chunk = fresh.slice(start, start + IMPORT_CHUNK);
      const taken = await receiver.importXml(chunk);
      receiver.result.imported += taken;
      receiver.result.skipped += chunk.length - taken;
    }
    // A truncated package goes on from its last invoice (przyrostowe-pobieranie-faktur.md).
    if (!pack.isTruncated || pack.lastPermanentStorageDate === null) return;
    if (pack.lastPermanentStorageDate.getTime() <= cursor.getTime()) {
      throw new KsefApiError('protocol', 'KSeF truncated an export without moving past its start');
    }
    cursor = pack.lastPermanentStorageDate;
  }
}

/**
 * One window, all of it: the new mark once every invoice up to it is in costs. An invoice not
 * available yet (21165) leaves the window open: it is asked for again next run.
 */
async function receiveWindow(receiver: Receiver, from: Date, to: Date): Promise<Date | null> {
  const { invoices, mark } = await listWindow(receiver, from, to);
  const known = await knownNumbers(
    receiver,
    invoices.map((invoice) => invoice.ksefNumber),
  );
  const fresh = invoices.filter((invoice) => !known.has(invoice.ksefNumber));
  receiver.result.skipped += invoices.length - fresh.length;
  if (fresh.length > receiver.downloadBudget) {
    await exportWindow(receiver, from, mark !== null && mark < to ? mark : to);
  } else {
    let complete = true;
    const downloaded: { ksefNumber: string; xml: string }[] = [];
    let failure: unknown = null;
    for (const invoice of fresh) {
      try {
        downloaded.push({
          ksefNumber: invoice.ksefNumber,
          xml: await receiver.client.downloadInvoice(receiver.auth, invoice.ksefNumber),
        });
      } catch (error) {
        if (error instanceof KsefApiError && error.ksefCode === 21165) {
          complete = false;
          continue;
        }
        failure = error;
        break;
      }
    }
    // Imported together (one schema check run), and before a failed download's error goes on up:
    // what came before a 429 is kept.
    if (downloaded.length > 0) {
      const taken = await receiver.importXml(downloaded);
      receiver.result.imported += taken;
      receiver.result.skipped += downloaded.length - taken;
    }
    if (failure !== null) throw failure;
    if (!complete) return null;
  }
  return mark !== null && mark < to ? mark : to;
}

export interface KsefReceiveOptions {
  /** Tests use smaller pages to see several. */
  readonly pageSize?: number;
  readonly downloadBudget?: number;
}

export async function fetchPurchaseInvoices(
  ctx: AppContext,
  deps: KsefDeps,
  organizationId: number,
): Promise<KsefFetchResult> {
  const result: KsefFetchResult = { imported: 0, skipped: 0, error: null };
  const settle = (values: KsefSettingsValues) => setKsefSettingsValues(ctx.db, organizationId, values);
  try {
    const connection = await ksefConnection(ctx.db, ctx.config, deps.box, organizationId, deps.clientOptions);
    const owner = await ownerOf(ctx, organizationId);
    if (owner === null) throw new AppError(409, 'ksef.notConfigured');
    const caller = { id: owner, organizationId, role: 'admin' as const };
    const files = costFiles(createFileStorage(ctx.config));
    const auth = await connection.client.authenticateWithToken({
      nip: connection.nip,
      ksefToken: connection.token,
    });
    const receiver: Receiver = {
      ctx,
      client: connection.client,
      auth,
      organizationId,
      result,
      pageSize: deps.receive?.pageSize ?? PAGE_SIZE,
      downloadBudget: deps.receive?.downloadBudget ?? DOWNLOAD_BUDGET,
      async importXml(invoices) {
        const { results } = await importKsefFiles(
          { ctx, files },
          caller,
          invoices.map(({ ksefNumber, xml }) => ({
            fileName: `${ksefNumber}.xml`,
            data: Buffer.from(xml, 'utf8'),
            tooLarge: false,
          })),
          'en',
          'ksef_fetch',
        );
        return results.filter((result) => result.ok).length;
      },
    };
    let from = connection.settings.fetchedUntil ?? new Date(Date.now() - FIRST_LOOK_BACK_MS);
    for (;;) {
      const to = windowEnd(from, new Date());
      const mark = await receiveWindow(receiver, from, to);
      if (mark === null) break;
      // Saved window by window: a later window that fails does not undo an earlier one.
      if (mark.getTime() > from.getTime()) await settle({ fetchedUntil: mark });
      // Up to the mark everything is in; past it KSeF may still add invoices, so the next run looks
      // again from there (hwm.md, "synchronizacja tylko do HWM").
      if (mark.getTime() < to.getTime() || to.getTime() >= Date.now() - 1_000) break;
      from = mark;
    }
  } catch (error) {
    if (error instanceof AppError) result.error = translate('en', error.messageKey, error.params);
    else if (
      error instanceof KsefApiError &&
      error.kind === 'unavailable' &&
      error.retryAfterMs !== undefined
    ) {
      // KSeF's limit: what came in stays in, the rest comes with a later run.
      result.error = null;
    } else if (error instanceof KsefApiError) result.error = error.message;
    else throw error;
  }
  await settle({
    lastFetchAt: new Date(),
    lastFetchImported: result.imported,
    lastFetchSkipped: result.skipped,
    lastFetchError: result.error,
  });
  return result;
}

/** Every company that asked for it. */
export async function fetchAllPurchaseInvoices(ctx: AppContext, deps: KsefDeps): Promise<number> {
  let imported = 0;
  for (const organizationId of await listReceivingOrganizations(ctx.db)) {
    imported += (await fetchPurchaseInvoices(ctx, deps, organizationId)).imported;
  }
  return imported;
}
