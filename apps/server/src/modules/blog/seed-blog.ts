// The demo company's blog: a few real Saldo news posts in Polish and English, one draft, and a
// client's comment. Dates are relative to the day the seed runs. Idempotent (skipped once any post exists).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DAY_MS } from '../../lib/dates.ts';
import { richTextToPlain } from '../../lib/rich-text/rich-text.ts';
import { users } from '../auth/users.table.ts';
import { blogComments, blogPosts } from './blog.table.ts';

interface DemoPost {
  slug: string;
  language: 'pl' | 'en';
  title: string;
  excerpt: string;
  content: string;
  tags: string[];
  /** Days before the seed; null for a draft. */
  publishedDaysAgo: number | null;
}

const DEMO_POSTS: DemoPost[] = [
  {
    slug: 'faktury-prosto-do-ksef',
    language: 'pl',
    title: 'Faktury prosto do KSeF',
    excerpt:
      'Saldo wysyła faktury ustrukturyzowane do Krajowego Systemu e-Faktur i zapisuje numer KSeF przy każdej z nich.',
    content:
      '<h2>Jedno kliknięcie zamiast eksportu XML</h2><p>Od dziś faktura wystawiona w Saldo trafia do <strong>KSeF</strong> bez pobierania plików: zaznacz faktury na liście i wybierz <em>Wyślij do KSeF</em>. Numer nadany przez Ministerstwo Finansów pojawi się przy fakturze, a kod QR na jej wydruku.</p><h3>Co trzeba ustawić</h3><ol><li>Token lub certyfikat KSeF w ustawieniach firmy.</li><li>Środowisko: testowe albo produkcyjne.</li></ol><p>Szczegóły opisuje artykuł w centrum pomocy.</p>',
    tags: ['KSeF', 'Nowości'],
    publishedDaysAgo: 20,
  },
  {
    slug: 'invoices-straight-to-ksef',
    language: 'en',
    title: 'Invoices straight to KSeF',
    excerpt:
      'Saldo sends structured invoices to the National e-Invoice System and keeps the KSeF number with each one.',
    content:
      '<h2>One click instead of an XML export</h2><p>An invoice issued in Saldo now reaches <strong>KSeF</strong> without downloading files: select invoices in the list and choose <em>Send to KSeF</em>. The number assigned by the Ministry of Finance appears on the invoice, and a QR code on its printout.</p><h3>What to set up</h3><ol><li>A KSeF token or certificate in the company settings.</li><li>The environment: test or production.</li></ol><p>The help centre has the details.</p>',
    tags: ['KSeF', 'News'],
    publishedDaysAgo: 19,
  },
  {
    slug: 'przypomnienia-o-zaleglych-fakturach',
    language: 'pl',
    title: 'Automatyczne przypomnienia o zaległych fakturach',
    excerpt:
      'Windykacja w Saldo wysyła przypomnienia e-mailem i SMS-em według harmonogramu i nalicza odsetki ustawowe.',
    content:
      '<p>Zaległe faktury nie muszą czekać na telefon. Saldo wysyła <strong>przypomnienia</strong> według harmonogramu, który ustawiasz raz: kilka dni przed terminem, w dniu terminu i po nim.</p><ul><li>Odsetki ustawowe za opóźnienie liczone są według aktualnych stawek NBP.</li><li>Klient widzi swoje zaległości po zalogowaniu.</li><li>Historia każdego przypomnienia zostaje przy fakturze.</li></ul>',
    tags: ['Windykacja', 'Nowości'],
    publishedDaysAgo: 9,
  },
  {
    slug: 'costs-from-ksef',
    language: 'en',
    title: 'Costs arrive from KSeF by themselves',
    excerpt:
      'Purchase invoices issued to your NIP are fetched from KSeF and wait in the cost list for a category.',
    content:
      '<p>Saldo now <strong>fetches purchase invoices</strong> issued to your company from KSeF several times a day. Each one lands in the cost list with its supplier, lines and VAT already filled in; you only give it a category and mark it paid.</p><blockquote>No more retyping costs from PDFs.</blockquote>',
    tags: ['KSeF', 'Costs'],
    publishedDaysAgo: 3,
  },
  {
    slug: 'plan-jpk-i-place',
    language: 'pl',
    title: 'Co dalej: JPK i listy płac',
    excerpt: 'Szkic: zapowiedź pliku JPK_V7 z ewidencji i list płac z ZUS.',
    content: '<p>Szkic zapowiedzi — do uzupełnienia przed publikacją.</p>',
    tags: ['Plany'],
    publishedDaysAgo: null,
  },
];

export async function seedDemoBlog(db: Db, organizationId: number): Promise<void> {
  const existing = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(eq(blogPosts.organizationId, organizationId));
  if ((existing[0]?.n ?? 0) > 0) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.organizationId, organizationId));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id ?? null;
  const authorId = idOf('admin@demo.com');
  const clientId = idOf('client@demo.com');
  await db.transaction(async (tx) => {
    for (const post of DEMO_POSTS) {
      const publishedAt =
        post.publishedDaysAgo === null ? null : new Date(Date.now() - post.publishedDaysAgo * DAY_MS);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          organizationId,
          authorId,
          slug: post.slug,
          language: post.language,
          title: post.title,
          excerpt: post.excerpt,
          content: post.content,
          tags: post.tags,
          status: publishedAt ? 'published' : 'draft',
          searchText: [post.title, post.excerpt, richTextToPlain(post.content)].join(' \n ').toLowerCase(),
          publishedAt,
          ...(publishedAt ? { createdAt: publishedAt } : {}),
        })
        .returning({ id: blogPosts.id });
      if (row && post.slug === 'faktury-prosto-do-ksef' && clientId !== null)
        await tx.insert(blogComments).values({
          organizationId,
          postId: row.id,
          userId: clientId,
          text: 'Świetnie! Czy faktury korygujące też trafiają do KSeF?',
        });
    }
  });
}
