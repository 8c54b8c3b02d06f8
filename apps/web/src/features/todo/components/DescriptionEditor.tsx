import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { pageNonce } from '../../../lib/csp-nonce.ts';

/**
 * The task description's editor (bold, italic, lists, links), loaded with the task panel only: the
 * editor weighs more than the rest of the to-do app. Its schema keeps nothing but these marks and
 * blocks, so stored HTML is shown as formatting, never run; the server sanitizes what is saved.
 */
export default function DescriptionEditor({
  initialHtml,
  onChange,
  error,
}: {
  /** Read once: the panel mounts a new editor for each task it opens. */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('todo');
  const label = t('form.description');
  const editor = useEditor({
    extensions: [
      // Only what the toolbar offers: headings, code, quotes and rules would be formatting the panel
      // cannot make nor undo.
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
    content: initialHtml,
    // Tiptap adds its base styles as a <style> tag, which the page's policy allows only with its nonce.
    injectNonce: pageNonce() || undefined,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    // An emptied editor still holds `<p></p>`: store "no description" as such.
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
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={120} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
