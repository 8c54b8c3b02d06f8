import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  CopyButton,
  Grid,
  Group,
  Image,
  Loader,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useAbility } from '@casl/react';
import { IconMessage, IconPlus, IconRss } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import type { BlogStatus } from '@saldo/contracts/blog';
import { DebouncedInput } from '../../../components/DebouncedInput.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useBlogFeed, useBlogList } from '../api/queries.ts';
import { BlogSidebar } from '../components/BlogSidebar.tsx';
import { formatDate } from '../components/format.ts';

const PER_PAGE = 6;

/** The blog's list: published posts (writers also their drafts), searched, by category, a page at a time. */
export default function BlogListPage() {
  const { t, i18n } = useTranslation('blog');
  const ability = useAbility<AppAbility>();
  const writer = ability.can('create', 'Blog');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? undefined;
  const category = params.get('category') ?? undefined;
  const status: BlogStatus = writer && params.get('status') === 'draft' ? 'draft' : 'published';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useBlogList({ q, category, status, page, perPage: PER_PAGE });
  const feed = useBlogFeed(true);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // Any change but the page itself starts from the first page.
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <DebouncedInput
              label={t('list.search')}
              value={q}
              onCommit={(value) => update({ q: value })}
              style={{ flex: 1, minWidth: 200 }}
            />
            {writer && (
              <SegmentedControl
                value={status}
                onChange={(value) => update({ status: value === 'draft' ? 'draft' : undefined })}
                data={[
                  { value: 'published', label: t('list.published') },
                  { value: 'draft', label: t('list.drafts') },
                ]}
              />
            )}
            {writer && (
              <Button component={Link} to="/pages/blog/edit/new" leftSection={<IconPlus size={16} />}>
                {t('list.new')}
              </Button>
            )}
          </Group>
          {category && (
            <Group gap="xs">
              <Text size="sm">{t('list.category', { category })}</Text>
              <Button size="compact-xs" variant="subtle" onClick={() => update({ category: undefined })}>
                {t('list.allCategories')}
              </Button>
            </Group>
          )}
          {list.isPending && <Loader mx="auto" />}
          {list.isError && (
            <LoadError
              title={t('list.loadError')}
              error={list.error}
              retrying={list.isFetching}
              onRetry={() => void list.refetch()}
            />
          )}
          {list.data && list.data.posts.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {list.data?.posts.map((post) => (
              <Card key={post.id} withBorder radius="md" p="md" component="article">
                {post.img && (
                  <Card.Section>
                    <Image src={post.img} alt="" h={160} fit="cover" />
                  </Card.Section>
                )}
                <Stack gap={6} mt={post.img ? 'sm' : 0}>
                  <Anchor component={Link} to={`/pages/blog/${post.id}`} fw={600} fz="lg" c="inherit">
                    {post.title}
                  </Anchor>
                  <Group gap="xs">
                    <Avatar src={post.avatar} size="sm" radius="xl" alt="">
                      {post.userFullName.slice(0, 1)}
                    </Avatar>
                    <Text size="sm">{post.userFullName}</Text>
                    <Text size="sm" c="dimmed">
                      {formatDate(post.blogPosted, i18n.language)}
                    </Text>
                  </Group>
                  <Group gap={4}>
                    {post.status === 'draft' && (
                      <Badge color="gray" variant="outline">
                        {t('status.draft')}
                      </Badge>
                    )}
                    {post.tags.map((tag) => (
                      <Badge
                        key={tag}
                        variant="light"
                        component="button"
                        type="button"
                        style={{ cursor: 'pointer' }}
                        onClick={() => update({ category: tag })}
                      >
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                  <Text size="sm" lineClamp={3}>
                    {post.excerpt}
                  </Text>
                  <Group justify="space-between">
                    <Group gap={4} c="dimmed">
                      <IconMessage size={16} aria-hidden />
                      <Text size="sm">{t('list.comments', { count: post.comment })}</Text>
                    </Group>
                    <Anchor component={Link} to={`/pages/blog/${post.id}`} size="sm">
                      {t('list.readMore')}
                    </Anchor>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          {list.data && list.data.total > PER_PAGE && (
            <Pagination
              total={Math.ceil(list.data.total / PER_PAGE)}
              value={page}
              onChange={(next) => update({ page: String(next) })}
              mx="auto"
            />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <BlogSidebar category={category} onCategory={(next) => update({ category: next })} />
          {feed.data && (
            <Card withBorder radius="md" p="md">
              <Group gap="xs" mb={4}>
                <IconRss size={18} aria-hidden />
                <Title order={2} fz="md">
                  {t('rss.title')}
                </Title>
              </Group>
              <Text size="xs" c="dimmed" mb="xs">
                {t('rss.hint')}
              </Text>
              <Group gap="xs">
                <Anchor href={feed.data} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('rss.open')}
                </Anchor>
                <CopyButton value={feed.data}>
                  {({ copied, copy }) => (
                    <Button size="compact-xs" variant="light" onClick={copy}>
                      {copied ? t('rss.copied') : t('rss.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Card>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
