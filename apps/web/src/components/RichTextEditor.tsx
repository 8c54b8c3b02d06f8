import '@mantine/tiptap/styles.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Input, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { pageNonce } from '../lib/csp-nonce.ts';

/**
 * Which controls the editor offers, and so which formatting its schema keeps:
 * - `full` (blog posts, help articles): headings, bold, italic, underline, strikethrough, lists, quotes,
 *   links, and images when `uploadImage` is given;
 * - `message` (e-mail): bold, italic, lists, quotes, links;
 * - `compact` (task descriptions): bold, italic, lists, links.
 */
export type RichTextToolbar = 'full' | 'message' | 'compact';

/**
 * Each set's extensions: StarterKit without what its toolbar can neither make nor undo (pasted or
 * typed-in formatting outside the schema is dropped, so stored HTML shows as formatting, never runs).
 * Links never open on a click: the editor is for writing them.
 */
const extensions = {
  full: [
    StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3, 4] } }),
    Link.configure({ openOnClick: false }),
    Image.configure({ inline: false, allowBase64: false }),
  ],
  message: [
    StarterKit.configure({ link: false, underline: false, code: false, codeBlock: false, heading: false }),
    Link.configure({ openOnClick: false }),
  ],
  compact: [
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
} satisfies Record<RichTextToolbar, unknown[]>;

/** The writing area's least height: room for a post, a message, a task's few lines. */
const minHeight: Record<RichTextToolbar, number> = { full: 240, message: 180, compact: 120 };

/** An emptied editor still holds `<p></p>`: report "no text" as such. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The app's rich-text editor (Mantine's TipTap), one component for the blog, the help articles, the
 * e-mail composer and the task panel, each with its `toolbar`. An image is uploaded first (the server
 * checks it by its bytes, resizes it and answers its /api/content-images address), then inserted by
 * that address, the only image source the server's sanitizer keeps; the server sanitizes whatever is
 * saved. Load it lazily (`lazy(() => import(...))`): the editor weighs more than a page.
 */
export default function RichTextEditor({
  toolbar,
  label,
  initialHtml,
  onChange,
  onContent,
  uploadImage,
  readOnly = false,
  error,
}: {
  toolbar: RichTextToolbar;
  /** The field's label, also the writing area's accessible name. */
  label: string;
  /** Read once: a new editor is mounted for each document. */
  initialHtml: string;
  /** After each change: the HTML, '' when the editor is emptied. */
  onChange?: (html: string) => void;
  /** When the editor is ready and after each change: its HTML ('' when empty) and plain text, for counters and previews. */
  onContent?: (content: { html: string; text: string }) => void;
  /** Uploads one picked image and answers its address: the `full` toolbar's image button, only when given. */
  uploadImage?: (file: File) => Promise<{ url: string }>;
  /** Shows the text without the toolbar, unchangeable. */
  readOnly?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('common');
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editorProps = useMemo(
    () => ({
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        'aria-readonly': String(readOnly),
        role: 'textbox',
      },
    }),
    [label, readOnly],
  );
  const editor = useEditor({
    extensions: extensions[toolbar],
    content: initialHtml,
    editable: !readOnly,
    // Tiptap adds its base styles as a <style> tag, which the page's policy allows only with its nonce.
    injectNonce: pageNonce() || undefined,
    editorProps,
    onCreate: ({ editor: created }) => onContent?.({ html: htmlOf(created), text: created.getText() }),
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      onChange?.(html);
      onContent?.({ html, text: current.getText() });
    },
  });

  useEffect(() => {
    // No update event: switching to read only changes no text.
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  async function insertImage(file: File) {
    if (!uploadImage) return;
    setUploading(true);
    try {
      const { url } = await uploadImage(file);
      editor
        ?.chain()
        .focus()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (cause) {
      notifications.show({
        color: 'red',
        message: cause instanceof ApiError ? cause.message : t('richText.imageFailed'),
      });
    } finally {
      setUploading(false);
    }
  }

  const images = toolbar === 'full' && uploadImage !== undefined;
  return (
    <Input.Wrapper label={label} error={error}>
      {images && (
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          hidden
          data-testid="rich-text-image-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void insertImage(file);
          }}
        />
      )}
      <MantineEditor
        editor={editor}
        mt={4}
        labels={{
          boldControlLabel: t('richText.bold'),
          italicControlLabel: t('richText.italic'),
          underlineControlLabel: t('richText.underline'),
          strikeControlLabel: t('richText.strike'),
          h2ControlLabel: t('richText.h2'),
          h3ControlLabel: t('richText.h3'),
          bulletListControlLabel: t('richText.bulletList'),
          orderedListControlLabel: t('richText.orderedList'),
          blockquoteControlLabel: t('richText.blockquote'),
          linkControlLabel: t('richText.link'),
          unlinkControlLabel: t('richText.unlink'),
          linkEditorInputLabel: t('richText.linkUrl'),
          linkEditorInputPlaceholder: 'https://',
          linkEditorExternalLink: t('richText.linkNewTab'),
          linkEditorInternalLink: t('richText.linkSameTab'),
          linkEditorSave: t('richText.linkSave'),
        }}
      >
        {!readOnly && (
          <MantineEditor.Toolbar>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Bold />
              <MantineEditor.Italic />
              {toolbar === 'full' && (
                <>
                  <MantineEditor.Underline />
                  <MantineEditor.Strikethrough />
                </>
              )}
            </MantineEditor.ControlsGroup>
            {toolbar === 'full' && (
              <MantineEditor.ControlsGroup>
                <MantineEditor.H2 />
                <MantineEditor.H3 />
              </MantineEditor.ControlsGroup>
            )}
            <MantineEditor.ControlsGroup>
              <MantineEditor.BulletList />
              <MantineEditor.OrderedList />
              {toolbar !== 'compact' && <MantineEditor.Blockquote />}
            </MantineEditor.ControlsGroup>
            <MantineEditor.ControlsGroup>
              <MantineEditor.Link />
              <MantineEditor.Unlink />
              {images && (
                <MantineEditor.Control
                  onClick={() => fileInput.current?.click()}
                  aria-label={t('richText.image')}
                  title={t('richText.image')}
                  disabled={uploading}
                >
                  {uploading ? <Loader size={14} /> : <IconPhoto size={16} stroke={1.5} />}
                </MantineEditor.Control>
              )}
            </MantineEditor.ControlsGroup>
          </MantineEditor.Toolbar>
        )}
        <MantineEditor.Content mih={minHeight[toolbar]} />
      </MantineEditor>
    </Input.Wrapper>
  );
}
