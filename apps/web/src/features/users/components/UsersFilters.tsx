import { Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { roles } from '@saldo/contracts/abilities';
import { USER_STATUSES } from '@saldo/contracts/organization-settings';
import { PLANS, type UserListQuery } from '@saldo/contracts/users';
import { pick } from '../../../lib/pick.ts';
import type { SearchField } from '../../../lib/use-list-state.ts';

/** The search (debounced by the list state) and the role, plan and status filters. */
export function UsersFilters({
  query,
  search,
  onChange,
}: {
  query: UserListQuery;
  search: SearchField;
  onChange: (patch: Partial<UserListQuery>) => void;
}) {
  const { t } = useTranslation('users');
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          defaultValue={search.defaultValue}
          onChange={(event) => search.onChange(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
        <Select
          label={t('list.filters.role')}
          placeholder={t('list.filters.any')}
          clearable
          data={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          value={query.role ?? null}
          onChange={(value) => onChange({ role: pick(roles, value) })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
        <Select
          label={t('list.filters.plan')}
          placeholder={t('list.filters.any')}
          clearable
          data={PLANS.map((value) => ({ value, label: t(`plans.${value}`) }))}
          value={query.plan ?? null}
          onChange={(value) => onChange({ plan: pick(PLANS, value) })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
        <Select
          label={t('list.filters.status')}
          placeholder={t('list.filters.any')}
          clearable
          data={USER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={query.status ?? null}
          onChange={(value) => onChange({ status: pick(USER_STATUSES, value) })}
        />
      </Grid.Col>
    </Grid>
  );
}
