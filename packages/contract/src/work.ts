import { z } from 'zod';
import { findingKinds } from './findings.js';
import { itemCategories } from './registers.js';
import { scheduleKinds } from './schedules.js';
import { semaphoreColours } from './semaphore-colours.js';
import { semaphoreCountsSchema } from './specifications.js';

/**
 * What an assignment is on: a requirement, an execution of a control, or another item; a
 * risk scenario's treatment its owner carries out, or an acceptance an Administrator approves; and an
 * audit's finding its owner follows to closure; an occurrence of recurring work planned by a schedule.
 */
export const workKinds = [
  'requirement',
  'execution',
  'item',
  'treatment',
  'approval',
  'finding',
  'occurrence',
] as const;
export type WorkKind = (typeof workKinds)[number];

/**
 * A person's role on a thing, by assignment type: 0 responsible, 1 accountable; a treatment's
 * owner, and an Administrator who may approve an acceptance.
 */
export const workRoles = ['responsible', 'accountable', 'owner', 'approver'] as const;
export type WorkRole = (typeof workRoles)[number];
export const workRoleOfType = (type: number): WorkRole => (type === 1 ? 'accountable' : 'responsible');

/**
 * Which checkpoint a date is: the deadline of open work, the expiry of an implementation, or the day an
 * occurrence of recurring work falls on.
 */
export const workDateKinds = ['deadline', 'expires', 'due'] as const;
export type WorkDateKind = (typeof workDateKinds)[number];

/** How far ahead the dashboard and the calendar look for expiries (the semaphore's yellow warning). */
export const EXPIRY_HORIZON_DAYS = 30;

/**
 * A requirement, execution or item with the date that matters most about it. A requirement carries its
 * specification (the page that opens it); an item its register (the details dialog that opens it).
 */
export const datedThingSchema = z.object({
  kind: z.enum(workKinds),
  id: z.uuid(),
  legacyId: z.number().int(),
  /** The register of an execution or item; null for a requirement or a finding. */
  category: z.enum(itemCategories).nullable(),
  /** The specification of a requirement (of a finding's requirement); null for an execution or item. */
  specificationId: z.uuid().nullable(),
  /** A requirement's code ('GV.1.1'), an item's identifier ('ASE-007') or a finding's ('FND-001'). */
  code: z.string(),
  /** A requirement's or an item's name; an execution's is its control's and asset's, when they still exist. */
  name: z.string(),
  /** YYYY-MM-DD; null when the thing has no open deadline and no expiry. */
  date: z.string().nullable(),
  dateKind: z.enum(workDateKinds).nullable(),
  /** The date has passed: a missed deadline, an expired implementation, an occurrence past its grace period. */
  overdue: z.boolean(),
  /**
   * For an occurrence: which one, of which schedule, and when its grace period ends; the rest of the row
   * names the schedule's owner (an evidence review's: the evidence's owner).
   */
  activity: z
    .object({
      occurrenceId: z.uuid(),
      scheduleId: z.uuid(),
      scheduleKind: z.enum(scheduleKinds),
      rule: z.string(),
      graceEndsOn: z.string(),
    })
    .optional(),
});
export type DatedThing = z.infer<typeof datedThingSchema>;

/** One row of My work: a thing, my role on it and its semaphore. */
export const workEntrySchema = datedThingSchema.extend({
  role: z.enum(workRoles),
  colour: z.enum(semaphoreColours),
});
export type WorkEntry = z.infer<typeof workEntrySchema>;

/** GET /v1/Me/work: every filter is optional; each narrows `data`, never `counts`. */
export const workQuerySchema = z
  .object({
    kind: z.enum(workKinds).optional(),
    role: z.enum(workRoles).optional(),
    colour: z.enum(semaphoreColours).optional(),
  })
  .strict();
export type WorkQuery = z.infer<typeof workQuerySchema>;

/** The answer of GET /v1/Me/work: overdue first, then by date, undated last; counts of the whole list. */
export const workListSchema = z.object({
  data: z.array(workEntrySchema),
  counts: z.object({
    total: z.number().int(),
    overdue: z.number().int(),
    colours: semaphoreCountsSchema,
  }),
});
export type WorkList = z.infer<typeof workListSchema>;

/** How many rows the dashboard's lists show; their counts cover all. */
export const DASHBOARD_LIST_LIMIT = 10;
/** How many people the dashboard names among those with the most overdue work. */
export const DASHBOARD_PEOPLE_LIMIT = 5;

const datedListSchema = z.object({ count: z.number().int(), data: z.array(datedThingSchema) });

/** GET /v2/dashboard */
export const dashboardSchema = z.object({
  specifications: z.array(
    z.object({
      id: z.uuid(),
      legacyId: z.number().int(),
      name: z.string(),
      /** Requirements nobody has declared not applicable. */
      applicable: z.number().int(),
      /** The colours of the applicable requirements. */
      colours: semaphoreCountsSchema,
    }),
  ),
  /** Missed deadlines and missed occurrences of recurring work, oldest first. */
  overdue: datedListSchema,
  /** Implementations expiring from today to EXPIRY_HORIZON_DAYS ahead, soonest first. */
  expiring: datedListSchema,
  /** Evidence whose latest revision is submitted and waits for a review. */
  evidenceAwaitingReview: z.number().int(),
  /** The audits' findings not closed yet, by kind, and how many of them are past their due date. */
  findings: z.object({
    open: z.record(z.enum(findingKinds), z.number().int()),
    overdue: z.number().int(),
  }),
  /**
   * The company's occurrences of recurring work not recorded yet that are due today (from their day to the
   * end of their grace period) and overdue (missed: past their grace period).
   */
  occurrences: z.object({ due: z.number().int(), overdue: z.number().int() }),
  /**
   * The people with the most overdue work (missed deadlines of what they are assigned, missed occurrences of
   * what they are responsible for), most first; null for a Reader, who does not see it.
   */
  people: z
    .array(
      z.object({
        userId: z.uuid(),
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        email: z.string(),
        overdue: z.number().int(),
      }),
    )
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /v1/Me/calendar: whether the person's feed is on, and since when (its address is shown only once). */
export const calendarFeedSchema = z.object({ enabled: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** POST /v1/Me/calendar: the secret address of a new feed; the previous one stops working. */
export const createdCalendarFeedSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;
