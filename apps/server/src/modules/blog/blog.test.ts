import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogDetailSchema,
  blogEditSchema,
  blogListSchema,
  blogSidebarSchema,
  contentImageSchema,
} from '@saldo/contracts/blog';
import { multipartBody } from '../../../test/multipart.ts';
import {
  callerWith,
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { PNG } from '../../../test/walk-fixture.ts';

let t: TestApp;
let admin: Caller;
let client: Caller;
let accountant: Caller;
let editor: Caller;
let author: Caller;
let otherAuthor: Caller;

/** A user of the demo organization with this role, created by the admin, logged in. */
async function userWith(role: string, name: string): Promise<Caller> {
  const credentials = { email: `${name}@example.com`, password: 'Blog-Redakcja-2026!' };
  const created = await admin({
    method: 'POST',
    url: '/api/apps/user/users',
    payload: { user: { fullName: name, username: name, role, ...credentials } },
  });
  expect(created.statusCode, created.body).toBe(201);
  return callerWith(t, (await login(t.app, credentials)).accessToken);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  client = await demoClient(t);
  accountant = callerWith(t, (await login(t.app, demo.accountant)).accessToken);
  editor = await userWith('editor', 'ewa.redaktor');
  author = await userWith('author', 'adam.autor');
  otherAuthor = await userWith('author', 'olga.autorka');
});
afterAll(async () => {
  await t.close();
});

const list = async (query: Record<string, string> = {}, call: Caller = admin) => {
  const response = await call({ method: 'GET', url: '/api/blog/list/data', query });
  expect(response.statusCode, response.body).toBe(200);
  return blogListSchema.parse(response.json());
};
const detail = (id: number, call: Caller = admin) =>
  call({ method: 'GET', url: '/api/blog/list/data/detail', query: { id: String(id) } });
const create = (payload: Record<string, unknown>, call: Caller) =>
  call({ method: 'POST', url: '/api/blog/posts', payload });
const patch = (id: number, payload: Record<string, unknown>, call: Caller) =>
  call({ method: 'PATCH', url: `/api/blog/posts/${id}`, payload });
const comment = (id: number, text: string, call: Caller) =>
  call({ method: 'POST', url: `/api/blog/posts/${id}/comments`, payload: { text } });
const upload = (call: Caller, url = '/api/blog/images', data: Buffer = PNG) => {
  const { payload, headers } = multipartBody([
    { field: 'image', filename: 'a.png', type: 'image/png', data },
  ]);
  return call({ method: 'POST', url, payload, headers });
};
const rss = async () => {
  const feed = await admin({ method: 'GET', url: '/api/blog/feed' });
  expect(feed.statusCode, feed.body).toBe(200);
  const path = new URL(feed.json<{ url: string }>().url).pathname;
  // No token: the feed is public.
  return t.app.inject({ method: 'GET', url: path });
};

describe('GET /api/blog/list/data', () => {
  it('lists the seeded published posts, newest first, in the template’s shape', async () => {
    const answer = await list();
    expect(answer.total).toBe(4);
    expect(answer.posts[0]).toMatchObject({
      slug: 'costs-from-ksef',
      userFullName: 'Anna Kowalska',
      status: 'published',
    });
    expect(answer.posts.find((p) => p.slug === 'faktury-prosto-do-ksef')?.comment).toBe(1);
    expect(answer.posts.every((p) => p.status === 'published')).toBe(true);
  });

  it('searches title, excerpt and text (case-insensitively, `%` literal), filters by category and pages', async () => {
    expect((await list({ q: 'PRZYPOMNIENIA' })).posts.map((p) => p.slug)).toEqual([
      'przypomnienia-o-zaleglych-fakturach',
    ]);
    // Found in the body text only.
    expect((await list({ q: 'retyping' })).posts.map((p) => p.slug)).toEqual(['costs-from-ksef']);
    expect((await list({ q: '%' })).total).toBe(0);
    expect((await list({ category: 'ksef' })).total).toBe(3);
    const first = await list({ perPage: '2', page: '1' });
    const second = await list({ perPage: '2', page: '2' });
    expect(first.total).toBe(4);
    expect(first.posts).toHaveLength(2);
    expect(second.posts).toHaveLength(2);
    expect(first.posts.map((p) => p.id)).not.toContain(second.posts[0]?.id);
  });

  it('shows drafts only to writers: editors all, authors their own, readers none', async () => {
    expect((await list({ status: 'draft' })).posts.map((p) => p.slug)).toContain('plan-jpk-i-place');
    expect((await list({ status: 'draft' }, editor)).total).toBeGreaterThanOrEqual(1);
    expect((await list({ status: 'draft' }, author)).posts.map((p) => p.slug)).not.toContain(
      'plan-jpk-i-place',
    );
    const clientView = await list({ status: 'draft' }, client);
    expect(clientView.posts.every((p) => p.status === 'published')).toBe(true);
  });

  it('belongs to the organization: another one sees none of these posts', async () => {
    const other = await otherOrganizationAdmin(t);
    const response = await other.call({ method: 'GET', url: '/api/blog/list/data' });
    expect(blogListSchema.parse(response.json()).total).toBe(0);
    const seeded = (await list()).posts[0];
    expect((await detail(seeded?.id ?? 0, other.call)).statusCode).toBe(404);
  });
});

