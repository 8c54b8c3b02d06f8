import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COST_STATUSES, type CostListQuery } from '@saldo/contracts/costs';
import { ANY, withAny } from '../../../lib/native-select.ts';
import { pick } from '../../../lib/pick.ts';
import type { SearchField } from '../../../lib/use-list-state.ts';
import { useCategories } from '../../settings/api/queries.ts';
import type { ListQueryPatch } from './list-state.ts';
import { MonthFilter } from './MonthFilter.tsx';
import { SupplierFilter } from './SupplierFilter.tsx';

/**
 * Search (debounced by the list's state: one request when typing pauses), status, category, booking
 * month and supplier.
 */
export function CostFilters({
  query,
  search,
  onChange,
}: {
  query: CostListQuery;
  search: SearchField;
  onChange: (patch: ListQueryPatch) => void;
}) {
  const { t } = useTranslation('costs');
  const categories = useCategories();

  const costCategories = (categories.data ?? []).filter((category) => category.kind === 'cost');

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
            COST_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          )}
          value={query.status ?? ANY}
          onChange={(event) => onChange({ status: pick(COST_STATUSES, event.currentTarget.value) })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <NativeSelect
          label={t('list.filters.category')}
          data={withAny(
            t('list.filters.any'),
            costCategories.map((category) => ({ value: String(category.id), label: category.name })),
          )}
          value={query.categoryId === undefined ? ANY : String(query.categoryId)}
          onChange={({ currentTarget: { value } }) =>
            onChange({ categoryId: value === ANY ? undefined : Number(value) })
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <MonthFilter value={query.month} onChange={(month) => onChange({ month })} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <SupplierFilter value={query.contractorId} onChange={(contractorId) => onChange({ contractorId })} />
      </Grid.Col>
    </Grid>
  );
}
