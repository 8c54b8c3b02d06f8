export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** `Date.now()` read through `Date` so tests can move the clock with `vi.setSystemTime`. */
export const now = (): Date => new Date();
export const inFuture = (ms: number): Date => new Date(Date.now() + ms);

/** Today's date (YYYY-MM-DD) in Poland: invoice, tax and NBP dates are Polish calendar days, whatever the server's time zone. */
// Made once: building an Intl formatter costs more than formatting, and this runs on most requests.
const polishDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' });

export const todayInPoland = (at: Date = now()): string => polishDate.format(at);
