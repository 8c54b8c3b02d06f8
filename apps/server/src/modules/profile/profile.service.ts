import {
  POLLS_PER_MINUTE,
  type CreateCommentBody,
  type CreatePostBody,
  type FeedComment,
  type FeedPage,
  type FeedPerson,
  type FeedPost,
  type FeedQuery,
  type LikeResult,
  type PollResult,
  type ProfileData,
} from '@saldo/contracts/profile';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { avatarUrl } from '../auth/user-data.ts';
import {
  commentCountsOf,
  commentsOf,
  countPollsSince,
  deleteComment as removeComment,
  deletePost as removePost,
  findComment,
  findPollOption,
  findPost,
  findProfileUser,
  insertComment,
  insertPollOptions,
  insertPost,
  insertVote,
  likesOf,
  listColleagues,
  listPosts,
  lockOrganizationPolls,
  myVotesOf,
  pollOptionsOf,
  toggleLike,
  type PostWithAuthor,
} from './profile.repository.ts';

const notFound = () => new AppError(404, 'http.notFound');

type PersonRow = { id: number; fullName: string; role: FeedPerson['role']; avatarKey: string | null };
const toPerson = (row: PersonRow): FeedPerson => ({
  id: row.id,
  fullName: row.fullName,
  role: row.role,
  avatar: row.avatarKey ? avatarUrl(row.avatarKey) : null,
});

/** The author deletes their own post or comment; an administrator deletes anyone's. */
const mayDelete = (caller: AuthUser, authorId: number) => caller.role === 'admin' || caller.id === authorId;

/** Whole percents of the total (0 with no votes); rounding may make them sum to 99 or 101. */
const percentOf = (votes: number, total: number) => (total === 0 ? 0 : Math.round((votes * 100) / total));

/** Likes, comments and poll results for the posts, in as few queries as the page has kinds of data. */
async function hydrate(db: Db, caller: AuthUser, rows: PostWithAuthor[]): Promise<FeedPost[]> {
  const ids = rows.map((row) => row.post.id);
  const pollIds = rows.filter((row) => row.post.kind === 'poll').map((row) => row.post.id);
  const [likes, counts, comments, options, myVotes] = await Promise.all([
    likesOf(db, ids, caller.id),
    commentCountsOf(db, ids),
    commentsOf(db, ids),
    pollOptionsOf(db, pollIds),
    myVotesOf(db, pollIds, caller.id),
  ]);
  const likeBy = new Map(likes.map((row) => [row.postId, row]));
  const countBy = new Map(counts.map((row) => [row.postId, row.comments]));
  const voteBy = new Map(myVotes.map((row) => [row.postId, row.optionId]));
  return rows.map(({ post, author }) => {
    let poll: PollResult | null = null;
    if (post.kind === 'poll') {
      const own = options.filter((option) => option.postId === post.id);
      const totalVotes = own.reduce((sum, option) => sum + option.votes, 0);
      poll = {
        options: own.map((option) => ({
          id: option.id,
          text: option.text,
          votes: option.votes,
          percent: percentOf(option.votes, totalVotes),
        })),
        totalVotes,
        myVote: voteBy.get(post.id) ?? null,
      };
    }
    return {
      id: post.id,
      kind: post.kind,
      author: toPerson(author),
      text: post.text,
      createdAt: post.createdAt.toISOString(),
      likes: likeBy.get(post.id)?.likes ?? 0,
      youLiked: likeBy.get(post.id)?.youLiked ?? false,
      canDelete: mayDelete(caller, post.authorId),
      commentCount: countBy.get(post.id) ?? 0,
      comments: comments
        .filter((row) => row.comment.postId === post.id)
        .map((row) => toComment(caller, row.comment, row.author)),
      poll,
    };
  });
}

function toComment(
  caller: AuthUser,
  comment: { id: number; postId: number; authorId: number; text: string; createdAt: Date },
  author: PersonRow,
): FeedComment {
  return {
    id: comment.id,
    postId: comment.postId,
    author: toPerson(author),
    text: comment.text,
    createdAt: comment.createdAt.toISOString(),
    canDelete: mayDelete(caller, comment.authorId),
  };
}

