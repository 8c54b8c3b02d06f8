import { useState } from 'react';
import { Code, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@saldo/contracts/calendar';
import { EmptyState } from '../../../components/States.tsx';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { ValueRow } from './DateSections.tsx';
import { forDateTimeInput, wallTime } from './date-formats.ts';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const OPEN = '08:00';
const CLOSE = '18:00';

const timeOf = (event: CalendarEvent, end = false) =>
  forDateTimeInput(end ? event.end : event.start).slice(11, 16);

/** A time field's value ("09:30", 24-hour, no zone) beside how the app prints it. */
export function TimeFormatsSection({ initial }: { initial: string }) {
  const { t, i18n } = useTranslation(['galleryPickers', 'calendar']);
  const [time, setTime] = useState(initial);
  const valid = /^\d{2}:\d{2}/.test(time);
  return (
    <GallerySection title={t('demo.time.formats')} description={t('demo.time.formatsNote')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput
          type="time"
          label={t('calendar:form.start')}
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
        />
        <Table withRowBorders={false} verticalSpacing={4} aria-label={t('demo.time.formats')}>
          <Table.Tbody>
            <ValueRow label={t('demo.sent')} value={<Code>{time === '' ? '""' : time}</Code>} />
            <ValueRow label={t('demo.shownInApp')} value={valid ? wallTime(time, i18n.language) : '—'} />
            <ValueRow label={t('demo.shownPolish')} value={valid ? wallTime(time, 'pl') : '—'} />
          </Table.Tbody>
        </Table>
      </SimpleGrid>
    </GallerySection>
  );
}

/** Steps and bounds: the field offers quarter hours within office hours and says why another time is refused. */
export function TimeRulesSection() {
  const { t, i18n } = useTranslation('galleryPickers');
  const [meeting, setMeeting] = useState('09:00');
  const bounds = { min: wallTime(OPEN, i18n.language), max: wallTime(CLOSE, i18n.language) };
  const problem =
    meeting === ''
      ? null
      : meeting < OPEN || meeting > CLOSE
        ? t('demo.time.outside', bounds)
        : Number(meeting.slice(3, 5)) % 15 !== 0
          ? t('demo.time.quarter')
          : null;
  return (
    <GallerySection title={t('gallery:frame.variants')}>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Example label='step={900} min="08:00" max="18:00"'>
          <TextInput
            type="time"
            label={t('demo.time.meeting')}
            description={t('demo.time.meetingHint', bounds)}
            step={900}
            min={OPEN}
            max={CLOSE}
            value={meeting}
            onChange={(event) => setMeeting(event.currentTarget.value)}
            error={problem ?? undefined}
          />
        </Example>
        <Example label="step={1}">
          <TextInput type="time" label={t('demo.time.withSeconds')} step={1} defaultValue="09:30:15" />
        </Example>
        <Example label={t('gallery:frame.sizes')}>
          {SIZES.slice(0, 3).map((size) => (
            <TextInput
              key={size}
              type="time"
              size={size}
              label={t('demo.sizeLabel', { size })}
              defaultValue="12:00"
            />
          ))}
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

/** This month's timed events from the calendar: what a time field would hold for each, and how it reads. */
export function EventTimesSection({ events }: { events: CalendarEvent[] }) {
  const { t, i18n } = useTranslation(['galleryPickers', 'calendar']);
  const timed = events.filter((event) => !event.allDay).slice(0, 6);
  return (
    <GallerySection title={t('demo.time.events')} description={t('demo.time.eventsNote')}>
      {timed.length === 0 ? (
        <EmptyState />
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label={t('demo.time.events')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('calendar:form.title')}</Table.Th>
                <Table.Th scope="col">{t('calendar:form.start')}</Table.Th>
                <Table.Th scope="col">{t('calendar:form.end')}</Table.Th>
                <Table.Th scope="col">{t('demo.shownInApp')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {timed.map((event) => (
                <Table.Tr key={`${event.id}-${event.start}`}>
                  <Table.Td>{event.title}</Table.Td>
                  <Table.Td>
                    <Code>{timeOf(event)}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code>{timeOf(event, true)}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {wallTime(timeOf(event), i18n.language)}–{wallTime(timeOf(event, true), i18n.language)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </GallerySection>
  );
}
