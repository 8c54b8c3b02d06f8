import { eq } from 'drizzle-orm';
import type { TaxSettings } from '@saldo/domain/reports/pit-advance';
import type { Db } from '../../db/client.ts';
import { incomeTaxSettings } from './income-tax-settings.table.ts';

/** No row yet: the tax scale. */
export const DEFAULT_TAX_SETTINGS: TaxSettings = { form: 'scale', lumpSumRate: 0 };

export async function findTaxSettings(db: Db, organizationId: number): Promise<TaxSettings> {
  const [row] = await db
    .select({ form: incomeTaxSettings.form, lumpSumRate: incomeTaxSettings.lumpSumRate })
    .from(incomeTaxSettings)
    .where(eq(incomeTaxSettings.organizationId, organizationId));
  return row ?? DEFAULT_TAX_SETTINGS;
}

export async function saveTaxSettings(db: Db, organizationId: number, settings: TaxSettings): Promise<void> {
  const values = { form: settings.form, lumpSumRate: settings.lumpSumRate, updatedAt: new Date() };
  await db
    .insert(incomeTaxSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: incomeTaxSettings.organizationId, set: values });
}
