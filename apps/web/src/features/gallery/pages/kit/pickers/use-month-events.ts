import { CALENDARS } from '@saldo/contracts/calendar';
import { todayIso } from '../../../../../lib/format.ts';
import { useEvents } from '../../../../calendar/api/queries.ts';
import { monthWindow } from './date-formats.ts';

/** This month's events of every calendar, as the calendar app asks for them (one request, cached). */
export function useMonthEvents() {
  return useEvents({ ...monthWindow(todayIso()), calendars: CALENDARS.join(',') });
}
