import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedPost, ProfileData } from '@saldo/contracts/profile';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import ProfilePage from './ProfilePage.tsx';

const admin = { id: 1, fullName: 'Anna Nowak', avatar: null, role: 'admin' as const };
const accountant = { id: 2, fullName: 'Ewa Zielińska', avatar: null, role: 'accountant' as const };

const post = (overrides: Partial<FeedPost> = {}): FeedPost => ({
  id: 10,
  kind: 'post',
  author: accountant,
  text: '<img src=x onerror=alert(1)> JPK sent',
  createdAt: '2026-11-20T10:00:00.000Z',
  likes: 1,
  youLiked: false,
  canDelete: false,
  commentCount: 1,
  comments: [
    {
      id: 5,
      postId: 10,
      author: admin,
      text: 'Thanks!',
      createdAt: '2026-11-20T11:00:00.000Z',
      canDelete: true,
    },
  ],
  poll: null,
  ...overrides,
});

const poll = post({
  id: 11,
  kind: 'poll',
  author: admin,
  text: 'Closing meeting?',
  likes: 0,
  commentCount: 0,
  comments: [],
  poll: {
    options: [
      { id: 1, text: 'Monday', votes: 1, percent: 100 },
      { id: 2, text: 'Friday', votes: 0, percent: 0 },
    ],
    totalVotes: 1,
    myVote: null,
  },
});

const profile: ProfileData = {
  header: {
    avatar: null,
    username: 'Anna Nowak',
    designation: 'admin',
    coverImg: null,
    organization: 'Demo sp. z o.o.',
  },
  userAbout: {
    about: 'Owner',
    joined: '2026-01-05T00:00:00.000Z',
    lives: 'Polska',
    email: 'admin@demo.com',
    website: '',
  },
  colleagues: [accountant],
  posts: [],
  nextCursor: null,
  polls: [],
};

/** The profile's calls: data, two feed pages, and the changes (recorded). */
function stubApi() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/profile/data') return json(200, profile);
    if (url.pathname === '/api/profile/feed')
      return url.searchParams.get('before') === '10'
        ? json(200, {
            posts: [post({ id: 3, text: 'An older post', comments: [], commentCount: 0 })],
            nextCursor: null,
          })
        : json(200, { posts: [poll, post()], nextCursor: 10 });
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname.endsWith('/vote'))
      return json(200, {
        ...poll,
        poll: {
          ...poll.poll,
          myVote: 2,
          totalVotes: 2,
          options: [
            { id: 1, text: 'Monday', votes: 1, percent: 50 },
            { id: 2, text: 'Friday', votes: 1, percent: 50 },
          ],
        },
      });
    if (url.pathname.endsWith('/like')) return json(200, { likes: 2, youLiked: true });
    if (url.pathname.endsWith('/comments'))
      return json(201, {
        id: 6,
        postId: 10,
        author: admin,
        text: 'Nice',
        createdAt: '2026-11-21T10:00:00.000Z',
        canDelete: true,
      });
    if (url.pathname === '/api/profile/posts') return json(201, post({ id: 12, text: 'Hello' }));
    return json(404, { message: 'Not found' });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

// Rendering the whole page with Mantine is slow on a loaded machine.
const SLOW = 60_000;

describe('ProfilePage', () => {
  it(
    'shows the header, the about card and the feed, with post text as inert text, and loads more',
    async () => {
      loginAs('admin');
      stubApi();
      await renderWithProviders(<ProfilePage />, { route: '/pages/profile' });
      expect(await screen.findByRole('heading', { name: 'Anna Nowak' }, { timeout: 8000 })).toBeTruthy();
      expect(screen.getByText('Owner')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Colleagues' })).toBeTruthy();
      const posts = await screen.findAllByTestId('feed-post');
      expect(posts).toHaveLength(2);
      const textPost = posts[1] as HTMLElement;
      expect(within(textPost).getByText('<img src=x onerror=alert(1)> JPK sent')).toBeTruthy();
      expect(textPost.querySelector('img[src="x"]')).toBeNull();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
      expect(await screen.findByText('An older post')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    },
    SLOW,
  );

  it(
    'votes in a poll, likes and comments by keyboard and mouse, and publishes a poll',
    async () => {
      loginAs('admin');
      const calls = stubApi();
      await renderWithProviders(<ProfilePage />, { route: '/pages/profile' });
      const actor = userEvent.setup();
      const [pollCard, textPost] = (await screen.findAllByTestId('feed-post', undefined, {
        timeout: 8000,
      })) as [HTMLElement, HTMLElement];
      await actor.click(within(pollCard).getByRole('radio', { name: 'Friday' }));
      await actor.click(within(pollCard).getByRole('button', { name: 'Vote' }));
      await waitFor(() =>
        expect(calls).toContainEqual({
          method: 'POST',
          path: '/api/profile/posts/11/vote',
          body: { optionId: 2 },
        }),
      );

      within(textPost).getByRole('button', { name: 'Likes: 1' }).focus();
      await actor.keyboard('{Enter}');
      await waitFor(() => expect(calls.some((c) => c.path === '/api/profile/posts/10/like')).toBe(true));

      await actor.type(within(textPost).getByRole('textbox', { name: 'Comment' }), 'Nice');
      await actor.click(within(textPost).getByRole('button', { name: 'Comment' }));
      await waitFor(() =>
        expect(calls).toContainEqual({
          method: 'POST',
          path: '/api/profile/posts/10/comments',
          body: { text: 'Nice' },
        }),
      );

      await actor.click(screen.getByRole('radio', { name: 'Poll' }));
      await actor.type(screen.getByRole('textbox', { name: 'Question' }), 'Pizza?');
      await actor.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Yes');
      await actor.type(screen.getByRole('textbox', { name: 'Option 2' }), 'No');
      await actor.click(screen.getByRole('button', { name: 'Publish the poll' }));
      await waitFor(() =>
        expect(calls).toContainEqual({
          method: 'POST',
          path: '/api/profile/posts',
          body: { kind: 'poll', text: 'Pizza?', options: ['Yes', 'No'] },
        }),
      );
    },
    SLOW,
  );

  it(
    'says so when the feed is empty',
    async () => {
      loginAs('admin');
      vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/profile/data') return json(200, profile);
        return json(200, { posts: [], nextCursor: null });
      });
      await renderWithProviders(<ProfilePage />, { route: '/pages/profile' });
      expect(
        await screen.findByText('Nothing here yet. Write the first post.', undefined, { timeout: 8000 }),
      ).toBeTruthy();
    },
    SLOW,
  );
});
