import { useState, type ReactNode } from 'react';
import { Button, Code, Group, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { costDateProblems, defaultCostDueDate } from '@saldo/contracts/cost-rules';
import type { GoodTableRow } from '@saldo/contracts/gallery';
import { isIsoDate } from '@saldo/domain/dates/calendar';
import { formatIsoDate, todayIso } from '../../../../../lib/format.ts';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { numericDate } from './date-formats.ts';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** What a date field holds, what the API gets and how the app prints it, side by side. */
export function DateFormatsSection({ initial }: { initial: string }) {
  const { t, i18n } = useTranslation(['galleryPickers', 'invoiceForm']);
  const [iso, setIso] = useState(initial);
  const valid = isIsoDate(iso);
  return (
    <GallerySection title={t('demo.date.formats')} description={t('demo.date.formatsNote')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput
          type="date"
          label={t('invoiceForm:document.issueDate')}
          value={iso}
          onChange={(event) => setIso(event.currentTarget.value)}
        />
        <Table withRowBorders={false} verticalSpacing={4} aria-label={t('demo.date.formats')}>
          <Table.Tbody>
            <ValueRow label={t('demo.sent')} value={<Code>{iso === '' ? '""' : iso}</Code>} />
            <ValueRow label={t('demo.shownInApp')} value={valid ? formatIsoDate(iso, i18n.language) : '—'} />
            <ValueRow label={t('demo.shownPolish')} value={valid ? numericDate(iso, 'pl') : '—'} />
            <ValueRow label={t('demo.shownNumeric')} value={valid ? numericDate(iso, i18n.language) : '—'} />
          </Table.Tbody>
        </Table>
      </SimpleGrid>
    </GallerySection>
  );
}

export function ValueRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} w="45%">
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}

/**
 * A real invoice's issue and due dates with the cost form's rule (no due date before the issue date,
 * from the contracts package, as the server checks it) and its default term, and the invoice list's
 * from–to filter, whose bounds follow each other.
 */
export function DateRangeSection({ invoice }: { invoice: GoodTableRow | undefined }) {
  const { t } = useTranslation(['galleryPickers', 'costs', 'invoices']);
  const [issueDate, setIssueDate] = useState(invoice?.issueDate ?? todayIso());
  const [dueDate, setDueDate] = useState(invoice?.dueDate ?? todayIso());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const problem = costDateProblems({ issueDate, dueDate, receiptDate: issueDate }).dueDate;
  const suggested = defaultCostDueDate(issueDate, null);
  return (
    <GallerySection
      title={t('demo.date.range')}
      description={
        invoice ? t('demo.date.rangeNote', { number: invoice.number }) : t('demo.date.rangeNoteEmpty')
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Example label={t('demo.date.minMax')}>
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('costs:fields.issueDate')}
              withAsterisk
              required
              value={issueDate}
              onChange={(event) => setIssueDate(event.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('costs:fields.dueDate')}
              withAsterisk
              required
              min={isIsoDate(issueDate) ? issueDate : undefined}
              value={dueDate}
              onChange={(event) => setDueDate(event.currentTarget.value)}
              error={problem ? t('costs:validation.dueBeforeIssue') : undefined}
            />
          </Group>
          {suggested && (
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              onClick={() => setDueDate(suggested)}
              disabled={suggested === dueDate}
            >
              {t('demo.date.defaultTerm', { date: numericDate(suggested, 'pl') })}
            </Button>
          )}
        </Example>
        <Example label={t('demo.date.filter')}>
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('invoices:list.filters.dateFrom')}
              value={from}
              max={to || undefined}
              onChange={(event) => setFrom(event.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('invoices:list.filters.dateTo')}
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.currentTarget.value)}
            />
          </Group>
          <Text size="sm">
            {t('demo.date.filterQuery')} <Code>{filterQuery(from, to)}</Code>
          </Text>
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

/** An empty bound is no filter: it is left out of the address, as the invoice list does. */
function filterQuery(from: string, to: string): string {
  const parts = [from && `dateFrom=${from}`, to && `dateTo=${to}`].filter(Boolean);
  return parts.length > 0 ? `?${parts.join('&')}` : '—';
}

/** The month field of a cost's booking period, and the date field's sizes. */
export function DateVariantsSection() {
  const { t } = useTranslation(['galleryPickers', 'costs']);
  const [period, setPeriod] = useState(todayIso().slice(0, 7));
  return (
    <>
      <GallerySection title={t('gallery:frame.variants')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Example label='type="month"'>
            <TextInput
              type="month"
              label={t('costs:fields.bookingPeriod')}
              description={t('costs:form.bookingPeriodHint')}
              placeholder={t('costs:form.monthPlaceholder')}
              value={period}
              onChange={(event) => setPeriod(event.currentTarget.value)}
            />
            <Text size="sm">
              {t('demo.sent')}: <Code>{period === '' ? '""' : period}</Code>
            </Text>
          </Example>
          <Example label={t('demo.date.dob')}>
            <TextInput type="date" label={t('demo.date.dobLabel')} autoComplete="bday" max={todayIso()} />
          </Example>
        </SimpleGrid>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }}>
          {SIZES.map((size) => (
            <TextInput
              key={size}
              type="date"
              size={size}
              label={t('demo.sizeLabel', { size })}
              defaultValue={todayIso()}
            />
          ))}
        </SimpleGrid>
      </GallerySection>
    </>
  );
}
