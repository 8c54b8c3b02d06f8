import { Button, Card, Grid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useAbility } from '@casl/react';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import {
  CALENDARS,
  EDITABLE_CALENDARS,
  type CalendarEvent,
  type CalendarName,
  type EventInputDraft,
} from '@saldo/contracts/calendar';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  useCreateEvent,
  useDeleteEvent,
  useEvents,
  useGuestOptions,
  useUpdateEvent,
} from '../api/queries.ts';
import { fromCalendarDate, inputOf, shiftedSeries } from '../calendar-time.ts';
import { CalendarFilters } from '../components/CalendarFilters.tsx';
import { EventCalendar, type MovedEvent } from '../components/EventCalendar.tsx';
import { EventDetails } from '../components/EventDetails.tsx';
import { EventDrawer, type EventDraft } from '../components/EventDrawer.tsx';
import { FeedCard } from '../components/FeedCard.tsx';

const HOUR_MS = 3_600_000;

/** The next full hour, for "Add event" (Warsaw wall clock is what the form shows). */
function nextHourDraft(): EventDraft {
  const wall = new Date(
    new Date().toLocaleString('sv-SE', { timeZone: 'Europe/Warsaw' }).replace(' ', 'T') + 'Z',
  );
  wall.setUTCMinutes(0, 0, 0);
  const start = new Date(wall.getTime() + HOUR_MS);
  return {
    event: null,
    start: fromCalendarDate(start, false),
    end: fromCalendarDate(new Date(start.getTime() + HOUR_MS), false),
    allDay: false,
  };
}

/** /apps/calendar: the company's shared calendar with the books' deadlines beside it. */
export default function CalendarPage() {
  const { t } = useTranslation('calendar');
  const ability = useAbility<AppAbility>();
  const canWrite = ability.can('create', 'Calendar');
  // The books' calendars are the organization's; a client sees only its invitations.
  const available: readonly CalendarName[] = canWrite ? CALENDARS : EDITABLE_CALENDARS;
  const [selected, setSelected] = useState<CalendarName[]>([...available]);
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [shown, setShown] = useState<CalendarEvent | null>(null);
  const events = useEvents(range ? { ...range, calendars: selected.join(',') } : null);
  const guests = useGuestOptions(canWrite);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();

  const failed = (title: string) => (error: unknown) =>
    notifications.show({ color: 'red', title, message: error instanceof ApiError ? error.message : title });

  const close = () => {
    setDraft(null);
    create.reset();
    update.reset();
  };
  const save = (input: EventInputDraft) => {
    const done = {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('saved') });
        close();
      },
    };
    if (draft?.event) update.mutate({ id: draft.event.id, event: input }, done);
    else create.mutate(input, done);
  };
  const move = (moved: MovedEvent) => {
    const { event } = moved;
    const input = event.extendedProps.recurrence
      ? shiftedSeries(event, moved.startShift, moved.endShift, moved.allDay)
      : inputOf(event, {
          start: fromCalendarDate(moved.start, moved.allDay),
          end: fromCalendarDate(moved.end, moved.allDay),
          allDay: moved.allDay,
        });
    update.mutate(
      { id: event.id, event: input },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('moved') }),
        onError: (error) => {
          moved.revert();
          failed(t('saveFailed'))(error);
        },
      },
    );
  };
  const open = (event: CalendarEvent) => {
    if (canWrite && event.editable)
      setDraft({ event, start: event.start, end: event.end, allDay: event.allDay });
    else setShown(event);
  };

  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {t('title')}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="md">
            {canWrite && (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setDraft(nextHourDraft())}
              >
                {t('add')}
              </Button>
            )}
            <Card withBorder radius="md" p="md">
              <CalendarFilters available={available} selected={selected} onChange={setSelected} />
            </Card>
            <FeedCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Card withBorder radius="md" p="md">
            {events.isError ? (
              <LoadError
                title={t('loadFailed')}
                error={events.error}
                retrying={events.isFetching}
                onRetry={() => void events.refetch()}
              />
            ) : null}
            <EventCalendar
              events={events.data ?? []}
              editable={canWrite}
              onRange={setRange}
              onSelect={(slot) => setDraft({ event: null, ...slot })}
              onOpen={open}
              onMove={move}
            />
          </Card>
        </Grid.Col>
      </Grid>
      {draft && (
        <EventDrawer
          key={draft.event?.id ?? 'new'}
          draft={draft}
          guests={guests.data ?? []}
          saving={create.isPending || update.isPending}
          error={draft.event ? update.error : create.error}
          onSave={save}
          onDelete={
            draft.event
              ? () => {
                  const id = draft.event?.id;
                  if (id)
                    remove.mutate(id, {
                      onSuccess: () => {
                        notifications.show({ color: 'teal', message: t('deleted') });
                        close();
                      },
                      onError: failed(t('deleteFailed')),
                    });
                }
              : null
          }
          onClose={close}
        />
      )}
      {shown && <EventDetails event={shown} onClose={() => setShown(null)} />}
    </Stack>
  );
}
