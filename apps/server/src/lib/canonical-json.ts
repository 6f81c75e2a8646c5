import { createHash } from 'node:crypto';

/**
 * JSON with every object's keys in UTF-16 code-unit order (as JSON canonicalisation sorts them) and no spaces, so that the same value always gives the
 * same text whatever order it was built in: what a seal hashes must be reproducible by anyone who re-reads
 * it. Numbers and strings are written as JSON.stringify writes them; undefined members are left out as
 * JSON.stringify leaves them out.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const members = Object.keys(value)
    .sort()
    .flatMap((key) => {
      const member = (value as Record<string, unknown>)[key];
      return member === undefined ? [] : [`${JSON.stringify(key)}:${canonicalJson(member)}`];
    });
  return `{${members.join(',')}}`;
}

/** The SHA-256 of a text's UTF-8 bytes, in hex. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
