import { useState } from 'react';
import { Button, Card, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CreatePostBody, FeedComment, FeedPost } from '@saldo/contracts/profile';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  useAddComment,
  useCreatePost,
  useDeleteComment,
  useDeletePost,
  useFeed,
  useProfile,
  useToggleLike,
  useVote,
} from '../api/queries.ts';
import { AboutCard } from '../components/AboutCard.tsx';
import { ColleaguesCard } from '../components/ColleaguesCard.tsx';
import { Composer } from '../components/Composer.tsx';
import { FeedPostCard, type FeedPostActions } from '../components/FeedPostCard.tsx';
import { ProfileHeader } from '../components/ProfileHeader.tsx';

/** The profile page (issue 26): the caller's header and about card, and the organization's feed. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const feed = useFeed();
  const createPost = useCreatePost();
  const deletePost = useDeletePost();
  const like = useToggleLike();
  const addComment = useAddComment();
  const deleteComment = useDeleteComment();
  const vote = useVote();
  const [commenting, setCommenting] = useState<number | null>(null);
  const [voting, setVoting] = useState<number | null>(null);

  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: error instanceof ApiError ? error.message : t('failed') });

  const actions: FeedPostActions = {
    onLike: (post) => like.mutate(post.id, { onError: failed }),
    onDelete: (post: FeedPost) => {
      if (!window.confirm(t('post.confirmDelete'))) return;
      deletePost.mutate(post.id, { onError: failed });
    },
    onVote: (post, optionId) => {
      setVoting(post.id);
      vote.mutate({ postId: post.id, optionId }, { onError: failed, onSettled: () => setVoting(null) });
    },
    onComment: (post, text, done) => {
      setCommenting(post.id);
      addComment.mutate(
        { postId: post.id, body: { text } },
        { onSuccess: done, onError: failed, onSettled: () => setCommenting(null) },
      );
    },
    onDeleteComment: (comment: FeedComment) => {
      if (!window.confirm(t('comments.confirmDelete'))) return;
      deleteComment.mutate(comment.id, { onError: failed });
    },
    voting,
    commenting,
  };

  const publish = (body: CreatePostBody, done: () => void) =>
    createPost.mutate(body, {
      onSuccess: () => {
        done();
        notifications.show({
          color: 'teal',
          message: body.kind === 'poll' ? t('composer.pollPublished') : t('composer.published'),
        });
      },
      onError: failed,
    });

  if (profile.isPending) return <Loader mx="auto" aria-label={t('loading')} />;
  if (profile.isError)
    return (
      <LoadError
        title={t('loadError')}
        error={profile.error}
        retrying={profile.isFetching}
        onRetry={() => void profile.refetch()}
      />
    );
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <Stack gap="lg">
      <ProfileHeader header={profile.data.header} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <AboutCard about={profile.data.userAbout} />
            <ColleaguesCard colleagues={profile.data.colleagues} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack component="section" aria-labelledby="feed-title">
            <Title order={2} fz="lg" id="feed-title">
              {t('feed.title')}
            </Title>
            <Composer saving={createPost.isPending} onSubmit={publish} />
            {feed.isPending && <Loader mx="auto" aria-label={t('loading')} />}
            {feed.isError && (
              <LoadError
                title={t('feed.loadError')}
                error={feed.error}
                retrying={feed.isFetching}
                onRetry={() => void feed.refetch()}
              />
            )}
            {feed.isSuccess && posts.length === 0 && (
              <Card withBorder radius="md">
                <Text c="dimmed" ta="center">
                  {t('feed.empty')}
                </Text>
              </Card>
            )}
            {posts.map((post) => (
              <FeedPostCard key={post.id} post={post} actions={actions} />
            ))}
            {feed.hasNextPage && (
              <Button
                variant="light"
                onClick={() => void feed.fetchNextPage()}
                loading={feed.isFetchingNextPage}
                style={{ alignSelf: 'center' }}
              >
                {t('feed.loadMore')}
              </Button>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
