import FullCalendar from '@fullcalendar/react';
import type { DatesSetArg } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import plLocale from '@fullcalendar/core/locales/pl';
import ptLocale from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import { Badge, Group, SimpleGrid, Stack, Table, Text, Timeline } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDARS, type CalendarName } from '@saldo/contracts/calendar';
import { languageInfo, languages } from '@saldo/i18n/languages';
import { AuditTimeline } from '../../../../components/AuditTimeline.tsx';
import { formatDateTime, formatIsoDate, todayIso, useInvoiceFormat } from '../../../../lib/format.ts';
import { useEvents } from '../../../calendar/api/queries.ts';
import { useInvoice } from '../../../invoices/api/queries.ts';
import { useBasicTable } from '../../api/queries.ts';
import { daysBetween, rowCurrency } from '../../components/component-data.ts';
import { ComponentFrame, QueryData } from '../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../components/GalleryPage.tsx';
import { StatesSection } from '../../components/States.tsx';
import classes from '../../../../components/FullCalendarSkin.module.css';
import { moreLinkAsButton } from '../../../../components/full-calendar-a11y.ts';

const LOCALES = { pl: plLocale, de: deLocale, fr: frLocale, pt: ptLocale } as const;
const CALENDAR_COLORS: Record<CalendarName, string> = {
  Business: 'blue',
  Personal: 'red',
  Family: 'yellow',
  Holiday: 'green',
  ETC: 'cyan',
  Invoices: 'grape',
  Taxes: 'orange',
  Payroll: 'teal',
};
/** The calendar app's look: the light variant, whose text the theme keeps at 4.5:1 or more. */
const eventColors = (name: CalendarName) => ({
  backgroundColor: `var(--mantine-color-${CALENDAR_COLORS[name]}-light)`,
  borderColor: `var(--mantine-color-${CALENDAR_COLORS[name]}-6)`,
  textColor: `var(--mantine-color-${CALENDAR_COLORS[name]}-light-color)`,
});
const wallClock = (apiTime: string) => apiTime.replace(/(Z|[+-]\d{2}:\d{2})$/, '');

export function CalendarPage() {
  const { t, i18n } = useTranslation(['galleryComponents', 'calendar']);
  const language = i18n.language.slice(0, 2);
  const locale = language in LOCALES ? LOCALES[language as keyof typeof LOCALES] : undefined;
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const events = useEvents(range ? { ...range, calendars: CALENDARS.join(',') } : null);
  const input = useMemo(
    () =>
      (events.data ?? []).map((event) => ({
        id: event.id,
        title: event.title,
        start: wallClock(event.start),
        end: wallClock(event.end),
        allDay: event.allDay,
        ...eventColors(event.extendedProps.calendar),
      })),
    [events.data],
  );
  return (
    <ComponentFrame
      slug="calendar"
      ready={events.data !== undefined}
      snippet={`<FullCalendar plugins={[dayGridPlugin, listPlugin]} initialView="dayGridMonth" timeZone="UTC"
  locale={plLocale} firstDay={1} buttonIcons={false} events={events} datesSet={onRange} />`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.calendar.note')}>
        {events.isError ? (
          <QueryData query={events}>{() => null}</QueryData>
        ) : (
          <div className={classes.calendar}>
            <FullCalendar
              plugins={[dayGridPlugin, listPlugin]}
              initialView="dayGridMonth"
              timeZone="UTC"
              {...(locale ? { locale } : {})}
              firstDay={1}
              headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,listMonth' }}
              // FullCalendar's chevrons are unnamed role="img" spans (an axe fault): plain arrows.
              buttonIcons={false}
              buttonText={{
                prev: '‹',
                next: '›',
                today: t('calendar:views.today'),
                month: t('calendar:views.month'),
                list: t('calendar:views.list'),
              }}
              height="auto"
              dayMaxEvents={3}
              moreLinkDidMount={moreLinkAsButton}
              events={input}
              datesSet={(arg: DatesSetArg) =>
                setRange({
                  start: arg.start.toISOString().slice(0, 19),
                  end: arg.end.toISOString().slice(0, 19),
                })
              }
            />
          </div>
        )}
      </GallerySection>
      <GallerySection title={t('demo.calendar.legend')}>
        <Group gap="xs">
          {CALENDARS.map((name) => (
            <Badge key={name} variant="light" color={CALENDAR_COLORS[name]}>
              {t(`calendar:calendars.${name}`)}
            </Badge>
          ))}
        </Group>
      </GallerySection>
      <StatesSection
        disabled={
          <Text size="sm" c="dimmed">
            {t('demo.calendar.readOnly')}
          </Text>
        }
      />
    </ComponentFrame>
  );
}

function relativeDays(days: number, language: string): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
}

