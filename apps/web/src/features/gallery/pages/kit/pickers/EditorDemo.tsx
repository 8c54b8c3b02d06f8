import { useState } from 'react';
import { Group, Progress, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BLOG_LIMITS } from '@saldo/contracts/blog';
import { RichText } from '../../../../../components/RichText.tsx';
import RichTextEditor from '../../../../../components/RichTextEditor.tsx';
import { uploadContentImage } from '../../../../blog/api/blog-api.ts';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { numberFormat } from '../../../../../lib/intl-format.ts';

/** What the counter shows: the text's characters and words, and the HTML's bytes the server limits. */
function measure({ html, text }: { html: string; text: string }) {
  return {
    html,
    chars: [...text].length,
    words: text.trim() === '' ? 0 : text.trim().split(/\s+/).length,
    bytes: new TextEncoder().encode(html).length,
  };
}

/** One paragraph of plain text as HTML: the translated text stays text, whatever characters it holds. */
function paragraph(text: string): string {
  const p = document.createElement('p');
  p.textContent = text;
  return p.outerHTML;
}

/** The blog's own upload: a picked image goes to the server as it does from the post editor. */
const uploadImage = (file: File) => uploadContentImage('blog', file);

/**
 * The app's editor (components/RichTextEditor) with the blog's toolbar, filled with a published post,
 * with a read-only switch and a counter; below it, the post as readers see it (the app's RichText,
 * which keeps the sanitizer's tags only), and the to-do panel's compact toolbar. Loaded on its own:
 * the editor weighs more than the rest of the page.
 */
export default function EditorDemo({ html, onReady }: { html: string; onReady: () => void }) {
  const { t, i18n } = useTranslation(['galleryPickers', 'blog', 'errors']);
  const [readOnly, setReadOnly] = useState(false);
  const [current, setCurrent] = useState(() => measure({ html, text: '' }));
  const [compactText] = useState(() => paragraph(t('demo.editor.compactText')));

  const number = (n: number) => numberFormat(i18n.language).format(n);
  const share = Math.min(100, (current.bytes / BLOG_LIMITS.contentBytes) * 100);
  return (
    <>
      <GallerySection title={t('demo.editor.blog')} description={t('demo.editor.blogNote')}>
        <Switch
          label={t('demo.readOnly')}
          checked={readOnly}
          onChange={(event) => setReadOnly(event.currentTarget.checked)}
        />
        <RichTextEditor
          toolbar="full"
          label={t('blog:edit.content')}
          initialHtml={html}
          onContent={(content) => {
            setCurrent(measure(content));
            onReady();
          }}
          uploadImage={uploadImage}
          readOnly={readOnly}
        />
        <Stack gap={4}>
          <Group gap="lg">
            <Text size="sm">{t('demo.editor.chars', { n: number(current.chars) })}</Text>
            <Text size="sm">{t('demo.editor.words', { n: number(current.words) })}</Text>
            <Text size="sm">
              {t('demo.editor.bytes', { n: number(current.bytes), max: number(BLOG_LIMITS.contentBytes) })}
            </Text>
          </Group>
          <Progress.Root size="sm">
            <Progress.Section value={share} aria-label={t('demo.editor.bytesLabel')} />
          </Progress.Root>
        </Stack>
      </GallerySection>
      <GallerySection title={t('demo.editor.published')} description={t('demo.editor.publishedNote')}>
        <RichText html={current.html} />
      </GallerySection>
      <GallerySection title={t('gallery:frame.variants')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Example label={t('demo.editor.compact')}>
            <RichTextEditor
              toolbar="compact"
              label={t('demo.editor.compactLabel')}
              initialHtml={compactText}
            />
          </Example>
          <Example label={t('gallery:frame.error')}>
            <RichTextEditor
              toolbar="compact"
              label={t('demo.editor.compactLabel')}
              initialHtml={compactText}
              error={t('errors:blog.postTooLarge', { max: '1 MB' })}
            />
          </Example>
        </SimpleGrid>
      </GallerySection>
    </>
  );
}
