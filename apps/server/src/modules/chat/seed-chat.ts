// The demo's chat: the demo admin's conversation with the demo client (the client's support channel
// with the company) and with the accountant, a few hours of a working day before the seed ran.
// Idempotent: nothing is written when the client's channel already exists.
import type { Db } from '../../db/client.ts';
import { findUserByEmail } from '../auth/users.repository.ts';
import { ensureConversation, findConversation, insertMessage, markRead } from './chat.repository.ts';

type Who = 'admin' | 'client' | 'accountant';

const CLIENT_CHAT: [Who, string, number][] = [
  ['client', 'Dzień dobry, czy faktura za październik została już wystawiona?', 180],
  ['admin', 'Dzień dobry! Tak, wysłaliśmy ją wczoraj e-mailem. Jest też w zakładce Faktury.', 170],
  ['client', 'Widzę ją, dziękuję. Termin płatności to 14 dni?', 165],
  ['admin', 'Zgadza się, 14 dni od daty wystawienia.', 160],
  ['client', 'Świetnie, opłacę ją w piątek.', 20],
];

const ACCOUNTANT_CHAT: [Who, string, number][] = [
  ['accountant', 'Anna, potrzebuję jeszcze dwóch faktur kosztowych za paliwo do rozliczenia VAT.', 240],
  ['admin', 'Wrzucę skany do kosztów jeszcze dziś.', 230],
  ['accountant', 'Dzięki! JPK_V7M wyślę pojutrze.', 45],
];

export async function seedDemoChat(db: Db): Promise<void> {
  const [admin, client, accountant] = await Promise.all(
    ['admin@demo.com', 'client@demo.com', 'accountant@demo.com'].map((email) => findUserByEmail(db, email)),
  );
  if (!admin || !client || !accountant) return;
  const organizationId = admin.organizationId;
  const supportKey = { kind: 'support' as const, organizationId, clientUserId: client.id };
  if (await findConversation(db, supportKey)) return;
  const ids: Record<Who, number> = { admin: admin.id, client: client.id, accountant: accountant.id };
  const now = Date.now();
  await db.transaction(async (tx) => {
    const conversations = [
      { conversation: await ensureConversation(tx, supportKey), lines: CLIENT_CHAT },
      {
        conversation: await ensureConversation(tx, {
          kind: 'direct',
          organizationId,
          low: Math.min(admin.id, accountant.id),
          high: Math.max(admin.id, accountant.id),
        }),
        lines: ACCOUNTANT_CHAT,
      },
    ];
    for (const { conversation, lines } of conversations) {
      let readByAdmin = 0;
      for (const [who, body, minutesAgo] of lines) {
        const { id } = await insertMessage(tx, {
          conversationId: conversation.id,
          organizationId,
          senderId: ids[who],
          body,
          createdAt: new Date(now - minutesAgo * 60_000),
        });
        await markRead(tx, conversation.id, ids[who], id);
        // The admin has read all but the last message: one unseen in each chat.
        if (who === 'admin' || lines.at(-1)?.[1] !== body) readByAdmin = id;
      }
      await markRead(tx, conversation.id, admin.id, readByAdmin);
    }
  });
}
