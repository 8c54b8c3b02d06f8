import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KsefPanel } from '@saldo/contracts/ksef';

const FIGURES = ['queued', 'sending', 'rejected'] as const;

/** How many sales invoices wait for KSeF, are being sent, and were rejected. */
export function QueueFigures({ queue }: { queue: KsefPanel['queue'] }) {
  const { t } = useTranslation('ksef');
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} data-testid="ksef-queue">
      {FIGURES.map((figure) => (
        <Card
          key={figure}
          withBorder
          radius="md"
          p="md"
          component="article"
          aria-label={t(`panel.queue.${figure}`)}
        >
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`panel.queue.${figure}`)}
          </Text>
          <Text fw={700} fz={22} mt={4} c={figure === 'rejected' && queue.rejected > 0 ? 'red' : undefined}>
            {queue[figure]}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`panel.queue.${figure}Note`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