export function TimePage() {
  const { t, i18n } = useTranslation('galleryComponents');
  const query = useBasicTable();
  const today = todayIso();
  return (
    <ComponentFrame
      slug="time"
      ready={query.data !== undefined}
      snippet={`const format = useInvoiceFormat();
<time dateTime={invoice.dueDate}>{format.date(invoice.dueDate)}</time>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.time.note')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => {
            const row = data.rows[0];
            if (!row) return null;
            const moment = `${row.issueDate}T09:30:00`;
            return (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('demo.time.language')}</Table.Th>
                    <Table.Th>format.date</Table.Th>
                    <Table.Th>format.dateTime</Table.Th>
                    <Table.Th>{t('demo.time.relative')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {languages.map((language) => (
                    <Table.Tr key={language} lang={language}>
                      <Table.Td>{languageInfo[language].name}</Table.Td>
                      <Table.Td>
                        <time dateTime={row.dueDate}>{formatIsoDate(row.dueDate, language)}</time>
                      </Table.Td>
                      <Table.Td>
                        <time dateTime={moment}>{formatDateTime(moment, language)}</time>
                      </Table.Td>
                      <Table.Td>{relativeDays(daysBetween(today, row.dueDate), language)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            );
          }}
        </QueryData>
      </GallerySection>
      <GallerySection title={t('demo.time.due')} description={t('demo.time.dueNote')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => (
            <Stack gap={6}>
              {data.rows.slice(0, 6).map((row) => {
                const days = daysBetween(today, row.dueDate);
                const overdue = days < 0 && row.balance > 0;
                return (
                  <Group key={row.id} justify="space-between">
                    <Text size="sm">
                      {row.number} · {row.contractorName}
                    </Text>
                    <Group gap="xs">
                      <Text size="sm" component="time" dateTime={row.dueDate}>
                        {formatIsoDate(row.dueDate, i18n.language)}
                      </Text>
                      <Badge variant="light" color={overdue ? 'red' : 'gray'}>
                        {relativeDays(days, i18n.language)}
                      </Badge>
                    </Group>
                  </Group>
                );
              })}
            </Stack>
          )}
        </QueryData>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <Group align="baseline">
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <Text key={size} size={size} component="time" dateTime={today}>
              {formatIsoDate(today, i18n.language)}
            </Text>
          ))}
        </Group>
      </GallerySection>
      <StatesSection
        columns={4}
        disabled={
          <Text size="sm" c="dimmed">
            {t('demo.time.noDate')}
          </Text>
        }
      />
    </ComponentFrame>
  );
}

/** The newest invoice's audit trail in the document kit's timeline, and invoices as a dated line. */
export function TimelinePage() {
  const { t } = useTranslation(['galleryComponents', 'invoices']);
  const list = useBasicTable();
  const format = useInvoiceFormat();
  const newest = list.data?.rows[0];
  const detail = useInvoice(newest?.id ?? 0);
  const ready =
    list.data !== undefined && (newest === undefined || detail.data !== undefined || detail.isError);
  return (
    <ComponentFrame
      slug="timeline"
      ready={ready}
      snippet={`<AuditTimeline entries={invoice.audit} title={t('invoices:audit.title')} empty={t('invoices:audit.empty')}
  actionLabel={(action) => t(\`audit.actions.\${action}\`)} when={(time, by) => t('invoices:audit.when', { time, by })} />`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.timeline.note')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Example label="AuditTimeline">
            <QueryData query={list} isEmpty={(data) => data.rows.length === 0}>
              {() => (
                <QueryData query={detail}>
                  {({ invoice }) => (
                    <AuditTimeline
                      entries={invoice.audit}
                      title={t('demo.timeline.audit', { number: invoice.number })}
                      empty={t('invoices:audit.empty')}
                      actionLabel={(action) =>
                        t(`invoices:audit.actions.${action}`, { defaultValue: action })
                      }
                      when={(time, by) => t('invoices:audit.when', { time, by })}
                    />
                  )}
                </QueryData>
              )}
            </QueryData>
          </Example>
          <Example label="Timeline">
            <QueryData query={list} isEmpty={(data) => data.rows.length === 0}>
              {(data) => (
                <Timeline active={1} bulletSize={24} lineWidth={2}>
                  {data.rows.slice(0, 5).map((row) => (
                    <Timeline.Item
                      key={row.id}
                      bullet={<IconFileInvoice size={12} aria-hidden />}
                      title={`${row.number} · ${row.contractorName}`}
                    >
                      <Text size="sm">{format.money(row.gross, rowCurrency(row))}</Text>
                      <Text size="xs" c="dimmed" component="time" dateTime={row.issueDate}>
                        {format.date(row.issueDate)}
                      </Text>
                    </Timeline.Item>
                  ))}
                </Timeline>
              )}
            </QueryData>
          </Example>
        </SimpleGrid>
      </GallerySection>
      <StatesSection
        disabled={
          <AuditTimeline
            entries={[]}
            title={t('demo.timeline.auditPlain')}
            empty={t('invoices:audit.empty')}
            actionLabel={(action) => action}
            when={(time) => time}
          />
        }
      />
    </ComponentFrame>
  );
}
