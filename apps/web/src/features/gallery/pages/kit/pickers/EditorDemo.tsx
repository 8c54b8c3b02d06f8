import '@mantine/tiptap/styles.css';
import { useEffect, useState } from 'react';
import { Group, Input, Progress, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { BLOG_LIMITS } from '@saldo/contracts/blog';
import { RichText } from '../../../../../components/RichText.tsx';
import { pageNonce } from '../../../../../lib/csp-nonce.ts';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { editorLabels } from './editor-labels.ts';

/** What the counter shows: the text's characters and words, and the HTML's bytes the server limits. */
function measure(text: string, html: string) {
  return {
    chars: [...text].length,
    words: text.trim() === '' ? 0 : text.trim().split(/\s+/).length,
    bytes: new TextEncoder().encode(html).length,
  };
}

/**
 * The editor as the blog configures it (headings 2–4, marks, lists, quotes, links, images by address),
 * filled with a published post, with a read-only switch and a counter; below it, the post as readers
 * see it (the app's RichText, which keeps the sanitizer's tags only), and the to-do panel's compact
 * editor. Loaded on its own: the editor weighs more than the rest of the page.
 */
export default function EditorDemo({ html, onReady }: { html: string; onReady: () => void }) {
  const { t, i18n } = useTranslation(['galleryPickers', 'blog', 'errors']);
  const [readOnly, setReadOnly] = useState(false);
  const [current, setCurrent] = useState({ html, ...measure('', html) });
  const label = t('blog:edit.content');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: html,
    // Tiptap adds its base styles as a <style> tag, which the page's policy allows only with its nonce.
    injectNonce: pageNonce() || undefined,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onCreate: ({ editor: created }) =>
      setCurrent({ html: created.getHTML(), ...measure(created.getText(), created.getHTML()) }),
    onUpdate: ({ editor: changed }) =>
      setCurrent({ html: changed.getHTML(), ...measure(changed.getText(), changed.getHTML()) }),
  });

  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);
  useEffect(() => {
    if (editor) onReady();
  }, [editor, onReady]);

  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const share = Math.min(100, (current.bytes / BLOG_LIMITS.contentBytes) * 100);
  return (
    <>
      <GallerySection title={t('demo.editor.blog')} description={t('demo.editor.blogNote')}>
        <Switch
          label={t('demo.readOnly')}
          checked={readOnly}
          onChange={(event) => setReadOnly(event.currentTarget.checked)}
        />
        <Input.Wrapper label={label}>
          <RichTextEditor editor={editor} mt={4} labels={editorLabels(t)}>
            {!readOnly && (
              <RichTextEditor.Toolbar>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.Bold />
                  <RichTextEditor.Italic />
                  <RichTextEditor.Underline />
                  <RichTextEditor.Strikethrough />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.H2 />
                  <RichTextEditor.H3 />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.BulletList />
                  <RichTextEditor.OrderedList />
                  <RichTextEditor.Blockquote />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.Link />
                  <RichTextEditor.Unlink />
                </RichTextEditor.ControlsGroup>
              </RichTextEditor.Toolbar>
            )}
            <RichTextEditor.Content mih={200} />
          </RichTextEditor>
        </Input.Wrapper>
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
            <CompactEditor />
          </Example>
          <Example label={t('gallery:frame.error')}>
            <CompactEditor error={t('errors:blog.postTooLarge', { max: '1 MB' })} />
          </Example>
        </SimpleGrid>
      </GallerySection>
    </>
  );
}

/** The to-do panel's description editor: bold, italic, lists and links only; `error` as a form gives it. */
function CompactEditor({ error }: { error?: string }) {
  const { t } = useTranslation(['galleryPickers', 'blog', 'errors']);
  const label = t('demo.editor.compactLabel');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: false,
        underline: false,
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
      }),
      Link.configure({ openOnClick: false }),
    ],
    // A document, not HTML: the translated text is text, whatever characters it holds.
    content: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: t('demo.editor.compactText') }] }],
    },
    injectNonce: pageNonce() || undefined,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
  });
  return (
    <Input.Wrapper label={label} error={error}>
      <RichTextEditor editor={editor} mt={4} labels={editorLabels(t)}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={100} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
