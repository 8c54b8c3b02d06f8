import { Anchor, Card, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KsefPanel } from '@saldo/contracts/ksef';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { invoicePreviewPath } from '../paths.ts';

/** The latest failures and rejections, each with its invoice (a link to its page). */
export function LastErrors({ errors }: { errors: KsefPanel['lastErrors'] }) {
  const { t } = useTranslation('ksef');
  const format = useInvoiceFormat();
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="ksef-last-errors">
      <Title order={2} fz="lg" mb="sm" id="ksef-last-errors">
        {t('panel.errors.title')}
      </Title>
      {errors.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('panel.errors.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label={t('panel.errors.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('panel.errors.invoice')}</Table.Th>
                <Table.Th>{t('panel.errors.error')}</Table.Th>
                <Table.Th>{t('panel.errors.at')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.map((entry) => (
                <Table.Tr key={`${entry.invoiceId}-${entry.at}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={invoicePreviewPath(entry.invoiceId)} fw={500}>
                      {entry.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{entry.error}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
