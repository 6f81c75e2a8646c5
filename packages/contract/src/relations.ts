import { z } from 'zod';
import { itemSchema, refSchema } from './items.js';
import { itemCategories, type RelationGroupKey, relationTypes } from './registers.js';

/** The `name` a section carries in the relations answer: wire format, kept as it was for existing callers. */
export const relationGroupNames: Record<RelationGroupKey, string> = {
  controlExecutions: 'Control executions',
  riskScenarios: 'Risk scenarios',
  parentProducts: 'Parent products',
  childAssets: 'Child assets',
  executionsOnAssets: 'Executions on assets',
  affectedAssets: 'Affected assets',
  asset: 'Asset',
  control: 'Control',
  origins: 'Origins',
  causes: 'Causes',
  risks: 'Risks',
  reducingControls: 'Reducing controls',
  reducingTreatments: 'Reducing treatments',
};

/** One related item with the link that connects it (id, relationType, parentId, childId). */
export const relatedItemSchema = z.object({
  id: z.uuid(),
  relationType: z.enum(relationTypes),
  parentId: z.uuid().nullable(),
  childId: z.uuid().nullable(),
  item: itemSchema,
});
/** A connection section of the details dialog: its name, the register to add from, and the related items. */
export const relationGroupSchema = z.object({
  name: z.string(),
  create: z.enum(itemCategories),
  relationType: z.enum(relationTypes),
  items: z.array(relatedItemSchema),
});
export const relationsSchema = z.array(relationGroupSchema);
export type RelationGroup = z.infer<typeof relationGroupSchema>;
export type RelatedItem = z.infer<typeof relatedItemSchema>;

/** Bodies of the relation POSTs repeat the path's ids; when given they must agree with it. */
export const relationBodySchema = z
  .object({ assetId: refSchema, itemId: refSchema, productId: refSchema, threatId: refSchema })
  .partial()
  .strict();
export type RelationBody = z.infer<typeof relationBodySchema>;
export const relationSchema = z.object({
  id: z.uuid(),
  relationType: z.enum(relationTypes),
  parentId: z.uuid(),
  childId: z.uuid(),
});
