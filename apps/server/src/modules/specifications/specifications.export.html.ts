/*
 * HTML out, for the exports. Stored text is sanitised HTML from a small allow-list, so a tokenizer over tags
 * is enough.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

interface HtmlStyle {
  text(text: string): string;
  open(tag: string, href: string | undefined, listDepth: number, ordered: boolean): string;
  close(tag: string, href: string | undefined): string;
}

function convertHtml(html: string, style: HtmlStyle): string {
  const lists: boolean[] = [];
  const hrefs: (string | undefined)[] = [];
  let out = '';
  for (const [, closing, tagName, attrs, text] of html.matchAll(
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g,
  )) {
    if (text !== undefined) {
      out += style.text(decodeEntities(text).replace(/\s+/g, ' '));
      continue;
    }
    const tag = (tagName ?? '').toLowerCase();
    if (closing) {
      if (tag === 'ul' || tag === 'ol') lists.pop();
      out += style.close(tag, tag === 'a' ? hrefs.pop() : undefined);
    } else {
      const href = /\bhref\s*=\s*"([^"]*)"/i.exec(attrs ?? '')?.[1];
      if (tag === 'a') hrefs.push(href === undefined ? undefined : decodeEntities(href));
      if (tag === 'ul' || tag === 'ol') lists.push(tag === 'ol');
      out += style.open(tag, hrefs.at(-1), lists.length, lists.at(-1) ?? false);
    }
  }
  return out
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol']);

const plainStyle: HtmlStyle = {
  text: (text) => text,
  open: (tag, _href, depth) => (tag === 'br' ? '\n' : tag === 'li' ? `\n${'  '.repeat(depth - 1)}- ` : ''),
  close: (tag) => (BLOCKS.has(tag) ? '\n\n' : ''),
};

/** Plain text of stored HTML: paragraphs apart by a blank line, list items as '- ' lines. */
export function htmlToPlainText(html: string): string {
  return convertHtml(html, plainStyle);
}

export const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]{}]/g, '\\$&');
const INLINE_MARKS: Record<string, string> = { strong: '**', b: '**', em: '*', i: '*', code: '`' };

const markdownStyle: HtmlStyle = {
  text: escapeMarkdown,
  open: (tag, href, depth, ordered) => {
    if (tag === 'br') return '\n';
    if (tag === 'li') return `\n${'  '.repeat(depth - 1)}${ordered ? '1.' : '-'} `;
    if (tag === 'a') return href ? '[' : '';
    return INLINE_MARKS[tag] ?? '';
  },
  close: (tag, href) => {
    if (BLOCKS.has(tag)) return '\n\n';
    if (tag === 'a')
      return href
        ? `](${href.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)})`
        : '';
    return INLINE_MARKS[tag] ?? '';
  },
};

/** OSCAL JSON prose is Markdown. */
export function htmlToMarkdown(html: string): string {
  return convertHtml(html, markdownStyle);
}
