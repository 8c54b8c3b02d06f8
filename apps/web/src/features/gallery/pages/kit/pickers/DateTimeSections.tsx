import { useState } from 'react';
import { Code, Group, SimpleGrid, Stack, Switch, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@saldo/contracts/calendar';
import { formatIsoDate, todayIso } from '../../../../../lib/format.ts';
import { EmptyState } from '../../../components/States.tsx';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { forDateTimeInput, wallDateTime } from './date-formats.ts';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * datetime-local wants 'YYYY-MM-DDTHH:mm', a date input 'YYYY-MM-DD' (as the event drawer converts);
 * a day given a time again starts at `time`, since a date alone would leave the field blank.
 */
const forInput = (text: string, allDay: boolean, time = '09:00') =>
  allDay ? text.slice(0, 10) : text.length === 10 ? `${text}T${time}` : text.slice(0, 16);

/** How a field's value reads: a day alone, or a day and a time. */
const shown = (text: string, language: string) =>
  text.length <= 10 ? formatIsoDate(text, language) : wallDateTime(text, language);

/**
 * The calendar's event times: start and end on the Warsaw wall clock, an all-day switch that turns
 * both into dates, and the rule the server refuses an event by (no end before its start).
 */
export function EventTimesEditor({ event }: { event: CalendarEvent | undefined }) {
  const { t, i18n } = useTranslation(['galleryPickers', 'calendar', 'errors']);
  const today = todayIso();
  const [state, setState] = useState(() => ({
    allDay: event?.allDay ?? false,
    start: event ? forDateTimeInput(event.start) : `${today}T09:00`,
    end: event ? forDateTimeInput(event.end) : `${today}T10:00`,
  }));
  const switchAllDay = (allDay: boolean) =>
    setState((s) => ({ allDay, start: forInput(s.start, allDay), end: forInput(s.end, allDay, '10:00') }));
  const type = state.allDay ? 'date' : 'datetime-local';
  // Both values have the same form, so comparing their text compares the moments.
  const endBeforeStart = state.start !== '' && state.end !== '' && state.end < state.start;
  return (
    <GallerySection
      title={t('demo.dateTime.event')}
      description={
        event ? t('demo.dateTime.eventNote', { title: event.title }) : t('demo.dateTime.eventNoteEmpty')
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="sm">
          <Switch
            label={t('calendar:form.allDay')}
            checked={state.allDay}
            onChange={(e) => switchAllDay(e.currentTarget.checked)}
          />
          <Group grow align="flex-start">
            <TextInput
              type={type}
              label={t('calendar:form.start')}
              required
              withAsterisk
              value={state.start}
              onChange={(e) => setState((s) => ({ ...s, start: e.currentTarget.value }))}
            />
            <TextInput
              type={type}
              label={state.allDay ? t('calendar:form.endDay') : t('calendar:form.end')}
              required
              withAsterisk
              min={state.start || undefined}
              value={state.end}
              onChange={(e) => setState((s) => ({ ...s, end: e.currentTarget.value }))}
              error={endBeforeStart ? t('errors:calendar.endBeforeStart') : undefined}
            />
          </Group>
        </Stack>
        <Stack gap="xs">
          <Example label={t('demo.sent')}>
            <Code block>{JSON.stringify(state, null, 2)}</Code>
          </Example>
          <Example label={t('demo.shownInApp')}>
            {state.start ? shown(state.start, i18n.language) : '—'} –{' '}
            {state.end ? shown(state.end, i18n.language) : '—'}
          </Example>
        </Stack>
      </SimpleGrid>
    </GallerySection>
  );
}

/** The calendar's answers for this month: the API's time with its offset, the field's value, the printed form. */
export function EventListSection({ events }: { events: CalendarEvent[] }) {
  const { t, i18n } = useTranslation(['galleryPickers', 'calendar']);
  const some = events.slice(0, 6);
  return (
    <GallerySection title={t('demo.dateTime.events')} description={t('demo.dateTime.eventsNote')}>
      {some.length === 0 ? (
        <EmptyState />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('demo.dateTime.events')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('calendar:form.title')}</Table.Th>
                <Table.Th scope="col">{t('demo.dateTime.apiValue')}</Table.Th>
                <Table.Th scope="col">{t('demo.dateTime.fieldValue')}</Table.Th>
                <Table.Th scope="col">{t('demo.shownInApp')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {some.map((event) => {
                const value = forInput(forDateTimeInput(event.start), event.allDay);
                return (
                  <Table.Tr key={`${event.id}-${event.start}`}>
                    <Table.Td>{event.title}</Table.Td>
                    <Table.Td>
                      <Code>{event.start}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Code>{value}</Code>
                    </Table.Td>
                    <Table.Td>{shown(value, i18n.language)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </GallerySection>
  );
}

export function DateTimeSizesSection() {
  const { t } = useTranslation('galleryPickers');
  const now = `${todayIso()}T12:00`;
  return (
    <GallerySection title={t('gallery:frame.sizes')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {SIZES.map((size) => (
          <TextInput
            key={size}
            type="datetime-local"
            size={size}
            label={t('demo.sizeLabel', { size })}
            defaultValue={now}
          />
        ))}
      </SimpleGrid>
    </GallerySection>
  );
}
