import { z } from 'zod';
import { roles } from './abilities.ts';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/**
 * The profile page and the organization's internal feed (issue 26): `GET /api/profile/data` in the
 * seed's shape (header, userAbout, posts, polls) filled from real data, and the feed's own calls.
 * Posts and comments are plain text: the web renders them as text, never as HTML.
 */
export const POST_MAX_CHARS = 10_000;
export const COMMENT_MAX_CHARS = 10_000;
export const POLL_QUESTION_MAX_CHARS = 500;
export const POLL_OPTION_MAX_CHARS = 200;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 10;
/** Polls one organization may create per minute; more get 429. */
export const POLLS_PER_MINUTE = 100;
export const FEED_PAGE_SIZE = 10;

export const feedPersonSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(roles),
});
export type FeedPerson = z.infer<typeof feedPersonSchema>;

export const feedCommentSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  author: feedPersonSchema,
  text: z.string(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type FeedComment = z.infer<typeof feedCommentSchema>;

export const pollOptionResultSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  votes: z.number().int(),
  /** Whole percent of all votes (0 when nobody voted). */
  percent: z.number().int(),
});

export const pollResultSchema = z.object({
  options: z.array(pollOptionResultSchema),
  totalVotes: z.number().int(),
  /** The option the caller voted for, or null. */
  myVote: z.number().int().nullable(),
});
export type PollResult = z.infer<typeof pollResultSchema>;

export const feedPostSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['post', 'poll']),
  author: feedPersonSchema,
  /** The post's text, or the poll's question. */
  text: z.string(),
  createdAt: z.string(),
  likes: z.number().int(),
  youLiked: z.boolean(),
  canDelete: z.boolean(),
  commentCount: z.number().int(),
  /** The newest comments (at most 50), oldest first. */
  comments: z.array(feedCommentSchema),
  poll: pollResultSchema.nullable(),
});
export type FeedPost = z.infer<typeof feedPostSchema>;

export const feedPageSchema = z.object({
  posts: z.array(feedPostSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const feedQuerySchema = z.object({
  before: recordIdParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const profileDataSchema = z.object({
  header: z.object({
    avatar: z.string().nullable(),
    username: z.string(),
    /** The caller's role in the organization (admin, accountant). */
    designation: z.enum(roles),
    /** No cover upload yet: null means the theme's cover. */
    coverImg: z.string().nullable(),
    organization: z.string(),
  }),
  userAbout: z.object({
    about: z.string(),
    joined: z.string(),
    lives: z.string(),
    email: z.string(),
    website: z.string(),
  }),
  /** The organization's other active staff (in place of the seed's suggestedPages). */
  colleagues: z.array(feedPersonSchema),
  /** The feed's first page. */
  posts: z.array(feedPostSchema),
  nextCursor: z.number().int().nullable(),
  /** The organization's newest polls (at most 3). */
  polls: z.array(feedPostSchema),
});
export type ProfileData = z.infer<typeof profileDataSchema>;

const trimmed = (max: number) => z.string().trim().min(1).max(max);

export const createPostBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), text: trimmed(POST_MAX_CHARS) }),
  z.object({
    kind: z.literal('poll'),
    text: trimmed(POLL_QUESTION_MAX_CHARS),
    options: z.array(trimmed(POLL_OPTION_MAX_CHARS)).min(POLL_MIN_OPTIONS).max(POLL_MAX_OPTIONS),
  }),
]);
export type CreatePostBody = z.infer<typeof createPostBodySchema>;

export const createCommentBodySchema = z.object({ text: trimmed(COMMENT_MAX_CHARS) });
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;

export const voteBodySchema = z.object({ optionId: recordIdSchema });
export type VoteBody = z.infer<typeof voteBodySchema>;

export const likeResultSchema = z.object({ likes: z.number().int(), youLiked: z.boolean() });
export type LikeResult = z.infer<typeof likeResultSchema>;

export const feedIdParamsSchema = z.object({ id: recordIdParamSchema });
