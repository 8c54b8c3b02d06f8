import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createEvent,
  deleteEvent,
  fetchEvents,
  fetchFeed,
  fetchGuestOptions,
  renewFeed,
  revokeFeed,
  updateEvent,
  type EventWindow,
} from './calendar-api.ts';

export const calendarKeys = {
  all: ['calendar'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
  window: (window: EventWindow) => [...calendarKeys.events(), window] as const,
  guests: () => [...calendarKeys.all, 'guests'] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};

export function useEvents(window: EventWindow | null) {
  return useQuery({
    queryKey: calendarKeys.window(window ?? { calendars: '', start: '', end: '' }),
    queryFn: ({ signal }) => (window ? fetchEvents(window, signal) : Promise.resolve([])),
    enabled: window !== null,
    // The previous window stays on screen while the next one loads, so the grid does not blink.
    placeholderData: keepPreviousData,
  });
}

export function useGuestOptions(enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.guests(),
    queryFn: ({ signal }) => fetchGuestOptions(signal),
    enabled,
  });
}

/** Any change may move occurrences in any window: every loaded window goes stale. */
function useEventMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.events() }),
  });
}

export const useCreateEvent = () => useEventMutation(createEvent);
export const useUpdateEvent = () => useEventMutation(updateEvent);
export const useDeleteEvent = () => useEventMutation(deleteEvent);

export function useFeed() {
  return useQuery({ queryKey: calendarKeys.feed(), queryFn: ({ signal }) => fetchFeed(signal) });
}

export function useFeedAction(action: 'renew' | 'revoke') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action === 'renew' ? renewFeed : revokeFeed,
    onSuccess: (feed) => client.setQueryData(calendarKeys.feed(), feed),
  });
}
