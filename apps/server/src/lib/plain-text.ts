import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/** The text sanitize-html escapes, as the reader should see it. */
const decode = (html: string) =>
  html.replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * A text from a file another tool wrote, for a field shown as text: its markup removed (scripts and styles
 * with their content) and its entities read, again until nothing changes, so an escaped tag (`&lt;script&gt;`)
 * cannot come back as markup once decoded. Imports keep the text rather than refuse the whole file.
 */
export function plainTextOf(text: string): string;
export function plainTextOf(text: string | null): string | null;
export function plainTextOf(text: string | null): string | null {
  if (text === null) return null;
  let current = text;
  for (;;) {
    const next = decode(sanitizeHtml(current, { allowedTags: [], allowedAttributes: {} }));
    if (next === current) return next.trim();
    current = next;
  }
}

/** The tags that end a line of rich text. */
const LINE_ENDS = /<\/(?:p|div|li|h[1-6]|tr|blockquote|pre)>|<br\s*\/?>/gi;

/**
 * Rich text (a requirement's statement, documentation) as the lines a printed document shows: one per
 * paragraph, list entry or line break, its markup removed. Text without markup is only split.
 */
export function plainLinesOf(html: string | null): string[] {
  if (html === null) return [];
  const text = /[<&]/.test(html) ? plainTextOf(html.replace(LINE_ENDS, '\n')) : html;
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
