import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Collapse,
  Group,
  Progress,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { IconChevronDown, IconChevronUp, IconRefresh, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CARD_ANALYTICS, CARD_STATISTICS, type AvailableCard } from '@saldo/contracts/analytics';
import { dashboardKeys } from '../../dashboard/api/queries.ts';
import { BookCard, FigureLine } from '../components/BookCard.tsx';
import { useFigureFormat, useSeriesLabel } from '../components/card-format.ts';
import { FamilyNav } from '../components/FamilyNavs.tsx';
import { Example, GalleryPage, GallerySection } from '../components/GalleryPage.tsx';
import { StatesSection } from '../components/States.tsx';

/**
 * A card shown disabled: what a card looks like while its action cannot be taken. A muted background
 * and a disabled button say so; fading the text (opacity) would make it unreadable (under 4.5:1).
 */
function DisabledCard() {
  const { t } = useTranslation('gallery');
  return (
    <Card withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Stack gap="xs">
        <Text fw={600}>{t('cards.disabledTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('cards.disabledNote')}
        </Text>
        <Button size="xs" disabled w="fit-content">
          {t('cards.open')}
        </Button>
      </Stack>
    </Card>
  );
}

/** /card/card-basic: Mantine's Card with a figure from the books, in its variants and paddings. */
export function CardBasicPage() {
  const { t } = useTranslation('gallery');
  return (
    <GalleryPage
      nav={<FamilyNav family="cards" />}
      title={t('cards.basic.title')}
      whenUsed={t('cards.basic.whenUsed')}
      snippet={`<Card withBorder radius="md" p="md">
  <Title order={3} fz={15}>{t('dashboard:cards.names.revenue')}</Title>
  <Text fz={26} fw={700}>{format.money(card.value, 'PLN')}</Text>
</Card>`}
    >
      <GallerySection title={t('frame.variants')}>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Example label={t('cards.variants.border')}>
            <BookCard group="card-statistics" card="revenue" />
          </Example>
          <Example label={t('cards.variants.shadow')}>
            <BookCard
              group="card-statistics"
              card="revenue"
              cardProps={{ withBorder: false, shadow: 'md' }}
            />
          </Example>
          <Example label={t('cards.variants.filled')}>
            <BookCard
              group="card-statistics"
              card="revenue"
              cardProps={{ bg: 'var(--mantine-color-default-hover)' }}
            />
          </Example>
        </SimpleGrid>
      </GallerySection>
      <GallerySection title={t('frame.sizes')}>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {(['xs', 'md', 'xl'] as const).map((padding) => (
            <Example key={padding} label={t(`cards.padding.${padding}`)}>
              <BookCard group="card-statistics" card="sales" cardProps={{ p: padding }} />
            </Example>
          ))}
        </SimpleGrid>
      </GallerySection>
      <StatesSection columns={4} disabled={<DisabledCard />} />
    </GalleryPage>
  );
}

/** /card/statistic: every statistics card of the books, as compact figure cards. */
export function CardStatisticPage() {
  const { t } = useTranslation('gallery');
  return (
    <GalleryPage
      nav={<FamilyNav family="cards" />}
      title={t('cards.statistic.title')}
      whenUsed={t('cards.statistic.whenUsed')}
      snippet={`const card = useCard('card-statistics', 'sales'); // GET /api/card/card-statistics/sales

<BookCard group="card-statistics" card="sales" />`}
    >
      <GallerySection title={t('frame.variants')} description={t('cards.statistic.note')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {CARD_STATISTICS.map((card) => (
            <BookCard key={card} group="card-statistics" card={card} />
          ))}
        </SimpleGrid>
      </GallerySection>
      <GallerySection title={t('frame.sizes')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Example label={t('cards.sizes.compact')}>
            <BookCard group="card-statistics" card="orders" cardProps={{ p: 'xs' }}>
              {(data) => <FigureLine data={data} size={18} />}
            </BookCard>
          </Example>
          <Example label={t('cards.sizes.large')}>
            <BookCard group="card-statistics" card="orders" cardProps={{ p: 'xl' }}>
              {(data) => <FigureLine data={data} size={34} />}
            </BookCard>
          </Example>
        </SimpleGrid>
      </GallerySection>
      <StatesSection columns={4} disabled={<DisabledCard />} />
    </GalleryPage>
  );
}

function SeriesChart({ data }: { data: AvailableCard }) {
  const { t } = useTranslation('dashboard');
  const figure = useFigureFormat();
  const label = useSeriesLabel();
  const points = data.series.map((point) => ({ key: label(point.key), value: point.value }));
  if (points.length === 0) return <FigureLine data={data} />;
  return (
    <Stack gap="xs">
      <FigureLine data={data} size={20} />
      <BarChart
        h={140}
        data={points}
        dataKey="key"
        series={[{ name: 'value', label: t(`cards.figures.${data.figure}`), color: 'indigo.6' }]}
        valueFormatter={(value) => figure(data.unit, value)}
        withYAxis={false}
        tickLine="none"
        gridAxis="none"
        role="img"
        aria-label={points.map((point) => `${point.key}: ${figure(data.unit, point.value)}`).join(', ')}
      />
    </Stack>
  );
}

/** /card/analytic: the books' analytic cards, each with its chart. */
export function CardAnalyticPage() {
  const { t } = useTranslation('gallery');
  return (
    <GalleryPage
      nav={<FamilyNav family="cards" />}
      title={t('cards.analytic.title')}
      whenUsed={t('cards.analytic.whenUsed')}
      snippet={`<BookCard group="card-analytics" card="revenue-report">
  {(card) => <BarChart h={140} data={card.series} dataKey="key" series={[{ name: 'value' }]} />}
</BookCard>`}
    >
      <GallerySection title={t('frame.variants')} description={t('cards.analytic.note')}>
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {CARD_ANALYTICS.map((card) => (
            <BookCard key={card} group="card-analytics" card={card}>
              {(data) => <SeriesChart data={data} />}
            </BookCard>
          ))}
        </SimpleGrid>
      </GallerySection>
      <StatesSection disabled={<DisabledCard />} />
    </GalleryPage>
  );
}

/** The parts of a whole as labelled bars (invoices by state, by payment method, customers). */
function PartsList({ data }: { data: AvailableCard }) {
  const figure = useFigureFormat();
  const label = useSeriesLabel();
  const total = data.series.reduce((sum, point) => sum + point.value, 0);
  return (
    <Stack gap={6}>
      {data.series.map((point) => (
        <div key={point.key}>
          <Group justify="space-between">
            <Text size="sm">{label(point.key)}</Text>
            <Text size="sm" fw={600}>
              {figure(data.unit, point.value)}
            </Text>
          </Group>
          {/* The label goes on the bar itself (role progressbar), not on its frame. */}
          <Progress.Root>
            <Progress.Section
              value={total > 0 ? (point.value / total) * 100 : 0}
              aria-label={`${label(point.key)}: ${figure(data.unit, point.value)}`}
            />
          </Progress.Root>
        </div>
      ))}
    </Stack>
  );
}

/** /card/card-advance: cards that compose a figure with a ring, parts and a header. */
export function CardAdvancePage() {
  const { t } = useTranslation('gallery');
  const figure = useFigureFormat();
  return (
    <GalleryPage
      nav={<FamilyNav family="cards" />}
      title={t('cards.advance.title')}
      whenUsed={t('cards.advance.whenUsed')}
      snippet={`<BookCard group="card-analytics" card="goal-overview">
  {(card) => <RingProgress sections={[{ value: card.value, color: 'teal' }]} />}
</BookCard>`}
    >
      <GallerySection title={t('frame.variants')} description={t('cards.advance.note')}>
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          <BookCard group="card-analytics" card="goal-overview">
            {(data) => (
              <Group>
                <RingProgress
                  size={110}
                  thickness={10}
                  roundCaps
                  sections={[{ value: Math.min(100, Math.max(0, data.value)), color: 'teal' }]}
                  label={
                    <Text ta="center" fw={700}>
                      {figure(data.unit, data.value)}
                    </Text>
                  }
                />
                <Text size="sm" c="dimmed" maw={160}>
                  {t('cards.advance.goal')}
                </Text>
              </Group>
            )}
          </BookCard>
          <BookCard group="card-analytics" card="product-orders">
            {(data) => <PartsList data={data} />}
          </BookCard>
          <BookCard group="card-analytics" card="customers">
            {(data) => <PartsList data={data} />}
          </BookCard>
          <BookCard group="card-analytics" card="sessions-device">
            {(data) => <PartsList data={data} />}
          </BookCard>
          <BookCard group="card-analytics" card="support-tracker">
            {(data) => (
              <Stack gap="xs">
                <FigureLine data={data} />
                <PartsList data={data} />
              </Stack>
            )}
          </BookCard>
        </SimpleGrid>
      </GallerySection>
      <StatesSection disabled={<DisabledCard />} />
    </GalleryPage>
  );
}

const ACTION_CARDS = ['revenue', 'sales', 'orders'] as const;

/** /card/action: cards with actions: refresh from the server, collapse, remove. */
export function CardActionPage() {
  const { t } = useTranslation('gallery');
  const client = useQueryClient();
  const [collapsed, setCollapsed] = useState<string[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const toggle = (list: string[], card: string) =>
    list.includes(card) ? list.filter((c) => c !== card) : [...list, card];
  return (
    <GalleryPage
      nav={<FamilyNav family="cards" />}
      title={t('cards.action.title')}
      whenUsed={t('cards.action.whenUsed')}
      snippet={`<BookCard
  group="card-statistics"
  card="sales"
  actions={<ActionIcon aria-label={t('cards.actions.refresh')} onClick={refresh}><IconRefresh /></ActionIcon>}
/>`}
    >
      <GallerySection title={t('frame.variants')} description={t('cards.action.note')}>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {ACTION_CARDS.filter((card) => !removed.includes(card)).map((card) => {
            const isCollapsed = collapsed.includes(card);
            const name = t(`dashboard:cards.names.${card}`);
            return (
              <BookCard
                key={card}
                group="card-statistics"
                card={card}
                actions={
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('cards.actions.refresh')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('cards.actions.refreshCard', { name })}
                        onClick={() =>
                          void client.invalidateQueries({
                            queryKey: dashboardKeys.card('card-statistics', card),
                          })
                        }
                      >
                        <IconRefresh size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={isCollapsed ? t('cards.actions.expand') : t('cards.actions.collapse')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={
                          isCollapsed
                            ? t('cards.actions.expandCard', { name })
                            : t('cards.actions.collapseCard', { name })
                        }
                        aria-expanded={!isCollapsed}
                        onClick={() => setCollapsed((list) => toggle(list, card))}
                      >
                        {isCollapsed ? (
                          <IconChevronDown size={16} aria-hidden />
                        ) : (
                          <IconChevronUp size={16} aria-hidden />
                        )}
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('cards.actions.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('cards.actions.removeCard', { name })}
                        onClick={() => setRemoved((list) => [...list, card])}
                      >
                        <IconX size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                }
              >
                {(data) => (
                  <Collapse expanded={!isCollapsed}>
                    <FigureLine data={data} />
                  </Collapse>
                )}
              </BookCard>
            );
          })}
        </SimpleGrid>
        {removed.length > 0 && (
          <Group>
            <Title order={3} fz="sm">
              {t('cards.actions.removedCount', { number: removed.length })}
            </Title>
            <Button size="xs" variant="light" onClick={() => setRemoved([])}>
              {t('cards.actions.restore')}
            </Button>
          </Group>
        )}
      </GallerySection>
      <StatesSection columns={4} disabled={<DisabledCard />} />
    </GalleryPage>
  );
}
