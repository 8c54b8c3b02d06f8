import {
  Badge,
  Button,
  Card,
  Group,
  Image,
  Pagination,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@saldo/contracts/shop';
import { LoadError } from '../../../components/LoadError.tsx';
import { useMoneyFormat } from '../../../lib/use-money-format.ts';
import { useProducts, useSetProductArchived } from '../api/queries.ts';
import { ProductFormModal } from '../components/ProductFormModal.tsx';
import { ShopNav } from '../components/ShopNav.tsx';

const PER_PAGE = 20;

/** /apps/e-commerce/products: the administrator's catalogue: search, paging, add, edit, pictures, archive. */
export default function CatalogueAdminPage() {
  const { t } = useTranslation('shop');
  const money = useMoneyFormat();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  // undefined: closed; null: a new product.
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const products = useProducts({ q, page, perPage: PER_PAGE, archived: 'true' });
  const archive = useSetProductArchived();
  const total = products.data?.total ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          {t('admin.title')}
        </Title>
        <ShopNav />
      </Group>
      <Card withBorder radius="md" p="md">
        <Group justify="space-between" mb="md">
          <TextInput
            aria-label={t('search')}
            placeholder={t('search')}
            leftSection={<IconSearch size={16} />}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t('admin.add')}
          </Button>
        </Group>
        {products.isError ? (
          <LoadError
            title={t('loadFailed')}
            error={products.error}
            retrying={products.isFetching}
            onRetry={() => void products.refetch()}
          />
        ) : (
          <Table.ScrollContainer minWidth={700}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.image')}</Table.Th>
                  <Table.Th>{t('admin.name')}</Table.Th>
                  <Table.Th>{t('admin.netPriceShort')}</Table.Th>
                  <Table.Th>{t('admin.vatRate')}</Table.Th>
                  <Table.Th>{t('admin.stock')}</Table.Th>
                  <Table.Th>{t('admin.active')}</Table.Th>
                  <Table.Th>{t('orders.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(products.data?.products ?? []).map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      {p.image ? <Image src={p.image} alt="" w={40} h={40} fit="contain" /> : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {p.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[p.slug, p.brand, p.category].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{money(p.netPrice, p.currency)}</Table.Td>
                    <Table.Td>{p.vatRate}</Table.Td>
                    <Table.Td>{p.stock ?? '—'}</Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={t('admin.activeOf', { name: p.name })}
                        checked={!p.archived}
                        onChange={(e) => archive.mutate({ id: p.id, archived: !e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconPencil size={14} />}
                        aria-label={t('admin.editNamed', { name: p.name })}
                        onClick={() => setEditing(p)}
                      >
                        {t('admin.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {products.data && products.data.products.length === 0 && <Text c="dimmed">{t('noProducts')}</Text>}
        <Group justify="space-between" mt="md">
          <Badge variant="light">{t('found', { count: total })}</Badge>
          {total > PER_PAGE && (
            <Pagination total={Math.ceil(total / PER_PAGE)} value={page} onChange={setPage} />
          )}
        </Group>
      </Card>
      {editing !== undefined && (
        <ProductFormModal
          key={editing?.id ?? 'new'}
          product={editing}
          opened
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
