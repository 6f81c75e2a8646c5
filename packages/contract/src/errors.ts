import { z } from 'zod';

/** Machine-readable error codes; the web app maps each to a translated message (spec §8). */
export const errorCodes = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'storage_quota_exceeded',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Every error answer of the API has this shape (DESIGN §8). */
export const errorBodySchema = z.object({
  status: z.number().int(),
  code: z.enum(errorCodes),
  message: z.string(),
  details: z.array(z.object({ field: z.string().optional(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
