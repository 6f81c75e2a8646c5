import sanitizeHtml from 'sanitize-html';

const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.%\s,]+\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^\d{1,4}(\.\d{1,2})?(px|pt|em|rem|%)$/];
/** Family names and generic families only: letters, digits, spaces, hyphens, quotes and commas. */
const FONT_FAMILY = [/^[\w\s,'"-]{1,100}$/];

/**
 * Inline styles the editor writes (text colour, highlight, font family and size, indent, alignment, table
 * widths); any other property, and any value outside these patterns, is dropped.
 */
const STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    color: COLOUR,
    'background-color': COLOUR,
    'font-family': FONT_FAMILY,
    'font-size': LENGTH,
    'margin-left': LENGTH,
    'padding-left': LENGTH,
    'text-align': [/^(left|right|center|justify)$/],
    width: LENGTH,
    'min-width': LENGTH,
  },
};

const BLOCK = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'hr', 'br'];
const LISTS = ['ul', 'ol', 'li'];
const MARKS = ['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'code', 'mark', 'span', 'sub', 'sup'];
const TABLES = ['table', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

/** Editor images: inline PNG, JPEG or SVG, or a file uploaded to this server. Nothing from other hosts. */
const IMAGE_SOURCE =
  /^(data:image\/(png|jpeg|svg\+xml);base64,[a-z0-9+/=\s]+|\/v[12]\/Files\/[0-9a-z-]{1,36})$/i;
const LINK = /^(https?:\/\/|ftp:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCK, ...LISTS, ...MARKS, ...TABLES, 'a', 'img'],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    mark: ['data-color'],
    // An imported statement marks where each of its parameters goes (import/oscal.params.ts).
    span: ['data-param'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
  },
  allowedStyles: STYLES,
  allowedSchemes: ['http', 'https', 'ftp', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Relative and scheme-less links go too: the editor always writes an absolute address.
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const safe = href !== undefined && LINK.test(href.trim());
      return {
        tagName,
        attribs: safe ? { ...rest, href: href.trim(), rel: 'noopener noreferrer nofollow' } : rest,
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? ''),
};

/** Anything a reader would see: text, or an image, rule or table. */
const SUBSTANTIAL = /<(img|hr|table)\b/i;

/**
 * The editor's HTML reduced to what the editor can produce; null when nothing visible is left,
 * since an empty document counts as no documentation.
 */
export function sanitizeDocumentationHtml(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '');
  return text === '' && !SUBSTANTIAL.test(clean) ? null : clean;
}
