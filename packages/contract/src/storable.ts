import { z } from 'zod';
import { messageText } from './messages/index.js';

/**
 * What PostgreSQL cannot keep in text: NUL, which it refuses, and half of a UTF-16 surrogate pair, which
 * the drivers turn into U+FFFD in a text column and which a JSON column (the audit log's) refuses.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the characters this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Every text, names of keys included, that holds a character the database cannot store, and where. */
function unstorableTexts(
  value: unknown,
  path: PropertyKey[] = [],
): { path: PropertyKey[]; character: string }[] {
  if (typeof value === 'string') {
    const found = UNSTORABLE.exec(value)?.[0];
    return found === undefined ? [] : [{ path, character: codePoint(found) }];
  }
  if (Array.isArray(value)) return value.flatMap((entry, index) => unstorableTexts(entry, [...path, index]));
  // Bytes (a body read raw) are no text: walking them would visit every byte.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return [];
  return Object.entries(value).flatMap(([key, entry]) => [
    ...unstorableTexts(key, [...path, key]),
    ...unstorableTexts(entry, [...path, key]),
  ]);
}

/** The first character of `value`'s texts that the database cannot store, written U+XXXX, if any. */
export const unstorableCharacter = (value: unknown) => unstorableTexts(value)[0]?.character;

/** Whether the database can store every text of `value`, for what reads a request past the route's schemas. */
export const isStorable = (value: unknown) => unstorableCharacter(value) === undefined;

/**
 * Any value whose texts the database can store, whatever its shape: the one rule for every text a request
 * brings (params, query, body, a form's fields), so no field can be left without it.
 */
export const storableValue = z.unknown().superRefine((value, context) => {
  for (const { path, character } of unstorableTexts(value)) {
    context.addIssue({ code: 'custom', path, message: messageText('unstorableCharacter', { character }) });
  }
});

/** `schema` behind the rule of `storableValue`: a text the database cannot store is refused first. */
export const storable = <S extends z.core.$ZodType>(schema: S) => storableValue.pipe(schema);
