import { z } from 'zod';

/** A free text a body may leave empty: trimmed, and empty or null both stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));
