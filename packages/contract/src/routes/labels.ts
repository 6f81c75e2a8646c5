import { z } from 'zod';
import {
  labelIdParamSchema,
  labelInputSchema,
  labelSchema,
  ownerLabelsSchema,
  putOwnerLabelsSchema,
} from '../labels.js';
import { documentationOwnerCategories } from '../registers.js';
import { defineOwnerRoute, defineRoute, noContent } from './route.js';

const tags = ['labels'];
const owned = {
  owners: documentationOwnerCategories,
  path: '/{owner}/:id/labels',
  refs: ['id'],
  versions: [1, 2],
  tags,
} as const;

/** Labels administrators define, and the labels users put on items of every register and on requirements. */
export const labelRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/Labels',
    versions: [1],
    access: 'data:read',
    response: z.array(labelSchema),
    tags,
    summary: "The company's labels, by name",
  }),
  create: defineRoute({
    method: 'POST',
    path: '/Labels',
    versions: [1],
    access: 'company:admin',
    body: labelInputSchema,
    response: labelSchema,
    status: 201,
    refusals: [409],
    tags,
    summary: 'Define a label (the name unique in the company in any letter case)',
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/Labels/:id',
    versions: [1],
    access: 'company:admin',
    params: labelIdParamSchema,
    body: labelInputSchema,
    response: labelSchema,
    refusals: [409],
    tags,
    summary: 'Rename or recolour a label',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/Labels/:id',
    versions: [1],
    access: 'company:admin',
    params: labelIdParamSchema,
    ...noContent,
    tags,
    summary: 'Delete a label; it comes off every item and requirement',
  }),
  ofOwner: defineOwnerRoute({
    ...owned,
    method: 'GET',
    access: 'data:read',
    response: ownerLabelsSchema,
    summary: 'The labels on one of the {owner}',
  }),
  putOnOwner: defineOwnerRoute({
    ...owned,
    method: 'PUT',
    access: 'data:write',
    body: putOwnerLabelsSchema,
    response: ownerLabelsSchema,
    summary: 'Replace the labels on one of the {owner}',
  }),
};
