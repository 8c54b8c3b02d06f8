import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The report's shape while the first answer is on its way, so the page does not jump when it lands. */
export function ReportSkeleton() {
  const { t } = useTranslation('debtReports');
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('loading')} role="status">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((card) => (
          <Card key={card} withBorder radius="md" p="md">
            <Skeleton height={12} width="50%" />
            <Skeleton height={24} mt="sm" width="70%" />
            <Skeleton height={10} mt="sm" width="40%" />
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" p="md">
        <Skeleton height={18} width={240} />
        <Skeleton height={180} mt="md" />
      </Card>
      <Card withBorder radius="md" p="md">
        <Skeleton height={18} width={240} />
        <Skeleton height={280} mt="md" />
      </Card>
    </Stack>
  );
}
