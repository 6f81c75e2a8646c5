import { z } from 'zod';
import { accessSchema } from '../access-tokens.js';
import { requirementMappedSchema } from '../projections.js';
import { idParamSchema } from '../users.js';
import { dashboardSchema, workListSchema, workQuerySchema } from '../work.js';
import { defineRoute, noContent } from './route.js';

/** My work, what is assigned to the caller, most urgent first (Readers read their own too). */
export const workRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/Me/work',
    versions: [1],
    access: 'data:read',
    query: workQuerySchema,
    response: workListSchema,
    tags: ['work'],
    summary:
      'Everything the caller is responsible or accountable for, with the nearest date and its semaphore, overdue first',
  }),
  dashboard: defineRoute({
    method: 'GET',
    path: '/dashboard',
    versions: [2],
    access: 'data:read',
    response: dashboardSchema,
    tags: ['dashboard'],
    summary:
      "The company's compliance at a glance: green share per specification, overdue and expiring dates, evidence awaiting review, the people with the most overdue work (not for Readers)",
  }),
  /** What mappings tell about a requirement without an assessment. */
  mapped: defineRoute({
    method: 'GET',
    path: '/requirements/:id/mapped',
    versions: [1, 2],
    refs: ['id'],
    access: 'data:read',
    response: requirementMappedSchema,
    tags: ['mappings'],
    summary:
      'The requirements mapped to and from this one with their colour, maturity and relationship, and the colour projected onto it when it has no assessment of its own',
  }),
};

/** Administrators see who has access and sign people out. */
export const accessRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/Accesses',
    versions: [1],
    access: 'company:admin',
    response: z.array(accessSchema),
    tags: ['accesses'],
    summary: 'Every person of the company: role, last sign-in, active tokens and sessions',
  }),
  signOutEverywhere: defineRoute({
    method: 'DELETE',
    path: '/Accesses/:id/sessions',
    versions: [1],
    access: 'company:admin',
    params: idParamSchema,
    ...noContent,
    tags: ['accesses'],
    summary: 'Sign a person out everywhere (built-in provider sessions and issued access tokens)',
  }),
};
