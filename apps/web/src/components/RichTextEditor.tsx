import '@mantine/tiptap/styles.css';
import { useRef, useState } from 'react';
import { Input, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { pageNonce } from '../lib/csp-nonce.ts';

/**
 * The rich-text editor of blog posts and help articles (Mantine's TipTap): headings, formatting,
 * lists, quotes, links and images. An image is uploaded first (the server checks it by its bytes,
 * resizes it and answers its /api/content-images address), then inserted by that address, the
 * only image source the server's sanitizer keeps. Loaded lazily: the editor weighs more than a page.
 */
export default function RichTextEditor({
  label,
  initialHtml,
  onChange,
  uploadImage,
  error,
}: {
  label: string;
  /** Read once: a new editor is mounted for each document. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Uploads one picked image; answers its address. */
  uploadImage: (file: File) => Promise<{ url: string }>;
  error?: string;
}) {
  const { t } = useTranslation('blog');
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialHtml,
    // Tiptap adds its base styles as a <style> tag, which the page's policy allows only with its nonce.
    injectNonce: pageNonce() || undefined,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  async function insertImage(file: File) {
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
        message: cause instanceof ApiError ? cause.message : t('editor.imageFailed'),
      });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Input.Wrapper label={label} error={error}>
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
      <MantineEditor
        editor={editor}
        mt={4}
        labels={{
          boldControlLabel: t('editor.bold'),
          italicControlLabel: t('editor.italic'),
          underlineControlLabel: t('editor.underline'),
          strikeControlLabel: t('editor.strike'),
          h2ControlLabel: t('editor.h2'),
          h3ControlLabel: t('editor.h3'),
          bulletListControlLabel: t('editor.bulletList'),
          orderedListControlLabel: t('editor.orderedList'),
          blockquoteControlLabel: t('editor.blockquote'),
          linkControlLabel: t('editor.link'),
          unlinkControlLabel: t('editor.unlink'),
          linkEditorInputLabel: t('editor.linkUrl'),
          linkEditorInputPlaceholder: 'https://',
          linkEditorExternalLink: t('editor.linkNewTab'),
          linkEditorInternalLink: t('editor.linkSameTab'),
          linkEditorSave: t('editor.linkSave'),
        }}
      >
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
            <MantineEditor.Control
              onClick={() => fileInput.current?.click()}
              aria-label={t('editor.image')}
              title={t('editor.image')}
              disabled={uploading}
            >
              {uploading ? <Loader size={14} /> : <IconPhoto size={16} stroke={1.5} />}
            </MantineEditor.Control>
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content mih={240} />
      </MantineEditor>
    </Input.Wrapper>
  );
}
