import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_COLOUR, FONT_COLOURS, HIGHLIGHT_COLOURS } from './colours';
import {
  AUTOSAVE_MS,
  DEFAULT_FONT_SIZE,
  FONT_FAMILIES,
  INDENT_MAX_PX,
  INDENT_STEP_PX,
  isAcceptedImage,
  isAllowedHref,
  nextIndent,
  snapIndent,
  tableSize,
  toLinkHref,
} from './editorRules';

describe('editor rules', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['www.example.com/a?b=c', 'https://www.example.com/a?b=c'],
    ['  example.com  ', 'https://example.com'],
    ['example.com:8080/path', 'https://example.com:8080/path'],
    ['//example.com', 'https://example.com'],
  ])('%j without http:// or https:// becomes %j', (input, href) => {
    expect(toLinkHref(input)).toEqual({ href });
  });

  it.each([
    'http://example.com',
    'https://example.com/x',
    'HTTPS://EXAMPLE.COM',
    'ftp://files.example.com/a.txt',
    'mailto:ada@example.com',
  ])('%s is allowed as it is', (input) => {
    expect(toLinkHref(input)).toEqual({ href: input });
    expect(isAllowedHref(input)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'tel:+4712345678',
    'vbscript:msgbox',
  ])('%s is refused for its protocol', (input) => {
    expect(toLinkHref(input)).toEqual({ error: 'protocol' });
    expect(isAllowedHref(input)).toBe(false);
  });

  it('an empty or unusable address is refused', () => {
    expect(toLinkHref('   ')).toEqual({ error: 'empty' });
    expect(toLinkHref('mailto:')).toEqual({ error: 'invalid' });
    expect(toLinkHref('https://')).toEqual({ error: 'invalid' });
    expect(toLinkHref('exa mple.com')).toEqual({ error: 'invalid' });
  });

  it('indent moves by 30 px and stays within 0..210', () => {
    expect(INDENT_STEP_PX).toBe(30);
    expect(INDENT_MAX_PX).toBe(210);
    let indent = 0;
    const seen = [];
    for (let step = 0; step < 8; step++) {
      indent = nextIndent(indent, 1);
      seen.push(indent);
    }
    expect(seen).toEqual([30, 60, 90, 120, 150, 180, 210, 210]);
    for (let step = 0; step < 8; step++) indent = nextIndent(indent, -1);
    expect(indent).toBe(0);
  });

  it('a margin from elsewhere is snapped to the grid', () => {
    expect(snapIndent(44)).toBe(30);
    expect(snapIndent(1000)).toBe(210);
    expect(snapIndent(-30)).toBe(0);
    expect(snapIndent(Number.NaN)).toBe(0);
    expect(nextIndent(44, 1)).toBe(60);
  });

  it.each([
    [0, 3, null],
    [3, 0, null],
    [0, 0, null],
    [-1, 2, null],
    [Number.NaN, 2, null],
    [1.5, 2, null],
    [1, 1, { rows: 1, cols: 1 }],
    [4, 2, { rows: 4, cols: 2 }],
  ])('%s rows and %s columns → %j', (rows, cols, size) => {
    expect(tableSize(rows, cols)).toEqual(size);
  });

  it.each([
    ['photo.jpeg', 'image/jpeg', true],
    ['photo.JPG', 'image/jpeg', true],
    ['chart.png', 'image/png', true],
    ['logo.svg', 'image/svg+xml', true],
    ['logo.svg', '', true],
    ['anim.gif', 'image/gif', false],
    ['photo.webp', 'image/webp', false],
    ['evil.png', 'text/html', false],
    ['noextension', 'image/png', false],
  ])('%s (%s) accepted: %s', (name, type, accepted) => {
    expect(isAcceptedImage({ name, type })).toBe(accepted);
  });

  it('autosave 3000 ms, the three font families, default size 16', () => {
    expect(AUTOSAVE_MS).toBe(3000);
    expect(FONT_FAMILIES).toEqual(['serif', 'sans-serif', 'monospace']);
    expect(DEFAULT_FONT_SIZE).toBe(16);
  });

  it('nine font and nine highlight colours with name, hexCode and identifier', () => {
    expect(FONT_COLOURS.map((c) => c.identifier)).toEqual([
      'green',
      'orange',
      'red',
      'pink',
      'blue',
      'purple',
      'grey-50',
      'white',
      'black',
    ]);
    expect(HIGHLIGHT_COLOURS.map((c) => c.identifier)).toEqual(
      'green yellow orange teal purple red blue turquoise grey-50'.split(' '),
    );
    for (const option of [...FONT_COLOURS, ...HIGHLIGHT_COLOURS]) {
      expect(Object.keys(option).sort()).toEqual(['hexCode', 'identifier', 'name']);
      expect(option.hexCode).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(DEFAULT_FONT_COLOUR).toBe('#000000');
    expect(FONT_COLOURS.find((c) => c.identifier === 'black')?.hexCode).toBe('#000000');
  });
});
