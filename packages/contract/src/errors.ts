import { z } from 'zod';
import { messageCodes } from './messages/index.js';

/** Machine-readable error codes; the web app maps each to a translated message. */
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

/**
 * A problem's code in the catalogue and its parameters, beside the English `message`: optional, as a proxy's
 * answer has none. A message about a field may name the field before the code's text.
 */
const coded = {
  message: z.string(),
  messageCode: z.enum(messageCodes).optional(),
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

/** Every error answer of the API has this shape. */
export const errorBodySchema = z.object({
  status: z.number().int(),
  code: z.enum(errorCodes),
  ...coded,
  details: z.array(z.object({ field: z.string().optional(), ...coded })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
