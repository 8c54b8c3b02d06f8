// The demo's internal feed: a few posts of an accounting office's week by the demo admin and accountant,
// with comments and likes, and one poll both of them voted in. Idempotent (skipped once there are posts).
import type { Db } from '../../db/client.ts';
import { DAY_MS } from '../../lib/dates.ts';
import { organizationUserIds } from '../todo/todo.repository.ts';
import { feedComments, feedLikes, feedPollOptions, feedPollVotes, feedPosts } from './profile.table.ts';
import { hasPosts } from './profile.repository.ts';

const ADMIN = 'admin@demo.com';
const ACCOUNTANT = 'accountant@demo.com';

export async function seedDemoProfile(db: Db, organizationId: number): Promise<void> {
  if (await hasPosts(db, organizationId)) return;
  const ids = await organizationUserIds(db, organizationId);
  const admin = ids.get(ADMIN);
  const accountant = ids.get(ACCOUNTANT);
  if (admin === undefined || accountant === undefined) return;
  const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY_MS - hours * 3_600_000);
  await db.transaction(async (tx) => {
    const insert = async (authorId: number, kind: 'post' | 'poll', text: string, createdAt: Date) => {
      const [row] = await tx
        .insert(feedPosts)
        .values({ organizationId, authorId, kind, text, createdAt })
        .returning({ id: feedPosts.id });
      if (!row) throw new Error('feed_posts insert returned no row');
      return row.id;
    };
    const vat = await insert(
      accountant,
      'post',
      'JPK_V7M for October has been sent and confirmed (UPO saved with the return). Thanks to everyone who sent their cost invoices on time!',
      ago(3),
    );
    const ksef = await insert(
      admin,
      'post',
      'From February every sales invoice goes through KSeF. Please check that your contractors have correct NIP numbers; the white-list lookup helps.',
      ago(2),
    );
    const poll = await insert(admin, 'poll', 'When shall we hold the year-end closing meeting?', ago(1));
    const options = await tx
      .insert(feedPollOptions)
      .values(
        ['Monday 9:00', 'Wednesday 13:00', 'Friday 10:00'].map((text, position) => ({
          postId: poll,
          position,
          text,
        })),
      )
      .returning({ id: feedPollOptions.id });
    const [monday, wednesday] = options;
    if (!monday || !wednesday) throw new Error('feed_poll_options insert returned no rows');
    await insert(
      accountant,
      'post',
      'Payroll for November is ready for review: 4 employment contracts and 2 contracts of mandate.',
      ago(0, 5),
    );
    await tx.insert(feedPollVotes).values([
      { postId: poll, userId: admin, optionId: wednesday.id },
      { postId: poll, userId: accountant, optionId: wednesday.id },
    ]);
    await tx.insert(feedLikes).values([
      { postId: vat, userId: admin },
      { postId: ksef, userId: accountant },
      { postId: poll, userId: accountant },
    ]);
    await tx.insert(feedComments).values([
      { postId: vat, authorId: admin, text: 'Great work, thank you!', createdAt: ago(2, 20) },
      {
        postId: ksef,
        authorId: accountant,
        text: 'I will check the contractors list this week.',
        createdAt: ago(1, 20),
      },
    ]);
  });
}
