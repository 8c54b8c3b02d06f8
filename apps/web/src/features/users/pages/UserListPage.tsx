import { Button, Card, EmptyState, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilterOff, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { useUsers } from '../api/queries.ts';
import { AddUserDrawer } from '../components/AddUserDrawer.tsx';
import { UsersFilters } from '../components/UsersFilters.tsx';
import { UsersTable } from '../components/UsersTable.tsx';
import { hasFilters, PAGE_SIZES, useUserListState } from '../list-state.ts';

/** /apps/user/list: the organization's users, searched, filtered, sorted and paged; 'Add user'. */
export default function UserListPage() {
  const { t } = useTranslation('users');
  const { query, update, sort, search } = useUserListState();
  const users = useUsers(query);
  const [adding, drawer] = useDisclosure(false);
  const empty = users.data?.total === 0;
  const addButton = (
    <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={drawer.open}>
      {t('list.add')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {t('list.title')}
        </Title>
        {addButton}
      </Group>
      <Card withBorder radius="md" p="md">
        <Stack gap="md">
          <UsersFilters query={query} search={search} onChange={update} />
          {users.isError ? (
            <LoadError
              title={t('list.loadFailed')}
              error={users.error}
              retrying={users.isFetching}
              onRetry={() => void users.refetch()}
            />
          ) : empty && !hasFilters(query) ? (
            <EmptyState
              icon={<IconUsers size={32} aria-hidden />}
              title={t('list.emptyTitle')}
              description={t('list.emptyDescription')}
            >
              <EmptyState.Actions>{addButton}</EmptyState.Actions>
            </EmptyState>
          ) : empty ? (
            <EmptyState
              icon={<IconFilterOff size={32} aria-hidden />}
              title={t('list.noMatchesTitle')}
              description={t('list.noMatchesDescription')}
            />
          ) : (
            <>
              <UsersTable
                users={users.data?.users}
                loading={users.isFetching}
                sortBy={query.sortBy}
                sortDesc={query.sortDesc === 'true'}
                onSort={sort}
              />
              <ListFooter
                counting={users.data === undefined}
                total={users.data?.total ?? 0}
                page={query.page}
                perPage={query.perPage}
                pageSizes={PAGE_SIZES}
                onChange={update}
                texts={{
                  showing: (range) => t('list.showing', range),
                  perPage: t('list.perPage'),
                  nextPage: t('list.nextPage'),
                  previousPage: t('list.previousPage'),
                }}
              />
            </>
          )}
        </Stack>
      </Card>
      <AddUserDrawer opened={adding} onClose={drawer.close} />
    </Stack>
  );
}
