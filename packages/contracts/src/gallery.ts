import { z } from 'zod';

/**
 * The component gallery's data calls (issue 27): the template's table and auto-suggest showcases,
 * answered from the organization's own contractors, invoices, catalogue and screens. Read-only.
 *   GET /good-table/basic            → goodTableListSchema (the newest invoices)
 *   GET /good-table/row-group        → goodTableGroupsSchema (the same, grouped by contractor)
 *   GET /good-table/advanced-search  → goodTableListSchema (per-column filters)
 *   GET /good-table/table_ssr        → goodTableListSchema (server-side paging, sorting, search)
 *   GET /autosuggest/data?q=         → autosuggestResultSchema
 * Amounts are integer grosze in the invoice's currency; `grossPln` at the invoice's own rate.
 */

const isoDate = z.iso.date();
const grosze = z.number().int();

/** How many rows the unpaged showcases show at most: a demo, not an export of the books. */
export const GOOD_TABLE_LIMIT = 100;

export const goodTableRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issueDate: isoDate,
  dueDate: isoDate,
  status: z.string(),
  contractorId: z.number().int(),
  contractorName: z.string(),
  contractorNip: z.string(),
  contractorCity: z.string(),
  currency: z.string(),
  gross: grosze,
  balance: grosze,
  grossPln: grosze,
});
export type GoodTableRow = z.infer<typeof goodTableRowSchema>;

/** The rows shown and how many match in all (more than `rows` when a limit or a page cuts them). */
export const goodTableListSchema = z.object({ rows: z.array(goodTableRowSchema), total: z.number().int() });
export type GoodTableList = z.infer<typeof goodTableListSchema>;

export const goodTableGroupSchema = z.object({
  contractorId: z.number().int(),
  contractorName: z.string(),
  /** Sums over the group's rows, in PLN at each invoice's own rate. */
  grossPln: grosze,
  rows: z.array(goodTableRowSchema),
});
export const goodTableGroupsSchema = z.object({
  groups: z.array(goodTableGroupSchema),
  total: z.number().int(),
});
export type GoodTableGroups = z.infer<typeof goodTableGroupsSchema>;

const optionalText = z.string().trim().max(100).optional();
const optionalGrosze = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();

export const GOOD_TABLE_STATUSES = ['issued', 'sent', 'paid', 'partially_paid', 'cancelled'] as const;

/** One filter per column; all given must hold. */
export const goodTableAdvancedQuerySchema = z.object({
  number: optionalText,
  contractor: optionalText,
  city: optionalText,
  status: z.enum(GOOD_TABLE_STATUSES).optional(),
  issueFrom: isoDate.optional(),
  issueTo: isoDate.optional(),
  grossMin: optionalGrosze,
  grossMax: optionalGrosze,
});
export type GoodTableAdvancedQuery = z.infer<typeof goodTableAdvancedQuerySchema>;

export const GOOD_TABLE_SORTS = [
  'number',
  'issueDate',
  'dueDate',
  'contractorName',
  'status',
  'gross',
  'balance',
] as const;
export type GoodTableSort = (typeof GOOD_TABLE_SORTS)[number];

export const goodTableSsrQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  sortBy: z.enum(GOOD_TABLE_SORTS).default('issueDate'),
  sortDesc: z.enum(['true', 'false']).default('true'),
});
export type GoodTableSsrQuery = z.infer<typeof goodTableSsrQuerySchema>;

export const autosuggestQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  /** Suggestions per group. */
  limit: z.coerce.number().int().min(1).max(10).default(5),
});

export const AUTOSUGGEST_GROUPS = ['contractors', 'products', 'pages'] as const;
export type AutosuggestGroup = (typeof AUTOSUGGEST_GROUPS)[number];

export const autosuggestItemSchema = z.object({
  /** Unique within the answer: '<group>:<id or path>'. */
  key: z.string(),
  label: z.string(),
  detail: z.string(),
  path: z.string(),
});
export type AutosuggestItem = z.infer<typeof autosuggestItemSchema>;

/** Only the groups the caller may read, in this order. */
export const autosuggestResultSchema = z.object({
  groups: z.array(z.object({ group: z.enum(AUTOSUGGEST_GROUPS), items: z.array(autosuggestItemSchema) })),
});
export type AutosuggestResult = z.infer<typeof autosuggestResultSchema>;
