// Fetches purchase invoices from KSeF (the company as the buyer) into costs, as drafts to confirm,
// through the same import as an uploaded file: validated against the schema, the supplier matched or
// created by NIP. Invoices whose KSeF number is already in costs are skipped. The high-water mark KSeF
// reports for permanently stored invoices is where the next run starts, so none is missed or fetched
// twice; the first run looks back 30 days.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { KsefFetchResult } from '@saldo/contracts/ksef';
import type { AppContext } from '../../app-context.ts';
import { KsefApiError } from '../../integrations/ksef-api/ksef-api-error.ts';
import { translate } from '../../i18n/translate.ts';
import { AppError } from '../../lib/app-error.ts';
import { DAY_MS } from '../../lib/dates.ts';
import { createFileStorage } from '../../lib/file-storage/file-storage.ts';
import { users } from '../auth/users.table.ts';
import { costFiles } from '../costs/cost-files.ts';
import { importKsefFiles } from '../costs/cost-import.service.ts';
import { costs } from '../costs/costs.table.ts';
import type { KsefDeps } from './ksef-send.job.ts';
import { ksefConnection } from './ksef-settings.service.ts';
import { ksefSettings } from './ksef.table.ts';

const FIRST_LOOK_BACK_MS = 30 * DAY_MS;
const PAGE_SIZE = 100;

/**
 * Imports are recorded in the name of the organization's first administrator: a cost needs a user,
 * and its source ('ksef_fetch') says it came from KSeF.
 */
async function ownerOf(ctx: AppContext, organizationId: number): Promise<number | null> {
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'admin')))
    .orderBy(asc(users.id))
    .limit(1);
  return owner?.id ?? null;
}

export async function fetchPurchaseInvoices(
  ctx: AppContext,
  deps: KsefDeps,
  organizationId: number,
): Promise<KsefFetchResult> {
  const result: KsefFetchResult = { imported: 0, skipped: 0, error: null };
  let fetchedUntil: Date | null = null;
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
    const from = connection.settings.fetchedUntil ?? new Date(Date.now() - FIRST_LOOK_BACK_MS);
    for (let page = 0; ; page++) {
      const answer = await connection.client.queryInvoiceMetadata(auth, {
        subjectType: 'Subject2',
        dateRange: { dateType: 'PermanentStorage', from },
        pageOffset: page,
        pageSize: PAGE_SIZE,
        sortOrder: 'Asc',
      });
      const numbers = answer.invoices.map((i) => i.ksefNumber);
      const known =
        numbers.length === 0
          ? []
          : await ctx.db
              .select({ ksefNumber: costs.ksefNumber })
              .from(costs)
              .where(and(eq(costs.organizationId, organizationId), inArray(costs.ksefNumber, numbers)));
      for (const invoice of answer.invoices) {
        if (known.some((k) => k.ksefNumber === invoice.ksefNumber)) {
          result.skipped += 1;
          continue;
        }
        const xml = await connection.client.downloadInvoice(auth, invoice.ksefNumber);
        const { results } = await importKsefFiles(
          { ctx, files },
          caller,
          [{ fileName: `${invoice.ksefNumber}.xml`, data: Buffer.from(xml, 'utf8'), tooLarge: false }],
          'en',
          'ksef_fetch',
        );
        if (results[0]?.ok) result.imported += 1;
        else result.skipped += 1;
      }
      if (answer.permanentStorageHwmDate) fetchedUntil = answer.permanentStorageHwmDate;
      if (!answer.hasMore) break;
    }
  } catch (error) {
    if (error instanceof AppError) result.error = translate('en', error.messageKey, error.params);
    else if (error instanceof KsefApiError) result.error = error.message;
    else throw error;
  }
  await ctx.db
    .update(ksefSettings)
    .set({
      lastFetchAt: new Date(),
      lastFetchImported: result.imported,
      lastFetchSkipped: result.skipped,
      lastFetchError: result.error,
      ...(fetchedUntil ? { fetchedUntil } : {}),
    })
    .where(eq(ksefSettings.organizationId, organizationId));
  return result;
}

/** Every company that asked for it. */
export async function fetchAllPurchaseInvoices(ctx: AppContext, deps: KsefDeps): Promise<number> {
  const companies = await ctx.db
    .select({ organizationId: ksefSettings.organizationId })
    .from(ksefSettings)
    .where(eq(ksefSettings.receive, true));
  let imported = 0;
  for (const { organizationId } of companies) {
    imported += (await fetchPurchaseInvoices(ctx, deps, organizationId)).imported;
  }
  return imported;
}
