/** The editor saves this long after the last edit. */
export const AUTOSAVE_MS = 3000;
/** Paragraphs and headings indent in steps of 30 px, up to 210 px. */
export const INDENT_STEP_PX = 30;
export const INDENT_MAX_PX = 210;
/** Text without a size of its own is 16 px. */
export const DEFAULT_FONT_SIZE = 16;
export const FONT_SIZES = [10, 12, 14, 16, 18, 20, 24, 28, 32, 40] as const;
/** The font choices, as CSS generic families so every platform has them. */
export const FONT_FAMILIES = ['serif', 'sans-serif', 'monospace'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

/** The image types an upload may be: those the server's allow-list takes. */
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'svg'] as const;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'];
export const IMAGE_ACCEPT = [...IMAGE_TYPES, ...IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(',');

/** Only jpeg, jpg, png and svg. The server checks the bytes again; this only spares a doomed upload. */
export function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const knownExtension = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  // Some systems declare no type for .svg; a declared type must still be one of ours.
  return knownExtension && (file.type === '' || IMAGE_TYPES.includes(file.type));
}

/** A margin as the editor keeps it: on the 30 px grid, within 0..210 px. */
export function snapIndent(px: number): number {
  const snapped = Number.isFinite(px) ? Math.round(px / INDENT_STEP_PX) * INDENT_STEP_PX : 0;
  return Math.min(INDENT_MAX_PX, Math.max(0, snapped));
}

/** The indent of a block one step in (1) or out (-1). */
export const nextIndent = (current: number, direction: 1 | -1): number =>
  snapIndent(snapIndent(current) + direction * INDENT_STEP_PX);

/** A table needs at least one row and one column; anything else inserts nothing. */
export function tableSize(rows: number, cols: number): { rows: number; cols: number } | null {
  return Number.isInteger(rows) && Number.isInteger(cols) && rows > 0 && cols > 0 ? { rows, cols } : null;
}

export type LinkResult = { href: string } | { error: 'empty' | 'protocol' | 'invalid' };

const ALLOWED_SCHEMES = ['http', 'https', 'ftp', 'mailto'];
// A colon followed by digits is a port ('example.com:8080'), not a scheme.
const SCHEME = /^([a-z][a-z\d+.-]*):(?!\d)/i;

/**
 * A link without a scheme gets https:// in front; only web (http, https), ftp and mailto links
 * are allowed, so `javascript:`, `data:` and the like never reach the document.
 */
export function toLinkHref(input: string): LinkResult {
  const text = input.trim();
  if (text === '') return { error: 'empty' };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined && !ALLOWED_SCHEMES.includes(scheme)) return { error: 'protocol' };
  const href = scheme === undefined ? `https://${text.replace(/^\/+/, '')}` : text;
  const valid = scheme === 'mailto' ? href.length > 'mailto:'.length : hostOf(href) !== '';
  return valid ? { href } : { error: 'invalid' };
}

function hostOf(href: string): string {
  try {
    return new URL(href).hostname;
  } catch {
    return '';
  }
}

/** Whether a link the editor meets (typed, pasted or loaded) may stay a link. */
export const isAllowedHref = (href: string): boolean => {
  const result = toLinkHref(href);
  return 'href' in result && result.href === href.trim();
};
