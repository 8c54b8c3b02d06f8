import { useState } from 'react';
import { ActionIcon, Avatar, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_CHARS, type FeedComment } from '@saldo/contracts/profile';
import { initialsOf } from '../../../components/initials.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** A post's comments (plain text) and the form for a new one. */
export function CommentList({
  postId,
  comments,
  commentCount,
  adding,
  onAdd,
  onDelete,
}: {
  postId: number;
  comments: FeedComment[];
  commentCount: number;
  adding: boolean;
  onAdd: (text: string, done: () => void) => void;
  onDelete: (comment: FeedComment) => void;
}) {
  const { t, i18n } = useTranslation('profile');
  const [text, setText] = useState('');
  const tooLong = text.length > COMMENT_MAX_CHARS;
  return (
    <Stack gap="xs" mt="sm">
      {commentCount > comments.length && (
        <Text size="xs" c="dimmed">
          {t('comments.older', { count: commentCount - comments.length })}
        </Text>
      )}
      {comments.map((comment) => (
        <Group key={comment.id} align="flex-start" gap="sm" wrap="nowrap" data-testid="comment">
          <Avatar src={comment.author.avatar} radius="xl" size="sm" alt="">
            {initialsOf(comment.author.fullName)}
          </Avatar>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {comment.author.fullName} · {formatDateTime(comment.createdAt, i18n.language)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.text}
            </Text>
          </div>
          {comment.canDelete && (
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t('comments.delete')}
              onClick={() => onDelete(comment)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() && !tooLong) onAdd(text, () => setText(''));
        }}
      >
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            rows={2}
            size="sm"
            id={`comment-${postId}`}
            aria-label={t('comments.label')}
            placeholder={t('comments.placeholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={tooLong ? t('comments.tooLong', { count: COMMENT_MAX_CHARS }) : undefined}
          />
          <Button type="submit" size="sm" variant="light" loading={adding} disabled={!text.trim() || tooLong}>
            {t('comments.send')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
