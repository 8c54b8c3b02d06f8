import { Button, Group, Text } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KbFeedback } from '@saldo/contracts/help';
import { useVoteOnArticle } from '../api/queries.ts';
import { showError } from './show-error.ts';

/** "Was this helpful?": one vote per reader (a new one replaces it), with the article's counts. */
export function ArticleFeedback({ articleId, feedback }: { articleId: number; feedback: KbFeedback }) {
  const { t } = useTranslation('help');
  const vote = useVoteOnArticle();
  const cast = (helpful: boolean) =>
    vote.mutate({ id: articleId, helpful }, { onError: (e) => showError(e, t) });
  return (
    <Group gap="sm" align="center">
      <Text fw={500}>{t('kb.helpful.question')}</Text>
      <Button
        size="xs"
        variant={feedback.mine === true ? 'filled' : 'default'}
        aria-pressed={feedback.mine === true}
        leftSection={<IconThumbUp size={14} />}
        loading={vote.isPending && vote.variables?.helpful === true}
        onClick={() => cast(true)}
      >
        {t('kb.helpful.yes')}
      </Button>
      <Button
        size="xs"
        variant={feedback.mine === false ? 'filled' : 'default'}
        aria-pressed={feedback.mine === false}
        leftSection={<IconThumbDown size={14} />}
        loading={vote.isPending && vote.variables?.helpful === false}
        onClick={() => cast(false)}
      >
        {t('kb.helpful.no')}
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('kb.helpful.counts', { helpful: feedback.helpful, notHelpful: feedback.notHelpful })}
      </Text>
      {feedback.mine !== null && (
        <Text size="sm" c="teal">
          {t('kb.helpful.thanks')}
        </Text>
      )}
    </Group>
  );
}
