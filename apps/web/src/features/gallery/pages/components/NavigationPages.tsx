import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Card,
  Drawer,
  Group,
  NavLink,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconChevronRight,
  IconFileInvoice,
  IconHome,
  IconReceipt,
  IconReportMoney,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GoodTableRow } from '@saldo/contracts/gallery';
import { useInvoiceFormat } from '../../../../lib/format.ts';
import { useBasicTable } from '../../api/queries.ts';
import { contractorsOf, rowCurrency } from '../../components/component-data.ts';
import { ComponentFrame, QueryData } from '../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../components/GalleryPage.tsx';
import { StatesSection } from '../../components/States.tsx';

const PER_PAGE = 5;

export function BreadcrumbPage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  const number = query.data?.rows[0]?.number;
  const trail = (separator?: string) => (
    <Box component="nav" aria-label={t('demo.breadcrumb.label')}>
      <Breadcrumbs separator={separator}>
        <Anchor component={Link} to="/dashboard/analytics" size="sm">
          {t('demo.nav.home')}
        </Anchor>
        <Anchor component={Link} to="/apps/invoice/list" size="sm">
          {t('demo.nav.invoices')}
        </Anchor>
        <Text size="sm" aria-current="page">
          {number ?? '…'}
        </Text>
      </Breadcrumbs>
    </Box>
  );
  return (
    <ComponentFrame
      slug="breadcrumb"
      ready={query.data !== undefined}
      snippet={`<Breadcrumbs>
  <Anchor component={Link} to="/apps/invoice/list">{t('demo.nav.invoices')}</Anchor>
  <Text aria-current="page">{invoice.number}</Text>
</Breadcrumbs>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.breadcrumb.note')}>
        <Stack>
          <Example label={t('demo.breadcrumb.default')}>{trail()}</Example>
          <Example label='separator="›"'>{trail('›')}</Example>
          <Example label={t('demo.breadcrumb.icon')}>
            <Box component="nav" aria-label={t('demo.breadcrumb.label')}>
              <Breadcrumbs separator={<IconChevronRight size={14} aria-hidden />}>
                <Anchor component={Link} to="/dashboard/analytics" size="sm" aria-label={t('demo.nav.home')}>
                  <IconHome size={16} aria-hidden />
                </Anchor>
                <Anchor component={Link} to="/apps/contractors/list" size="sm">
                  {t('demo.nav.contractors')}
                </Anchor>
                <Text size="sm" aria-current="page">
                  {query.data?.rows[0]?.contractorName ?? '…'}
                </Text>
              </Breadcrumbs>
            </Box>
          </Example>
        </Stack>
      </GallerySection>
      <StatesSection
        disabled={
          <Breadcrumbs>
            <Text size="sm" c="dimmed">
              {t('demo.nav.home')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('demo.nav.invoices')}
            </Text>
          </Breadcrumbs>
        }
      />
    </ComponentFrame>
  );
}

export function ListGroupPage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  const [active, setActive] = useState<number | null>(null);
  return (
    <ComponentFrame
      slug="list-group"
      ready={query.data !== undefined}
      snippet={`<Card withBorder p={0}>
  {contractors.map((c) => (
    <UnstyledButton key={c.id} aria-pressed={c.id === active} onClick={() => pick(c.id)}>…</UnstyledButton>
  ))}
</Card>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.listGroup.note')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => {
            const contractors = contractorsOf(data.rows).slice(0, 6);
            return (
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <Example label={t('demo.listGroup.actionable')}>
                  <Card withBorder p={0} radius="md">
                    {contractors.map((c, index) => (
                      <UnstyledButton
                        key={c.id}
                        onClick={() => setActive(c.id)}
                        aria-pressed={active === c.id}
                        px="md"
                        py="sm"
                        bg={active === c.id ? 'var(--mantine-primary-color-light)' : undefined}
                        style={{
                          borderTop: index > 0 ? '1px solid var(--mantine-color-default-border)' : undefined,
                        }}
                      >
                        <Group justify="space-between" wrap="nowrap">
                          <div>
                            <Text size="sm" fw={600}>
                              {c.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {c.city} · NIP {c.nip}
                            </Text>
                          </div>
                          <Badge variant="light" radius="xl">
                            {t('demo.listGroup.invoices', { count: c.invoices })}
                          </Badge>
                        </Group>
                      </UnstyledButton>
                    ))}
                  </Card>
                </Example>
                <Example label={t('demo.listGroup.links')}>
                  <Card withBorder p={0} radius="md">
                    {contractors.map((c) => (
                      <NavLink
                        key={c.id}
                        component={Link}
                        to={`/apps/contractors/${c.id}`}
                        label={c.name}
                        description={c.city}
                        rightSection={<IconChevronRight size={14} aria-hidden />}
                      />
                    ))}
                  </Card>
                </Example>
              </SimpleGrid>
            );
          }}
        </QueryData>
      </GallerySection>
      <StatesSection
        disabled={
          <Card withBorder p={0} radius="md">
            <NavLink disabled c="dimmed" style={{ opacity: 1 }} label={t('demo.listGroup.disabled')} />
          </Card>
        }
      />
    </ComponentFrame>
  );
}

