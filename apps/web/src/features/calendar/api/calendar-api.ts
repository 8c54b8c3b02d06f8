import {
  calendarEventSchema,
  calendarFeedSchema,
  calendarGuestOptionsSchema,
  eventListSchema,
  type CalendarEvent,
  type CalendarFeed,
  type EventGuest,
  type EventInputDraft,
} from '@saldo/contracts/calendar';
import { api } from '../../../lib/api-client.ts';

/** Fetchers of /api/apps/calendar, answers parsed with the contract schemas. */
const BASE = '/apps/calendar';

export interface EventWindow {
  calendars: string;
  start: string;
  end: string;
}

export async function fetchEvents(window: EventWindow, signal?: AbortSignal): Promise<CalendarEvent[]> {
  return eventListSchema.parse(await api.get<unknown>(`${BASE}/events`, { query: { ...window }, signal }));
}

export async function createEvent(event: EventInputDraft): Promise<CalendarEvent> {
  return calendarEventSchema.parse(await api.post<unknown>(`${BASE}/events`, { event }));
}

export async function updateEvent({
  id,
  event,
}: {
  id: string;
  event: EventInputDraft;
}): Promise<CalendarEvent> {
  return calendarEventSchema.parse(await api.post<unknown>(`${BASE}/events/${id}`, { event }));
}

export async function deleteEvent(id: string): Promise<void> {
  await api.delete<unknown>(`${BASE}/events/${id}`);
}

export async function fetchGuestOptions(signal?: AbortSignal): Promise<EventGuest[]> {
  return calendarGuestOptionsSchema.parse(await api.get<unknown>(`${BASE}/guests`, { signal })).users;
}

export async function fetchFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(await api.get<unknown>(`${BASE}/feed`, { signal }));
}

export async function renewFeed(): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(await api.post<unknown>(`${BASE}/feed`));
}

export async function revokeFeed(): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(await api.delete<unknown>(`${BASE}/feed`));
}
