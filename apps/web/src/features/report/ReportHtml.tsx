import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { markParameters } from '../../components/RichTextEditor/parameterMarks';
import richText from '../../components/RichTextEditor/RichText.module.css';
import { sanitizeHtml } from '../../components/RichTextEditor/sanitizeHtml';
import classes from './ReportPage.module.css';

interface ReportHtmlProps {
  html: string;
}

/**
 * Documentation HTML in the report (statements with their parameters marked), DOMPurify-sanitised like RichTextView but without its lightbox: paper
 * has nothing to click, and a thousand requirements should not mount a thousand dialogs.
 */
export function ReportHtml({ html }: ReportHtmlProps) {
  const { t } = useTranslation();
  const clean = useMemo(() => {
    const safe = sanitizeHtml(html);
    // Only a statement with parameters is parsed again, to mark them: most texts of a report have none.
    if (!safe.includes('data-param')) return safe;
    const parsed = new DOMParser().parseFromString(safe, 'text/html');
    markParameters(parsed.body, (mark) => t(`parameters.marks.${mark}`));
    return parsed.body.innerHTML;
  }, [html, t]);
  return (
    <div
      className={`${richText.content} ${classes.html}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
