import { escapeHtml } from '../../../lib/text.js';

/*
 * HTML pieces. Only p, ul, ol, li, strong, em, a, br and code are produced (and a parameter's marker, a span
 * with its data-param), and all text is escaped, so the result survives the server's sanitiser unchanged.
 */

export const SAFE_HREF = /^(?:https?|ftp|mailto):/i;

/** Drops the whitespace that source indentation leaves around blocks, and blocks left empty. */
export function tidy(html: string): string | null {
  const tidied = html
    .replace(/\s*(<\/?(?:p|ul|ol|li)>)\s*/g, '$1')
    .replace(/<p><\/p>|<ul><\/ul>|<ol><\/ol>/g, '')
    .trim();
  return tidied === '' ? null : tidied;
}

export function paragraphsOf(plain: string): string | null {
  const paragraphs = plain
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.length === 0
    ? null
    : paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('');
}
