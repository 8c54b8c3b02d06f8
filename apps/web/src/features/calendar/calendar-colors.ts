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
