import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_DEPTH, guardJson, guardXml, ImportError } from './document-limits.js';

function refusal(guard: (text: string) => void, text: string) {
  try {
    guard(text);
  } catch (error) {
    if (error instanceof ImportError) return { code: error.code, params: error.params };
    throw error;
  }
  return undefined;
}

const tooDeep = (line: number) => ({ code: 'importTooDeep', params: { line, max: DOCUMENT_MAX_DEPTH } });

describe('guardJson', () => {
  it('lets nesting up to the limit through and refuses the level past it on its line', () => {
    const nested = (depth: number) => `${'['.repeat(depth - 1)}\n{"a": 1}${']'.repeat(depth - 1)}`;
    expect(refusal(guardJson, nested(DOCUMENT_MAX_DEPTH))).toBeUndefined();
    expect(refusal(guardJson, nested(DOCUMENT_MAX_DEPTH + 1))).toEqual(tooDeep(2));
    expect(refusal(guardJson, '['.repeat(20_000))).toEqual(tooDeep(1));
  });

  it('counts no bracket inside a string, escaped quotes and backslashes included', () => {
    const brackets = '[{'.repeat(DOCUMENT_MAX_DEPTH);
    expect(refusal(guardJson, JSON.stringify({ text: brackets, quoted: `"${brackets}\\`, after: [] }))).toBe(
      undefined,
    );
    expect(refusal(guardJson, `{"open": "${brackets}`)).toBeUndefined();
  });
});

describe('guardXml', () => {
  const nested = (depth: number, inner = '') =>
    `<?xml version="1.0"?>\n${'<a>'.repeat(depth)}${inner}${'</a>'.repeat(depth)}`;

  it('lets nesting up to the limit through and refuses the element past it on its line', () => {
    expect(
      refusal(guardXml, nested(DOCUMENT_MAX_DEPTH - 1, '<empty/><b x="1" /><c>text</c>')),
    ).toBeUndefined();
    expect(refusal(guardXml, nested(DOCUMENT_MAX_DEPTH + 1))).toEqual(tooDeep(2));
    expect(refusal(guardXml, nested(1, `\n${'<a>'.repeat(20_000)}`))).toEqual(tooDeep(3));
  });

  it('counts no markup inside comments, CDATA, processing instructions or attribute values', () => {
    const open = '<a>'.repeat(DOCUMENT_MAX_DEPTH);
    const quoted = `<!-- ${open} --><![CDATA[${open}]]><?note ${open}?><b title="${open}" alt='${open}'/>`;
    expect(refusal(guardXml, nested(DOCUMENT_MAX_DEPTH, quoted))).toBeUndefined();
  });

  it('refuses a document type declaration, however it is written, but not the words in a comment', () => {
    const entity = '<!ENTITY secret SYSTEM "file:///etc/passwd">';
    expect(refusal(guardXml, `<?xml version="1.0"?>\n<!DOCTYPE a [${entity}]>\n<a>&secret;</a>`)).toEqual({
      code: 'importDoctype',
      params: { line: 2 },
    });
    expect(refusal(guardXml, '<!doctype a SYSTEM "http://127.0.0.1/a.dtd"><a/>')?.code).toBe('importDoctype');
    expect(refusal(guardXml, '<a><!-- <!DOCTYPE a> --><![CDATA[<!DOCTYPE a>]]></a>')).toBeUndefined();
  });
});
