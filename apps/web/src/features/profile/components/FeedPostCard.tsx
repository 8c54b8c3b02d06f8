import { ActionIcon, Avatar, Badge, Button, Card, Group, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeedComment, FeedPost } from '@saldo/contracts/profile';
import { initialsOf } from '../../../components/initials.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { CommentList } from './CommentList.tsx';
import { PollView } from './PollView.tsx';

export interface FeedPostActions {
  onLike: (post: FeedPost) => void;
  onDelete: (post: FeedPost) => void;
  onVote: (post: FeedPost, optionId: number) => void;
  onComment: (post: FeedPost, text: string, done: () => void) => void;
  onDeleteComment: (comment: FeedComment) => void;
  /** The ids of the posts with a vote or a comment on the way. */
  voting: number | null;
  commenting: number | null;
}

/** One post or poll of the feed. Its text is shown as text: nothing in it is markup. */
export function FeedPostCard({ post, actions }: { post: FeedPost; actions: FeedPostActions }) {
  const { t, i18n } = useTranslation('profile');
  return (
    <Card
      withBorder
      radius="md"
      component="article"
      aria-labelledby={`post-${post.id}-author`}
      data-testid="feed-post"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={post.author.avatar} radius="xl" alt="">
            {initialsOf(post.author.fullName)}
          </Avatar>
          <div>
            <Text fw={600} size="sm" id={`post-${post.id}-author`}>
              {post.author.fullName}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(post.createdAt, i18n.language)}
            </Text>
          </div>
          {post.kind === 'poll' && (
            <Badge variant="light" size="sm">
              {t('poll.badge')}
            </Badge>
          )}
        </Group>
        {post.canDelete && (
          <ActionIcon
            variant="subtle"
            color="red.9"
            aria-label={t('post.delete')}
            onClick={() => actions.onDelete(post)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        )}
      </Group>
      <Text
        mt="sm"
        fw={post.kind === 'poll' ? 600 : 400}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {post.text}
      </Text>
      {post.poll && (
        <PollView
          postId={post.id}
          poll={post.poll}
          voting={actions.voting === post.id}
          onVote={(optionId) => actions.onVote(post, optionId)}
        />
      )}
      <Group mt="sm" gap="xs">
        <Button
          variant="subtle"
          size="xs"
          color={post.youLiked ? 'red.9' : 'gray'}
          leftSection={post.youLiked ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
          aria-pressed={post.youLiked}
          onClick={() => actions.onLike(post)}
        >
          {t('post.likes', { count: post.likes })}
        </Button>
        <Text size="xs" c="dimmed">
          {t('comments.count', { count: post.commentCount })}
        </Text>
      </Group>
      <CommentList
        postId={post.id}
        comments={post.comments}
        commentCount={post.commentCount}
        adding={actions.commenting === post.id}
        onAdd={(text, done) => actions.onComment(post, text, done)}
        onDelete={actions.onDeleteComment}
      />
    </Card>
  );
}
