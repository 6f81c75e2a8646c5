import { Box } from '@mantine/core';
import { NodeSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor } from '@tiptap/react';
import { type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { showErrorToast } from '../../lib/toast';
import { UploadOverlay } from '../UploadOverlay';
import { documentHtml } from './documentHtml';
import { EditorToolbar } from './EditorToolbar';
import { editorExtensions } from './editorExtensions';
import { isAcceptedImage } from './editorRules';
import { ImageLightbox } from './ImageLightbox';
import classes from './RichText.module.css';
import type { RichTextEditorProps } from './RichTextEditorProps';
import { sanitizeHtml } from './sanitizeHtml';
import { useAutosave } from './useAutosave';

type RichTextEditorCoreProps = Omit<RichTextEditorProps, 'readOnly' | 'onSave'> &
  Required<Pick<RichTextEditorProps, 'onSave'>>;

/**
 * The editable editor, with Tiptap: loaded only through RichTextEditor's React.lazy, so the entry chunk
 * and read-only screens never carry it.
 */
export default function RichTextEditorCore({ content, label, onSave, uploadImage }: RichTextEditorCoreProps) {
  const { t } = useTranslation();
  const changed = useAutosave(onSave);
  const [upload, setUpload] = useState<AbortController | null>(null);
  const [lightbox, setLightbox] = useState<{ src: string; alt: string } | null>(null);
  // One set per editor: Tiptap builds its schema from them once.
  const [extensions] = useState(editorExtensions);

  const editor = useEditor({
    extensions,
    content: content === null ? '' : sanitizeHtml(content),
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: `${classes.content} ${classes.editable}`,
      },
      // By keyboard: Enter on a selected image opens it full size.
      handleKeyDown: (view, event) => {
        const { selection } = view.state;
        if (event.key !== 'Enter' || !(selection instanceof NodeSelection)) return false;
        if (selection.node.type.name !== 'image') return false;
        setLightbox({ src: selection.node.attrs.src, alt: selection.node.attrs.alt ?? '' });
        return true;
      },
    },
    // The document is immutable: the snapshot is serialised only when the autosave is due.
    onUpdate: ({ editor: e }) => {
      const { doc, schema } = e.state;
      changed(() => documentHtml(doc, schema));
    },
  });

  const insertImage = async (file: File) => {
    if (uploadImage === undefined) return;
    if (!isAcceptedImage(file)) {
      showErrorToast(t('editor.image.refused'));
      return;
    }
    const controller = new AbortController();
    setUpload(controller);
    try {
      const src = await uploadImage(file, controller.signal);
      if (!editor.isDestroyed) editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch (error) {
      if (!controller.signal.aborted) {
        showErrorToast(t('editor.image.failed'), isApiError(error) ? error.status : undefined);
      }
    } finally {
      setUpload(null);
    }
  };

  // An upload nobody waits for any more is stopped, not left to finish into a destroyed editor.
  useEffect(() => () => upload?.abort(), [upload]);

  // A click on an image shows it full size.
  const openImage = (event: MouseEvent) => {
    if (event.target instanceof HTMLImageElement) {
      setLightbox({ src: event.target.src, alt: event.target.alt });
    }
  };

  return (
    <Box className={classes.frame}>
      <EditorToolbar editor={editor} onImage={uploadImage === undefined ? undefined : insertImage} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the images inside are what is clicked; the keyboard opens a selected image with Enter (handleKeyDown). */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
      <div onClick={openImage}>
        <EditorContent editor={editor} />
      </div>
      {upload !== null && (
        <UploadOverlay
          status={t('editor.image.uploading')}
          question={t('editor.image.cancelQuestion')}
          onCancel={() => upload.abort()}
        />
      )}
      <ImageLightbox image={lightbox} onClose={() => setLightbox(null)} />
    </Box>
  );
}