/** One page of the organization's feed, newest first. */
export async function feedPage(db: Db, caller: AuthUser, query: FeedQuery): Promise<FeedPage> {
  // One row more than asked tells whether an older page exists.
  const rows = await listPosts(db, caller.organizationId, { before: query.before, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return {
    posts: await hydrate(db, caller, page),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.post.id ?? null) : null,
  };
}

/** The seed's profile data: the caller's header and about card, colleagues, the feed and the polls. */
export async function profileData(db: Db, caller: AuthUser): Promise<ProfileData> {
  const [user, colleagues, feed, pollRows] = await Promise.all([
    findProfileUser(db, caller.id),
    listColleagues(db, caller.organizationId, caller.id),
    feedPage(db, caller, { limit: 10 }),
    listPosts(db, caller.organizationId, { limit: 3, kind: 'poll' }),
  ]);
  if (!user) throw notFound();
  return {
    header: {
      avatar: user.avatarKey ? avatarUrl(user.avatarKey) : null,
      username: user.fullName,
      designation: user.role,
      coverImg: null,
      organization: user.organization,
    },
    userAbout: {
      about: user.info?.bio ?? '',
      joined: user.createdAt.toISOString(),
      lives: user.info?.country ?? '',
      email: user.email,
      website: user.info?.website ?? '',
    },
    colleagues: colleagues.map(toPerson),
    posts: feed.posts,
    nextCursor: feed.nextCursor,
    polls: await hydrate(db, caller, pollRows),
  };
}

async function loadPost(db: Db, caller: AuthUser, postId: number): Promise<FeedPost> {
  const row = await findPost(db, caller.organizationId, postId);
  if (!row) throw notFound();
  const [post] = await hydrate(db, caller, [row]);
  if (!post) throw notFound();
  return post;
}

/**
 * A post or a poll. Polls are limited to POLLS_PER_MINUTE per organization (and so per user): the
 * count and the insert run under the organization's advisory lock, so racing requests cannot pass it.
 */
export async function createPost(db: Db, caller: AuthUser, body: CreatePostBody): Promise<FeedPost> {
  const id = await db.transaction(async (tx) => {
    if (body.kind === 'poll') {
      await lockOrganizationPolls(tx, caller.organizationId);
      const recent = await countPollsSince(tx, caller.organizationId, new Date(Date.now() - 60_000));
      if (recent >= POLLS_PER_MINUTE)
        throw new AppError(429, 'profile.tooManyPolls', {
          params: { count: POLLS_PER_MINUTE },
          retryAfterSeconds: 60,
        });
    }
    const post = await insertPost(tx, {
      organizationId: caller.organizationId,
      authorId: caller.id,
      kind: body.kind,
      text: body.text,
    });
    if (body.kind === 'poll') await insertPollOptions(tx, post.id, body.options);
    return post.id;
  });
  return loadPost(db, caller, id);
}

export async function deletePost(db: Db, caller: AuthUser, postId: number): Promise<void> {
  const row = await findPost(db, caller.organizationId, postId);
  if (!row) throw notFound();
  if (!mayDelete(caller, row.post.authorId)) throw forbidden();
  await removePost(db, postId);
}

export async function likePost(db: Db, caller: AuthUser, postId: number): Promise<LikeResult> {
  if (!(await findPost(db, caller.organizationId, postId))) throw notFound();
  await toggleLike(db, postId, caller.id);
  const [likes] = await likesOf(db, [postId], caller.id);
  return { likes: likes?.likes ?? 0, youLiked: likes?.youLiked ?? false };
}

export async function addComment(
  db: Db,
  caller: AuthUser,
  postId: number,
  body: CreateCommentBody,
): Promise<FeedComment> {
  if (!(await findPost(db, caller.organizationId, postId))) throw notFound();
  const comment = await insertComment(db, { postId, authorId: caller.id, text: body.text });
  const row = await findComment(db, caller.organizationId, comment.id);
  if (!row) throw notFound();
  return toComment(caller, row.comment, row.author);
}

export async function deleteComment(db: Db, caller: AuthUser, commentId: number): Promise<void> {
  const row = await findComment(db, caller.organizationId, commentId);
  if (!row) throw notFound();
  if (!mayDelete(caller, row.comment.authorId)) throw forbidden();
  await removeComment(db, commentId);
}

/** One vote per user and poll; a second one is refused (409), and the results are returned. */
export async function vote(db: Db, caller: AuthUser, postId: number, optionId: number): Promise<FeedPost> {
  const row = await findPost(db, caller.organizationId, postId);
  if (!row || row.post.kind !== 'poll') throw notFound();
  if (!(await findPollOption(db, postId, optionId))) throw new AppError(404, 'profile.optionNotFound');
  if (!(await insertVote(db, { postId, userId: caller.id, optionId })))
    throw new AppError(409, 'profile.alreadyVoted', { code: 'already_voted' });
  return loadPost(db, caller, postId);
}
