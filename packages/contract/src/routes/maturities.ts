import { z } from 'zod';
import {
  createMaturitySchema,
  maturityClassSchema,
  maturitySchema,
  updateMaturitySchema,
} from '../requirements.js';
import { defineRoute, noContent } from './route.js';

const tags = ['maturities'];
const ofRequirement = { path: '/requirements/:id/maturities', versions: [1, 2], refs: ['id'], tags } as const;
const one = {
  path: '/requirements/:id/maturities/:maturityId',
  versions: [1, 2],
  refs: ['id', 'maturityId'],
  access: 'data:write',
  tags,
} as const;

/** Maturity of a requirement per class, Current and Target, levels 1-6. */
export const maturityRoutes = {
  classes: defineRoute({
    method: 'GET',
    path: '/maturities/classes',
    versions: [1, 2],
    access: 'data:read',
    response: z.array(maturityClassSchema),
    tags,
    summary: 'The maturity classes',
  }),
  list: defineRoute({
    ...ofRequirement,
    method: 'GET',
    access: 'data:read',
    response: z.array(maturitySchema),
    summary: "The requirement's maturities",
  }),
  create: defineRoute({
    ...ofRequirement,
    method: 'POST',
    access: 'data:write',
    body: createMaturitySchema,
    response: maturitySchema,
    status: 201,
    refusals: [409],
    summary: 'Add a maturity { classId, level, comment }; one per class (409 on a second)',
  }),
  update: defineRoute({
    ...one,
    method: 'PUT',
    body: updateMaturitySchema,
    response: maturitySchema,
    refusals: [409],
    summary: 'Change a maturity; fields left out keep their value',
  }),
  remove: defineRoute({
    ...one,
    method: 'DELETE',
    ...noContent,
    summary: 'Delete a maturity',
  }),
};
