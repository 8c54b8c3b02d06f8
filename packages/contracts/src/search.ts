import { z } from 'zod';

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  /** Hits per section; the count tells how many more there are. */
  perSection: z.coerce.number().int().min(1).max(20).default(5),
});

export const searchSections = ['contractors', 'invoices', 'costs', 'workers', 'products', 'help'] as const;
export type SearchSection = (typeof searchSections)[number];

export const searchHitSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  path: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/**
 * A section counts its matches up to this: a total equal to it reads "100+". The overlay shows five
 * hits a section, and counting past a hundred of a million documents only costs time.
 */
export const SEARCH_COUNT_CAP = 100;

/** One section: its first hits (best first) and how many match in all, up to SEARCH_COUNT_CAP. */
export const searchSectionResultSchema = z.object({
  section: z.enum(searchSections),
  total: z.number().int(),
  hits: z.array(searchHitSchema),
});

/** Only the sections the caller may read, in this order. */
export const searchResultSchema = z.object({ sections: z.array(searchSectionResultSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchRecentSchema = z.object({
  kind: z.enum(['query', 'item']),
  key: z.string(),
  label: z.string(),
  section: z.string().nullable(),
});
export type SearchRecent = z.infer<typeof searchRecentSchema>;
export const searchRecentListSchema = z.object({ recents: z.array(searchRecentSchema) });

export const recordSearchRecentBodySchema = z
  .object({
    kind: z.enum(['query', 'item']),
    key: z.string().trim().min(1).max(500),
    label: z.string().trim().min(1).max(200),
    section: z.string().max(40).nullable().default(null),
  })
  // A visited item is a path of the app, never another site's address.
  .refine((r) => r.kind === 'query' || /^\/(?!\/)[^\s\\]*$/.test(r.key), { path: ['key'] });
