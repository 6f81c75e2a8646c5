import { z } from 'zod';
import { auditIdParamSchema } from '../audits.js';
import {
  createFindingSchema,
  findingIdParamSchema,
  findingListQuerySchema,
  findingSchema,
  findingTransitionSchema,
  updateFindingSchema,
} from '../findings.js';
import { defineRoute, noContent } from './route.js';

const tags = ['findings'];
const one = { versions: [2], path: '/findings/:id', params: findingIdParamSchema, tags } as const;

/** Findings of audits and the plan of action. */
export const findingRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/findings',
    versions: [2],
    access: 'audit:read',
    query: findingListQuerySchema,
    response: z.array(findingSchema),
    tags,
    summary:
      'Findings, the earliest due first: the plan of action is the open ones (state=open, the default) with their owners and due dates',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/audits/:id/findings',
    versions: [2],
    params: auditIdParamSchema,
    access: 'finding:record',
    body: createFindingSchema,
    response: findingSchema,
    status: 201,
    refusals: [409],
    tags,
    summary:
      "Record a finding of the audit, against one of its specifications' requirements or the audit as a whole (409 for a closed audit)",
  }),
  get: defineRoute({
    ...one,
    method: 'GET',
    access: 'audit:read',
    response: findingSchema,
    summary: 'One finding with its history',
  }),
  update: defineRoute({
    ...one,
    method: 'PUT',
    access: 'finding:record',
    body: updateFindingSchema,
    response: findingSchema,
    refusals: [409],
    summary: 'Change a finding; a field left out is kept, null clears it (409 once it is closed)',
  }),
  transition: defineRoute({
    ...one,
    method: 'POST',
    path: '/findings/:id/transitions',
    access: 'finding:record',
    body: findingTransitionSchema,
    response: findingSchema,
    refusals: [409],
    summary:
      "Move a finding on: open → in progress → ready for verification → closed, or back to in progress. Closing needs a comment and, for a nonconformity, evidence, and is for the audit's team or an Administrator",
  }),
  remove: defineRoute({
    ...one,
    method: 'DELETE',
    access: 'audit:write',
    ...noContent,
    summary: 'Delete a finding recorded by mistake',
  }),
};
