import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './RichTextEditorProps';
import { RichTextView } from './RichTextView';

const RichTextEditorCore = lazy(() => import('./RichTextEditorCore'));

/**
 * The reusable rich-text editor. This wrapper is light: Tiptap loads in its own chunk the
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
