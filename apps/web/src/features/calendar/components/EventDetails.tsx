import { Anchor, Badge, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CalendarEvent } from '@saldo/contracts/calendar';
import { wallClock } from '../calendar-time.ts';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

/** A read-only event: the books' deadlines, and for a client the events it is invited to. */
export function EventDetails({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const { t, i18n } = useTranslation('calendar');
  const props = event.extendedProps;
  const day = dateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });
  const time = dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const when = event.allDay
    ? day.format(new Date(`${event.start}T00:00:00Z`))
    : `${time.format(new Date(`${wallClock(event.start)}Z`))} – ${time.format(new Date(`${wallClock(event.end)}Z`))}`;
  const internal = event.url.startsWith('/');
  return (
    <Modal opened onClose={onClose} title={event.title} centered>
      <Stack gap="xs">
        <Badge variant="light">{t(`calendars.${props.calendar}`)}</Badge>
        <Text size="sm">{when}</Text>
        {props.location && <Text size="sm">{t('details.where', { location: props.location })}</Text>}
        {props.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {props.description}
          </Text>
        )}
        {props.guests.length > 0 && (
          <Text size="sm">
            {t('details.guests', { names: props.guests.map((g) => g.fullName).join(', ') })}
          </Text>
        )}
        {event.url &&
          (internal ? (
            <Anchor component={Link} to={event.url} size="sm">
              {t('details.open')}
            </Anchor>
          ) : (
            <Anchor href={event.url} target="_blank" rel="noopener noreferrer" size="sm">
              {event.url}
            </Anchor>
          ))}
        {!event.editable && (
          <Text size="xs" c="dimmed">
            {t('details.readOnly')}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
