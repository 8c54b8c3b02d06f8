import { z } from 'zod';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/**
 * The help centre (issue 26): the FAQ (`/api/faq/data`) and the knowledge base (`/api/kb/data/*`),
 * in the seed's shapes. Every text is stored per language and answered in the request's language
 * (`lang`, else Accept-Language), falling back to English where that language has no text yet.
 */

/** The interface languages (the same list as `@saldo/i18n/languages`, which contracts does not import). */
export const CONTENT_LANGUAGES = ['en', 'pl', 'de', 'fr', 'pt'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const HELP_LIMITS = {
  q: 100,
  key: 40,
  icon: 40,
  title: 200,
  subtitle: 300,
  question: 300,
  answer: 5_000,
  /** An article's HTML, in UTF-8 bytes: a larger one is refused with a clear message (413). */
  articleBytes: 1_000_000,
  slug: 80,
  screen: 200,
} as const;

/** Texts of one language; English is the one every entry has (the fallback). */
export type LocalizedText = Partial<Record<ContentLanguage, string>> & { en: string };

const langSchema = z.enum(CONTENT_LANGUAGES);
const query = z.string().trim().max(HELP_LIMITS.q).optional();

/** `lang` overrides Accept-Language (a link to one language's help, an editor writing another language). */
export const helpQuerySchema = z.object({ q: query, lang: langSchema.optional() });

// ─── FAQ ────────────────────────────────────────────────────────────────────────────────────────

export const faqEntrySchema = z.object({ id: z.number().int(), question: z.string(), ans: z.string() });
export const faqCategorySchema = z.object({
  id: z.number().int(),
  icon: z.string(),
  title: z.string(),
  subtitle: z.string(),
  qandA: z.array(faqEntrySchema),
});
/** The seed's shape: categories by key (payment, delivery, …), only those with a matching question. */
export const faqDataSchema = z.record(z.string(), faqCategorySchema);
export type FaqEntry = z.infer<typeof faqEntrySchema>;
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export type FaqData = z.infer<typeof faqDataSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);
const iconSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]+$/)
  .max(HELP_LIMITS.icon);

/** Texts go in the request's language (`lang`, else Accept-Language); other languages keep theirs. */
export const createFaqCategoryBodySchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9]*$/)
    .max(HELP_LIMITS.key),
  icon: iconSchema,
  title: text(HELP_LIMITS.title),
  subtitle: z.string().trim().max(HELP_LIMITS.subtitle).default(''),
  lang: langSchema.optional(),
});
export const updateFaqCategoryBodySchema = z.object({
  icon: iconSchema.optional(),
  title: text(HELP_LIMITS.title).optional(),
  subtitle: z.string().trim().max(HELP_LIMITS.subtitle).optional(),
  lang: langSchema.optional(),
});
export const faqEntryBodySchema = z.object({
  question: text(HELP_LIMITS.question),
  answer: text(HELP_LIMITS.answer),
  lang: langSchema.optional(),
});
export const updateFaqEntryBodySchema = z.object({
  question: text(HELP_LIMITS.question).optional(),
  answer: text(HELP_LIMITS.answer).optional(),
  lang: langSchema.optional(),
});
export const helpIdParamsSchema = z.object({ id: recordIdParamSchema });
// Named apart from the company's cost categories (/api/organization/categories/{id}), so that each
// kind of category is a kind of record of its own to the route walkers and the OpenAPI reader.
export const faqCategoryParamsSchema = z.object({ faqCategoryId: recordIdParamSchema });
export const kbCategoryParamsSchema = z.object({ kbCategoryId: recordIdParamSchema });

// ─── Knowledge base ─────────────────────────────────────────────────────────────────────────────

export const kbCategorySummarySchema = z.object({
  id: z.number().int(),
  category: z.string(),
  icon: z.string(),
  title: z.string(),
  desc: z.string(),
  /** The category's articles (matching the search, when there is one). */
  questionCount: z.number().int(),
});
export const kbQuestionLinkSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  slug: z.string(),
});
export const kbCategorySchema = z.object({
  id: z.number().int(),
  category: z.string(),
  icon: z.string(),
  title: z.string(),
  desc: z.string(),
  questions: z.array(kbQuestionLinkSchema),
});
export const kbFeedbackSchema = z.object({
  helpful: z.number().int(),
  notHelpful: z.number().int(),
  /** The caller's own vote, null before they vote. */
  mine: z.boolean().nullable(),
});
export const kbQuestionSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  categoryTitle: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Sanitized HTML (stored sanitized; the web sanitizes again before rendering). */
  content: z.string(),
  /** The app screen the article explains, e.g. /apps/invoice/add. */
  screen: z.string(),
  lastUpdated: z.string(),
  relatedQuestions: z.array(kbQuestionLinkSchema),
  feedback: kbFeedbackSchema,
});
export type KbCategorySummary = z.infer<typeof kbCategorySummarySchema>;
export type KbCategory = z.infer<typeof kbCategorySchema>;
export type KbQuestion = z.infer<typeof kbQuestionSchema>;
export type KbFeedback = z.infer<typeof kbFeedbackSchema>;

const slugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(HELP_LIMITS.slug);

export const kbCategoryQuerySchema = helpQuerySchema.extend({ category: slugSchema });
export const kbQuestionQuerySchema = z.object({
  category: slugSchema,
  slug: slugSchema,
  lang: langSchema.optional(),
});
export const kbFeedbackBodySchema = z.object({ helpful: z.boolean() });

export const kbCategoryBodySchema = z.object({
  slug: slugSchema,
  icon: iconSchema,
  title: text(HELP_LIMITS.title),
  desc: z.string().trim().max(HELP_LIMITS.subtitle).default(''),
  lang: langSchema.optional(),
});
// Written out, not `.partial()` of the above: a default inside would blank a field left out of an edit.
export const updateKbCategoryBodySchema = z.object({
  icon: iconSchema.optional(),
  title: text(HELP_LIMITS.title).optional(),
  desc: z.string().trim().max(HELP_LIMITS.subtitle).optional(),
  lang: langSchema.optional(),
});

// A path inside the app, optionally with one query parameter (a settings tab: ?tab=ksef).
const screenSchema = z
  .string()
  .trim()
  .regex(/^(\/[a-z0-9-]*)*(\?[a-z]+=[a-z0-9-]+)?$/)
  .max(HELP_LIMITS.screen);

/** `content` is HTML; its size is checked by the server (413 past HELP_LIMITS.articleBytes). */
export const kbArticleBodySchema = z.object({
  kbCategoryId: recordIdSchema,
  slug: slugSchema,
  title: text(HELP_LIMITS.title),
  content: z.string(),
  screen: screenSchema.default(''),
  lang: langSchema.optional(),
});
export const updateKbArticleBodySchema = z.object({
  title: text(HELP_LIMITS.title).optional(),
  content: z.string().optional(),
  screen: screenSchema.optional(),
  lang: langSchema.optional(),
});
export const kbArticleSavedSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  slug: z.string(),
});
