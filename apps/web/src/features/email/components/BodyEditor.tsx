import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { pageNonce } from '../../../lib/csp-nonce.ts';

/**
 * The message editor (bold, italic, lists, quotes, links), loaded with the compose form only. A
 * reply's or forward's quoted original arrives as `initialHtml`; the server sanitizes what is sent.
 */
export default function BodyEditor({
  initialHtml,
  onChange,
  error,
}: {
  /** Read once: the form mounts a new editor for each message it opens. */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('email');
  const label = t('compose.message');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, underline: false, code: false, codeBlock: false, heading: false }),
      Link.configure({ openOnClick: false }),
    ],
    content: initialHtml,
    // Tiptap adds its base styles as a <style> tag, which the page's policy allows only with its nonce.
    injectNonce: pageNonce() || undefined,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <Input.Wrapper label={label} error={error}>
      <RichTextEditor
        editor={editor}
        mt={4}
        labels={{
          boldControlLabel: t('editor.bold'),
          italicControlLabel: t('editor.italic'),
          bulletListControlLabel: t('editor.bulletList'),
          orderedListControlLabel: t('editor.orderedList'),
          blockquoteControlLabel: t('editor.quote'),
          linkControlLabel: t('editor.link'),
          unlinkControlLabel: t('editor.unlink'),
          linkEditorInputLabel: t('editor.linkUrl'),
          linkEditorInputPlaceholder: 'https://',
          linkEditorExternalLink: t('editor.linkNewTab'),
          linkEditorInternalLink: t('editor.linkSameTab'),
          linkEditorSave: t('editor.linkSave'),
        }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
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
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