describe('GET /api/blog/list/data/sidebar and detail', () => {
  it('gives the recent posts and the categories in use', async () => {
    const response = await client({ method: 'GET', url: '/api/blog/list/data/sidebar' });
    expect(response.statusCode, response.body).toBe(200);
    const sidebar = blogSidebarSchema.parse(response.json());
    expect(sidebar.recentPosts[0]?.title).toBe('Costs arrive from KSeF by themselves');
    expect(sidebar.categories[0]).toEqual({ category: 'KSeF', count: 3 });
    expect(sidebar.categories.map((c) => c.category)).not.toContain('Plany');
  });

  it('gives a published post with its comments to a client, and no draft', async () => {
    const posts = (await list()).posts;
    const ksef = posts.find((p) => p.slug === 'faktury-prosto-do-ksef');
    const response = await detail(ksef?.id ?? 0, client);
    expect(response.statusCode, response.body).toBe(200);
    const answer = blogDetailSchema.parse(response.json());
    expect(answer.blog.content).toContain('<strong>KSeF</strong>');
    expect(answer.blog.canEdit).toBe(false);
    expect(answer.comments).toEqual([
      expect.objectContaining({
        userFullName: 'Jan Nowak',
        canDelete: true,
        commentText: expect.stringContaining('KSeF'),
      }),
    ]);
    const draft = (await list({ status: 'draft' })).posts.find((p) => p.slug === 'plan-jpk-i-place');
    expect((await detail(draft?.id ?? 0, client)).statusCode).toBe(404);
    expect((await detail(draft?.id ?? 0, author)).statusCode).toBe(404);
    expect((await detail(draft?.id ?? 0, editor)).statusCode).toBe(200);
  });
});

