import {
  Button,
  Drawer,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CALENDAR_LIMITS,
  EDITABLE_CALENDARS,
  RECURRENCE_FREQUENCIES,
  type CalendarEvent,
  type EditableCalendar,
  type EventGuest,
  type EventInputDraft,
  type RecurrenceFrequency,
} from '@saldo/contracts/calendar';
import { ApiError } from '../../../lib/api-client.ts';
import { MailSettingsLink } from '../../../components/MailSettingsLink.tsx';
import { wallClock } from '../calendar-time.ts';

/** What the drawer edits: a new event (its first times) or an existing one. */
export type EventDraft = { event: CalendarEvent | null; start: string; end: string; allDay: boolean };

interface FormState {
  title: string;
  calendar: EditableCalendar;
  allDay: boolean;
  start: string;
  end: string;
  url: string;
  guests: string[];
  location: string;
  description: string;
  freq: RecurrenceFrequency | 'none';
  interval: number;
  until: string;
}

/** datetime-local wants 'YYYY-MM-DDTHH:mm'; a date input 'YYYY-MM-DD'. */
const forInput = (text: string, allDay: boolean) => (allDay ? text.slice(0, 10) : text.slice(0, 16));

function initialState(draft: EventDraft): FormState {
  const event = draft.event;
  const props = event?.extendedProps;
  const allDay = event?.allDay ?? draft.allDay;
  const calendar = props?.calendar;
  return {
    title: event?.title ?? '',
    calendar:
      calendar && (EDITABLE_CALENDARS as readonly string[]).includes(calendar)
        ? (calendar as EditableCalendar)
        : 'Business',
    allDay,
    start: forInput(wallClock(props?.seriesStart ?? draft.start), allDay),
    end: forInput(wallClock(props?.seriesEnd ?? draft.end), allDay),
    url: event?.url ?? '',
    guests: props?.guests.map((guest) => String(guest.id)) ?? [],
    location: props?.location ?? '',
    description: props?.description ?? '',
    freq: props?.recurrence?.freq ?? 'none',
    interval: props?.recurrence?.interval ?? 1,
    until: props?.recurrence?.until ?? '',
  };
}

function toInput(state: FormState): EventInputDraft {
  return {
    title: state.title,
    start: state.start,
    end: state.end,
    allDay: state.allDay,
    url: state.url.trim(),
    extendedProps: {
      calendar: state.calendar,
      guests: state.guests.map(Number),
      location: state.location,
      description: state.description,
      recurrence:
        state.freq === 'none'
          ? null
          : { freq: state.freq, interval: state.interval, until: state.until || null, count: null },
    },
  };
}

interface Props {
  draft: EventDraft;
  guests: EventGuest[];
  saving: boolean;
  error: unknown;
  onSave: (input: EventInputDraft) => void;
  onDelete: (() => void) | null;
  onClose: () => void;
}

/** Adds or edits an event of the five editable calendars; a series is edited as a whole. */
export function EventDrawer({ draft, guests, saving, error, onSave, onDelete, onClose }: Props) {
  const { t } = useTranslation('calendar');
  const [state, setState] = useState<FormState>(() => initialState(draft));
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((s) => ({ ...s, [key]: value }));
  const fieldError = (field: string) =>
    error instanceof ApiError ? error.errors?.[`event.${field}`] : undefined;
  const switchAllDay = (allDay: boolean) =>
    setState((s) => ({
      ...s,
      allDay,
      start: forInput(s.start, allDay) || s.start,
      end: forInput(s.end, allDay) || s.end,
    }));
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={draft.event ? t('form.editTitle') : t('form.addTitle')}
    >
      <form
        onSubmit={(submitted) => {
          submitted.preventDefault();
          onSave(toInput(state));
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('form.title')}
            required
            maxLength={CALENDAR_LIMITS.title}
            value={state.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={fieldError('title')}
            data-autofocus
          />
          <Select
            label={t('form.calendar')}
            data={EDITABLE_CALENDARS.map((name) => ({ value: name, label: t(`calendars.${name}`) }))}
            value={state.calendar}
            onChange={(value) => value && set('calendar', value as EditableCalendar)}
            allowDeselect={false}
          />
          <Switch
            label={t('form.allDay')}
            checked={state.allDay}
            onChange={(e) => switchAllDay(e.currentTarget.checked)}
          />
          <Group grow align="flex-start">
            <TextInput
              type={state.allDay ? 'date' : 'datetime-local'}
              label={t('form.start')}
              required
              value={state.start}
              onChange={(e) => set('start', e.currentTarget.value)}
              error={fieldError('start')}
            />
            <TextInput
              type={state.allDay ? 'date' : 'datetime-local'}
              label={state.allDay ? t('form.endDay') : t('form.end')}
              required
              value={state.end}
              onChange={(e) => set('end', e.currentTarget.value)}
              error={fieldError('end')}
            />
          </Group>
          <Group grow align="flex-start">
            <Select
              label={t('form.repeat')}
              data={[
                { value: 'none', label: t('form.repeatNone') },
                ...RECURRENCE_FREQUENCIES.map((freq) => ({ value: freq, label: t(`form.repeat_${freq}`) })),
              ]}
              value={state.freq}
              onChange={(value) => value && set('freq', value as FormState['freq'])}
              allowDeselect={false}
            />
            {state.freq !== 'none' && (
              <NumberInput
                label={t('form.interval')}
                min={1}
                max={CALENDAR_LIMITS.interval}
                value={state.interval}
                onChange={(value) => set('interval', typeof value === 'number' ? value : 1)}
              />
            )}
          </Group>
          {state.freq !== 'none' && (
            <TextInput
              type="date"
              label={t('form.until')}
              value={state.until}
              onChange={(e) => set('until', e.currentTarget.value)}
              error={fieldError('extendedProps.recurrence.until')}
            />
          )}
          <MultiSelect
            label={t('form.guests')}
            description={t('form.guestsHint')}
            data={guests.map((guest) => ({
              value: String(guest.id),
              label: `${guest.fullName} <${guest.email}>`,
            }))}
            value={state.guests}
            onChange={(value) => set('guests', value)}
            searchable
            error={fieldError('extendedProps.guests')}
          />
          <TextInput
            label={t('form.location')}
            maxLength={CALENDAR_LIMITS.location}
            value={state.location}
            onChange={(e) => set('location', e.currentTarget.value)}
          />
          <TextInput
            label={t('form.url')}
            maxLength={CALENDAR_LIMITS.url}
            value={state.url}
            onChange={(e) => set('url', e.currentTarget.value)}
            error={fieldError('url')}
          />
          <Textarea
            label={t('form.description')}
            rows={3}
            maxLength={CALENDAR_LIMITS.description}
            value={state.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
          {error instanceof Error && (
            <div>
              <Text c="red" size="sm" role="alert">
                {error.message}
              </Text>
              <MailSettingsLink error={error} />
            </div>
          )}
          <Group justify="space-between" mt="sm">
            {onDelete ? (
              <Button variant="light" color="red" onClick={onDelete} disabled={saving}>
                {t('form.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" onClick={onClose}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('form.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
