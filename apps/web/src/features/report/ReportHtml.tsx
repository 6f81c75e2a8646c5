import { useMemo } from 'react';
import richText from '../../components/RichTextEditor/RichText.module.css';
import { sanitizeHtml } from '../../components/RichTextEditor/sanitizeHtml';
import classes from './ReportPage.module.css';

interface ReportHtmlProps {
  html: string;
}

/**
 * Documentation HTML in the report, DOMPurify-sanitised like RichTextView but without its lightbox: paper
 * has nothing to click, and a thousand requirements should not mount a thousand dialogs.
 */
export function ReportHtml({ html }: ReportHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={`${richText.content} ${classes.html}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
