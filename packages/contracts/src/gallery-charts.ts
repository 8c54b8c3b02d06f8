import { z } from 'zod';
import { AGING_BUCKETS } from '@saldo/domain/receivables';

/**
 * The gallery's chart and map showcases (issue 27), answered from the organization's own books.
 *   GET /gallery/charts                → galleryChartsSchema: the three series every chart page draws
 *   GET /gallery/contractor-places     → contractorPlacesSchema: the contractors the map places
 * Amounts are integer grosze in PLN (foreign documents at their own rate), as in the reports.
 */

const grosze = z.number().int();
const month = z.string().regex(/^\d{4}-\d{2}$/);

export const galleryChartsSchema = z.object({
  /** The day the series end on (today in Poland): aging is as of it, the months end with its month. */
  date: z.iso.date(),
  /** 12 months, oldest first: sales (gross, what an invoice adds to sales) and costs (gross) per month. */
  months: z.array(z.object({ month, revenue: grosze, costs: grosze })),
  /** Open receivables on `date` by aging bucket, in the buckets' order (not due first). */
  aging: z.array(z.object({ bucket: z.enum(AGING_BUCKETS), amount: grosze })),
  /** Sales of the same 12 months by VAT rate ('23', '8', 'zw', …): net, VAT and gross. */
  vatRates: z.array(z.object({ rate: z.string(), net: grosze, vat: grosze, gross: grosze })),
});
export type GalleryCharts = z.infer<typeof galleryChartsSchema>;

/** The map shows at most this many contractors: a picture of where the clients are, not an export. */
export const CONTRACTOR_PLACES_LIMIT = 1000;

export const contractorPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  postalCode: z.string(),
  /** ISO 3166 code of the address's country ('PL' for Poland): only Polish addresses are placed. */
  country: z.string(),
});
export type ContractorPlace = z.infer<typeof contractorPlaceSchema>;

export const contractorPlacesSchema = z.object({
  contractors: z.array(contractorPlaceSchema),
  /** All the organization's contractors (more than `contractors` when the limit cut them). */
  total: z.number().int(),
  /**
   * The map tile server's URL template ({z}/{x}/{y}) from the MAP_TILE_URL setting, or null when none
   * is set: the map then draws only the bundled outline of Poland and asks nothing of the network.
   */
  tileUrl: z.string().nullable(),
});
export type ContractorPlaces = z.infer<typeof contractorPlacesSchema>;
