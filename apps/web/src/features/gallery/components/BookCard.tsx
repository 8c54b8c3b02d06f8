import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, Stack, Text, Title, type CardProps } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AvailableCard } from '@saldo/contracts/analytics';
import { LoadError } from '../../../components/LoadError.tsx';
import { useCard } from '../../dashboard/api/queries.ts';
import type { CardGroup } from '../../dashboard/api/dashboard-api.ts';
import { useFigureFormat } from './card-format.ts';
import { LoadingState } from './States.tsx';
import { numberFormat } from '../../../lib/intl-format.ts';

/** The figure, the previous period's and the change between them. */
export function FigureLine({ data, size = 26 }: { data: AvailableCard; size?: number }) {
  const { t, i18n } = useTranslation('dashboard');
  const figure = useFigureFormat();
  const change = data.previous ? (data.value - data.previous) / Math.abs(data.previous) : null;
  return (
    <Stack gap={2}>
      <Group gap="xs" align="baseline">
        <Text fz={size} fw={700} data-testid="card-value">
          {figure(data.unit, data.value)}
        </Text>
        {change !== null && (
          <Badge
            variant="light"
            color={change >= 0 ? 'teal' : 'red'}
            leftSection={
              change >= 0 ? (
                <IconArrowUpRight size={12} aria-hidden />
              ) : (
                <IconArrowDownRight size={12} aria-hidden />
              )
            }
          >
            {numberFormat(i18n.language, {
              style: 'percent',
              maximumFractionDigits: 1,
              signDisplay: 'always',
            }).format(change)}
          </Badge>
        )}
      </Group>
      {data.previous !== null && (
        <Text size="xs" c="dimmed">
          {t('cards.previous', { value: figure(data.unit, data.previous) })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One of the books' cards (GET /api/card/…) in a Mantine Card: its name, then `children` given the
 * figures, or the loading, error and "no honest figure" states. `actions` sit beside the name.
 */
export function BookCard({
  group,
  card,
  actions,
  children,
  cardProps,
  headingLevel = 3,
}: {
  group: CardGroup;
  card: string;
  actions?: ReactNode;
  children?: (data: AvailableCard) => ReactNode;
  cardProps?: CardProps;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation(['dashboard', 'gallery']);
  const query = useCard(group, card);
  return (
    <Card withBorder radius="md" p="md" {...cardProps} data-testid={`card-${card}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={headingLevel} fz={15}>
            {t(`dashboard:cards.names.${card}`)}
          </Title>
          {actions}
        </Group>
        {query.isError ? (
          <LoadError
            title={t('dashboard:loadFailed')}
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : !query.data ? (
          <LoadingState />
        ) : query.data.available ? (
          <>
            <Text size="xs" c="dimmed">
              {t(`dashboard:cards.figures.${query.data.figure}`)}
            </Text>
            {children ? children(query.data) : <FigureLine data={query.data} />}
            <Anchor component={Link} to={query.data.link} size="sm">
              {t('gallery:cards.openSource', { name: t(`dashboard:cards.names.${card}`) })}
            </Anchor>
          </>
        ) : (
          <Stack gap={4}>
            <Badge variant="light" color="gray">
              {t('dashboard:cards.notAvailable')}
            </Badge>
            <Text size="sm" c="dimmed">
              {t(`dashboard:cards.reasons.${query.data.reason}`)}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
