import FullCalendar from '@fullcalendar/react';
import type {
  DateSelectArg,
  DatesSetArg,
  EventClickArg,
  EventDropArg,
  EventInput as FcEventInput,
} from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import plLocale from '@fullcalendar/core/locales/pl';
import ptLocale from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@saldo/contracts/calendar';
import { eventColors } from '../calendar-colors.ts';
import classes from '../../../components/FullCalendarSkin.module.css';
import { moreLinkAsButton } from '../../../components/full-calendar-a11y.ts';
import { fromCalendarDate, wallClock } from '../calendar-time.ts';

const LOCALES = { pl: plLocale, de: deLocale, fr: frLocale, pt: ptLocale } as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface MovedEvent {
  event: CalendarEvent;
  /** The occurrence's new times, and how far its start and end moved (ms), for a series. */
  start: Date;
  end: Date;
  allDay: boolean;
  startShift: number;
  endShift: number;
  revert: () => void;
}

interface Props {
  events: CalendarEvent[];
  editable: boolean;
  onRange: (range: { start: string; end: string }) => void;
  onSelect: (slot: { start: string; end: string; allDay: boolean }) => void;
  onOpen: (event: CalendarEvent) => void;
  onMove: (moved: MovedEvent) => void;
}

const endOf = (start: Date, end: Date | null, allDay: boolean) =>
  end ?? new Date(start.getTime() + (allDay ? DAY_MS : HOUR_MS));

/**
 * FullCalendar's month, week, day and list views on Warsaw wall-clock times (its UTC mode, see
 * calendar-time.ts); own events drag and resize, the books' are fixed.
 */
export function EventCalendar({ events, editable, onRange, onSelect, onOpen, onMove }: Props) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language.slice(0, 2);
  const locale = language in LOCALES ? LOCALES[language as keyof typeof LOCALES] : undefined;
  const input = useMemo<FcEventInput[]>(
    () =>
      events.map((event) => ({
        id: event.id,
        ...(event.groupId ? { groupId: event.groupId } : {}),
        title: event.title,
        start: wallClock(event.start),
        end: wallClock(event.end),
        allDay: event.allDay,
        editable: editable && event.editable,
        ...eventColors(event.extendedProps.calendar),
        extendedProps: { saldo: event },
      })),
    [events, editable],
  );
  const moved = (info: EventDropArg | EventResizeDoneArg) => {
    const saldo = info.event.extendedProps.saldo as CalendarEvent;
    const { start, allDay } = info.event;
    const old = info.oldEvent;
    if (!start || !old.start) return info.revert();
    const end = endOf(start, info.event.end, allDay);
    const oldEnd = endOf(old.start, old.end, old.allDay);
    onMove({
      event: saldo,
      start,
      end,
      allDay,
      startShift: start.getTime() - old.start.getTime(),
      endShift: end.getTime() - oldEnd.getTime(),
      revert: info.revert,
    });
  };
  return (
    <div className={classes.calendar}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        timeZone="UTC"
        {...(locale ? { locale } : {})}
        firstDay={1}
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
        }}
        // FullCalendar's chevron icons are role="img" spans without a name (an axe fault); plain
        // arrows in the buttons, which keep FullCalendar's translated hints as their names.
        buttonIcons={false}
        buttonText={{
          prev: '‹',
          next: '›',
          today: t('views.today'),
          month: t('views.month'),
          week: t('views.week'),
          day: t('views.day'),
          list: t('views.list'),
        }}
        height="auto"
        nowIndicator
        dayMaxEvents={4}
        moreLinkDidMount={moreLinkAsButton}
        events={input}
        editable={editable}
        selectable={editable}
        eventResizableFromStart={editable}
        datesSet={(arg: DatesSetArg) =>
          onRange({ start: fromCalendarDate(arg.start, false), end: fromCalendarDate(arg.end, false) })
        }
        select={(arg: DateSelectArg) =>
          onSelect({
            start: fromCalendarDate(arg.start, arg.allDay),
            end: fromCalendarDate(arg.end, arg.allDay),
            allDay: arg.allDay,
          })
        }
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          onOpen(arg.event.extendedProps.saldo as CalendarEvent);
        }}
        eventDrop={moved}
        eventResize={moved}
      />
    </div>
  );
}
