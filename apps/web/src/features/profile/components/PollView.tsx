import { useState } from 'react';
import { Button, Progress, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PollResult } from '@saldo/contracts/profile';

/**
 * A poll: options to choose from until the caller votes, then each option's count and percent (one
 * vote per user, so the results replace the choice).
 */
export function PollView({
  postId,
  poll,
  voting,
  onVote,
}: {
  postId: number;
  poll: PollResult;
  voting: boolean;
  onVote: (optionId: number) => void;
}) {
  const { t } = useTranslation('profile');
  const [choice, setChoice] = useState<string | null>(null);
  if (poll.myVote === null)
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (choice) onVote(Number(choice));
        }}
      >
        <Radio.Group value={choice} onChange={setChoice} aria-label={t('poll.choose')}>
          <Stack gap="xs" my="sm">
            {poll.options.map((option) => (
              <Radio
                key={option.id}
                value={String(option.id)}
                label={option.text}
                id={`poll-${postId}-${option.id}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Button type="submit" size="xs" disabled={!choice} loading={voting}>
          {t('poll.vote')}
        </Button>
        <Text size="xs" c="dimmed" mt={4}>
          {t('poll.votes', { count: poll.totalVotes })}
        </Text>
      </form>
    );
  return (
    <Stack gap="xs" my="sm" data-testid="poll-results">
      {poll.options.map((option) => (
        <div key={option.id}>
          <Text size="sm" fw={option.id === poll.myVote ? 700 : 400}>
            {option.text}
            {option.id === poll.myVote && ` (${t('poll.yourVote')})`}
            {' — '}
            {t('poll.result', { count: option.votes, percent: option.percent })}
          </Text>
          <Progress value={option.percent} aria-label={option.text} size="sm" />
        </div>
      ))}
      <Text size="xs" c="dimmed">
        {t('poll.votes', { count: poll.totalVotes })}
      </Text>
    </Stack>
  );
}
