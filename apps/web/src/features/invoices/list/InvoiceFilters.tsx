import { useEffect, useEffectEvent, useState } from 'react';
import { Grid, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INVOICE_DISPLAY_STATUSES, INVOICE_TYPES, type InvoiceListQuery } from '@saldo/contracts/invoices';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/debounce.ts';
import type { ListQueryPatch } from './list-state.ts';
import { pick } from '../../../lib/pick.ts';

/**
 * Search (debounced: one request when typing pauses, not one per key), status, type and the issue
 * date range. Typed text is kept here and sent to the address only once it settles.
 */
export function InvoiceFilters({
  query,
  onChange,
}: {
  query: InvoiceListQuery;
  onChange: (patch: ListQueryPatch) => void;
}) {
  const { t } = useTranslation('invoices');
  const [search, setSearch] = useState(query.q ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  // An effect event reads the latest query and callback without making them reasons to re-run.
  const applySearch = useEffectEvent((q: string) => {
    if (q !== (query.q ?? '')) onChange({ q: q || undefined });
  });
  useEffect(() => applySearch(debouncedSearch), [debouncedSearch]);

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <Select
          label={t('list.filters.status')}
          placeholder={t('list.filters.any')}
          clearable
          data={INVOICE_DISPLAY_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={query.status ?? null}
          onChange={(value) => onChange({ status: pick(INVOICE_DISPLAY_STATUSES, value) })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <Select
          label={t('list.filters.type')}
          placeholder={t('list.filters.any')}
          clearable
          data={INVOICE_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          value={query.type ?? null}
          onChange={(value) => onChange({ type: pick(INVOICE_TYPES, value) })}
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
