import type { ReactNode } from 'react';
import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  MARGIN_SCHEME_WORDING,
  type InvoiceDetail,
  type InvoiceLineDto,
  type InvoiceParty,
  type InvoiceResponse,
} from '@saldo/contracts/invoices';
import type { Locale } from '@saldo/domain/currency';
import { formatAmount, formatMoney } from '@saldo/domain/money';
import { vatRateInfo, type VatRateCode } from '@saldo/domain/vat-rates';
import { formatIsoDate } from '../status/format.ts';
import classes from './print.module.css';

/**
 * The invoice as the printed A4 document, in the invoice's own language (Polish or English), not
 * the UI's. `data-print-root` marks what window.print() puts on paper.
 */
export function InvoiceDocument({ data }: { data: InvoiceResponse }) {
  const { i18n } = useTranslation('invoices');
  const { invoice, paymentDetails } = data;
  const locale: Locale = invoice.language === 'english' ? 'en' : 'pl';
  const t = i18n.getFixedT(locale, 'invoices');
  const money = (amount: number) => formatMoney(amount, { locale, currency: invoice.currency });
  const amount = (value: number) => formatAmount(value, locale);
  const date = (iso: string) => formatIsoDate(iso, locale);
  const rate = (code: VatRateCode) =>
    locale === 'pl' ? vatRateInfo(code).labelPl : vatRateInfo(code).labelEn;
  const isCorrection = invoice.type === 'correction';
  const hasExempt = invoice.lines.some((line) => line.vatRate === 'zw');

  const linesTable = (lines: InvoiceLineDto[], caption?: string) => (
    <table aria-label={caption ?? t('document.lines')}>
      {caption && (
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{caption}</caption>
      )}
      <thead>
        <tr>
          <th>{t('document.columns.position')}</th>
          <th>{t('document.columns.name')}</th>
          <th>{t('document.columns.quantity')}</th>
          <th>{t('document.columns.unit')}</th>
          <th className={classes.num}>
            {invoice.priceMode === 'gross'
              ? t('document.columns.unitPriceGross')
              : t('document.columns.unitPriceNet')}
          </th>
          <th className={classes.num}>{t('document.columns.discount')}</th>
          <th>{t('document.columns.vatRate')}</th>
          <th className={classes.num}>{t('document.columns.net')}</th>
          <th className={classes.num}>{t('document.columns.vat')}</th>
          <th className={classes.num}>{t('document.columns.gross')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.position}>
            <td>{line.position}</td>
            <td>
              {line.name}
              {line.classification && (
                <Text span size="xs" c="dimmed" display="block">
                  {t('document.classification', { code: line.classification })}
                </Text>
              )}
              {line.gtu && (
                <Text span size="xs" c="dimmed" display="block">
                  {line.gtu}
                </Text>
              )}
            </td>
            <td className={classes.num}>{line.quantity}</td>
            <td>{line.unit}</td>
            <td className={classes.num}>{line.unitPrice}</td>
            <td className={classes.num}>{line.discountPercent ? `${line.discountPercent}%` : '—'}</td>
            <td>{rate(line.vatRate)}</td>
            <td className={classes.num}>{amount(line.net)}</td>
            <td className={classes.num}>{amount(line.vat)}</td>
            <td className={classes.num}>{amount(line.gross)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <Paper
      withBorder
      shadow="xs"
      p="xl"
      className={classes.document}
      data-print-root
      data-testid="invoice-document"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz={22}>
              {t(`document.title.${invoice.type}`)}
            </Title>
            <Text fz={18} fw={600}>
              {t('document.number', { number: invoice.number })}
            </Text>
            {invoice.status === 'cancelled' && (
              <Text span className={classes.cancelled}>
                {t('document.cancelled')}
              </Text>
            )}
          </div>
          <Box ta="right">
            {invoice.placeOfIssue && (
              <Text size="sm">{t('document.placeOfIssue', { place: invoice.placeOfIssue })}</Text>
            )}
            <Text size="sm">{t('document.issueDate', { date: date(invoice.issuedDate) })}</Text>
            <Text size="sm">{t('document.saleDate', { date: date(invoice.saleDate) })}</Text>
          </Box>
        </Group>

        {isCorrection && invoice.correctedInvoice && (
          <Stack gap={2}>
            <Text fw={600}>
              {t('document.correctionOf', {
                number: invoice.correctedInvoice.number,
                date: date(invoice.correctedInvoice.issuedDate),
              })}
            </Text>
            {invoice.correctionReason && (
              <Text size="sm">{t('document.correctionReason', { reason: invoice.correctionReason })}</Text>
            )}
          </Stack>
        )}

        <SimpleGrid cols={2} spacing="lg">
          <PartyBlock
            title={t('document.seller')}
            party={invoice.seller}
            t={t}
            regon={invoice.seller.regon}
          />
          <PartyBlock title={t('document.buyer')} party={invoice.buyer} t={t} />
        </SimpleGrid>

        {isCorrection ? (
          <Stack gap="md">
            {linesTable(invoice.linesBefore, t('document.before'))}
            {linesTable(invoice.lines, t('document.after'))}
          </Stack>
        ) : (
          linesTable(invoice.lines)
        )}

        <Group justify="flex-end" align="flex-start">
          <Box w={{ base: '100%', sm: '60%' }}>
            <table aria-label={t('document.vatSummary')}>
              <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
                {isCorrection ? t('document.vatSummaryDifference') : t('document.vatSummary')}
              </caption>
              <thead>
                <tr>
                  <th>{t('document.columns.vatRate')}</th>
                  <th className={classes.num}>{t('document.columns.net')}</th>
                  <th className={classes.num}>{t('document.columns.vat')}</th>
                  <th className={classes.num}>{t('document.columns.gross')}</th>
                </tr>
              </thead>
              <tbody>
                {invoice.byRate.map((row) => (
                  <tr key={row.vatRate}>
                    <td>{rate(row.vatRate)}</td>
                    <td className={classes.num}>{amount(row.net)}</td>
                    <td className={classes.num}>{amount(row.vat)}</td>
                    <td className={classes.num}>{amount(row.gross)}</td>
                  </tr>
                ))}
                <tr>
                  <th>{t('document.total')}</th>
                  <th className={classes.num}>{amount(invoice.totals.net)}</th>
                  <th className={classes.num}>{amount(invoice.totals.vat)}</th>
                  <th className={classes.num}>{amount(invoice.totals.gross)}</th>
                </tr>
                {invoice.totalsPln && (
                  <tr>
                    <td>{t('document.totalPln')}</td>
                    <td className={classes.num}>{formatAmount(invoice.totalsPln.net, locale)}</td>
                    <td className={classes.num}>{formatAmount(invoice.totalsPln.vat, locale)}</td>
                    <td className={classes.num}>{formatAmount(invoice.totalsPln.gross, locale)}</td>
                  </tr>
                )}
              </tbody>
            </table>
            {invoice.exchangeRate && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('document.exchangeRate', {
                  currency: invoice.currency,
                  rate: invoice.exchangeRate,
                  table: invoice.exchangeRateTable || '—',
                  date: invoice.exchangeRateDate ? date(invoice.exchangeRateDate) : '—',
                })}
              </Text>
            )}
          </Box>
        </Group>

        {invoice.orderValue !== null && (
          <Text size="sm">{t('document.orderValue', { amount: money(invoice.orderValue) })}</Text>
        )}

        {invoice.advancesDeducted && (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {t('document.advancesDeducted')}
            </Text>
            {invoice.advanceInvoices.map((advance) => (
              <Text key={advance.id} size="sm">
                {t('document.advanceLine', { number: advance.number, amount: money(advance.gross) })}
              </Text>
            ))}
            <Text size="sm">
              {t('document.advancesTotal', {
                net: money(invoice.advancesDeducted.net),
                vat: money(invoice.advancesDeducted.vat),
                gross: money(invoice.advancesDeducted.gross),
              })}
            </Text>
          </Stack>
        )}

        <Stack gap={4}>
          <Text fz={18} fw={700} data-testid="to-pay">
            {t('document.toPay', { amount: money(invoice.toPay) })}
          </Text>
          <Text size="sm" data-testid="amount-in-words">
            {t('document.inWords', { words: invoice.amountInWords })}
          </Text>
          {invoice.paid !== 0 && (
            <Text size="sm">
              {t('document.paid', { amount: money(invoice.paid) })} ·{' '}
              {t('document.balance', { amount: money(invoice.balance) })}
            </Text>
          )}
        </Stack>

        <Stack gap={2}>
          <Text size="sm">
            {t('document.paymentMethod', { method: t(`paymentMethods.${invoice.paymentMethod}`) })}
          </Text>
          <Text size="sm">{t('document.dueDate', { date: date(invoice.dueDate) })}</Text>
          {paymentDetails.iban && (
            <>
              <Text size="sm">
                {t('document.bankAccount', { iban: paymentDetails.iban })}
                {paymentDetails.bankName && ` (${paymentDetails.bankName})`}
              </Text>
              {paymentDetails.swiftCode && (
                <Text size="sm">{t('document.swift', { swift: paymentDetails.swiftCode })}</Text>
              )}
            </>
          )}
        </Stack>

        <Annotations invoice={invoice} hasExempt={hasExempt} t={t} />

        {invoice.notes && (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {t('document.notes')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {invoice.notes}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

type DocumentT = TFunction<'invoices'>;

function PartyBlock({
  title,
  party,
  regon,
  t,
}: {
  title: string;
  party: InvoiceParty;
  regon?: string;
  t: DocumentT;
}) {
  const street = [party.street, [party.buildingNumber, party.flatNumber].filter(Boolean).join('/')]
    .filter(Boolean)
    .join(' ');
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
        {title}
      </Text>
      <Text fw={600}>{party.name}</Text>
      {street && <Text size="sm">{street}</Text>}
      {(party.postalCode || party.city) && (
        <Text size="sm">{`${party.postalCode} ${party.city}`.trim()}</Text>
      )}
      {party.country && party.country !== 'PL' && <Text size="sm">{party.country}</Text>}
      {party.nip && <Text size="sm">{t('document.nip', { nip: party.nip })}</Text>}
      {regon && <Text size="sm">{t('document.regon', { regon })}</Text>}
      {party.email && <Text size="sm">{party.email}</Text>}
      {party.phone && <Text size="sm">{party.phone}</Text>}
    </Stack>
  );
}

/** Statutory wording: split payment, margin scheme, exemption basis, reverse charge. */
function Annotations({
  invoice,
  hasExempt,
  t,
}: {
  invoice: InvoiceDetail;
  hasExempt: boolean;
  t: DocumentT;
}) {
  const notes: ReactNode[] = [];
  if (invoice.splitPayment)
    notes.push(
      <Text key="split" fw={700} size="sm">
        {t('document.splitPayment')}
      </Text>,
    );
  if (invoice.marginScheme)
    notes.push(
      <Text key="margin" fw={600} size="sm">
        {MARGIN_SCHEME_WORDING[invoice.marginScheme]}
      </Text>,
    );
  if (hasExempt && invoice.seller.vatExemptionBasis)
    notes.push(
      <Text key="exempt" size="sm">
        {t('document.exemptionBasis', { basis: invoice.seller.vatExemptionBasis })}
      </Text>,
    );
  if (invoice.lines.some((line) => line.vatRate === 'oo'))
    notes.push(
      <Text key="reverse" fw={600} size="sm">
        {t('document.reverseCharge')}
      </Text>,
    );
  if (invoice.convertedTo)
    notes.push(
      <Text key="converted" size="sm">
        {t('document.convertedTo', { number: invoice.convertedTo.number })}
      </Text>,
    );
  return notes.length > 0 ? <Stack gap={2}>{notes}</Stack> : null;
}
