import { describe, expect, it } from 'vitest';
import { demo, LoginPage } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';

/** A 1×1 PNG: the server checks it by its bytes and stores it as WebP. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('blog (issue 26)', () => {
  const app = useApp();

  async function token(): Promise<string> {
    const login = await fetch(`${app.baseUrl}/api/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demo.admin),
    });
    return ((await login.json()) as { accessToken: string }).accessToken;
  }

  it('writes and publishes a post with an image, finds it in the list and the RSS feed, and comments', async () => {
    const { page } = app;
    const login = new LoginPage(page);
    await login.open();
    await login.logIn(demo.admin.email, demo.admin.password);
    await page.waitForURL('**/dashboard/**');

    await page.goto('/pages/blog/list');
    await page.getByRole('link', { name: 'New post' }).click();
    await page.waitForURL('**/pages/blog/edit/new');
    const title = 'JPK_V7 z Saldo w trzech krokach';
    await page.getByLabel('Title').fill(title);
    await expect
      .poll(() => page.getByLabel('Address (slug)').inputValue())
      .toBe('jpk-v7-z-saldo-w-trzech-krokach');
    await page.getByLabel('Excerpt').fill('Ewidencja, plik i wysyłka — bez wychodzenia z aplikacji.');
    const text = page.getByRole('textbox', { name: 'Text' });
    await text.click();
    await page.keyboard.type('Plik JPK przygotujesz w zakładce Deklaracje.');
    await page.getByTestId('rich-text-image-input').setInputFiles({
      name: 'wykres.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await text.locator('img[src^="/api/content-images/"]').waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();

    // The post's own page: the text and the uploaded image, served by our server.
    await page.waitForURL(/\/pages\/blog\/\d+$/);
    await page.getByRole('heading', { name: title }).waitFor();
    const image = page.locator('article img[src^="/api/content-images/"]');
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const postId = Number(page.url().split('/').pop());

    // A comment: plain text, shown as typed.
    await page.getByLabel('Your comment').fill('Czy to działa też dla JPK_CIT? <b>pytam</b>');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await page.getByText('Czy to działa też dla JPK_CIT? <b>pytam</b>').waitFor();

    // The list, searched.
    await page.goto('/pages/blog/list');
    await page.getByLabel('Search posts').fill('trzech krokach');
    await page.getByRole('link', { name: title }).first().waitFor();

    // The RSS feed: public (no token), with the new post.
    const feed = await fetch(`${app.baseUrl}/api/blog/feed`, {
      headers: { authorization: `Bearer ${await token()}` },
    });
    const { url } = (await feed.json()) as { url: string };
    const rss = await fetch(`${app.baseUrl}${new URL(url).pathname}`);
    expect(rss.status).toBe(200);
    const xml = await rss.text();
    expect(xml).toContain(`<title>${title}</title>`);
    expect(xml).toContain(`/pages/blog/${postId}</link>`);
  });
});