describe('writing: authors, editors and readers', () => {
  it('an author writes a draft, may not publish it, edits and deletes only their own drafts', async () => {
    const refused = await create(
      { title: 'Od razu publikuję', slug: 'od-razu', status: 'published' },
      author,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/editor/i);

    const created = await create(
      { title: 'Mój szkic', slug: 'moj-szkic', content: '<p>Tekst</p>', tags: ['Porady', 'porady'] },
      author,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await patch(id, { title: 'Mój szkic, poprawiony' }, author)).statusCode).toBe(200);
    expect((await patch(id, { status: 'published' }, author)).statusCode).toBe(403);

    const edit = await author({ method: 'GET', url: '/api/blog/list/data/edit', query: { id: String(id) } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(blogEditSchema.parse(edit.json())).toMatchObject({
      blogTitle: 'Mój szkic, poprawiony',
      blogCategories: ['Porady'],
      status: 'draft',
    });

    // Another author neither sees nor changes it.
    expect((await patch(id, { title: 'Cudzy' }, otherAuthor)).statusCode).toBe(404);
    expect((await otherAuthor({ method: 'DELETE', url: `/api/blog/posts/${id}` })).statusCode).toBe(404);

    // The editor publishes it; then its author may no longer change it.
    expect((await patch(id, { status: 'published' }, editor)).json()).toMatchObject({ status: 'published' });
    const locked = await patch(id, { title: 'Po publikacji' }, author);
    expect(locked.statusCode).toBe(403);
    expect((await author({ method: 'DELETE', url: `/api/blog/posts/${id}` })).statusCode).toBe(403);
    expect((await list({ q: 'poprawiony' }, client)).total).toBe(1);

    expect((await editor({ method: 'DELETE', url: `/api/blog/posts/${id}` })).statusCode).toBe(204);
    expect((await list({ q: 'poprawiony' })).total).toBe(0);
  });

  it('an author deletes their own draft', async () => {
    const { id } = (await create({ title: 'Do kosza', slug: 'do-kosza' }, author)).json<{ id: number }>();
    expect((await author({ method: 'DELETE', url: `/api/blog/posts/${id}` })).statusCode).toBe(204);
  });

  it('an editor edits anyone’s published post; clients and accountants write nothing', async () => {
    const seeded = (await list()).posts.find((p) => p.slug === 'costs-from-ksef');
    expect((await patch(seeded?.id ?? 0, { excerpt: 'Edited by the editor.' }, editor)).statusCode).toBe(200);
    expect((await create({ title: 'Klient pisze', slug: 'klient' }, client)).statusCode).toBe(403);
    expect((await create({ title: 'Księgowa pisze', slug: 'ksiegowa' }, accountant)).statusCode).toBe(403);
    expect((await patch(seeded?.id ?? 0, { title: 'x' }, client)).statusCode).toBe(403);
    expect(
      (await client({ method: 'GET', url: '/api/blog/list/data/edit', query: { id: '1' } })).statusCode,
    ).toBe(403);
  });

  it('refuses a taken slug and a post over 1 MB with clear messages', async () => {
    const taken = await create({ title: 'Kopia', slug: 'costs-from-ksef' }, editor);
    expect(taken.statusCode).toBe(409);
    const huge = await create(
      { title: 'Duży', slug: 'duzy', content: `<p>${'a'.repeat(1_000_001)}</p>` },
      editor,
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ message: string }>().message).toContain('1 MB');
  });

  it('sanitizes the post on the server and keeps only our own uploaded images', async () => {
    const uploaded = await upload(editor);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = contentImageSchema.parse(uploaded.json());
    expect(url).toMatch(/^\/api\/content-images\/[0-9a-f-]{36}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const created = await create(
      {
        title: 'Z obrazkiem',
        slug: 'z-obrazkiem',
        status: 'published',
        img: url,
        content: `<p onclick="alert(1)">Tekst<script>alert(2)</script></p><img src="${url}" alt="wykres"><img src="https://evil.example/x.png"><img src="data:image/png;base64,AAAA"><a href="javascript:alert(3)">x</a>`,
      },
      editor,
    );
    expect(created.statusCode, created.body).toBe(201);
    const answer = blogDetailSchema.parse((await detail(created.json<{ id: number }>().id, client)).json());
    expect(answer.blog.content).toBe(
      `<p>Tekst</p><img src="${url}" alt="wykres" /><a rel="noopener noreferrer nofollow" target="_blank">x</a>`,
    );
    expect(answer.blog.img).toBe(url);
    // A cover must be one of our uploads too.
    expect(
      (await create({ title: 'Okładka', slug: 'okladka', img: 'https://evil.example/x.png' }, editor))
        .statusCode,
    ).toBe(400);
  });

  it('refuses an upload that is not an image by its bytes, and uploads from readers', async () => {
    const fake = await upload(editor, '/api/blog/images', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.statusCode).toBe(400);
    expect((await upload(client)).statusCode).toBe(403);
    expect((await upload(author, '/api/kb/images')).statusCode).toBe(403);
    expect((await upload(editor, '/api/kb/images')).statusCode).toBe(201);
  });
});

describe('comments', () => {
  it('a client comments a published post; the text stays inert; 10,000 characters at most', async () => {
    const post = (await list()).posts.find((p) => p.slug === 'invoices-straight-to-ksef');
    const id = post?.id ?? 0;
    const hostile = '<img src=x onerror=alert(1)> Thanks!';
    const added = await comment(id, hostile, client);
    expect(added.statusCode, added.body).toBe(201);
    const shown = blogDetailSchema.parse((await detail(id, client)).json()).comments;
    expect(shown.at(-1)).toMatchObject({ commentText: hostile, canDelete: true });

    const tooLong = await comment(id, 'x'.repeat(10_001), client);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toContain('10,000');
    expect((await comment(id, 'x'.repeat(10_000), client)).statusCode).toBe(201);

    // Someone else's comment: the client may not delete it, the editor may.
    const commentId = shown.at(-1)?.id ?? 0;
    expect((await accountant({ method: 'DELETE', url: `/api/blog/comments/${commentId}` })).statusCode).toBe(
      403,
    );
    expect((await editor({ method: 'DELETE', url: `/api/blog/comments/${commentId}` })).statusCode).toBe(204);
  });

  it('refuses comments on drafts and on posts that do not allow them', async () => {
    const { id } = (
      await create(
        { title: 'Bez komentarzy', slug: 'bez-komentarzy', status: 'published', allowComments: false },
        editor,
      )
    ).json<{ id: number }>();
    expect((await comment(id, 'Hej', client)).statusCode).toBe(403);
    const draft = (await list({ status: 'draft' })).posts[0];
    expect((await comment(draft?.id ?? 0, 'Hej', client)).statusCode).toBe(404);
  });
});

describe('RSS', () => {
  it('is public and lists only published posts, with absolute links and escaped text', async () => {
    const { id } = (
      await create({ title: 'Szkic <b>&</b>', slug: 'szkic-rss', content: '<p>tajne</p>' }, editor)
    ).json<{ id: number }>();
    const response = await rss();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    expect(response.body).toContain('<title>Invoices straight to KSeF</title>');
    expect(response.body).toContain(`<link>http://saldo.test/pages/blog/`);
    expect(response.body).not.toContain('Co dalej: JPK');
    expect(response.body).not.toContain('Szkic &lt;b&gt;');
    await patch(id, { status: 'published' }, editor);
    expect((await rss()).body).toContain('<title>Szkic &lt;b&gt;&amp;&lt;/b&gt;</title>');
    // An unknown key names no organization.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/blog/rss/aaaaaaaaaaaaaaaaaaaaaaaaaaaa/feed.xml' }))
        .statusCode,
    ).toBe(404);
  });

  it('nothing else of the blog answers without a login', async () => {
    for (const url of ['/api/blog/list/data', '/api/blog/list/data/sidebar', '/api/blog/feed'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