const SIDEBAR_LINKS = [
  { key: 'home', to: '/dashboard/analytics', icon: IconHome },
  { key: 'invoices', to: '/apps/invoice/list', icon: IconFileInvoice },
  { key: 'costs', to: '/documents/costs', icon: IconReceipt },
  { key: 'contractors', to: '/apps/contractors/list', icon: IconUsers },
] as const;

function NavLinks({ active, onPick }: { active: string; onPick?: (key: string) => void }) {
  const { t } = useTranslation('galleryComponents');
  return (
    <>
      {SIDEBAR_LINKS.map(({ key, icon: Icon }) => (
        <NavLink
          key={key}
          component="button"
          type="button"
          label={t(`demo.nav.${key}`)}
          leftSection={<Icon size={18} aria-hidden />}
          active={active === key}
          aria-current={active === key ? 'page' : undefined}
          onClick={() => onPick?.(key)}
        />
      ))}
    </>
  );
}

export function NavPage() {
  const { t } = useTranslation('galleryComponents');
  const [active, setActive] = useState('invoices');
  return (
    <ComponentFrame
      slug="nav"
      snippet={`<NavLink component={Link} to="/apps/invoice/list" label={t('demo.nav.invoices')}
  leftSection={<IconFileInvoice size={18} aria-hidden />} active={isLinkActive(item, pathname)} />`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.nav.note')}>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Example label={t('demo.nav.vertical')}>
            <Box component="nav" aria-label={t('demo.nav.vertical')}>
              <NavLinks active={active} onPick={setActive} />
            </Box>
          </Example>
          <Example label={t('demo.nav.nested')}>
            <Box component="nav" aria-label={t('demo.nav.nested')}>
              <NavLink
                label={t('demo.nav.reports')}
                leftSection={<IconReportMoney size={18} aria-hidden />}
                defaultOpened
                childrenOffset={28}
              >
                <NavLink component="button" type="button" label={t('demo.nav.sales')} />
                <NavLink component="button" type="button" label={t('demo.nav.income')} />
              </NavLink>
              <NavLink
                component="button"
                type="button"
                label={t('demo.nav.shop')}
                description={t('demo.nav.shopNote')}
                leftSection={<IconBuildingStore size={18} aria-hidden />}
              />
            </Box>
          </Example>
          <Example label={t('demo.nav.variantsLabel')}>
            <Stack gap={4}>
              {(['light', 'filled', 'subtle'] as const).map((variant) => (
                <NavLink
                  key={variant}
                  component="button"
                  type="button"
                  variant={variant}
                  active
                  label={`variant="${variant}"`}
                />
              ))}
            </Stack>
          </Example>
        </SimpleGrid>
      </GallerySection>
      <StatesSection
        disabled={
          <NavLink
            component="button"
            type="button"
            disabled
            c="dimmed"
            style={{ opacity: 1 }}
            label={t('demo.nav.shop')}
          />
        }
      />
    </ComponentFrame>
  );
}

function InvoiceRows({ rows }: { rows: readonly GoodTableRow[] }) {
  const { t } = useTranslation('galleryComponents');
  const format = useInvoiceFormat();
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('demo.columns.number')}</Table.Th>
          <Table.Th>{t('demo.columns.contractor')}</Table.Th>
          <Table.Th ta="right">{t('demo.columns.gross')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.number}</Table.Td>
            <Table.Td>{row.contractorName}</Table.Td>
            <Table.Td ta="right">{format.money(row.gross, rowCurrency(row))}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const pageCount = (total: number) => Math.max(1, Math.ceil(total / PER_PAGE));

function paginationLabels(t: (key: string, options?: Record<string, unknown>) => string) {
  return {
    getItemProps: (page: number) => ({ 'aria-label': t('demo.pagination.page', { page }) }),
    getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
      'aria-label': t(`demo.pagination.${control}`),
    }),
  };
}

