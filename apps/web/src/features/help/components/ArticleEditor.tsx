import { lazy, Suspense, useState } from 'react';
import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KbQuestion } from '@saldo/contracts/help';
import { uploadContentImage } from '../../blog/api/blog-api.ts';
import { useUpdateKbArticle } from '../api/queries.ts';
import { showError } from './show-error.ts';

const RichTextEditor = lazy(() => import('../../../components/RichTextEditor.tsx'));
const uploadImage = (file: File) => uploadContentImage('kb', file);

/**
 * An administrator or editor edits the article in the language being read: its title and its text in
 * the rich-text editor, with images uploaded to the server (which sanitizes what is saved).
 */
export function ArticleEditor({ article, onDone }: { article: KbQuestion; onDone: () => void }) {
  const { t } = useTranslation('help');
  const [title, setTitle] = useState(article.title);
  const [content, setContent] = useState(article.content);
  const update = useUpdateKbArticle();
  return (
    <Stack gap="xs">
      <TextInput label={t('kb.edit.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
      <Suspense fallback={<Loader size="sm" />}>
        <RichTextEditor
          toolbar="full"
          label={t('kb.edit.content')}
          initialHtml={article.content}
          onChange={setContent}
          uploadImage={uploadImage}
        />
      </Suspense>
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
