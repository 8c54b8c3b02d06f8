import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import RichTextEditor, { type RichTextToolbar } from './RichTextEditor.tsx';

// ProseMirror measures the DOM, which jsdom does not lay out: zero rectangles are enough here.
beforeAll(() => {
  const rects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
  Range.prototype.getClientRects = rects as unknown as Range['getClientRects'];
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

/** Every kind of formatting the app's sanitizer keeps, some of which each toolbar cannot make. */
const mixed =
  '<h2>Title</h2><blockquote><p>Quoted</p></blockquote>' +
  '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><hr><ul><li><p>item</p></li></ul>';

async function renderEditor(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const view = await renderWithProviders(
    <RichTextEditor toolbar="full" label="Text" initialHtml={mixed} {...props} />,
  );
  const textbox = await screen.findByRole('textbox', { name: 'Text' }, { timeout: 8000 });
  return { ...view, textbox };
}

const buttons = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('the rich-text editor', () => {
  it.each<[RichTextToolbar, boolean, string[], string[], string[]]>([
    [
      'full',
      true,
      [
        'Bold',
        'Italic',
        'Underline',
        'Strikethrough',
        'Heading',
        'Subheading',
        'Bulleted list',
        'Numbered list',
        'Quote',
        'Link',
        'Remove link',
        'Insert image',
      ],
      ['h2', 'blockquote', 'strong', 'em', 'u', 's', 'hr', 'ul'],
      ['code'],
    ],
    [
      'message',
      false,
      ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Quote', 'Link', 'Remove link'],
      ['blockquote', 'strong', 'em', 's', 'hr', 'ul'],
      ['h2', 'u', 'code'],
    ],
    [
      'compact',
      false,
      ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link', 'Remove link'],
      ['strong', 'em', 'ul'],
      ['h2', 'blockquote', 'u', 's', 'code', 'hr'],
    ],
  ])(
    'the %s toolbar (image upload given: %s) offers its controls, and its schema keeps only their formatting',
    async (toolbar, upload, controls, kept, dropped) => {
      const { container, textbox } = await renderEditor({
        toolbar,
        uploadImage: upload ? async () => ({ url: '/api/content-images/x.webp' }) : undefined,
      });
      expect(buttons(container)).toEqual(controls);
      for (const tag of kept) expect(textbox.querySelector(tag), `${toolbar} keeps <${tag}>`).not.toBeNull();
      for (const tag of dropped) expect(textbox.querySelector(tag), `${toolbar} drops <${tag}>`).toBeNull();
      // The dropped formatting goes, its text stays.
      expect(textbox.textContent).toContain('Title');
      expect(textbox.textContent).toContain('Quoted');
    },
    60_000,
  );

  it('offers no image button without an upload, not even in the full toolbar', async () => {
    const { container } = await renderEditor({ toolbar: 'full' });
    expect(buttons(container)).not.toContain('Insert image');
    expect(screen.queryByTestId('rich-text-image-input')).toBeNull();
  }, 60_000);

  it('reports its content when ready and after each change, and an emptied editor as no text', async () => {
    const onChange = vi.fn<(html: string) => void>();
    const onContent = vi.fn<(content: { html: string; text: string }) => void>();
    const { textbox } = await renderEditor({
      toolbar: 'compact',
      initialHtml: '<p>Call the <strong>client</strong></p>',
      onChange,
      onContent,
    });
    await waitFor(() =>
      expect(onContent).toHaveBeenCalledWith({
        html: '<p>Call the <strong>client</strong></p>',
        text: 'Call the client',
      }),
    );
    // Reading the document is no change.
    expect(onChange).not.toHaveBeenCalled();

    const actor = userEvent.setup();
    await actor.click(textbox);
    await actor.click(screen.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toMatch(/^<ol><li><p>Call the <strong>client<\/strong>/);
    expect(onContent.mock.lastCall?.[0].text.trim()).toBe('Call the client');

    await actor.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    expect(onContent).toHaveBeenLastCalledWith({ html: '', text: '' });
  }, 60_000);

  it('read only: no toolbar and no editing, until switched back', async () => {
    const onChange = vi.fn();
    function Switchable() {
      const [readOnly, setReadOnly] = useState(true);
      return (
        <>
          <input
            type="checkbox"
            aria-label="Read only"
            checked={readOnly}
            onChange={() => setReadOnly(!readOnly)}
          />
          <RichTextEditor
            toolbar="full"
            label="Text"
            initialHtml={mixed}
            onChange={onChange}
            readOnly={readOnly}
          />
        </>
      );
    }
    const { container } = await renderWithProviders(<Switchable />);
    const textbox = await screen.findByRole('textbox', { name: 'Text' }, { timeout: 8000 });
    expect(buttons(container)).toEqual([]);
    await waitFor(() => expect(textbox.getAttribute('contenteditable')).toBe('false'));
    expect(textbox.getAttribute('aria-readonly')).toBe('true');

    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Read only' }));
    await waitFor(() => expect(textbox.getAttribute('contenteditable')).toBe('true'));
    expect(buttons(container)).toContain('Bold');
    expect(textbox.getAttribute('aria-readonly')).toBe('false');
    // Switching changes no text.
    expect(onChange).not.toHaveBeenCalled();
  }, 60_000);

  it('uploads a picked image and inserts it by the address the server answers', async () => {
    const uploadImage = vi.fn(async (file: File) => {
      expect(file.name).toBe('faktura.png');
      return { url: '/api/content-images/abc.webp' };
    });
    const { textbox } = await renderEditor({ initialHtml: '<p>Text</p>', uploadImage });
    const input = screen.getByTestId('rich-text-image-input');
    fireEvent.change(input, { target: { files: [new File(['png'], 'faktura.png', { type: 'image/png' })] } });
    await waitFor(() => expect(textbox.querySelector('img')).not.toBeNull());
    expect(textbox.querySelector('img')?.getAttribute('src')).toBe('/api/content-images/abc.webp');
    expect(textbox.querySelector('img')?.getAttribute('alt')).toBe('faktura');
  }, 60_000);

  it('says so when an image cannot be uploaded', async () => {
    await renderEditor({
      uploadImage: async () => {
        throw new Error('offline');
      },
    });
    fireEvent.change(screen.getByTestId('rich-text-image-input'), {
      target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('The image could not be uploaded.')).toBeTruthy();
  }, 60_000);
});
