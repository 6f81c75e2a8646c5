import { z } from 'zod';
import {
  createDocumentationSchema,
  documentationClassSchema,
  documentationIdsV1QuerySchema,
  documentationIdsV2QuerySchema,
  documentationV1ParamSchema,
  documentationV1Schema,
  documentationV2ParamSchema,
  documentationV2Schema,
  saveDocumentationSchema,
  saveDocumentationV1Schema,
} from '../documentation.js';
import { v1IdParamSchema } from '../items.js';
import { defineRoute, noContent } from './route.js';

const tags = ['documentation'];
const v1 = { path: '/:category/:id/documentation', params: documentationV1ParamSchema, tags } as const;
const v2 = {
  path: '/:category/:id/documentations',
  versions: [2],
  params: documentationV2ParamSchema,
  tags,
} as const;
/** Saved documentation answers 201 when it is new, 200 when it replaced the class's text. */
const saved = {
  method: 'POST',
  versions: [2],
  access: 'data:write',
  response: documentationV2Schema,
  status: 201,
  orReplaced: true,
  refusals: [413, 409],
  tags,
} as const;

/**
 * Documentation of items and executions: v1 paths address items by legacy id and answer the v1 shape
 * (`content`); v2 paths by id and answer `properties.content`. Every path ends in a literal segment, so none
 * competes with the items' `/{category}/{id}` routes.
 */
export const documentationRoutes = {
  classes: defineRoute({
    method: 'GET',
    path: '/documentation/classes',
    versions: [1],
    access: 'data:read',
    response: z.array(documentationClassSchema),
    tags,
    summary: 'The documentation classes',
  }),
  listV1: defineRoute({
    ...v1,
    method: 'GET',
    versions: [1, 2],
    access: 'data:read',
    response: z.array(documentationV1Schema),
    summary: 'Documentation of an item by its legacy id (v1 shape)',
  }),
  saveV1: defineRoute({
    ...v1,
    method: 'PUT',
    versions: [1],
    access: 'data:write',
    body: saveDocumentationV1Schema,
    response: documentationV1Schema,
    refusals: [413, 409],
    summary:
      "Save an item's internal documentation: the HTML as a JSON string (class Description) or { class, purpose, content }",
  }),
  listV2: defineRoute({
    ...v2,
    method: 'GET',
    access: 'data:read',
    response: z.array(documentationV2Schema),
    summary: 'Documentation of an item by its id',
  }),
  saveV2: defineRoute({
    ...saved,
    ...v2,
    body: saveDocumentationSchema,
    summary: "Save an item's internal documentation of a class (201 when created, 200 when replaced)",
  }),
  saveFromBody: defineRoute({
    ...saved,
    path: '/Documentations',
    body: createDocumentationSchema,
    summary:
      'Save internal documentation for the item named in the body (documentType, itemId: id or legacy id)',
  }),
  ofItemsV2: defineRoute({
    method: 'GET',
    path: '/documentations',
    versions: [2],
    access: 'data:read',
    query: documentationIdsV2QuerySchema,
    response: z.array(documentationV2Schema),
    tags,
    summary: 'Documentation of several items or requirements by their ids (?ids=a,b)',
  }),
  ofItemsV1: defineRoute({
    method: 'GET',
    path: '/documentation',
    versions: [2],
    access: 'data:read',
    query: documentationIdsV1QuerySchema,
    response: z.array(documentationV1Schema),
    tags,
    summary:
      'Documentation of several items, or requirements with documentType=Requirements, by their legacy ids (?ids=1,2; v1 shape)',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/Documentations/:id',
    versions: [2],
    params: v1IdParamSchema,
    access: 'data:write',
    ...noContent,
    refusals: [409],
    tags,
    summary: 'Delete internal documentation by its id or legacy id',
  }),
};
