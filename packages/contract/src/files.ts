import { z } from 'zod';

/** What an upload may be, recognised from the bytes, never from the name or declared type. */
export const fileContentTypes = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type FileContentType = (typeof fileContentTypes)[number];

/** Largest upload accepted: 10 MB. */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;

export const storedFileSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  name: z.string(),
  contentType: z.enum(fileContentTypes),
  size: z.number().int(),
  sha256: z.string(),
  /** Where the file is served, for an editor image's `src`. */
  url: z.string(),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
