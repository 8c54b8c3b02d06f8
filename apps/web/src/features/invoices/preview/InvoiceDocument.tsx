import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  AmountsDto,
  InvoiceDetail,
  InvoiceLineDto,
  InvoiceParty,
  InvoiceResponse,
} from '@saldo/contracts/invoices';
import {
  advanceReference,
  amountInWordsLines,
  buyerCorrectionOf,
  correctedKsefLine,
  discountAmountText,
  discountText,
  discountValue,
  documentTitleOf,
  exchangeRateSentence,
  localeOf,
  invoiceAnnotations,
  KSEF_PREVIEW_WORDING,
  makeTranslator,
  PAYMENT_METHOD_NAMES,
  quantityText,
  rateLabel,
  recipientUnitOf,
  sellerVatId,
  unitPriceText,
  type Translator,
} from '@saldo/contracts/invoice-wording';
import type { Locale } from '@saldo/domain/currency';
import { formatAmount, formatMoney, type Money } from '@saldo/domain/money';
import classes from './print.module.css';

/**
 * The invoice as its PDF prints it: the same wording (contracts' invoice-wording: Polish, and English
 * beside it on an 'english' invoice), the same lines, and every value through the same formatters in
 * the invoice's own locale, not the UI's. `data-print-root` marks what window.print() puts on paper.
 */
