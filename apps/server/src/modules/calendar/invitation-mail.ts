import type { CalendarEvent } from '@saldo/contracts/calendar';
import type { Language } from '@saldo/i18n/languages';
import { translate } from '../../i18n/translate.ts';
import type { OutgoingMail } from '../../integrations/mail/outbox.repository.ts';
import { escapeHtml } from '../../integrations/mail/templates.ts';
import { addEvent, newCalendar } from './ics.ts';

/** When the event is, in words: "2026-11-27 09:00–10:00 (Europe/Warsaw)" or the days of an all-day one. */
function when(event: CalendarEvent): string {
  const { seriesStart: start, seriesEnd: end } = event.extendedProps;
  if (event.allDay) return start.slice(0, 10);
  const sameDay = start.slice(0, 10) === end.slice(0, 10);
  return `${start.slice(0, 10)} ${start.slice(11, 16)}–${sameDay ? '' : `${end.slice(0, 10)} `}${end.slice(11, 16)} (Europe/Warsaw)`;
}

/** The invitation a guest receives, with the event as an .ics (METHOD:REQUEST) their calendar can add. */
export function invitationMail(
  language: Language,
  event: CalendarEvent,
  guest: { fullName: string; email: string },
  organizer: { fullName: string; email: string },
  uidDomain: string,
): OutgoingMail {
  const calendar = newCalendar(event.title, 'request');
  addEvent(calendar, event, { uidDomain, organizer: { name: organizer.fullName, email: organizer.email } });
  const params = { organizer: organizer.fullName, title: event.title, when: when(event) };
  const lines = [
    translate(language, 'mail.greeting', { name: guest.fullName }),
    translate(language, 'calendar.mail.intro', params),
    translate(language, 'calendar.mail.when', params),
    ...(event.extendedProps.location
      ? [translate(language, 'calendar.mail.where', { location: event.extendedProps.location })]
      : []),
    translate(language, 'calendar.mail.attached'),
    translate(language, 'mail.signature'),
  ];
  return {
    to: guest.email,
    subject: translate(language, 'calendar.mail.subject', params),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    attachments: [
      {
        filename: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: Buffer.from(calendar.toString(), 'utf8').toString('base64'),
      },
    ],
  };
}
