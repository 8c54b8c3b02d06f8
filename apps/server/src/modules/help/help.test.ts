import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAbility, abilityRulesFor } from '@saldo/contracts/abilities';
import {
  faqDataSchema,
  kbCategorySchema,
  kbCategorySummarySchema,
  kbFeedbackSchema,
  kbQuestionSchema,
} from '@saldo/contracts/help';
import {
  callerWith,
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { shippedKnowledgeBase } from './shipped-articles.ts';

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

const faq = async (query: Record<string, string> = {}, call: Caller = admin, headers = {}) => {
  const response = await call({ method: 'GET', url: '/api/faq/data', query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return faqDataSchema.parse(response.json());
};
const question = async (category: string, slug: string, call: Caller = admin, lang?: string) => {
  const response = await call({
    method: 'GET',
    url: '/api/kb/data/question',
    query: { category, slug, ...(lang ? { lang } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return kbQuestionSchema.parse(response.json());
};

describe('GET /api/faq/data', () => {
  it("answers the seed's categories in the seed's shape", async () => {
    const data = await faq();
    expect(Object.keys(data)).toEqual([
      'payment',
      'delivery',
      'cancellationReturn',
      'myOrders',
      'productServices',
    ]);
    expect(data.payment).toMatchObject({ icon: 'credit-card', title: 'Payments' });
    expect(data.payment?.qandA.length).toBeGreaterThan(0);
    expect(data.payment?.qandA[0]).toEqual(
      expect.objectContaining({ question: expect.any(String), ans: expect.any(String) }),
    );
  });

  it('filters questions by substring and keeps only the categories left non-empty', async () => {
    const data = await faq({ q: 'KSEF' });
    expect(Object.keys(data).sort()).toEqual(['cancellationReturn', 'delivery']);
    for (const category of Object.values(data))
      for (const entry of category.qandA) expect(entry.question.toLowerCase()).toContain('ksef');
    expect(await faq({ q: 'no such question anywhere' })).toEqual({});
    // `%` is a character, not a pattern.
    expect(await faq({ q: '%' })).toEqual({});
  });

  it('answers in the language asked (lang, else Accept-Language), falling back to English', async () => {
    expect((await faq({ lang: 'pl' })).payment?.title).toBe('Płatności');
    expect((await faq({}, admin, { 'accept-language': 'pl-PL,pl;q=0.9' })).delivery?.subtitle).toBe(
      'E-mail, PDF i KSeF',
    );
    // German has the category title but no subtitle or questions yet: those come in English.
    const german = await faq({ lang: 'de' });
    expect(german.payment?.title).toBe('Zahlungen');
    expect(german.payment?.subtitle).toBe('Recording what your buyers paid and what you paid');
    expect(german.payment?.qandA[0]?.question).toBe('How do I mark an invoice as paid?');
    // Search looks in the language shown.
    expect(Object.keys(await faq({ q: 'opłaconą', lang: 'pl' }))).toEqual(['payment']);
  });

  it('lets an administrator add a category and entries and edit them in place, per language', async () => {
    const created = await admin({
      method: 'POST',
      url: '/api/faq/categories',
      payload: { key: 'accounts', icon: 'user', title: 'Accounts', subtitle: 'Signing in' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const entry = await admin({
      method: 'POST',
      url: `/api/faq/categories/${id}/entries`,
      payload: { question: 'How do I turn on two-factor sign-in?', answer: 'In your account settings.' },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const entryId = entry.json<{ id: number }>().id;
    const polish = await admin({
      method: 'PATCH',
      url: `/api/faq/entries/${entryId}`,
      payload: { question: 'Jak włączyć logowanie dwuetapowe?', lang: 'pl' },
    });
    expect(polish.statusCode, polish.body).toBe(200);
    expect((await faq({ lang: 'pl' })).accounts?.qandA[0]).toMatchObject({
      question: 'Jak włączyć logowanie dwuetapowe?',
      ans: 'In your account settings.',
    });
    expect((await faq()).accounts?.qandA[0]?.question).toBe('How do I turn on two-factor sign-in?');
    const renamed = await admin({
      method: 'PATCH',
      url: `/api/faq/categories/${id}`,
      payload: { title: 'Sign-in' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await faq()).accounts?.title).toBe('Sign-in');

    const again = await admin({
      method: 'POST',
      url: '/api/faq/categories',
      payload: { key: 'payment', icon: 'user', title: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets the accountant read but not edit', async () => {
    expect(Object.keys(await faq({}, accountant))).toContain('payment');
    const refused = await accountant({
      method: 'POST',
      url: '/api/faq/categories',
      payload: { key: 'x', icon: 'user', title: 'X' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("keeps each organization's FAQ its own", async () => {
    const other = await otherOrganizationAdmin(t);
    const theirs = await faq({}, other.call);
    expect(Object.keys(theirs)).not.toContain('accounts');
    expect(Object.keys(theirs)).toContain('payment');
    const mine = await faq();
    const entryId = mine.payment?.qandA[0]?.id ?? 0;
    const foreign = await other.call({
      method: 'PATCH',
      url: `/api/faq/entries/${entryId}`,
      payload: { question: 'Hijacked?' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await faq()).payment?.qandA[0]?.question).toBe('How do I mark an invoice as paid?');
  });
});

describe('GET /api/kb/data/*', () => {
  it('lists the categories with their article counts, and searches them', async () => {
    const response = await admin({ method: 'GET', url: '/api/kb/data/knowledge_base' });
    expect(response.statusCode).toBe(200);
    const categories = response.json<unknown[]>().map((c) => kbCategorySummarySchema.parse(c));
    expect(categories.map((c) => c.category)).toEqual(['invoices', 'ksef', 'books']);
    expect(categories.find((c) => c.category === 'ksef')?.questionCount).toBe(3);
    const searched = await admin({
      method: 'GET',
      url: '/api/kb/data/knowledge_base',
      query: { q: 'camt.053' },
    });
    expect(searched.json<{ category: string; questionCount: number }[]>()).toEqual([
      expect.objectContaining({ category: 'books', questionCount: 1 }),
    ]);
  });

  it("answers one category's questions, filtered by the search", async () => {
    const response = await admin({
      method: 'GET',
      url: '/api/kb/data/category',
      query: { category: 'invoices', lang: 'pl' },
    });
    const category = kbCategorySchema.parse(response.json());
    expect(category.title).toBe('Faktury');
    expect(category.questions.map((q) => q.slug)).toContain('issue-vat-invoice');
    const searched = await admin({
      method: 'GET',
      url: '/api/kb/data/category',
      query: { category: 'invoices', q: 'pro forma' },
    });
    expect(kbCategorySchema.parse(searched.json()).questions.map((q) => q.slug)).toEqual([
      'proforma-invoice',
    ]);
    const missing = await admin({ method: 'GET', url: '/api/kb/data/category', query: { category: 'nope' } });
    expect(missing.statusCode).toBe(404);
  });

  it('ships real articles in English and Polish, each linking to the screen it explains', async () => {
    for (const category of shippedKnowledgeBase)
      for (const shipped of category.articles) {
        const english = await question(category.slug, shipped.slug);
        const polish = await question(category.slug, shipped.slug, admin, 'pl');
        expect(english.screen).toBe(shipped.screen);
        expect(english.content).toContain(`href="${shipped.screen}"`);
        expect(polish.title).toBe(shipped.title.pl);
        expect(polish.content).not.toBe(english.content);
      }
    // French has no text yet: English.
    const french = await question('ksef', 'ksef-setup', admin, 'fr');
    expect(french.title).toBe('Setting up the KSeF');
  });

  it('counts "was this helpful?" once per user and article', async () => {
    const article = await question('books', 'jpk-vat');
    expect(article.feedback).toEqual({ helpful: 0, notHelpful: 0, mine: null });
    const vote = (call: Caller, helpful: boolean) =>
      call({ method: 'POST', url: `/api/kb/articles/${article.id}/feedback`, payload: { helpful } });
    expect(kbFeedbackSchema.parse((await vote(admin, true)).json())).toEqual({
      helpful: 1,
      notHelpful: 0,
      mine: true,
    });
    await vote(admin, true);
    expect((await vote(accountant, false)).json()).toEqual({ helpful: 1, notHelpful: 1, mine: false });
    // A changed mind replaces the vote.
    expect((await vote(admin, false)).json()).toEqual({ helpful: 0, notHelpful: 2, mine: false });
    const other = await otherOrganizationAdmin(t);
    expect((await vote(other.call, true)).statusCode).toBe(404);
  });

  it('stores written articles sanitized, and refuses one over 1 MB in words', async () => {
    const categories = await admin({ method: 'GET', url: '/api/kb/data/knowledge_base' });
    const categoryId = categories.json<{ id: number; category: string }[]>()[0]?.id;
    const created = await admin({
      method: 'POST',
      url: '/api/kb/articles',
      payload: {
        kbCategoryId: categoryId,
        slug: 'hostile',
        title: 'Hostile',
        content:
          '<p onclick="alert(1)">Hi<script>alert(2)</script></p><img src="javascript:alert(3)"><a href="javascript:alert(4)">x</a><iframe src="https://evil"></iframe><img src="data:image/png;base64,AAAA"><img src="/api/content-images/0f8b6c1e-2d3a-4b5c-8d9e-0a1b2c3d4e5f.webp" alt="ok">',
        screen: '/apps/invoice/list',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const stored = await question('invoices', 'hostile');
    expect(stored.content).not.toMatch(/onclick|script|javascript|iframe/i);
    // Only an image uploaded here survives (issue 26): no data: or remote sources.
    expect(stored.content).not.toContain('data:image');
    expect(stored.content).toContain('/api/content-images/0f8b6c1e-2d3a-4b5c-8d9e-0a1b2c3d4e5f.webp');

    const edited = await admin({
      method: 'PATCH',
      url: `/api/kb/articles/${stored.id}`,
      payload: { content: '<p>Cześć<svg onload="alert(1)"></svg></p>', lang: 'pl' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const polish = await question('invoices', 'hostile', admin, 'pl');
    expect(polish.content).toBe('<p>Cześć</p>');
    expect(polish.screen).toBe('/apps/invoice/list');

    const huge = await callerWith(
      t,
      (await login(t.app, demo.admin)).accessToken,
      'pl',
    )({
      method: 'POST',
      url: '/api/kb/articles',
      payload: {
        kbCategoryId: categoryId,
        slug: 'huge',
        title: 'Huge',
        content: `<p>${'a'.repeat(1_000_001)}</p>`,
      },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ message: string }>().message).toBe(
      'Artykuł jest większy niż 1 MB. Skróć go lub użyj mniejszych obrazów.',
    );
    const accountantWrite = await accountant({
      method: 'PATCH',
      url: `/api/kb/articles/${stored.id}`,
      payload: { title: 'Mine' },
    });
    expect(accountantWrite.statusCode).toBe(403);
  });

  it('gives a client the help centre exactly when its rules let it read it', async () => {
    const client = await demoClient(t);
    const allowed = createAbility(abilityRulesFor('client')).can('read', 'KnowledgeBase');
    const response = await client({ method: 'GET', url: '/api/kb/data/knowledge_base' });
    expect(response.statusCode).toBe(allowed ? 200 : 403);
    const write = await client({
      method: 'POST',
      url: '/api/kb/categories',
      payload: { slug: 'mine', icon: 'user', title: 'Mine' },
    });
    expect(write.statusCode).toBe(403);
  });
});
