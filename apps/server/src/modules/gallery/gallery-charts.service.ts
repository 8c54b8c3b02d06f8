import {
  CONTRACTOR_PLACES_LIMIT,
  type ContractorPlaces,
  type GalleryCharts,
} from '@saldo/contracts/gallery-charts';
import { addMonths, startOfMonth, type IsoDate } from '@saldo/domain/dates/calendar';
import { AGING_BUCKETS } from '@saldo/domain/receivables';
import { comparedRanges } from '@saldo/domain/reports/periods';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { costMonths, invoiceMonths } from '../dashboard/analytics.repository.ts';
import { receivablesAging } from '../debt/reports/receivables.service.ts';
import { salesByRate } from '../reports/reports.repository.ts';
import { contractorPlaces, countContractors } from './gallery-charts.repository.ts';

const MONTHS = 12;
const monthOf = (date: IsoDate) => date.slice(0, 7);

/**
 * The three series the chart pages draw, from the same sources as the screens that own them: the
 * analytics dashboard's sales and costs per month, the receivables report's aging and the sales
 * report's per-rate summaries. Nothing is computed twice, so a chart agrees with its report.
 */
export async function galleryCharts(db: Db, organizationId: number, day?: IsoDate): Promise<GalleryCharts> {
  const date = day ?? todayInPoland();
  const first = addMonths(startOfMonth(date), -(MONTHS - 1));
  const range = { from: monthOf(first), to: monthOf(date) };
  const [sales, costs, aging, rates] = await Promise.all([
    invoiceMonths(db, organizationId, first, date),
    costMonths(db, organizationId, range.from, range.to),
    receivablesAging(db, organizationId, date),
    salesByRate(db, organizationId, comparedRanges(range)),
  ]);
  const months = Array.from({ length: MONTHS }, (_, i) => monthOf(addMonths(first, i)));
  return {
    date,
    months: months.map((month) => ({
      month,
      revenue: sales.get(month)?.gross ?? 0,
      costs: costs.get(month) ?? 0,
    })),
    aging: AGING_BUCKETS.map((bucket) => ({ bucket, amount: aging.total[bucket] })),
    vatRates: rates
      .filter((row) => row.current.count > 0)
      .map((row) => ({
        rate: row.key,
        net: row.current.net,
        vat: row.current.vat,
        gross: row.current.gross,
      })),
  };
}

/** The contractors the map places (at most CONTRACTOR_PLACES_LIMIT), and the tile server if one is set. */
export async function contractorPlacesOf(
  db: Db,
  organizationId: number,
  tileUrl: string,
): Promise<ContractorPlaces> {
  const [contractors, total] = await Promise.all([
    contractorPlaces(db, organizationId, CONTRACTOR_PLACES_LIMIT),
    countContractors(db, organizationId),
  ]);
  return { contractors, total, tileUrl: tileUrl === '' ? null : tileUrl };
}
