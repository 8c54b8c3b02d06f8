// Each user's ICS subscription feed: a secret address (token in the path) that Google, Outlook or
// Apple calendars poll. The token is stored hashed for the lookup and sealed so its owner can see the
// address again; renewing replaces it and revoking deletes it, so an old address stops at once.
import { BOOK_CALENDARS, EDITABLE_CALENDARS, type CalendarFeed } from '@saldo/contracts/calendar';
import { addDays } from '@saldo/domain/dates/calendar';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { hashToken, newSecureToken } from '../../lib/secure-token.ts';
import { bookEvents } from './book-events.ts';
import { toCalendarEvent } from './calendar-dto.ts';
import { deleteFeed, feedOwnerByHash, findFeed, saveFeed } from './calendar.repository.ts';
import { storedEvents } from './calendar.service.ts';
import { addEvent, newCalendar } from './ics.ts';
import { startOfWarsawDay } from './warsaw-time.ts';

/** The feed shows the books' deadlines this far back and ahead; the own events' series whole. */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 400;

const feedUrl = (ctx: AppContext, token: string) =>
  `${ctx.config.appUrl.replace(/\/$/, '')}/api/apps/calendar/feed/${token}/calendar.ics`;

export async function getFeed(ctx: AppContext, caller: Caller): Promise<CalendarFeed> {
  const row = await findFeed(ctx.db, caller.id);
  const token = row ? createSecretBox(ctx.config.secretsKey).open(row.sealedToken) : null;
  // Sealed under a key since replaced: the address cannot be shown, so it counts as none (renew it).
  if (!row || token === null) return { url: null, createdAt: null };
  return { url: feedUrl(ctx, token), createdAt: row.createdAt.toISOString() };
}

export async function renewFeed(ctx: AppContext, caller: Caller): Promise<CalendarFeed> {
  const token = newSecureToken();
  const row = await ctx.db.transaction((tx) =>
    saveFeed(tx, {
      userId: caller.id,
      organizationId: caller.organizationId,
      tokenHash: hashToken(token),
      sealedToken: createSecretBox(ctx.config.secretsKey).seal(token),
    }),
  );
  return { url: feedUrl(ctx, token), createdAt: row.createdAt.toISOString() };
}

export async function revokeFeed(ctx: AppContext, caller: Caller): Promise<CalendarFeed> {
  await ctx.db.transaction((tx) => deleteFeed(tx, caller.id));
  return { url: null, createdAt: null };
}

/** The RFC 5545 text of the feed: what its owner sees in the calendar app, series kept as rules. */
export async function feedIcs(ctx: AppContext, token: string, language: Language): Promise<string> {
  const owner = await feedOwnerByHash(ctx.db, hashToken(token));
  if (!owner) throw new AppError(404, 'http.notFound');
  const caller: Caller = owner;
  const today = todayInPoland();
  const fromDay = addDays(today, -FEED_PAST_DAYS);
  const toDay = addDays(today, FEED_FUTURE_DAYS);
  const { rows, guests } = await storedEvents(
    ctx.db,
    caller,
    [...EDITABLE_CALENDARS],
    startOfWarsawDay(fromDay),
    startOfWarsawDay(toDay),
  );
  const staff = caller.role === 'admin' || caller.role === 'accountant';
  const books = staff
    ? await bookEvents(ctx.db, language, caller.organizationId, BOOK_CALENDARS, fromDay, toDay)
    : [];
  const calendar = newCalendar('Saldo');
  const uidDomain = new URL(ctx.config.appUrl).hostname;
  for (const row of rows)
    addEvent(calendar, toCalendarEvent(row, guests.get(row.id) ?? [], false), { uidDomain });
  for (const event of books) addEvent(calendar, event, { uidDomain });
  return calendar.toString();
}
