import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CostImportResult } from '@saldo/contracts/costs';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { costPath } from '../paths.ts';

/** One row per file: the draft made of it (to review), or why it was refused. */
export function ImportResults({ results }: { results: readonly CostImportResult[] }) {
  const { t } = useTranslation('costs');
  const format = useInvoiceFormat();
  const created = results.filter((result) => result.ok).length;
  return (
    <Stack gap="xs">
      <Text size="sm" aria-live="polite">
        {t('import.summary', { created, refused: results.length - created })}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label={t('import.results')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.columns.file')}</Table.Th>
              <Table.Th>{t('import.columns.number')}</Table.Th>
              <Table.Th>{t('import.columns.supplier')}</Table.Th>
              <Table.Th ta="right">{t('import.columns.gross')}</Table.Th>
              <Table.Th>{t('import.columns.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((result, index) => (
              <Table.Tr key={`${index}-${result.fileName}`}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {result.ok ? (
                      <IconCircleCheck
                        size={16}
                        color="var(--mantine-color-teal-6)"
                        aria-label={t('import.ok')}
                      />
                    ) : (
                      <IconCircleX
                        size={16}
                        color="var(--mantine-color-red-6)"
                        aria-label={t('import.refused')}
                      />
                    )}
                    <Text size="sm" style={{ wordBreak: 'break-all' }}>
                      {result.fileName}
                    </Text>
                  </Group>
                </Table.Td>
                {result.ok ? (
                  <>
                    <Table.Td>{result.number}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm">{result.supplierName}</Text>
                        <Group gap={4}>
                          <Text size="xs" c="dimmed">
                            {t('import.nip', { nip: result.supplierNip })}
                          </Text>
                          {result.supplierCreated && (
                            <Badge size="xs" color="violet" variant="light">
                              {t('import.newSupplier')}
                            </Badge>
                          )}
                        </Group>
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {format.money(result.gross, result.currency)}
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={costPath(result.costId)}
                        size="sm"
                        aria-label={t('import.reviewNumber', { number: result.number })}
                      >
                        {t('import.review')}
                      </Anchor>
                    </Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={4}>
                    <Text size="sm" c="red.8" style={{ whiteSpace: 'pre-wrap' }}>
                      {result.message}
                    </Text>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
