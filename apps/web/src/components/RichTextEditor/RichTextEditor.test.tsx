import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { RichTextEditor } from './RichTextEditor';
import RichTextEditorCore from './RichTextEditorCore';
import type { RichTextEditorProps } from './RichTextEditorProps';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect;
  document.elementFromPoint = () => null;
});

afterEach(() => vi.useRealTimers());

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <Notifications />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}

type CoreProps = Parameters<typeof RichTextEditorCore>[0];

function renderEditor(props: Partial<CoreProps> = {}) {
  const onSave = vi.fn();
  const view = render(<RichTextEditorCore content={null} label="Definition" onSave={onSave} {...props} />, {
    wrapper: Providers,
  });
  const textbox = screen.getByRole('textbox', { name: 'Definition' });
  return { ...view, onSave, textbox };
}

// Tiptap hangs the editor on its element: the way in for what jsdom cannot type (select all, clear).
const editorOf = (textbox: HTMLElement) => (textbox as HTMLElement & { editor: Editor }).editor;

const button = (name: string) => screen.getByRole('button', { name });

function paragraphIndent(textbox: HTMLElement) {
  return textbox.querySelector('p')?.style.marginLeft ?? '';
}

describe('RichTextEditor', () => {
  it('every toolbar control has an accessible name and is a real control', () => {
    renderEditor({ uploadImage: vi.fn() });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Bulleted list',
      'Numbered list',
      'Text colour',
      'Highlight colour',
      'Decrease indent',
      'Increase indent',
      'Link',
      'Insert table',
      'Upload image',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('combobox', { name: 'Font' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('combobox', { name: 'Font size' })).toBeInTheDocument();
  });

  it('the font list holds exactly serif, sans serif and monospace; the size starts at 16', () => {
    renderEditor();
    const family = screen.getByRole('combobox', { name: 'Font' });
    expect(
      within(family)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Serif', 'Sans serif', 'Monospace']);
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveValue('16');
  });

  it('the font and size selectors style the selected text', () => {
    const { textbox } = renderEditor({ content: '<p>Text</p>' });
    act(() => {
      editorOf(textbox).commands.selectAll();
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Font' }), { target: { value: 'serif' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Font size' }), { target: { value: '24' } });
    expect(textbox.querySelector('span')).toHaveStyle({ fontFamily: 'serif', fontSize: '24px' });
    // Back to the defaults: nothing is written for them.
    fireEvent.change(screen.getByRole('combobox', { name: 'Font' }), { target: { value: 'sans-serif' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Font size' }), { target: { value: '16' } });
    expect(textbox.querySelector('span')).toBeNull();
  });

  it('a link typed without a scheme is inserted with https://', async () => {
    const { textbox } = renderEditor({ content: '<p>Read </p>' });
    fireEvent.click(button('Link'));
    const address = await screen.findByRole('textbox', { name: 'Address' });
    fireEvent.change(address, { target: { value: 'example.com/policy' } });
    fireEvent.click(button('Apply'));
    const link = await within(textbox).findByRole('link');
    expect(link).toHaveAttribute('href', 'https://example.com/policy');
  });

  it('a javascript: link is refused with a message and nothing is inserted', async () => {
    const { textbox } = renderEditor({ content: '<p>Read </p>' });
    fireEvent.click(button('Link'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Address' }), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(button('Apply'));
    expect(
      await screen.findByText('Only web (http, https), ftp and mailto links are allowed'),
    ).toBeInTheDocument();
    expect(within(textbox).queryByRole('link')).toBeNull();
  });

  it('links loaded with another protocol lose their link', () => {
    const { textbox } = renderEditor({
      content: '<p><a href="ftp://files.example.com">ftp</a> <a href="javascript:alert(1)">bad</a></p>',
    });
    expect(
      within(textbox)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['ftp://files.example.com']);
  });

  it('indenting 8 times stops at 210 px; outdenting stops at 0', () => {
    const { textbox } = renderEditor({ content: '<p>Text</p>' });
    for (let step = 0; step < 8; step++) fireEvent.click(button('Increase indent'));
    expect(paragraphIndent(textbox)).toBe('210px');
    expect(button('Increase indent')).toBeDisabled();
    fireEvent.click(button('Decrease indent'));
    expect(paragraphIndent(textbox)).toBe('180px');
    for (let step = 0; step < 8; step++) fireEvent.click(button('Decrease indent'));
    expect(paragraphIndent(textbox)).toBe('');
    expect(button('Decrease indent')).toBeDisabled();
  });

  it.each([
    ['0', '3'],
    ['3', '0'],
  ])('%s rows and %s columns insert nothing', async (rows, cols) => {
    const { textbox } = renderEditor();
    fireEvent.click(button('Insert table'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Rows' }), { target: { value: rows } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Columns' }), { target: { value: cols } });
    fireEvent.click(button('Insert'));
    expect(await screen.findByText('Rows and columns must both be greater than 0')).toBeInTheDocument();
    expect(textbox.querySelector('table')).toBeNull();
  });

  it.each([
    ['1', '1', 1, 1],
    ['2', '3', 2, 6],
  ])('%s rows and %s columns insert a table of that size', async (rows, cols, trs, tds) => {
    const { textbox } = renderEditor();
    fireEvent.click(button('Insert table'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Rows' }), { target: { value: rows } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Columns' }), { target: { value: cols } });
    fireEvent.click(button('Insert'));
    expect(textbox.querySelectorAll('table')).toHaveLength(1);
    expect(textbox.querySelectorAll('tr')).toHaveLength(trs);
    expect(textbox.querySelectorAll('td')).toHaveLength(tds);
  });

  it('autosave fires 3 s after the last edit, not before', () => {
    vi.useFakeTimers();
    const { onSave } = renderEditor({ content: '<p>Text</p>' });
    fireEvent.click(button('Increase indent'));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(button('Increase indent'));
    act(() => vi.advanceTimersByTime(2999));
    expect(onSave).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith('<p style="margin-left: 60px;">Text</p>');
    act(() => vi.advanceTimersByTime(10_000));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('leaving the editor saves at once what was not saved yet', () => {
    vi.useFakeTimers();
    const { onSave, unmount } = renderEditor({ content: '<p>Text</p>' });
    fireEvent.click(button('Increase indent'));
    unmount();
    expect(onSave).toHaveBeenCalledWith('<p style="margin-left: 30px;">Text</p>');
  });

  it('hiding the page saves at once', () => {
    vi.useFakeTimers();
    const { onSave } = renderEditor({ content: '<p>Text</p>' });
    fireEvent.click(button('Increase indent'));
    window.dispatchEvent(new Event('pagehide'));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('leaving without an edit saves nothing', () => {
    const { onSave, unmount } = renderEditor({ content: '<p>Text</p>' });
    unmount();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('an emptied document is saved as null; a table alone is content', async () => {
    vi.useFakeTimers();
    const { onSave, textbox } = renderEditor({ content: '<p>Text</p>' });
    const editor = editorOf(textbox);
    act(() => {
      editor.commands.clearContent(true);
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(onSave).toHaveBeenCalledWith(null);
    act(() => {
      editor.commands.insertTable({ rows: 1, cols: 1, withHeaderRow: false });
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(onSave).toHaveBeenLastCalledWith(expect.stringContaining('<table'));
  });

  it('the text colour palette offers the nine colours and colours the text', async () => {
    const { textbox } = renderEditor({ content: '<p>Text</p>' });
    act(() => {
      editorOf(textbox).commands.selectAll();
    });
    fireEvent.click(button('Text colour'));
    const palette = await screen.findByRole('group', { name: 'Text colour' });
    expect(
      within(palette)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Green', 'Orange', 'Red', 'Pink', 'Blue', 'Purple', 'Grey 50', 'White', 'Black']);
    fireEvent.click(within(palette).getByRole('button', { name: 'Red' }));
    expect(textbox.querySelector('span')).toHaveStyle({ color: '#e03131' });
  });

  it('the highlight palette offers the nine highlight colours', async () => {
    renderEditor();
    fireEvent.click(button('Highlight colour'));
    const palette = await screen.findByRole('group', { name: 'Highlight colour' });
    expect(
      within(palette)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Green', 'Yellow', 'Orange', 'Teal', 'Purple', 'Red', 'Blue', 'Turquoise', 'Grey 50']);
  });

  it('clicking an image opens it full size; Escape closes the lightbox', async () => {
    const src = 'data:image/png;base64,iVBORw0KGgo=';
    const { textbox } = renderEditor({ content: `<p>x</p><img src="${src}" alt="Diagram">` });
    fireEvent.click(within(textbox).getByRole('img', { name: 'Diagram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diagram' });
    expect(within(dialog).getByRole('img', { name: 'Diagram' })).toHaveAttribute('src', src);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Diagram' })).toBeNull();
  });
  it('Enter on a selected image opens the lightbox too', async () => {
    const { textbox } = renderEditor({
      content: '<p>x</p><img src="data:image/png;base64,iVBORw0KGgo=" alt="Diagram">',
    });
    act(() => {
      editorOf(textbox).commands.setNodeSelection(3);
    });
    fireEvent.keyDown(textbox, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Diagram' })).toBeInTheDocument();
  });
});

describe('RichTextEditor image upload', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' });
  const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';

  function chooseFile(file: File) {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [file] } });
  }

  it('an uploaded PNG is inserted with the base64 source the upload answers', async () => {
    const uploadImage = vi.fn(async () => dataUrl);
    const { textbox } = renderEditor({ uploadImage });
    expect(document.querySelector('input[type="file"]')).toHaveAttribute(
      'accept',
      expect.stringContaining('image/svg+xml'),
    );
    chooseFile(png());
    expect(await within(textbox).findByRole('img', { name: 'chart.png' })).toHaveAttribute('src', dataUrl);
    expect(uploadImage).toHaveBeenCalledWith(expect.any(File), expect.any(AbortSignal));
  });

  it('a GIF is refused without an upload', async () => {
    const uploadImage = vi.fn(async () => dataUrl);
    renderEditor({ uploadImage });
    chooseFile(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only JPEG, PNG and SVG images can be uploaded')).toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('the upload overlay asks before cancelling; confirming aborts the upload', async () => {
    let signal: AbortSignal | undefined;
    const uploadImage = vi.fn(
      (_file: File, given: AbortSignal) =>
        new Promise<string>((_resolve, reject) => {
          signal = given;
          given.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { textbox } = renderEditor({ uploadImage });
    chooseFile(png());
    expect(await screen.findByText('Uploading image…')).toBeInTheDocument();
    fireEvent.click(button('Cancel upload'));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the upload?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep uploading' }));
    expect(signal?.aborted).toBe(false);
    fireEvent.click(button('Cancel upload'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel the upload?' })).getByRole('button', {
        name: 'Cancel upload',
      }),
    );
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText('Uploading image…')).toBeNull());
    expect(within(textbox).queryByRole('img')).toBeNull();
    expect(screen.queryByText('Image was not uploaded')).toBeNull();
  });

  it('a failed upload says so and inserts nothing', async () => {
    const { textbox } = renderEditor({ uploadImage: vi.fn(async () => Promise.reject(new Error('down'))) });
    chooseFile(png());
    expect(await screen.findByText('Image was not uploaded')).toBeInTheDocument();
    expect(within(textbox).queryByRole('img')).toBeNull();
  });
});

describe('RichTextEditor (lazy wrapper)', () => {
  const props: RichTextEditorProps = {
    content: '<p>Hello <a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"></p>',
    label: 'Definition',
  };

  it('read-only shows sanitised text, no editor and no toolbar', () => {
    render(<RichTextEditor {...props} readOnly onSave={vi.fn()} />, { wrapper: Providers });
    const text = screen.getByRole('document', { name: 'Definition' });
    expect(text).toHaveTextContent('Hello');
    expect(text.innerHTML).not.toMatch(/javascript|onerror/);
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('loads the editor on demand when it is editable', async () => {
    render(<RichTextEditor {...props} onSave={vi.fn()} />, { wrapper: Providers });
    expect(await screen.findByRole('textbox', { name: 'Definition' })).toHaveTextContent('Hello');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  });
});
