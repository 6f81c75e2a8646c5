import { z } from 'zod';

/** The documents a route can answer besides its JSON: PDF, Word and a spreadsheet. */
export const documentFormats = ['pdf', 'docx', 'xlsx'] as const;
export type DocumentFormat = (typeof documentFormats)[number];

export const documentContentTypes: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const paperSizes = ['A4', 'Letter'] as const;
export type PaperSize = (typeof paperSizes)[number];

/**
 * How a route that answers JSON or a document is asked for a document: `format` (without it, the Accept
 * header chooses, JSON first) and the paper of a PDF or Word file, A4 unless said.
 */
export const documentQueryShape = {
  format: z.enum(['json', ...documentFormats]).optional(),
  paper: z.enum(paperSizes).default('A4'),
};
export const documentQuerySchema = z.object(documentQueryShape).strict();
export type DocumentQuery = z.infer<typeof documentQuerySchema>;