export function InvoiceDocument({ data }: { data: InvoiceResponse }) {
  const { i18n } = useTranslation('invoices');
  const { invoice, paymentDetails } = data;
  const locale = localeOf(invoice);
  const tr = makeTranslator(invoice.language);
  const recipient = recipientUnitOf(invoice, tr);
  const buyerCorrection = buyerCorrectionOf(invoice, tr);
  const cancelledMark = i18n.getFixedT(locale, 'invoices')('document.cancelled');
  const money = (value: Money) => formatMoney(value, { locale, currency: invoice.currency });
  const isCorrection = invoice.type === 'correction';
  const title = documentTitleOf(invoice);
  const rateSentences = (['pl', 'en'] as const)
    .filter((language) => language === 'pl' || tr.bilingual)
    .map((language) => exchangeRateSentence(invoice, language, locale))
    .filter((sentence): sentence is string => sentence !== null);
  const refund = invoice.toPay < 0;
  const correctedKsef = correctedKsefLine(invoice, tr);
  const dates: [string, string][] = [
    [tr.t('issueDate'), invoice.issuedDate],
    [tr.t(invoice.type === 'advance' ? 'paymentReceivedDate' : 'saleDate'), invoice.saleDate],
  ];
  if (invoice.placeOfIssue.trim() !== '') dates.push([tr.t('placeOfIssue'), invoice.placeOfIssue]);

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
        {invoice.ksefPreview && (
          <div className={classes.ksefPreview} role="note" data-testid="ksef-preview">
            <Text fw={700}>{KSEF_PREVIEW_WORDING.pl}</Text>
            {tr.bilingual && <Text fw={700}>{KSEF_PREVIEW_WORDING.en}</Text>}
          </div>
        )}
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz={22}>
              {title.pl}
            </Title>
            {tr.bilingual && <Text c="dimmed">{title.en}</Text>}
            <Text fz={18} fw={600}>
              {`${tr.t('number')} ${invoice.number}`}
            </Text>
            {invoice.status === 'cancelled' && (
              <Text span className={classes.cancelled}>
                {cancelledMark}
              </Text>
            )}
          </div>
          <Box ta="right">
            {dates.map(([label, value]) => (
              <Text size="sm" key={label}>{`${label}: ${value}`}</Text>
            ))}
          </Box>
        </Group>

        {isCorrection && (
          <Stack gap={2}>
            {invoice.correctedInvoice && (
              <Text fw={600}>
                {`${tr.t('correctedInvoice')}: ${tr.t('number')} ${invoice.correctedInvoice.number} ${tr.t('ofDate')} ${invoice.correctedInvoice.issuedDate}`}
              </Text>
            )}
            {correctedKsef !== null && <Text fw={600}>{correctedKsef}</Text>}
            {invoice.correctionReason && (
              <Text size="sm">{`${tr.t('correctionReason')}: ${invoice.correctionReason}`}</Text>
            )}
          </Stack>
        )}

        <SimpleGrid cols={2} spacing="lg">
          <PartyBlock
            title={tr.t('seller')}
            party={{ ...invoice.seller, nip: sellerVatId(invoice) }}
            tr={tr}
            extra={[
              [tr.t('regon'), invoice.seller.regon],
              ['tel.', invoice.seller.phone],
              ['e-mail', invoice.seller.email],
            ]}
          />
          <Stack gap="sm">
            <PartyBlock
              title={buyerCorrection?.afterCaption ?? tr.t('buyer')}
              party={invoice.buyer}
              tr={tr}
              extra={[]}
            />
            {buyerCorrection !== null && (
              // A correction of the buyer's data: the buyer as on the corrected invoice, as the PDF prints it.
              <PartyBlock
                title={buyerCorrection.beforeCaption}
                party={buyerCorrection.before}
                tr={tr}
                extra={[]}
              />
            )}
            {recipient !== null && (
              // The JST unit or VAT-group member the KSeF file names (Podmiot3), as the PDF prints it.
              <PartyBlock
                title={recipient.caption}
                party={{ ...recipient.unit, email: '', phone: '' }}
                tr={tr}
                extra={[]}
              />
            )}
          </Stack>
        </SimpleGrid>

        {isCorrection ? (
          <Stack gap="md">
            <LinesTable invoice={invoice} lines={invoice.linesBefore} caption={tr.t('before')} tr={tr} />
            <LinesTable invoice={invoice} lines={invoice.lines} caption={tr.t('after')} tr={tr} />
          </Stack>
        ) : (
          <LinesTable invoice={invoice} lines={invoice.lines} tr={tr} />
        )}

        <Group justify="flex-end" align="flex-start">
          <Box w={{ base: '100%', sm: '60%' }}>
            {invoice.type === 'vatMargin' ? (
              <Text
                fw={600}
              >{`${tr.t('total')} (${invoice.currency}): ${formatAmount(invoice.totals.gross, locale)}`}</Text>
            ) : (
              <>
                <SummaryTable
                  caption={`${tr.t(isCorrection ? 'differenceSummary' : 'vatSummary')} (${invoice.currency})`}
                  rows={invoice.byRate.map((row) => [rateLabel(row.vatRate, tr.bilingual), row])}
                  totals={invoice.totals}
                  tr={tr}
                  locale={locale}
                />
                {invoice.totalsPln && invoice.currency !== 'PLN' && (
                  <>
                    <SummaryTable
                      caption={tr.t('vatSummaryPln')}
                      rows={invoice.byRate.flatMap((row) =>
                        row.pln === undefined ? [] : [[rateLabel(row.vatRate, tr.bilingual), row.pln]],
                      )}
                      totals={invoice.totalsPln}
                      tr={tr}
                      locale={locale}
                    />
                    <Text size="sm" fw={600}>
                      {`${tr.t('vatInPln')}: ${formatMoney(invoice.totalsPln.vat, { locale, currency: 'PLN' })}`}
                    </Text>
                  </>
                )}
              </>
            )}
            {rateSentences.map((sentence) => (
              <Text key={sentence} size="xs" c="dimmed" mt={4} data-testid="exchange-rate">
                {sentence}
              </Text>
            ))}
          </Box>
        </Group>

        {invoice.type === 'advance' && invoice.orderLines.length > 0 && (
          <Stack gap={2} aria-label={tr.t('order')}>
            <Text size="sm" fw={600}>
              {tr.t('order')}
            </Text>
            {invoice.orderLines.map((line, index) => (
              <Text size="sm" key={index} data-testid="order-line">
                {`${index + 1}. ${line.name}: ${quantityText(line, locale)} ${line.unit} × ${unitPriceText(line, locale)} = ${formatAmount(line.net, locale)}, ${rateLabel(line.vatRate, false)}, ${tr.t('vatAmount')} ${formatAmount(line.vat, locale)}, ${tr.t('grossValue')} ${formatAmount(line.gross, locale)}`}
              </Text>
            ))}
          </Stack>
        )}

        {invoice.type === 'advance' && invoice.orderValue !== null && (
          <Text size="sm">{`${tr.t('orderValue')}: ${money(invoice.orderValue)}`}</Text>
        )}

        {invoice.type === 'final' && (invoice.advanceInvoices.length > 0 || invoice.advancesDeducted) && (
          <Stack gap={2}>
            {invoice.advanceInvoices.length > 0 && (
              <Text size="sm">
                {`${tr.t('advances')}: ${invoice.advanceInvoices
                  .map((advance) => advanceReference(advance, money(advance.gross), tr))
                  .join(', ')}`}
              </Text>
            )}
            {invoice.advancesDeducted && (
              <Text size="sm" fw={600}>
                {`${tr.t('advancesDeducted')}: ${[
                  invoice.advancesDeducted.net,
                  invoice.advancesDeducted.vat,
                  invoice.advancesDeducted.gross,
                ]
                  .map((value) => formatAmount(value, locale))
                  .join(' / ')}`}
              </Text>
            )}
          </Stack>
        )}

        <Stack gap={4}>
          <Text fz={18} fw={700} data-testid="to-pay">
            {`${tr.t(invoice.type === 'advance' ? 'amountReceived' : refund ? 'toRefund' : 'toPay')}: ${money(Math.abs(invoice.toPay))}`}
          </Text>
          {amountInWordsLines(invoice).map((line) => (
            <Text size="sm" key={line} data-testid="amount-in-words">
              {line}
            </Text>
          ))}
        </Stack>

        <Stack gap={2}>
          <Text size="sm">{`${tr.t('paymentMethod')}: ${tr.pick(PAYMENT_METHOD_NAMES[invoice.paymentMethod])}`}</Text>
          {invoice.type !== 'advance' && <Text size="sm">{`${tr.t('dueDate')}: ${invoice.dueDate}`}</Text>}
          {paymentDetails.iban && (
            <>
              {paymentDetails.bankName && (
                <Text size="sm">{`${tr.t('bank')}: ${paymentDetails.bankName}`}</Text>
              )}
              <Text size="sm">{`${tr.t('account')}: ${paymentDetails.iban}`}</Text>
              {paymentDetails.swiftCode && (
                <Text size="sm">{`${tr.t('swift')}: ${paymentDetails.swiftCode}`}</Text>
              )}
            </>
          )}
        </Stack>

        <Annotations invoice={invoice} tr={tr} />

        {invoice.notes && (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {tr.t('notes')}
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

function LinesTable({
  invoice,
  lines,
  caption,
  tr,
}: {
  invoice: InvoiceDetail;
  lines: InvoiceLineDto[];
  caption?: string;
  tr: Translator;
}) {
  const locale = localeOf(invoice);
  const amount = (value: Money) => formatAmount(value, locale);
  const margin = invoice.type === 'vatMargin';
  const all = [...invoice.lines, ...invoice.linesBefore];
  const withClassification = all.some((line) => line.classification.trim() !== '');
  const withDiscount = all.some((line) => discountValue(line) !== 0);
  const priceHeader = margin
    ? tr.t('unitPrice')
    : tr.t(invoice.priceMode === 'gross' ? 'unitPriceGross' : 'unitPriceNet');
  return (
    <table aria-label={caption ?? tr.t('name')}>
      {caption && (
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{caption}</caption>
      )}
      <thead>
        <tr>
          <th>{tr.t('lp')}</th>
          <th>{tr.t('name')}</th>
          {withClassification && <th>{tr.t('classification')}</th>}
          <th className={classes.num}>{tr.t('quantity')}</th>
          <th>{tr.t('unit')}</th>
          <th className={classes.num}>{priceHeader}</th>
          {withDiscount && <th className={classes.num}>{tr.t('discount')}</th>}
          {margin ? (
            <th className={classes.num}>{tr.t('value')}</th>
          ) : (
            <>
              <th className={classes.num}>{tr.t('netValue')}</th>
              <th>{tr.t('vatRate')}</th>
              <th className={classes.num}>{tr.t('vatAmount')}</th>
              <th className={classes.num}>{tr.t('grossValue')}</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={line.position}>
            <td>{index + 1}</td>
            <td>
              {line.name}
              {line.gtu && (
                <Text span size="xs" c="dimmed" display="block">
                  {line.gtu}
                </Text>
              )}
            </td>
            {withClassification && <td>{line.classification}</td>}
            <td className={classes.num}>{quantityText(line, locale)}</td>
            <td>{line.unit}</td>
            <td className={classes.num}>{unitPriceText(line, locale)}</td>
            {withDiscount && (
              <td className={classes.num}>
                {discountText(line, locale)}
                {discountValue(line) !== 0 && (
                  <Text span size="xs" display="block">
                    {discountAmountText(line, invoice.priceMode, locale)}
                  </Text>
                )}
              </td>
            )}
            {margin ? (
              <td className={classes.num}>{amount(line.gross)}</td>
            ) : (
              <>
                <td className={classes.num}>{amount(line.net)}</td>
                <td>{rateLabel(line.vatRate, false)}</td>
                <td className={classes.num}>{amount(line.vat)}</td>
                <td className={classes.num}>{amount(line.gross)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SummaryTable({
  caption,
  rows,
  totals,
  tr,
  locale,
}: {
  caption: string;
  rows: [string, AmountsDto][];
  totals: AmountsDto;
  tr: Translator;
  locale: Locale;
}) {
  const amount = (value: Money) => formatAmount(value, locale);
  return (
    <table aria-label={caption}>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{caption}</caption>
      <thead>
        <tr>
          <th>{tr.t('vatRate')}</th>
          <th className={classes.num}>{tr.t('netValue')}</th>
          <th className={classes.num}>{tr.t('vatAmount')}</th>
          <th className={classes.num}>{tr.t('grossValue')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, row]) => (
          <tr key={label}>
            <td>{label}</td>
            <td className={classes.num}>{amount(row.net)}</td>
            <td className={classes.num}>{amount(row.vat)}</td>
            <td className={classes.num}>{amount(row.gross)}</td>
          </tr>
        ))}
        <tr>
          <th>{tr.t('total')}</th>
          <th className={classes.num}>{amount(totals.net)}</th>
          <th className={classes.num}>{amount(totals.vat)}</th>
          <th className={classes.num}>{amount(totals.gross)}</th>
        </tr>
      </tbody>
    </table>
  );
}

function PartyBlock({
  title,
  party,
  extra,
  tr,
}: {
  title: string;
  party: InvoiceParty;
  extra: [string, string][];
  tr: Translator;
}) {
  const house = [party.buildingNumber, party.flatNumber].filter((part) => part.trim() !== '').join('/');
  const street = [party.street, house].filter((part) => part.trim() !== '').join(' ');
  const town = [party.postalCode, party.city].filter((part) => part.trim() !== '').join(' ');
  const identifiers = [[tr.t('nip'), party.nip], ...extra].filter(([, value]) => value?.trim());
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
        {title}
      </Text>
      <Text fw={600}>{party.name}</Text>
      {street && <Text size="sm">{street}</Text>}
      {town && <Text size="sm">{town}</Text>}
      {party.country && party.country !== 'PL' && <Text size="sm">{party.country}</Text>}
      {identifiers.map(([label, value]) => (
        <Text size="sm" key={label}>{`${label}: ${value}`}</Text>
      ))}
    </Stack>
  );
}

/** The wordings the act requires verbatim, as the PDF prints them (art. 106e ust. 1 pkt 18, 18a, 19, 24). */
function Annotations({ invoice, tr }: { invoice: InvoiceDetail; tr: Translator }) {
  const notes = invoiceAnnotations(invoice, tr);
  if (notes.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
        {tr.t('annotations')}
      </Text>
      {notes.map((note) => (
        <Text key={String(note)} fw={600} size="sm">
          {note}
        </Text>
      ))}
    </Stack>
  );
}
