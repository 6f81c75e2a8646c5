import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from './RichTextView';

const RichTextEditorCore = lazy(() => import('./RichTextEditorCore'));

/** Uploads an image and answers the `src` to insert (a data: URL, spec §3); rejects when `signal` aborts. */
export type ImageUpload = (file: File, signal: AbortSignal) => Promise<string>;

export interface RichTextEditorProps {
  /** The stored HTML; null for an empty document. Read once: the editor owns the text afterwards. */
  content: string | null;
  /** Accessible name of the text area, e.g. 'Definition'. */
  label: string;
  /** Shows the text without the editor (authoritative documentation, readers). */
  readOnly?: boolean;
  /**
   * Called 3 s after the last edit and when the editor is left (unmount, page hidden) with the HTML, or
   * null when the document is empty (spec §3, §4). Required unless `readOnly`.
   */
  onSave?: (content: string | null) => void;
  /** Enables the image button. */
  uploadImage?: ImageUpload;
}

/**
 * The reusable rich-text editor (spec §2). This wrapper is light: Tiptap loads in its own chunk the
 * first time something is edited, and read-only text never loads it.
 */
export function RichTextEditor({ readOnly = false, onSave, ...props }: RichTextEditorProps) {
  const { t } = useTranslation();
  if (readOnly || onSave === undefined) {
    return <RichTextView html={props.content} label={props.label} />;
  }
  return (
    // A name needs a role: the placeholder is a status that says the editor is on its way.
    <Suspense fallback={<Skeleton height={160} role="status" aria-label={t('app.loading')} />}>
      <RichTextEditorCore {...props} onSave={onSave} />
    </Suspense>
  );
}
