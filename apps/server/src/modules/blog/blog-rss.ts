import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { newSecureToken } from '../../lib/secure-token.ts';
import {
  claimFeedKey,
  findFeedKey,
  listPosts,
  organizationNameOf,
  organizationOfFeed,
} from './blog.repository.ts';

/**
 * The public RSS 2.0 feed of an organization's published posts (issue 26), the one thing of the blog
 * readable without a login. The address carries the organization's random feed key, never its id.
 */
const FEED_ITEMS = 30;

const base = (ctx: AppContext) => ctx.config.appUrl.replace(/\/$/, '');
export const feedUrl = (ctx: AppContext, key: string) => `${base(ctx)}/api/blog/rss/${key}/feed.xml`;

/** The organization's feed address; the key is made the first time anyone asks. */
export async function blogFeedUrl(ctx: AppContext, organizationId: number): Promise<string> {
  const key =
    (await findFeedKey(ctx.db, organizationId)) ??
    (await claimFeedKey(ctx.db, organizationId, newSecureToken()));
  return feedUrl(ctx, key);
}

/** Text for XML: the five characters with meaning escaped, and characters XML 1.0 forbids dropped. */
function xml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- these control characters are invalid in XML 1.0
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

export async function blogRss(ctx: AppContext, key: string): Promise<string> {
  const organizationId = await organizationOfFeed(ctx.db, key);
  if (organizationId === undefined) throw new AppError(404, 'http.notFound');
  const organization = { name: await organizationNameOf(ctx.db, organizationId) };
  const { rows } = await listPosts(ctx.db, { organizationId, status: 'published' }, 1, FEED_ITEMS);
  const site = base(ctx);
  // Our image addresses are relative; a feed reader needs them whole.
  const absolute = (html: string) =>
    html.replace(/src="\/api\/content-images\//g, `src="${site}/api/content-images/`);
  const items = rows.map(({ post, authorName }) => {
    const link = `${site}/pages/blog/${post.id}`;
    return [
      '<item>',
      `<title>${xml(post.title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<pubDate>${(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
      authorName ? `<dc:creator>${xml(authorName)}</dc:creator>` : '',
      ...post.tags.map((tag) => `<category>${xml(tag)}</category>`),
      `<description>${xml(post.excerpt)}</description>`,
      `<content:encoded>${xml(absolute(post.content))}</content:encoded>`,
      post.coverImage ? `<enclosure url="${xml(site + post.coverImage)}" type="image/webp" length="0"/>` : '',
      '</item>',
    ]
      .filter(Boolean)
      .join('');
  });
  const name = organization?.name ?? 'Saldo';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xml(`${name} — blog`)}</title>`,
    `<link>${xml(`${site}/pages/blog/list`)}</link>`,
    `<description>${xml(`${name}: news and articles`)}</description>`,
    `<atom:link href="${xml(feedUrl(ctx, key))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
