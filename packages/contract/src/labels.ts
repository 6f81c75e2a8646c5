import { z } from 'zod';
import { formMessages } from './users.js';

/** The nine highlight colours, by identifier; a label is drawn in one of them. */
export const highlightColours = [
  'green',
  'yellow',
  'orange',
  'teal',
  'purple',
  'red',
  'blue',
  'turquoise',
  'grey-50',
] as const;
export type HighlightColour = (typeof highlightColours)[number];

export const LABEL_NAME_MAX_CHARS = 50;
/** How many labels one item or requirement may carry: more is noise, not a classification. */
export const MAX_LABELS_PER_OWNER = 50;

// ---------------------------------------------------------------------------------------------------------
// GET /v1/Labels (everyone who reads data), POST /v1/Labels, PUT and DELETE /v1/Labels/{id} (administrators).
// Names are unique per company in any letter case (409 naming body.name). Deleting a label takes it off
// every item and requirement.

export const labelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  colour: z.enum(highlightColours),
});
export type Label = z.infer<typeof labelSchema>;

export const labelInputSchema = z
  .object({
    name: z
      .string({ error: formMessages.required })
      .trim()
      .min(1, formMessages.required)
      .max(LABEL_NAME_MAX_CHARS, `At most ${LABEL_NAME_MAX_CHARS} characters`),
    colour: z.enum(highlightColours, { error: `Must be one of ${highlightColours.join(', ')}` }),
  })
  .strict();
export type LabelInput = z.infer<typeof labelInputSchema>;

export const labelIdParamSchema = z.object({ id: z.uuid() }).strict();

// ---------------------------------------------------------------------------------------------------------
// GET and PUT /v2/{category}/{id}/labels (v1 with a legacy id), category any register or Requirements:
// PUT replaces the owner's labels with `labelIds` and answers them, in name order.

export const putOwnerLabelsSchema = z
  .object({
    labelIds: z
      .array(z.uuid())
      .max(MAX_LABELS_PER_OWNER, `At most ${MAX_LABELS_PER_OWNER} labels`)
      .transform((ids) => [...new Set(ids)]),
  })
  .strict();
export type PutOwnerLabels = z.infer<typeof putOwnerLabelsSchema>;

export const ownerLabelsSchema = z.array(labelSchema);
