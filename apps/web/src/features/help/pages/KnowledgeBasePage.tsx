import { useState } from 'react';
import { Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DebouncedInput } from '../../../components/DebouncedInput.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useKbCategories } from '../api/queries.ts';

/** The knowledge base's landing page: search and the categories with their article counts. */
export default function KnowledgeBasePage() {
  const { t } = useTranslation('help');
  const [q, setQ] = useState<string | undefined>();
  const categories = useKbCategories(q ?? '');
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p="xl" ta="center">
        <Title order={1} fz={24}>
          {t('kb.title')}
        </Title>
        <Text c="dimmed" mb="md">
          {t('kb.subtitle')}
        </Text>
        <DebouncedInput
          value={q}
          onCommit={setQ}
          placeholder={t('kb.search')}
          aria-label={t('kb.search')}
          leftSection={<IconSearch size={16} />}
          maw={480}
          mx="auto"
        />
      </Card>
      {categories.isPending && <Loader mx="auto" />}
      {categories.isError && (
        <LoadError
          title={t('kb.loadError')}
          error={categories.error}
          retrying={categories.isFetching}
          onRetry={() => void categories.refetch()}
        />
      )}
      {categories.isSuccess && categories.data.length === 0 && <Text ta="center">{t('kb.noResults')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {categories.data?.map((category) => (
          <Card key={category.id} withBorder radius="md" p="lg">
            <Group justify="space-between" mb="xs">
              <Anchor
                component={Link}
                to={`/pages/knowledge-base/${category.category}${q ? `?q=${encodeURIComponent(q)}` : ''}`}
                fw={600}
              >
                {category.title}
              </Anchor>
              <Badge variant="light">{t('kb.articles', { count: category.questionCount })}</Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {category.desc}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
