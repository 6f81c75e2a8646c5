import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditorProps';
import { RichTextView } from './RichTextView';

const RichTextEditorCore = lazy(() => import('./RichTextEditorCore'));

/**
 * The reusable rich-text editor (spec §2). This wrapper is light: Tiptap loads in its own chunk the
 * first time something is edited, and read-only text never loads it.
 */
export function RichTextEditor({ readOnly = false, onSave, ...props }: RichTextEditorProps) {
  if (readOnly || onSave === undefined) {
    return <RichTextView html={props.content} label={props.label} />;
  }
  return (
    <Suspense fallback={<Skeleton height={160} aria-label={props.label} />}>
      <RichTextEditorCore {...props} onSave={onSave} />
    </Suspense>
  );
}
