import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INVOICE_DISPLAY_STATUSES, INVOICE_TYPES, type InvoiceListQuery } from '@saldo/contracts/invoices';
import type { SearchField } from '../../../lib/use-list-state.ts';
import type { ListQueryPatch } from './list-state.ts';
import { ANY, withAny } from '../../../lib/native-select.ts';
import { pick } from '../../../lib/pick.ts';

/**
 * Search (debounced by the list's state: one request when typing pauses, not one per key), status,
 * type and the issue date range.
 */
export function InvoiceFilters({
  query,
  search,
  onChange,
}: {
  query: InvoiceListQuery;
  search: SearchField;
  onChange: (patch: ListQueryPatch) => void;
}) {
  const { t } = useTranslation('invoices');

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          defaultValue={search.defaultValue}
          onChange={(event) => search.onChange(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <NativeSelect
          label={t('list.filters.status')}
          data={withAny(
            t('list.filters.any'),
            INVOICE_DISPLAY_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          )}
          value={query.status ?? ANY}
          onChange={(event) =>
            onChange({ status: pick(INVOICE_DISPLAY_STATUSES, event.currentTarget.value) })
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <NativeSelect
          label={t('list.filters.type')}
          data={withAny(
            t('list.filters.any'),
            INVOICE_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
          )}
          value={query.type ?? ANY}
          onChange={(event) => onChange({ type: pick(INVOICE_TYPES, event.currentTarget.value) })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <TextInput
          type="date"
          label={t('list.filters.dateFrom')}
          value={query.dateFrom ?? ''}
          max={query.dateTo}
          onChange={(event) => onChange({ dateFrom: event.currentTarget.value || undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <TextInput
          type="date"
          label={t('list.filters.dateTo')}
          value={query.dateTo ?? ''}
          min={query.dateFrom}
          onChange={(event) => onChange({ dateTo: event.currentTarget.value || undefined })}
        />
      </Grid.Col>
    </Grid>
  );
}
