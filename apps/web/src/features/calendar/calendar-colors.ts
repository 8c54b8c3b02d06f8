import type { CalendarName } from '@saldo/contracts/calendar';

/** One Mantine colour per calendar, the template's for the five own calendars. */
const COLORS: Record<CalendarName, string> = {
  Business: 'blue',
  Personal: 'red',
  Family: 'yellow',
  Holiday: 'green',
  ETC: 'cyan',
  Invoices: 'grape',
  Taxes: 'orange',
  Payroll: 'teal',
};

export const calendarColor = (name: CalendarName) => `var(--mantine-color-${COLORS[name]}-6)`;

/**
 * An event's colours on the calendar: the theme's light variant (a pale fill, dark text, the
 * calendar's colour as the edge), whose text the theme keeps at 4.5:1 or more; white on the filled
 * shades was under 3:1 for yellow and orange.
 */
export const eventColors = (name: CalendarName) => ({
  backgroundColor: `var(--mantine-color-${COLORS[name]}-light)`,
  borderColor: calendarColor(name),
  textColor: `var(--mantine-color-${COLORS[name]}-light-color)`,
});
