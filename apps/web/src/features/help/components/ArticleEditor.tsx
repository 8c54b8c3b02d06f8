import { useState } from 'react';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KbQuestion } from '@saldo/contracts/help';
import { useUpdateKbArticle } from '../api/queries.ts';
import { showError } from './show-error.ts';

/**
 * An administrator edits the article in the language being read: its title and its HTML (the server
 * sanitizes it; a rich-text editor is the blog's and can take this place when it exists).
 */
export function ArticleEditor({ article, onDone }: { article: KbQuestion; onDone: () => void }) {
  const { t } = useTranslation('help');
  const [title, setTitle] = useState(article.title);
  const [content, setContent] = useState(article.content);
  const update = useUpdateKbArticle();
  return (
    <Stack gap="xs">
      <TextInput label={t('kb.edit.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
      <Textarea
        label={t('kb.edit.content')}
        description={t('kb.edit.contentHint')}
        rows={8}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
        ff="monospace"
      />
      <Group gap="xs">
        <Button
          loading={update.isPending}
          disabled={!title.trim()}
          onClick={() =>
            update.mutate(
              { id: article.id, title, content },
              { onSuccess: onDone, onError: (e) => showError(e, t) },
            )
          }
        >
          {t('edit.save')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
