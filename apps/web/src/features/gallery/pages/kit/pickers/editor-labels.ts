import type { RichTextEditorLabels } from '@mantine/tiptap';

/** The toolbar's names, the blog's own words (every control is an icon button, so each needs one). */
export function editorLabels(t: (key: string) => string): Partial<RichTextEditorLabels> {
  return {
    boldControlLabel: t('blog:editor.bold'),
    italicControlLabel: t('blog:editor.italic'),
    underlineControlLabel: t('blog:editor.underline'),
    strikeControlLabel: t('blog:editor.strike'),
    h2ControlLabel: t('blog:editor.h2'),
    h3ControlLabel: t('blog:editor.h3'),
    bulletListControlLabel: t('blog:editor.bulletList'),
    orderedListControlLabel: t('blog:editor.orderedList'),
    blockquoteControlLabel: t('blog:editor.blockquote'),
    linkControlLabel: t('blog:editor.link'),
    unlinkControlLabel: t('blog:editor.unlink'),
    linkEditorInputLabel: t('blog:editor.linkUrl'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorExternalLink: t('blog:editor.linkNewTab'),
    linkEditorInternalLink: t('blog:editor.linkSameTab'),
    linkEditorSave: t('blog:editor.linkSave'),
  };
}
