import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens, type EmailTokenPurpose } from './tokens.table.ts';

export async function insertEmailToken(
  db: Db,
  values: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; email: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/**
 * Marks a link used and returns it, in one statement, only if it exists, has this purpose, is unused
 * and unexpired: two clicks racing on one link cannot both succeed.
 */
export async function consumeEmailToken(db: Db, tokenHash: string, purpose: EmailTokenPurpose, at: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, at),
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return row;
}

/** After a reset succeeds, the user's other outstanding reset links stop working too. */
export async function retireEmailTokens(db: Db, userId: number, purpose: EmailTokenPurpose, at: Date) {
  await db
    .update(emailTokens)
    .set({ usedAt: at })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
