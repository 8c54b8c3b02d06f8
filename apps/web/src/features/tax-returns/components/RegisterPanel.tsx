import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  PURCHASE_MARKERS,
  SALES_MARKERS,
  type RegisterRow,
  type TaxReturnRegisterKind,
} from '@saldo/contracts/tax-returns';
import { LoadError } from '../../../components/LoadError.tsx';
import { useRegister } from '../api/queries.ts';
import { useTaxFormat } from '../format.ts';

const PER_PAGE = 25;

function Amounts({ amounts }: { amounts: Record<string, number> }) {
  const format = useTaxFormat();
  return (
    <Stack gap={0}>
      {Object.entries(amounts).map(([field, value]) => (
        <Text key={field} size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {field}: {format.money(value)}
        </Text>
      ))}
    </Stack>
  );
}

/** One register of the month: filters, its rows with their markers, and the override of a row. */
export function RegisterPanel({
  period,
  kind,
  editable,
  onEdit,
}: {
  period: string;
  kind: TaxReturnRegisterKind;
  editable: boolean;
  onEdit: (row: RegisterRow) => void;
}) {
  const { t } = useTranslation('taxReturns');
  const format = useTaxFormat();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 300);
  const [marker, setMarker] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const register = useRegister(period, kind, {
    page,
    perPage: PER_PAGE,
    ...(q.trim() === '' ? {} : { q: q.trim() }),
    ...(marker === null ? {} : { marker }),
  });
  const markers = [
    { value: 'override', label: t('register.overridden') },
    ...(kind === 'sale' ? SALES_MARKERS : PURCHASE_MARKERS).map((m) => ({ value: m, label: m })),
  ];
  const total = register.data?.total ?? 0;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('register.search')}
          placeholder={t('register.searchPlaceholder')}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label={t('register.marker')}
          placeholder={t('register.anyMarker')}
          data={markers}
          value={marker}
          onChange={(value) => {
            setMarker(value);
            setPage(1);
          }}
          clearable
          searchable
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      {register.isError ? (
        <LoadError
          title={t('register.loadFailed')}
          error={register.error}
          retrying={register.isFetching}
          onRetry={() => void register.refetch()}
        />
      ) : !register.data ? (
        <Skeleton height={160} />
      ) : total === 0 ? (
        <Text c="dimmed" size="sm" py="md">
          {q !== '' || marker !== null ? t('register.noMatch') : t(`register.empty.${kind}`)}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing="xs" aria-label={t(`register.title.${kind}`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('register.columns.lp')}</Table.Th>
                  <Table.Th>{t('register.columns.document')}</Table.Th>
                  <Table.Th>{t(`register.columns.counterparty.${kind}`)}</Table.Th>
                  <Table.Th>{t('register.columns.date')}</Table.Th>
                  <Table.Th>{t('register.columns.ksef')}</Table.Th>
                  <Table.Th>{t('register.columns.markers')}</Table.Th>
                  <Table.Th>{t('register.columns.amounts')}</Table.Th>
                  <Table.Th>{t('register.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {register.data.rows.map((row) => (
                  <Table.Tr
                    key={`${row.origin}-${row.documentId}-${row.lp}`}
                    data-testid={`row-${row.number}`}
                  >
                    <Table.Td>{row.lp}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.number}</Text>
                      {row.correctionSign !== null && (
                        <Badge size="xs" color="orange" variant="light">
                          {t('register.correction')}
                        </Badge>
                      )}
                      {row.origin === 'self_assessed' && (
                        <Badge size="xs" color="grape" variant="light">
                          {t('register.selfAssessed')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.counterpartyName}</Text>
                      <Text size="xs" c="dimmed">
                        {row.counterpartyTaxId}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {format.date(row.issueDate)}
                      {row.otherDate && (
                        <Text size="xs" c="dimmed">
                          {t(`register.otherDate.${kind}`, { date: format.date(row.otherDate) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {row.ksef}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {row.markers.map((m) => (
                          <Tooltip key={m} label={t(`markers.${m}`)}>
                            <Badge size="sm" variant={row.override ? 'filled' : 'light'}>
                              {m}
                            </Badge>
                          </Tooltip>
                        ))}
                      </Group>
                      {row.deductibility && row.deductibility !== 'full' && (
                        <Text size="xs" c="dimmed">
                          {t(`register.deductibility.${row.deductibility}`, { basis: row.deductionBasis })}
                        </Text>
                      )}
                      {row.override && (
                        <Text size="xs" c="orange.8">
                          {t('register.overrideReason', { reason: row.override.reason })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Amounts amounts={row.amounts} />
                    </Table.Td>
                    <Table.Td>
                      {row.origin !== 'self_assessed' && (
                        <Tooltip label={t('register.editMarkers')}>
                          <ActionIcon
                            variant="subtle"
                            onClick={() => onEdit(row)}
                            disabled={!editable}
                            aria-label={t('register.editMarkersOf', { number: row.number })}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('register.count', { count: total })}
            </Text>
            {total > PER_PAGE && (
              <Pagination total={Math.ceil(total / PER_PAGE)} value={page} onChange={setPage} size="sm" />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
