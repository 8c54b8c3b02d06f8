import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBlogSidebar } from '../api/queries.ts';
import { formatDate } from './format.ts';

/** The newest posts and the categories in use; a category narrows the list. */
export function BlogSidebar({
  category,
  onCategory,
}: {
  category?: string;
  onCategory?: (c?: string) => void;
}) {
  const { t, i18n } = useTranslation('blog');
  const sidebar = useBlogSidebar();
  if (!sidebar.data) return null;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" p="md">
        <Title order={2} fz="md" mb="sm">
          {t('sidebar.recent')}
        </Title>
        <Stack gap="xs">
          {sidebar.data.recentPosts.map((post) => (
            <div key={post.id}>
              <Anchor component={Link} to={`/pages/blog/${post.id}`} size="sm" fw={500}>
                {post.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDate(post.createdTime, i18n.language)}
              </Text>
            </div>
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="md" p="md">
        <Title order={2} fz="md" mb="sm">
          {t('sidebar.categories')}
        </Title>
        <Group gap={6}>
          {sidebar.data.categories.map((entry) => {
            const active = category?.toLowerCase() === entry.category.toLowerCase();
            const label = `${entry.category} (${entry.count})`;
            return onCategory ? (
              <Badge
                key={entry.category}
                component="button"
                type="button"
                onClick={() => onCategory(active ? undefined : entry.category)}
                variant={active ? 'filled' : 'light'}
                style={{ cursor: 'pointer' }}
                aria-pressed={active}
              >
                {label}
              </Badge>
            ) : (
              <Badge
                key={entry.category}
                component={Link}
                to={`/pages/blog/list?category=${encodeURIComponent(entry.category)}`}
                variant="light"
                style={{ cursor: 'pointer' }}
              >
                {label}
              </Badge>
            );
          })}
        </Group>
      </Card>
    </Stack>
  );
}
