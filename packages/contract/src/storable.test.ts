import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sayText } from './messages/index.js';
import { storable } from './storable.js';

const schema = storable(
  z.object({ name: z.string(), tags: z.array(z.string()), extra: z.record(z.string(), z.string()) }),
);
const valid = { name: 'Backups 💾', tags: ['a'], extra: { key: 'value' } };

/** The field and the code of each problem, as the server's answer names them. */
const problemsOf = (value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => ({ path: issue.path, ...sayText(issue.message) })) ??
  [];

describe('the rule for text the database cannot store', () => {
  it('passes whole surrogate pairs and every other character', () => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(problemsOf({ ...valid, name: '\t\u0001\uFFFF\uD83D\uDCBE' })).toEqual([]);
  });

  it('names each text with NUL or half a surrogate pair, keys included, before the schema speaks', () => {
    expect(
      problemsOf({
        name: 'a\u0000b',
        tags: ['ok', '\uD800', 'x\uDC00'],
        extra: { 'k\u0000': 'v', key: '\uD83D\uD83D\uDCBE' },
        unknown: 1,
      }),
    ).toEqual([
      {
        path: ['name'],
        message: 'contains a character that cannot be stored: U+0000',
        messageCode: 'unstorableCharacter',
        messageParams: { character: 'U+0000' },
      },
      { path: ['tags', 1], ...sayText('contains a character that cannot be stored: U+D800') },
      { path: ['tags', 2], ...sayText('contains a character that cannot be stored: U+DC00') },
      { path: ['extra', 'k\u0000'], ...sayText('contains a character that cannot be stored: U+0000') },
      { path: ['extra', 'key'], ...sayText('contains a character that cannot be stored: U+D83D') },
    ]);
  });

  it('leaves bytes alone', () => {
    expect(storable(z.instanceof(Buffer)).safeParse(Buffer.from([0, 0xd8])).success).toBe(true);
  });
});
