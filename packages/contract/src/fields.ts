import { z } from 'zod';

/** A free text a body may leave empty: trimmed, and empty or null both stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

/** What an HTML parser reads as the start of a tag, comment or declaration (`a < b` is still text). */
const MARKUP = /<[a-z!/?]/i;

/**
 * A free text that is shown as text, never as HTML: markup is refused rather than stored, so no
 * reader that renders it as HTML later can run a script kept here. Rich texts are documentation instead.
 */
export const plainText = (max: number) =>
  optionalText(max).refine((v) => v === null || !MARKUP.test(v), {
    error: 'must be plain text, without HTML markup',
  });
