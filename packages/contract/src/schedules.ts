import { z } from 'zod';
import { plainText } from './fields.js';
import { isTimeZone, normaliseRule, ruleProblem } from './recurrence.js';
import { documentationOwnerCategories, type ItemCategory, itemCategories, registers } from './registers.js';

// ---------------------------------------------------------------------------------------------------------
// Schedules: recurring work planned once by a rule, and the dated occurrences it gives.

/**
 * The kinds of recurring work: the work of a register's item (a control activity on an asset, a treatment, a
 * risk scenario's review), a requirement's own checkpoint, the review of an evidence, and the review of an
 * owner's documentation.
 */
export const scheduleKinds = [
  'execution',
  'treatment',
  'risk-review',
  'checkpoint',
  'evidence-review',
  'documentation-review',
] as const;
export type ScheduleKind = (typeof scheduleKinds)[number];

/** A schedule plans the owner's own work, or the review of the owner's documentation. */
export const scheduleSubjects = ['work', 'documentation'] as const;
export type ScheduleSubject = (typeof scheduleSubjects)[number];

/** The owners a schedule hangs off by the owner routes: items and requirements (evidence has its own route). */
export const scheduleOwnerCategories = documentationOwnerCategories;
export type ScheduleOwnerCategory = (typeof scheduleOwnerCategories)[number];

/** The registers whose items plan their own work by a schedule. */
export const scheduledCategories = itemCategories.filter((c) => registers[c].schedule !== null);

/** The kind of a schedule of `subject` on an item of `category` (null: a requirement); null when it has none. */
export function scheduleKindOf(category: ItemCategory | null, subject: ScheduleSubject): ScheduleKind | null {
  if (subject === 'documentation') return 'documentation-review';
  return category === null ? 'checkpoint' : registers[category].schedule;
}

/**
 * Where an occurrence stands on a day: not due yet, due (from its day to the end of its grace period),
 * overdue (the grace period has passed and nobody recorded it: a missed occurrence), done, or skipped.
 */
export const occurrenceStates = ['upcoming', 'due', 'overdue', 'done', 'skipped'] as const;
export type OccurrenceState = (typeof occurrenceStates)[number];

export const SCHEDULE_MAX_GRACE_DAYS = 365;
/** How far back a schedule may start: its missed occurrences are history, not a flood of work. */
export const SCHEDULE_MAX_PAST_DAYS = 366;
export const OCCURRENCE_COMMENT_MAX_CHARS = 2_000;

const isoDate = z.iso.date('Use the form YYYY-MM-DD');
const personSchema = z.object({ id: z.uuid(), name: z.string() });

