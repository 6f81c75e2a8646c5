import { Text } from '@mantine/core';
import type { RequirementParameter } from '@praxis/contract';
import { type KeyboardEvent, type MouseEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageLightbox } from './ImageLightbox';
import { markParameters } from './parameterMarks';
import classes from './RichText.module.css';
import { sanitizeHtml } from './sanitizeHtml';

interface RichTextViewProps {
  /** Stored documentation HTML; null or empty shows the empty-state text. */
  html: string | null;
  /** The accessible name of the text, e.g. the documentation class. */
  label: string;
  /** A statement's parameters, whose values in effect its markers show. */
  parameters?: RequirementParameter[];
}

/**
 * Read-only rich text (authoritative documentation, and anything a reader sees): DOMPurify-sanitised
 * HTML, without loading the editor. Images open in the lightbox by click or by Enter, since each image is
 * made a button here.
 */
export function RichTextView({ html, label, parameters }: RichTextViewProps) {
  const { t } = useTranslation();
  const [lightbox, setLightbox] = useState<{ src: string; alt: string } | null>(null);
  const clean = useMemo(() => {
    // An inert document: nothing in it loads or runs while the images are made into buttons.
    const parsed = new DOMParser().parseFromString(sanitizeHtml(html ?? ''), 'text/html');
    for (const image of parsed.body.querySelectorAll('img')) {
      image.tabIndex = 0;
      image.setAttribute('role', 'button');
      image.setAttribute(
        'aria-label',
        t('editor.image.open', { name: image.alt || t('editor.image.lightbox') }),
      );
    }
    markParameters(parsed.body, (mark) => t(`parameters.marks.${mark}`), parameters);
    return parsed.body.innerHTML;
  }, [html, t, parameters]);

  const open = (event: MouseEvent | KeyboardEvent) => {
    if (event.target instanceof HTMLImageElement) {
      event.preventDefault();
      setLightbox({ src: event.target.src, alt: event.target.alt });
    }
  };

  if (clean.trim() === '') {
    return (
      <Text c="dimmed" size="sm" aria-label={label}>
        {t('editor.empty')}
      </Text>
    );
  }
  return (
    <>
      <div
        role="document"
        aria-label={label}
        className={classes.content}
        onClick={open}
        onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && open(event)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      <ImageLightbox image={lightbox} onClose={() => setLightbox(null)} />
    </>
  );
}
