import { z } from 'zod';
import {
  createExecutionSchema,
  createItemSchemas,
  filterParameterSchema,
  itemListQuerySchema,
  itemPageSchema,
  itemSchema,
  nextNameSchema,
  savedFiltersSchema,
  updateItemSchemas,
} from '../items.js';
import { type CreatableCategory, creatableCategories, itemCategories, singularOf } from '../registers.js';
import { relationsSchema } from '../relations.js';
import { defineOwnerRoute, defineRoute, noContent } from './route.js';

const tags = ['items'];
const registers = { owners: itemCategories, tags } as const;

/** The toolbox registers: the same calls for every register. */
export const itemRoutes = {
  list: defineOwnerRoute({
    ...registers,
    method: 'GET',
    path: '/{owner}',
    versions: [1, 2],
    access: 'data:read',
    query: itemListQuerySchema,
    response: itemPageSchema,
    summary: 'A page of {owner} in number order; filter=<parameter>:<value>, page, pageSize (or limit)',
  }),
  get: defineOwnerRoute({
    ...registers,
    method: 'GET',
    path: '/{owner}/:id',
    versions: [1, 2],
    refs: ['id'],
    access: 'data:read',
    response: itemSchema,
    summary: 'One {singular}',
  }),
  remove: defineOwnerRoute({
    ...registers,
    method: 'DELETE',
    path: '/{owner}/:id',
    versions: [1],
    refs: ['id'],
    access: 'data:write',
    ...noContent,
    summary: 'Delete a {singular} with its relations, assignments, checkpoints and documentation',
  }),
  filterParameters: defineOwnerRoute({
    ...registers,
    method: 'GET',
    path: '/{owner}/filter-parameters',
    versions: [1],
    access: 'data:read',
    response: z.array(filterParameterSchema),
    summary: "The filter parameters of {owner}; active when in the caller's saved filters",
  }),
  filters: defineOwnerRoute({
    ...registers,
    method: 'GET',
    path: '/{owner}/filters',
    versions: [1],
    access: 'data:read',
    response: savedFiltersSchema,
    summary: "The caller's saved filters for {owner}",
  }),
  saveFilters: defineOwnerRoute({
    ...registers,
    method: 'PUT',
    path: '/{owner}/filters',
    versions: [1],
    access: 'data:write',
    body: savedFiltersSchema,
    response: savedFiltersSchema,
    summary: "Save the caller's filters for {owner}",
  }),
  relations: defineOwnerRoute({
    ...registers,
    method: 'GET',
    path: '/{owner}/:id/relations',
    versions: [1, 2],
    refs: ['id'],
    access: 'data:read',
    response: relationsSchema,
    tags: ['relations'],
    summary: 'The connection sections of one of the {owner}, with the related items',
  }),
  nextName: defineOwnerRoute({
    ...registers,
    owners: creatableCategories,
    method: 'GET',
    path: '/{owner}/next-name',
    versions: [1],
    access: 'data:read',
    response: nextNameSchema,
    summary: 'The name a new {singular} with an empty name would get',
  }),
  createExecution: defineRoute({
    method: 'POST',
    path: '/Controls/:id/Executions',
    versions: [1],
    refs: ['id'],
    access: 'data:write',
    body: createExecutionSchema,
    response: itemSchema,
    status: 201,
    refusals: [409],
    tags,
    summary: 'Execute a control on an asset (itemId: the asset, as a string)',
  }),
  executionsOfControl: defineRoute({
    method: 'GET',
    path: '/Controls/:id/executions',
    versions: [1, 2],
    refs: ['id'],
    access: 'data:read',
    response: z.array(itemSchema),
    tags,
    summary: 'The executions of a control',
  }),
};

/** Creating and updating an item: the body's schema is the register's own. */
export const itemWriteRoutes = <R extends CreatableCategory>(register: R) => {
  const singular = singularOf(register);
  const common = {
    path: `/${register}`,
    versions: [1],
    access: 'data:write',
    response: itemSchema,
    tags,
  } as const;
  return {
    create: defineRoute({
      ...common,
      method: 'POST',
      body: createItemSchemas[register],
      status: 201,
      summary: `Create a ${singular}; an empty name gets the generated one (${singular}-N)`,
    }),
    update: defineRoute({
      ...common,
      method: 'PUT',
      body: updateItemSchemas[register],
      summary: `Update a ${singular} (the fields given; an empty name gets the generated one)`,
    }),
  };
};