/** A rule as a schedule stores it: an RRULE's parts (FREQ=MONTHLY;INTERVAL=3), checked by the library. */
export const ruleSchema = z
  .string({ error: 'is required' })
  .transform(normaliseRule)
  .superRefine((rule, ctx) => {
    const problem = ruleProblem(rule);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** What a schedule is on, as the pages that open it need it. */
export const scheduleOwnerSchema = z.object({
  /** The register of an item; 'Requirements' for a requirement. */
  category: z.enum(scheduleOwnerCategories),
  id: z.uuid(),
  legacyId: z.number().int(),
  /** An item's identifier ('KON-004'), a requirement's code. */
  code: z.string(),
  name: z.string(),
  /** A requirement's specification; null for an item. */
  specificationId: z.uuid().nullable(),
});
export type ScheduleOwner = z.infer<typeof scheduleOwnerSchema>;

export const occurrenceSchema = z.object({
  id: z.uuid(),
  scheduleId: z.uuid(),
  /** The day the rule names. */
  dueOn: isoDate,
  /** The last day of the grace period: dueOn plus the schedule's grace days. */
  graceEndsOn: isoDate,
  state: z.enum(occurrenceStates),
  /** The implementation date of a done occurrence. */
  doneOn: isoDate.nullable(),
  /** Done by the end of the grace period; null unless done. */
  onTime: z.boolean().nullable(),
  /** A done occurrence's comment, or a skipped one's reason. */
  comment: z.string().nullable(),
  evidenceId: z.uuid().nullable(),
  recordedBy: personSchema.nullable(),
  recordedAt: z.string().nullable(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

export const scheduleSchema = z.object({
  id: z.uuid(),
  kind: z.enum(scheduleKinds),
  subject: z.enum(scheduleSubjects),
  owner: scheduleOwnerSchema,
  /** The evidence an evidence review is about; null for the others. */
  evidence: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  rule: z.string(),
  startsOn: isoDate,
  graceDays: z.number().int(),
  /** The first occurrence not recorded yet, overdue ones first; null when the rule has ended. */
  next: occurrenceSchema.nullable(),
  /** Missed occurrences nobody has recorded yet. */
  overdue: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

const scheduleFields = {
  rule: ruleSchema,
  startsOn: isoDate,
  graceDays: z
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(0, 'may not be negative')
    .max(SCHEDULE_MAX_GRACE_DAYS, `must be at most ${SCHEDULE_MAX_GRACE_DAYS} days`)
    .default(0),
};
/** POST /{owner}/:id/schedules; an evidence review is POSTed to /evidence/:id/schedules without a subject. */
export const createScheduleSchema = z
  .object({
    subject: z.enum(scheduleSubjects, { error: 'must be work or documentation' }).default('work'),
    ...scheduleFields,
  })
  .strict();
export type CreateSchedule = z.infer<typeof createScheduleSchema>;
export const createEvidenceScheduleSchema = z.object(scheduleFields).strict();
/** PUT /schedules/:id: a changed rule or start replans the occurrences not recorded yet from today on. */
export const updateScheduleSchema = z
  .object({
    rule: ruleSchema.optional(),
    startsOn: isoDate.optional(),
    graceDays: scheduleFields.graceDays.unwrap().optional(),
  })
  .strict();
export type UpdateSchedule = z.infer<typeof updateScheduleSchema>;

export const scheduleIdParamSchema = z.object({ id: z.uuid() });
export const occurrenceIdParamSchema = z.object({ id: z.uuid() });

/** POST /occurrences/:id/complete */
export const completeOccurrenceSchema = z
  .object({
    /** The implementation date; today (in the company's time zone) when left out. */
    doneOn: isoDate.optional(),
    comment: plainText(OCCURRENCE_COMMENT_MAX_CHARS).optional(),
    /** An evidence of the schedule's owner (or the reviewed evidence itself) that proves it. */
    evidenceId: z.uuid().nullable().optional(),
  })
  .strict();
export type CompleteOccurrence = z.infer<typeof completeOccurrenceSchema>;
/** POST /occurrences/:id/skip: skipping needs a reason. */
export const skipOccurrenceSchema = z
  .object({
    reason: plainText(OCCURRENCE_COMMENT_MAX_CHARS).pipe(z.string({ error: 'is required' })),
  })
  .strict();
export type SkipOccurrence = z.infer<typeof skipOccurrenceSchema>;

/** GET /schedules/:id/occurrences: from and to default to the last year and the next one. */
export const occurrenceListQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .strict();

// ---------------------------------------------------------------------------------------------------------
// History for a period: how the recurring work went, for an audit.

/** How the occurrences due in a period went; due = onTime + late + skipped + missed + open. */
export const occurrenceCountsSchema = z.object({
  /** Occurrences whose day fell in the period, up to today. */
  due: z.number().int(),
  onTime: z.number().int(),
  late: z.number().int(),
  skipped: z.number().int(),
  /** Past their grace period and not recorded. */
  missed: z.number().int(),
  /** Due and still within their grace period. */
  open: z.number().int(),
});
export type OccurrenceCounts = z.infer<typeof occurrenceCountsSchema>;

export const scheduleHistoryQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
  })
  .strict()
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'must not be before from' });
export type ScheduleHistoryQuery = z.infer<typeof scheduleHistoryQuerySchema>;

export const scheduleHistorySchema = z.object({
  from: isoDate,
  to: isoDate,
  /** The day the counts were taken on: an occurrence is missed when its grace period ended before it. */
  asOf: isoDate,
  totals: occurrenceCountsSchema,
  /** One row per schedule with occurrences in the period, with every occurrence. */
  activities: z.array(
    z.object({
      scheduleId: z.uuid(),
      kind: z.enum(scheduleKinds),
      owner: scheduleOwnerSchema,
      evidence: z.object({ id: z.uuid(), title: z.string() }).nullable(),
      rule: z.string(),
      graceDays: z.number().int(),
      /** Who is responsible for the owner (its assignment), null when nobody is. */
      responsible: personSchema.nullable(),
      counts: occurrenceCountsSchema,
      occurrences: z.array(occurrenceSchema),
    }),
  ),
  /** The counts of the activities each requirement depends on (its own, its controls' executions, their evidence). */
  byRequirement: z.array(
    z.object({
      id: z.uuid(),
      code: z.string(),
      name: z.string(),
      specificationId: z.uuid(),
      counts: occurrenceCountsSchema,
    }),
  ),
  /** The counts per responsible person; null: activities nobody is responsible for. */
  byPerson: z.array(z.object({ person: personSchema.nullable(), counts: occurrenceCountsSchema })),
});
export type ScheduleHistory = z.infer<typeof scheduleHistorySchema>;

// ---------------------------------------------------------------------------------------------------------
// The company's time zone: which day it is for its schedules, its semaphore and its calendar.

export const companySettingsSchema = z.object({
  /** An IANA time zone (Europe/Oslo); UTC until an Administrator sets one. */
  timeZone: z.string(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;
export const updateCompanySettingsSchema = z
  .object({
    timeZone: z
      .string({ error: 'is required' })
      .refine(isTimeZone, { message: 'must be a time zone such as Europe/Oslo' }),
  })
  .strict();
export type UpdateCompanySettings = z.infer<typeof updateCompanySettingsSchema>;