export function PaginationPage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  const [page, setPage] = useState(1);
  const labels = paginationLabels(t);
  return (
    <ComponentFrame
      slug="pagination"
      ready={query.data !== undefined}
      snippet={`<ListFooter total={data.total} page={page} perPage={perPage} pageSizes={[10, 25, 50]}
  onChange={setList} texts={footerTexts} />
<Pagination total={pages} value={page} onChange={setPage} withEdges />`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.pagination.note')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => (
            <Stack>
              <InvoiceRows rows={data.rows.slice((page - 1) * PER_PAGE, page * PER_PAGE)} />
              <Pagination
                total={pageCount(data.rows.length)}
                value={page}
                onChange={setPage}
                withEdges
                {...labels}
              />
              <Example label='radius="xl"'>
                <Pagination
                  total={pageCount(data.rows.length)}
                  value={page}
                  onChange={setPage}
                  radius="xl"
                  {...labels}
                />
              </Example>
            </Stack>
          )}
        </QueryData>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <Stack>
          {(['xs', 'md', 'lg'] as const).map((size) => (
            <Pagination key={size} size={size} total={8} defaultValue={3} {...labels} />
          ))}
        </Stack>
      </GallerySection>
      <StatesSection disabled={<Pagination total={8} disabled {...labels} />} />
    </ComponentFrame>
  );
}

/** Pagination whose pages are links (`?page=3`): the page is in the address, so it can be shared. */
export function PaginationNavPage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  const [params] = useSearchParams();
  const labels = paginationLabels(t);
  const total = pageCount(query.data?.rows.length ?? 0);
  const page = Math.min(total, Math.max(1, Number(params.get('page')) || 1));
  const href = (target: number) => `?page=${target}`;
  return (
    <ComponentFrame
      slug="pagination-nav"
      ready={query.data !== undefined}
      snippet={`<Pagination total={pages} value={page} withEdges
  getItemProps={(p) => ({ component: Link, to: \`?page=\${p}\` })}
  getControlProps={(c) => ({ component: Link, to: \`?page=\${target(c)}\` })} />`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.paginationNav.note')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => (
            <Stack>
              <InvoiceRows rows={data.rows.slice((page - 1) * PER_PAGE, page * PER_PAGE)} />
              <Box component="nav" aria-label={t('demo.paginationNav.label')}>
                <Pagination
                  total={total}
                  value={page}
                  withEdges
                  getItemProps={(target) => ({
                    component: Link,
                    to: href(target),
                    'aria-label': t('demo.pagination.page', { page: target }),
                  })}
                  getControlProps={(control) => {
                    const target =
                      control === 'first'
                        ? 1
                        : control === 'last'
                          ? total
                          : control === 'next'
                            ? Math.min(total, page + 1)
                            : Math.max(1, page - 1);
                    return {
                      component: Link,
                      to: href(target),
                      'aria-label': t(`demo.pagination.${control}`),
                    };
                  }}
                />
              </Box>
              <Group gap="xs">
                <Button component={Link} to={href(Math.max(1, page - 1))} variant="default" size="xs">
                  {t('demo.pagination.previous')}
                </Button>
                <Text size="sm">{t('demo.paginationNav.of', { page, total })}</Text>
                <Button component={Link} to={href(Math.min(total, page + 1))} variant="default" size="xs">
                  {t('demo.pagination.next')}
                </Button>
              </Group>
            </Stack>
          )}
        </QueryData>
      </GallerySection>
      <StatesSection disabled={<Pagination total={4} disabled {...labels} />} />
    </ComponentFrame>
  );
}

const TABS = [
  { key: 'all', icon: IconFileInvoice },
  { key: 'unpaid', icon: IconReceipt },
  { key: 'overdue', icon: IconReportMoney },
] as const;

/**
 * The list filters' tabs, always with their panels: a tab points at its panel (aria-controls), so
 * a tab list without panels would name elements that do not exist.
 */
