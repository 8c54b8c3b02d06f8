import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BLOG_LIMITS } from '@saldo/contracts/blog';
import { LoadError } from '../../../components/LoadError.tsx';
import { RichText } from '../../../components/RichText.tsx';
import { useAddBlogComment, useBlogDetail, useDeleteBlogComment } from '../api/queries.ts';
import { BlogSidebar } from '../components/BlogSidebar.tsx';
import { formatDate } from '../components/format.ts';
import { showError } from '../components/show-error.ts';

/** One post: cover, text, categories and the readers' comments (plain text, shown as text). */
export default function BlogDetailPage() {
  const { t, i18n } = useTranslation('blog');
  const id = Number(useParams().id);
  const detail = useBlogDetail(Number.isInteger(id) ? id : 0);
  const addComment = useAddBlogComment();
  const deleteComment = useDeleteBlogComment();
  const [text, setText] = useState('');
  const post = detail.data?.blog;
  const comments = detail.data?.comments ?? [];
  const tooLong = text.length > BLOG_LIMITS.comment;

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Anchor component={Link} to="/pages/blog/list" size="sm">
            {t('detail.back')}
          </Anchor>
          {detail.isPending && <Loader mx="auto" />}
          {detail.isError && (
            <LoadError
              title={t('detail.loadError')}
              error={detail.error}
              retrying={detail.isFetching}
              onRetry={() => void detail.refetch()}
            />
          )}
          {post && (
            <Card withBorder radius="md" p="lg" component="article">
              {post.img && (
                <Card.Section mb="md">
                  <Image src={post.img} alt="" mah={360} fit="cover" />
                </Card.Section>
              )}
              <Group justify="space-between" align="flex-start">
                <Title order={1} fz={26}>
                  {post.title}
                </Title>
                {post.canEdit && (
                  <Button
                    component={Link}
                    to={`/pages/blog/edit/${post.id}`}
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPencil size={14} />}
                  >
                    {t('detail.edit')}
                  </Button>
                )}
              </Group>
              <Group gap="xs" my="sm">
                <Avatar src={post.avatar} size="sm" radius="xl" alt="">
                  {post.userFullName.slice(0, 1)}
                </Avatar>
                <Text size="sm">{post.userFullName}</Text>
                <Text size="sm" c="dimmed">
                  {formatDate(post.publishedAt ?? post.createdTime, i18n.language)}
                </Text>
                {post.status === 'draft' && (
                  <Badge color="gray" variant="outline">
                    {t('status.draft')}
                  </Badge>
                )}
                {post.tags.map((tag) => (
                  <Badge
                    key={tag}
                    variant="light"
                    component={Link}
                    to={`/pages/blog/list?category=${encodeURIComponent(tag)}`}
                  >
                    {tag}
                  </Badge>
                ))}
              </Group>
              <RichText html={post.content} />
              <Divider my="lg" />
              <Title order={2} fz="lg" mb="sm">
                {t('comments.title', { count: comments.length })}
              </Title>
              <Stack gap="sm">
                {comments.map((comment) => (
                  <Group key={comment.id} align="flex-start" wrap="nowrap" gap="sm">
                    <Avatar src={comment.avatar} radius="xl" alt="">
                      {comment.userFullName.slice(0, 1)}
                    </Avatar>
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Group gap="xs">
                        <Text size="sm" fw={600}>
                          {comment.userFullName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatDate(comment.commentedAt, i18n.language)}
                        </Text>
                      </Group>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {comment.commentText}
                      </Text>
                    </div>
                    {comment.canDelete && (
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        aria-label={t('comments.delete')}
                        onClick={() => deleteComment.mutate(comment.id, { onError: (e) => showError(e, t) })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                ))}
              </Stack>
              {post.status === 'published' && post.allowComments ? (
                <Stack gap="xs" mt="md">
                  <Textarea
                    label={t('comments.new')}
                    autosize
                    minRows={3}
                    value={text}
                    onChange={(e) => setText(e.currentTarget.value)}
                    error={
                      tooLong
                        ? t('comments.tooLong', { max: BLOG_LIMITS.comment.toLocaleString(i18n.language) })
                        : undefined
                    }
                    description={t('comments.length', {
                      count: text.length,
                      max: BLOG_LIMITS.comment.toLocaleString(i18n.language),
                    })}
                  />
                  <Group>
                    <Button
                      loading={addComment.isPending}
                      disabled={!text.trim() || tooLong}
                      onClick={() =>
                        addComment.mutate(
                          { postId: post.id, text },
                          { onSuccess: () => setText(''), onError: (e) => showError(e, t) },
                        )
                      }
                    >
                      {t('comments.send')}
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed" mt="md">
                  {t('comments.closed')}
                </Text>
              )}
            </Card>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <BlogSidebar />
      </Grid.Col>
    </Grid>
  );
}
