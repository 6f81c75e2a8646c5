import type { FileContentType } from '@praxis/contract';
import sanitizeHtml from 'sanitize-html';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** Only the start of a document decides whether it is an SVG; prologs longer than this are not ours. */
const SVG_PROLOG_LIMIT = 4096;

/**
 * True when the text opens, after an optional XML declaration, comments and a DOCTYPE, with an `<svg`
 * element. A DOCTYPE with an internal subset (entity declarations) is refused: no image needs one.
 */
export function opensAsSvg(text: string): boolean {
  let rest = text.replace(/^\uFEFF/, '').slice(0, SVG_PROLOG_LIMIT);
  for (;;) {
    rest = rest.trimStart();
    const prolog = /^(<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^[>]*>)/i.exec(rest);
    if (!prolog) return /^<svg[\s/>]/.test(rest);
    rest = rest.slice(prolog[0].length);
  }
}

/** The text of `content` when it is valid UTF-8; undefined otherwise. */
export function decodeUtf8(content: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return undefined;
  }
}

/** The type of an upload from its bytes; undefined for anything but PNG, JPEG and SVG. */
export function detectContentType(content: Buffer): FileContentType | undefined {
  if (content.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (content.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  const text = decodeUtf8(content);
  if (text !== undefined && opensAsSvg(text)) return 'image/svg+xml';
  return undefined;
}

const EXTENSIONS: Record<FileContentType, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/svg+xml': ['svg'],
};

/**
 * A name may leave out its extension, but one it has must agree with the content: a PNG called `.svg`
 * would be saved under a misleading name by whoever downloads it.
 */
export function nameAgrees(filename: string, contentType: FileContentType): boolean {
  const extension = /\.([^./\\]+)$/.exec(filename)?.[1]?.toLowerCase();
  return extension === undefined || EXTENSIONS[contentType].includes(extension);
}

const SVG_TAGS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
  'feDropShadow',
];

/** Presentation properties: SVG takes them as attributes and as `style` declarations alike. */
const SVG_PRESENTATION = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'stop-color',
  'stop-opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'clip-path',
  'mask',
];

const SVG_ATTRIBUTES = [
  'id',
  'class',
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'transform',
  'clip-rule',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'dx',
  'dy',
  'rotate',
  'stdDeviation',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'flood-color',
  'flood-opacity',
  'href',
  'xlink:href',
  ...SVG_PRESENTATION,
];

/** Colours, lengths, keywords and references inside the document; no other function, no outside url(). */
const STYLE_VALUE = [/^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|url\(\s*#[\w-]+\s*\)|[\w\s.,%'"-]{1,100})$/i];
const SVG_STYLES = Object.fromEntries(SVG_PRESENTATION.map((property) => [property, STYLE_VALUE]));

/** A reference is only safe when it stays inside the document: `#id` or `url(#id)`. */
const EXTERNAL_REFERENCE = /url\s*\(\s*(?!['"]?#)/i;

/**
 * An SVG with nothing that runs or reaches out: scripts, event handlers, foreign objects, style sheets and
 * every reference outside the document are dropped (element and attribute allow-lists). Undefined when
 * nothing of an SVG is left.
 */
export function sanitizeSvg(text: string): string | undefined {
  const clean = sanitizeHtml(text, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': [...SVG_ATTRIBUTES, 'style'] },
    allowedStyles: { '*': SVG_STYLES },
    // Foreign objects, scripts and style sheets go with their content, not just their tags.
    nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript', 'iframe'],
    allowedSchemes: [],
    allowProtocolRelative: false,
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    transformTags: {
      '*': (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(
          Object.entries(attribs).filter(([name, value]) => {
            if (name === 'href' || name === 'xlink:href') return value.trim().startsWith('#');
            // Style declarations are judged one by one by the style allow-list, not as a whole.
            return name === 'style' || !EXTERNAL_REFERENCE.test(value);
          }),
        ),
      }),
    },
  }).trim();
  return /^<svg[\s/>]/.test(clean) ? clean : undefined;
}
