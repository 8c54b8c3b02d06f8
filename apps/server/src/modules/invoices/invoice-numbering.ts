import type { InvoiceType } from '@saldo/contracts/invoices';
import type { Series, SeriesNext } from '@saldo/contracts/organization-settings';
import type { IsoDate } from '@saldo/domain/dates/calendar';
import { periodKey, RESET_PERIODS, seriesNumber, type ResetPeriod } from '@saldo/domain/numbering';
import type { Db } from '../../db/client.ts';
import { getSeries } from '../organizations/organization-settings.service.ts';
import { giveBackCounter, lastCounters, takeNextCounter } from './invoice-numbering.repository.ts';

export interface AllocatedNumber {
  number: string;
  counter: number;
  periodKey: string;
}

/**
 * The next number of the type's series for an invoice dated `issueDate`. Must run inside the
 * transaction that inserts the invoice: the upsert locks the counter row until that transaction ends,
 * so concurrent creators queue up, and a rollback returns the number — no gaps, no duplicates.
 */
export async function allocateNumber(
  tx: Db,
  organizationId: number,
  type: InvoiceType,
  issueDate: IsoDate,
): Promise<AllocatedNumber> {
  const series = (await getSeries(tx, organizationId)).find((s) => s.documentType === type);
  if (!series) throw new Error(`no numbering series for ${type}`);
  return allocateNumberInSeries(tx, organizationId, series, issueDate);
}

/** allocateNumber with the type's series already read in this transaction (same rule, same place). */
export async function allocateNumberInSeries(
  tx: Db,
  organizationId: number,
  series: Series,
  issueDate: IsoDate,
): Promise<AllocatedNumber> {
  const type = series.documentType;
  const key = periodKey(series.reset, issueDate);
  const taken = await takeNextCounter(tx, organizationId, type, key);
  const { number, counter } = seriesNumber(series, taken, issueDate);
  return { number, counter, periodKey: key };
}

/**
 * What allocateNumberInSeries would give each series for an invoice dated `date`, without taking it:
 * the counter after the stored one of the date's period, formatted by the same seriesNumber. For each
 * reset period too, so that a series being edited is previewed with the counter it would continue.
 */
export async function nextNumbers(db: Db, organizationId: number, date: IsoDate): Promise<SeriesNext> {
  const series = await getSeries(db, organizationId);
  const keyOf = (reset: ResetPeriod) => periodKey(reset, date);
  const rows = await lastCounters(db, organizationId, RESET_PERIODS.map(keyOf));
  return {
    date,
    series: series.map((s) => {
      const last = (reset: ResetPeriod) =>
        rows.find((row) => row.documentType === s.documentType && row.periodKey === keyOf(reset))
          ?.lastCounter ?? 0;
      const next = { never: last('never') + 1, yearly: last('yearly') + 1, monthly: last('monthly') + 1 };
      return { documentType: s.documentType, number: seriesNumber(s, next[s.reset], date).number, next };
    }),
  };
}

/**
 * Gives the number back when the newest invoice of its series is deleted. Returns false (and changes
 * nothing) when a later number exists: deleting that invoice would leave a gap.
 */
export async function releaseNumber(
  tx: Db,
  organizationId: number,
  type: InvoiceType,
  key: string,
  counter: number,
): Promise<boolean> {
  return giveBackCounter(tx, organizationId, type, key, counter);
}
