import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_CHARS,
  POLLS_PER_MINUTE,
  feedCommentSchema,
  feedPageSchema,
  feedPostSchema,
  profileDataSchema,
} from '@saldo/contracts/profile';
import {
  callerWith,
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { feedPosts } from './profile.table.ts';

let t: TestApp;
let admin: Caller;
let accountant: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  accountant = callerWith(t, (await login(t.app, demo.accountant)).accessToken);
});
afterAll(async () => {
  await t.close();
});

async function post(call: Caller, payload: object) {
  const response = await call({ method: 'POST', url: '/api/profile/posts', payload });
  expect(response.statusCode, response.body).toBe(201);
  return feedPostSchema.parse(response.json());
}

async function feed(call: Caller, query = '') {
  const response = await call({ method: 'GET', url: `/api/profile/feed${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return feedPageSchema.parse(response.json());
}

describe('GET /api/profile/data', () => {
  it("answers the seed's shape from real data: header, about, colleagues, the feed and the polls", async () => {
    const response = await accountant({ method: 'GET', url: '/api/profile/data' });
    expect(response.statusCode, response.body).toBe(200);
    const data = profileDataSchema.parse(response.json());
    expect(data.header).toMatchObject({ designation: 'accountant', coverImg: null });
    expect(data.header.username.length).toBeGreaterThan(0);
    expect(data.userAbout.email).toBe(demo.accountant.email);
    expect(data.colleagues.map((person) => person.role)).not.toContain('client');
    expect(data.colleagues.some((person) => person.role === 'admin')).toBe(true);
    // The demo seed: posts with comments and likes, and a poll the admin and the accountant voted in.
    expect(data.posts.length).toBeGreaterThan(0);
    const poll = data.polls[0];
    expect(poll?.poll?.totalVotes).toBe(2);
    expect(poll?.poll?.myVote).not.toBeNull();
  });

  it('refuses the client (no Profile ability)', async () => {
    const client = await demoClient(t);
    expect((await client({ method: 'GET', url: '/api/profile/data' })).statusCode).toBe(403);
    expect((await client({ method: 'GET', url: '/api/profile/feed' })).statusCode).toBe(403);
    const write = await client({
      method: 'POST',
      url: '/api/profile/posts',
      payload: { kind: 'post', text: 'x' },
    });
    expect(write.statusCode).toBe(403);
  });
});

describe('the feed', () => {
  it('pages newest first with a cursor until the last page', async () => {
    const texts = Array.from({ length: 12 }, (_, i) => `Paging ${i}`);
    for (const text of texts) await post(admin, { kind: 'post', text });
    const first = await feed(accountant, '?limit=5');
    expect(first.posts.map((p) => p.text)).toEqual(texts.slice(-5).reverse());
    expect(first.nextCursor).toBe(first.posts.at(-1)?.id);
    const second = await feed(accountant, `?limit=5&before=${first.nextCursor}`);
    expect(second.posts.map((p) => p.text)).toEqual(texts.slice(2, 7).reverse());
    let cursor = second.nextCursor;
    let seen = 10;
    while (cursor !== null) {
      const page = await feed(accountant, `?limit=50&before=${cursor}`);
      seen += page.posts.length;
      cursor = page.nextCursor;
    }
    const all = await t.database.db.select({ id: feedPosts.id }).from(feedPosts);
    expect(seen).toBe(all.length);
  });

  it('keeps text inert: what was written comes back as written', async () => {
    const hostile = '<img src=x onerror=alert(1)> **bold**';
    const saved = await post(accountant, { kind: 'post', text: hostile });
    expect(saved.text).toBe(hostile);
    expect(saved).toMatchObject({ kind: 'post', likes: 0, commentCount: 0, poll: null, canDelete: true });
  });

  it('toggles one like per user', async () => {
    const saved = await post(admin, { kind: 'post', text: 'Like me' });
    const like = () => accountant({ method: 'POST', url: `/api/profile/posts/${saved.id}/like` });
    expect((await like()).json()).toEqual({ likes: 1, youLiked: true });
    expect((await admin({ method: 'POST', url: `/api/profile/posts/${saved.id}/like` })).json()).toEqual({
      likes: 2,
      youLiked: true,
    });
    expect((await like()).json()).toEqual({ likes: 1, youLiked: false });
    expect((await like()).json()).toEqual({ likes: 2, youLiked: true });
  });

  it('takes comments up to 10,000 characters, and no longer ones', async () => {
    const saved = await post(admin, { kind: 'post', text: 'Comment me' });
    const url = `/api/profile/posts/${saved.id}/comments`;
    const longest = await accountant({
      method: 'POST',
      url,
      payload: { text: 'a'.repeat(COMMENT_MAX_CHARS) },
    });
    expect(longest.statusCode, longest.body).toBe(201);
    const comment = feedCommentSchema.parse(longest.json());
    const tooLong = await accountant({
      method: 'POST',
      url,
      payload: { text: 'a'.repeat(COMMENT_MAX_CHARS + 1) },
    });
    expect(tooLong.statusCode).toBe(400);
    const empty = await accountant({ method: 'POST', url, payload: { text: '   ' } });
    expect(empty.statusCode).toBe(400);
    const page = await feed(admin, '?limit=50');
    const shown = page.posts.find((p) => p.id === saved.id);
    expect(shown?.commentCount).toBe(1);
    expect(shown?.comments[0]).toMatchObject({ id: comment.id, canDelete: true });
  });

  it('lets the author delete their own post and comment; the admin deletes anyone’s, the accountant not', async () => {
    const adminPost = await post(admin, { kind: 'post', text: 'Admin’s' });
    const ownPost = await post(accountant, { kind: 'post', text: 'Accountant’s' });
    const commentOn = async (id: number, call: Caller) =>
      feedCommentSchema.parse(
        (
          await call({ method: 'POST', url: `/api/profile/posts/${id}/comments`, payload: { text: 'hi' } })
        ).json(),
      );
    const adminComment = await commentOn(ownPost.id, admin);
    const ownComment = await commentOn(adminPost.id, accountant);
    const del = (call: Caller, url: string) => call({ method: 'DELETE', url });
    expect((await del(accountant, `/api/profile/posts/${adminPost.id}`)).statusCode).toBe(403);
    expect((await del(accountant, `/api/profile/comments/${adminComment.id}`)).statusCode).toBe(403);
    expect((await del(accountant, `/api/profile/comments/${ownComment.id}`)).statusCode).toBe(204);
    expect((await del(accountant, `/api/profile/posts/${ownPost.id}`)).statusCode).toBe(204);
    expect((await del(admin, `/api/profile/posts/${ownPost.id}`)).statusCode).toBe(404);
    const another = await post(accountant, { kind: 'post', text: 'Removed by the admin' });
    expect((await del(admin, `/api/profile/posts/${another.id}`)).statusCode).toBe(204);
  });
});

describe('polls', () => {
  it('takes 2 to 10 options', async () => {
    const bad = async (options: string[]) =>
      (
        await admin({
          method: 'POST',
          url: '/api/profile/posts',
          payload: { kind: 'poll', text: 'Q?', options },
        })
      ).statusCode;
    expect(await bad(['only one'])).toBe(400);
    expect(await bad(Array.from({ length: 11 }, (_, i) => `o${i}`))).toBe(400);
  });

  it('counts one vote per user and shows the results in counts and percent', async () => {
    const poll = await post(admin, {
      kind: 'poll',
      text: 'Office party on?',
      options: ['Friday', 'Saturday', 'Never'],
    });
    expect(poll.poll).toMatchObject({ totalVotes: 0, myVote: null });
    const [friday, saturday] = poll.poll?.options ?? [];
    if (!friday || !saturday) throw new Error('options missing');
    const voteAs = (call: Caller, optionId: number) =>
      call({ method: 'POST', url: `/api/profile/posts/${poll.id}/vote`, payload: { optionId } });
    const first = await voteAs(admin, friday.id);
    expect(first.statusCode, first.body).toBe(200);
    const second = await voteAs(accountant, saturday.id);
    const results = feedPostSchema.parse(second.json()).poll;
    expect(results?.myVote).toBe(saturday.id);
    expect(results?.totalVotes).toBe(2);
    expect(results?.options.map((o) => [o.votes, o.percent])).toEqual([
      [1, 50],
      [1, 50],
      [0, 0],
    ]);
    const again = await voteAs(accountant, friday.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_voted' });
    // Two at once from the same user: the primary key lets one through.
    const other = await post(admin, { kind: 'poll', text: 'Tea or coffee?', options: ['Tea', 'Coffee'] });
    const [tea, coffee] = other.poll?.options ?? [];
    if (!tea || !coffee) throw new Error('options missing');
    const racing = await Promise.all([
      accountant({
        method: 'POST',
        url: `/api/profile/posts/${other.id}/vote`,
        payload: { optionId: tea.id },
      }),
      accountant({
        method: 'POST',
        url: `/api/profile/posts/${other.id}/vote`,
        payload: { optionId: coffee.id },
      }),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // An option of another poll is not this poll's.
    const fresh = await post(admin, { kind: 'poll', text: 'Fresh?', options: ['Yes', 'No'] });
    expect(
      (
        await admin({
          method: 'POST',
          url: `/api/profile/posts/${fresh.id}/vote`,
          payload: { optionId: tea.id },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('allows 100 polls a minute per organization, then answers 429 with a clear message', async () => {
    const other = await otherOrganizationAdmin(t);
    const me = await other.call({ method: 'GET', url: '/api/profile/data' });
    expect(me.statusCode, me.body).toBe(200);
    const organizationId = (
      await t.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, other.userId) })
    )?.organizationId;
    if (!organizationId) throw new Error('no organization');
    // The minute's polls so far, written straight in (100 requests would only slow the test).
    await t.database.db.insert(feedPosts).values(
      Array.from({ length: POLLS_PER_MINUTE - 1 }, (_, i) => ({
        organizationId,
        authorId: other.userId,
        kind: 'poll' as const,
        text: `Poll ${i}`,
      })),
    );
    const payload = { kind: 'poll', text: 'One more?', options: ['Yes', 'No'] };
    const last = await other.call({ method: 'POST', url: '/api/profile/posts', payload });
    expect(last.statusCode, last.body).toBe(201);
    const refused = await other.call({ method: 'POST', url: '/api/profile/posts', payload });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json<{ message: string }>().message).toContain('100 polls a minute');
    // Plain posts are not limited, and the demo organization's polls are its own.
    expect(
      (await other.call({ method: 'POST', url: '/api/profile/posts', payload: { kind: 'post', text: 'ok' } }))
        .statusCode,
    ).toBe(201);
    expect((await admin({ method: 'POST', url: '/api/profile/posts', payload })).statusCode).toBe(201);
  });
});

describe('organizations', () => {
  it("keep their feeds apart: another organization's posts are not found", async () => {
    const other = await otherOrganizationAdmin(t);
    const theirs = await post(other.call, { kind: 'poll', text: 'Theirs?', options: ['A', 'B'] });
    const ours = await feed(admin, '?limit=50');
    expect(ours.posts.some((p) => p.id === theirs.id)).toBe(false);
    const optionId = theirs.poll?.options[0]?.id ?? 0;
    const calls = [
      admin({ method: 'POST', url: `/api/profile/posts/${theirs.id}/like` }),
      admin({ method: 'POST', url: `/api/profile/posts/${theirs.id}/comments`, payload: { text: 'hi' } }),
      admin({ method: 'POST', url: `/api/profile/posts/${theirs.id}/vote`, payload: { optionId } }),
      admin({ method: 'DELETE', url: `/api/profile/posts/${theirs.id}` }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    const comment = feedCommentSchema.parse(
      (
        await other.call({
          method: 'POST',
          url: `/api/profile/posts/${theirs.id}/comments`,
          payload: { text: 'own' },
        })
      ).json(),
    );
    expect((await admin({ method: 'DELETE', url: `/api/profile/comments/${comment.id}` })).statusCode).toBe(
      404,
    );
    const theirFeed = await feed(other.call);
    expect(theirFeed.posts.map((p) => p.id)).toEqual([theirs.id]);
    expect(theirFeed.posts[0]?.commentCount).toBe(1);
  });
});
