import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardGroup } from '../api/dashboard-api.ts';
import { CardTile } from '../components/CardTile.tsx';

/** The template's statistic or analytic cards, each showing the business figure it is mapped to. */
export function TemplateCardsPage({ group, cards }: { group: CardGroup; cards: readonly string[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={26}>
          {t(`cards.${group}.title`)}
        </Title>
        <Text c="dimmed">{t('cards.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {cards.map((card) => (
          <CardTile key={card} group={group} card={card} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
