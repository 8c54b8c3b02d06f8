import { z } from 'zod';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/** A web path of the app: starts with one slash, no scheme or host (a bookmark never leaves the app). */
const appPathSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/);

export const bookmarkSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  title: z.string(),
  labelKey: z.string().nullable(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const bookmarkListSchema = z.object({ bookmarks: z.array(bookmarkSchema) });
export type BookmarkList = z.infer<typeof bookmarkListSchema>;

export const createBookmarkBodySchema = z.object({
  path: appPathSchema,
  title: z.string().trim().min(1).max(200),
  labelKey: z
    .string()
    .max(100)
    .regex(/^nav\.[A-Za-z]+$/)
    .nullable()
    .default(null),
});
export type CreateBookmarkBody = z.input<typeof createBookmarkBodySchema>;

export const bookmarkIdParamsSchema = z.object({ id: recordIdParamSchema });

/** The user's bookmarks' ids in their new order: every bookmark, each once. */
export const reorderBookmarksBodySchema = z.object({ ids: z.array(recordIdSchema).max(200) });

/** The bookmarks a new user starts with: invoices, add invoice, contractors (issue 28). */
export const defaultBookmarks: ReadonlyArray<{ path: string; title: string; labelKey: string }> = [
  { path: '/apps/invoice/list', title: 'Invoices', labelKey: 'nav.invoiceList' },
  { path: '/apps/invoice/add/', title: 'Add invoice', labelKey: 'nav.addInvoice' },
  { path: '/apps/contractors/list', title: 'Contractors', labelKey: 'nav.contractors' },
];