function DemoTabs({
  variant = 'default',
  orientation = 'horizontal',
  radius,
  grow = false,
  icons = false,
  disabled,
  defaultValue = 'all',
}: {
  variant?: 'default' | 'outline' | 'pills';
  orientation?: 'horizontal' | 'vertical';
  radius?: 'xl';
  grow?: boolean;
  icons?: boolean;
  disabled?: (typeof TABS)[number]['key'];
  defaultValue?: (typeof TABS)[number]['key'];
}) {
  const { t } = useTranslation('galleryComponents');
  return (
    <Tabs variant={variant} orientation={orientation} radius={radius} defaultValue={defaultValue}>
      <Tabs.List grow={grow}>
        {TABS.map(({ key, icon: Icon }) => (
          <Tabs.Tab
            key={key}
            value={key}
            disabled={disabled === key}
            leftSection={icons ? <Icon size={14} aria-hidden /> : undefined}
          >
            {t(`demo.tabs.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map(({ key }) => (
        <Tabs.Panel key={key} value={key} p="sm">
          <Text size="sm">{t(`demo.tabs.${key}Text`)}</Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

export function PillPage() {
  const { t } = useTranslation('galleryComponents');
  return (
    <ComponentFrame
      slug="pill"
      snippet={`<Tabs variant="pills" defaultValue="all">
  <Tabs.List>
    <Tabs.Tab value="all">{t('demo.tabs.all')}</Tabs.Tab>
  </Tabs.List>
  <Tabs.Panel value="all">…</Tabs.Panel>
</Tabs>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.pill.note')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {(['horizontal', 'vertical'] as const).map((orientation) => (
            <Example key={orientation} label={`orientation="${orientation}"`}>
              <DemoTabs variant="pills" orientation={orientation} />
            </Example>
          ))}
          <Example label='radius="xl"'>
            <DemoTabs variant="pills" radius="xl" defaultValue="unpaid" />
          </Example>
        </SimpleGrid>
      </GallerySection>
      <StatesSection disabled={<DemoTabs variant="pills" disabled="overdue" />} />
    </ComponentFrame>
  );
}

export function SidebarPage() {
  const { t } = useTranslation('galleryComponents');
  const [opened, setOpened] = useState<'left' | 'right' | null>(null);
  const [active, setActive] = useState('home');
  return (
    <ComponentFrame
      slug="sidebar"
      snippet={`<Drawer opened={opened} onClose={close} position="left" title={t('demo.sidebar.menu')} size={280}>
  <NavLink component={Link} to="/apps/invoice/list" label={t('demo.nav.invoices')} />
</Drawer>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.sidebar.note')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Example label={t('demo.sidebar.inline')}>
            <Card withBorder p="xs" w={260} component="nav" aria-label={t('demo.sidebar.inline')}>
              <NavLinks active={active} onPick={setActive} />
            </Card>
          </Example>
          <Example label="Drawer">
            <Group>
              <Button variant="default" onClick={() => setOpened('left')}>
                {t('demo.sidebar.openLeft')}
              </Button>
              <Button variant="default" onClick={() => setOpened('right')}>
                {t('demo.sidebar.openRight')}
              </Button>
            </Group>
          </Example>
        </SimpleGrid>
      </GallerySection>
      <Drawer
        opened={opened !== null}
        onClose={() => setOpened(null)}
        position={opened ?? 'left'}
        size={280}
        title={t('demo.sidebar.menu')}
        closeButtonProps={{ 'aria-label': t('demo.close') }}
      >
        <Box component="nav" aria-label={t('demo.sidebar.menu')}>
          <NavLinks
            active={active}
            onPick={(key) => {
              setActive(key);
              setOpened(null);
            }}
          />
        </Box>
      </Drawer>
      <StatesSection
        disabled={
          <Card withBorder p="xs" w={260}>
            <NavLink
              component="button"
              type="button"
              disabled
              c="dimmed"
              style={{ opacity: 1 }}
              label={t('demo.nav.shop')}
            />
          </Card>
        }
      />
    </ComponentFrame>
  );
}

export function TabPage() {
  const { t } = useTranslation('galleryComponents');
  return (
    <ComponentFrame
      slug="tab"
      snippet={`<Tabs defaultValue="all">
  <Tabs.List>
    <Tabs.Tab value="all">{t('demo.tabs.all')}</Tabs.Tab>
    <Tabs.Tab value="unpaid">{t('demo.tabs.unpaid')}</Tabs.Tab>
  </Tabs.List>
  <Tabs.Panel value="all">…</Tabs.Panel>
</Tabs>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.tabs.note')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {(['default', 'outline'] as const).map((variant) => (
            <Example key={variant} label={`variant="${variant}"`}>
              <DemoTabs variant={variant} icons />
            </Example>
          ))}
          <Example label='orientation="vertical"'>
            <DemoTabs orientation="vertical" defaultValue="unpaid" />
          </Example>
          <Example label="grow">
            <DemoTabs grow />
          </Example>
        </SimpleGrid>
      </GallerySection>
      <StatesSection disabled={<DemoTabs disabled="overdue" />} />
    </ComponentFrame>
  );
}
