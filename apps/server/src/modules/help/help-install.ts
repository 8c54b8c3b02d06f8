import type { Db } from '../../db/client.ts';
import { articleSearchText, sanitizeArticle } from './help-text.ts';
import {
  claimHelpInstall,
  insertFaqCategory,
  insertFaqEntry,
  insertKbArticle,
  insertKbCategory,
  isHelpInstalled,
} from './help.repository.ts';
import { shippedKnowledgeBase } from './shipped-articles.ts';
import { shippedFaq } from './shipped-faq.ts';

/** Writes Saldo's shipped FAQ and articles into the organization's help centre, in `tx`. */
async function installShippedContent(tx: Db, organizationId: number): Promise<void> {
  for (const [position, category] of shippedFaq.entries()) {
    const categoryId = await insertFaqCategory(tx, {
      organizationId,
      key: category.key,
      icon: category.icon,
      title: category.title,
      subtitle: category.subtitle,
      position,
    });
    for (const [entryPosition, entry] of category.entries.entries())
      await insertFaqEntry(tx, { organizationId, categoryId, ...entry, position: entryPosition });
  }
  for (const [position, category] of shippedKnowledgeBase.entries()) {
    const categoryId = await insertKbCategory(tx, {
      organizationId,
      slug: category.slug,
      icon: category.icon,
      title: category.title,
      description: category.description,
      position,
    });
    for (const [articlePosition, article] of category.articles.entries()) {
      // Shipped articles go through the same sanitizer as written ones: one rule for what is stored.
      const content = Object.fromEntries(
        Object.entries(article.content).map(([language, html]) => [language, sanitizeArticle(html)]),
      ) as typeof article.content;
      await insertKbArticle(tx, {
        organizationId,
        categoryId,
        slug: article.slug,
        title: article.title,
        content,
        screen: article.screen,
        searchText: articleSearchText(article.title, content),
        position: articlePosition,
      });
    }
  }
}

/**
 * Every organization's help centre starts with Saldo's shipped content, written the first time it
 * is read (organizations registered later get it too, and it is theirs to edit). The install row is
 * the lock: a concurrent first read waits on it and then finds the content there.
 */
export async function ensureHelpInstalled(db: Db, organizationId: number): Promise<void> {
  if (await isHelpInstalled(db, organizationId)) return;
  await db.transaction(async (tx) => {
    if (await claimHelpInstall(tx, organizationId)) await installShippedContent(tx, organizationId);
  });
}
