import { z } from 'zod';
import { evidenceIdParamSchema } from '../evidence.js';
import { v2IdParamSchema } from '../items.js';
import {
  companySettingsSchema,
  completeOccurrenceSchema,
  createEvidenceScheduleSchema,
  createScheduleSchema,
  occurrenceIdParamSchema,
  occurrenceListQuerySchema,
  occurrenceSchema,
  scheduleHistoryQuerySchema,
  scheduleHistorySchema,
  scheduleIdParamSchema,
  scheduleOwnerCategories,
  scheduleSchema,
  skipOccurrenceSchema,
  updateCompanySettingsSchema,
  updateScheduleSchema,
} from '../schedules.js';

import { defineOwnerRoute, defineRoute, noContent } from './route.js';

const tags = ['schedules'];
const one = { versions: [2], path: '/schedules/:id', params: scheduleIdParamSchema, tags } as const;
const owned = {
  owners: scheduleOwnerCategories,
  path: '/{owner}/:id/schedules',
  versions: [2],
  refs: ['id'],
  tags,
} as const;
const occurrence = (verb: string) =>
  ({
    method: 'POST',
    path: `/occurrences/:id/${verb}`,
    versions: [2],
    params: occurrenceIdParamSchema,
    access: 'data:write',
    response: occurrenceSchema,
    refusals: [409],
    tags,
  }) as const;

/** Recurring work: schedules on items, requirements and evidence, their occurrences, and their history. */
export const scheduleRoutes = {
  list: defineOwnerRoute({
    ...owned,
    method: 'GET',
    access: 'data:read',
    response: z.array(scheduleSchema),
    summary:
      'The schedules of one of the {owner}: its own recurring work and the review of its documentation',
  }),
  create: defineOwnerRoute({
    ...owned,
    method: 'POST',
    access: 'data:write',
    body: createScheduleSchema,
    response: scheduleSchema,
    status: 201,
    refusals: [409],
    summary:
      'Plan recurring work on one of the {owner} with an RRULE (RFC 5545), a start date and a grace period; ' +
      'subject work (the default) is its own activity, documentation the review of its documentation; one ' +
      'schedule per subject (409)',
  }),
  listOfEvidence: defineRoute({
    method: 'GET',
    path: '/evidence/:id/schedules',
    versions: [2],
    params: evidenceIdParamSchema,
    access: 'data:read',
    response: z.array(scheduleSchema),
    tags,
    summary: 'The review schedule of an evidence (none or one)',
  }),
  createOfEvidence: defineRoute({
    method: 'POST',
    path: '/evidence/:id/schedules',
    versions: [2],
    params: evidenceIdParamSchema,
    access: 'data:write',
    body: createEvidenceScheduleSchema,
    response: scheduleSchema,
    status: 201,
    refusals: [409],
    tags,
    summary: 'Plan the recurring review of an evidence; one per evidence (409)',
  }),
  get: defineRoute({
    ...one,
    method: 'GET',
    access: 'data:read',
    response: scheduleSchema,
    summary: 'One schedule',
  }),
  update: defineRoute({
    ...one,
    method: 'PUT',
    access: 'data:write',
    body: updateScheduleSchema,
    response: scheduleSchema,
    summary:
      'Change a schedule; a new rule or start replans the occurrences not recorded yet from today on, and keeps the recorded and missed ones',
  }),
  remove: defineRoute({
    ...one,
    ...noContent,
    method: 'DELETE',
    access: 'data:write',
    summary:
      'Stop planning the work: the schedule goes with its occurrences (the audit log keeps the record)',
  }),
  occurrences: defineRoute({
    method: 'GET',
    path: '/schedules/:id/occurrences',
    versions: [2],
    params: scheduleIdParamSchema,
    query: occurrenceListQuerySchema,
    access: 'data:read',
    response: z.array(occurrenceSchema),
    tags,
    summary:
      "A schedule's occurrences from `from` to `to` (a year back and a year ahead by default), earliest first",
  }),
  complete: defineRoute({
    ...occurrence('complete'),
    body: completeOccurrenceSchema,
    summary:
      'Record an occurrence as done with its implementation date, a comment and evidence; the next one is planned. 409 when it is already recorded',
  }),
  skip: defineRoute({
    ...occurrence('skip'),
    body: skipOccurrenceSchema,
    summary: 'Skip an occurrence, with a reason. 409 when it is already recorded',
  }),
  history: defineRoute({
    method: 'GET',
    path: '/schedules/history',
    versions: [2],
    query: scheduleHistoryQuerySchema,
    access: 'data:read',
    response: scheduleHistorySchema,
    tags,
    summary:
      "How the company's recurring work went in a period: occurrences due, done on time, late, skipped and missed, per activity, requirement and person",
  }),
  specificationHistory: defineRoute({
    method: 'GET',
    path: '/specifications/:id/schedules/history',
    versions: [2],
    params: v2IdParamSchema,
    query: scheduleHistoryQuerySchema,
    access: 'data:read',
    response: scheduleHistorySchema,
    tags,
    summary: "The period's history of the recurring work a specification's requirements depend on",
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/company/settings',
    versions: [2],
    access: 'data:read',
    response: companySettingsSchema,
    tags: ['company'],
    summary: "The company's settings: its time zone",
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/company/settings',
    versions: [2],
    access: 'company:admin',
    body: updateCompanySettingsSchema,
    response: companySettingsSchema,
    tags: ['company'],
    summary:
      "Set the company's time zone (IANA name): the day its schedules, semaphore and calendar count from",
  }),
};
