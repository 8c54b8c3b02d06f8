import { Anchor, Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AvailableCard } from '@saldo/contracts/analytics';
import { LoadError } from '../../../components/LoadError.tsx';
import type { CardGroup } from '../api/dashboard-api.ts';
import { useCard } from '../api/queries.ts';
import { useDashboardFormat } from '../use-dashboard-format.ts';

function useValueFormat(unit: AvailableCard['unit']) {
  const format = useDashboardFormat();
  return (value: number) =>
    unit === 'money' ? format.pln(value) : unit === 'percent' ? format.percent(value) : format.integer(value);
}

/** A series key as a label: a month ('2026-03'), 'revenue:2026-03', or a part's name. */
function useKeyLabel() {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  return (key: string) => {
    const [head, month] = key.split(':');
    if (month) return `${t(`cards.parts.${head}`)} ${format.month(month)}`;
    if (/^\d{4}-\d{2}$/.test(key)) return format.month(key);
    return t(`cards.parts.${key}`);
  };
}

function Figures({ card }: { card: AvailableCard }) {
  const { t } = useTranslation('dashboard');
  const value = useValueFormat(card.unit);
  const label = useKeyLabel();
  const data = card.series.map((point) => ({ key: label(point.key), value: point.value }));
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t(`cards.figures.${card.figure}`)}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fz={26} fw={700} data-testid="card-value">
          {value(card.value)}
        </Text>
        {card.previous !== null && (
          <Text size="sm" c="dimmed">
            {t('cards.previous', { value: value(card.previous) })}
          </Text>
        )}
      </Group>
      {data.length > 0 && (
        <BarChart
          h={140}
          data={data}
          dataKey="key"
          series={[{ name: 'value', label: t(`cards.figures.${card.figure}`), color: 'indigo.6' }]}
          valueFormatter={value}
          withYAxis={false}
          tickLine="none"
          gridAxis="none"
          role="img"
          aria-label={data.map((point) => `${point.key}: ${value(point.value)}`).join(', ')}
        />
      )}
      {data.length > 0 && (
        // The chart's figures as a table too, for screen readers and for copying.
        <Table verticalSpacing={2} fz="xs" data-testid="card-table">
          <Table.Tbody>
            {data.map((point) => (
              <Table.Tr key={point.key}>
                <Table.Th scope="row" fw={400}>
                  {point.key}
                </Table.Th>
                <Table.Td ta="right">{value(point.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Anchor component={Link} to={card.link} size="sm">
        {t('open')}
      </Anchor>
    </Stack>
  );
}

/** One of the template's cards, answered from the books, or the reason it has no honest figure. */
export function CardTile({ group, card }: { group: CardGroup; card: string }) {
  const { t } = useTranslation('dashboard');
  const query = useCard(group, card);
  return (
    <Card withBorder radius="md" p="md" data-testid={`tile-${card}`}>
      <Stack gap="xs">
        <Title order={2} fz={15}>
          {t(`cards.names.${card}`)}
        </Title>
        {query.isError ? (
          <LoadError
            title={t('loadFailed')}
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : !query.data ? (
          <Skeleton height={120} aria-label={t('common:loading')} />
        ) : query.data.available ? (
          <Figures card={query.data} />
        ) : (
          <Stack gap={4}>
            <Badge variant="light" color="gray">
              {t('cards.notAvailable')}
            </Badge>
            <Text size="sm" c="dimmed">
              {t(`cards.reasons.${query.data.reason}`)}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
