import { Grid, Group, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OVERDUE_BANDS, type OverdueListQuery } from '@saldo/contracts/debt';
import { pick } from '../../../lib/pick.ts';
import { ContractorFilter } from './ContractorFilter.tsx';
import { DebouncedInput } from '../../../components/DebouncedInput.tsx';
import type { SearchField } from '../../../lib/use-list-state.ts';
import { isAmount, type ListQueryPatch } from './list-state.ts';

const ALL = 'all';

/** Search, buyer, days-overdue band and the balance range; typed text is sent once it settles. */
export function OverdueFilters({
  query,
  search,
  onChange,
  withContractor,
}: {
  query: OverdueListQuery;
  search: SearchField;
  onChange: (patch: ListQueryPatch) => void;
  /** A client sees only its own invoices: a buyer filter would have nothing to choose from. */
  withContractor: boolean;
}) {
  const { t } = useTranslation('debt');
  const bands = [ALL, ...OVERDUE_BANDS].map((value) => ({ value, label: t(`filters.bands.${value}`) }));
  return (
    <Stack gap="sm">
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, md: withContractor ? 4 : 6 }}>
          <TextInput
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            defaultValue={search.defaultValue}
            onChange={(event) => search.onChange(event.currentTarget.value)}
          />
        </Grid.Col>
        {withContractor && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ContractorFilter
              value={query.contractorId}
              onChange={(contractorId) => onChange({ contractorId })}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 6, md: withContractor ? 2 : 3 }}>
          <DebouncedInput
            label={t('filters.minAmount')}
            inputMode="decimal"
            value={query.minAmount}
            isValid={isAmount}
            invalidMessage={t('filters.invalidAmount')}
            onCommit={(minAmount) => onChange({ minAmount })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: withContractor ? 2 : 3 }}>
          <DebouncedInput
            label={t('filters.maxAmount')}
            inputMode="decimal"
            value={query.maxAmount}
            isValid={isAmount}
            invalidMessage={t('filters.invalidAmount')}
            onCommit={(maxAmount) => onChange({ maxAmount })}
          />
        </Grid.Col>
      </Grid>
      <Group gap="lg" align="flex-end">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="overdue-band-label">
            {t('filters.band')}
          </Text>
          <SegmentedControl
            aria-labelledby="overdue-band-label"
            data={bands}
            value={query.band ?? ALL}
            onChange={(value) => onChange({ band: pick(OVERDUE_BANDS, value) })}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        <Switch
          label={t('filters.paidLate')}
          description={t('filters.paidLateHint')}
          checked={query.paidLate === 'true'}
          onChange={(event) => onChange({ paidLate: event.currentTarget.checked ? 'true' : 'false' })}
        />
      </Group>
    </Stack>
  );
}
