import {
  type CompleteOccurrence,
  type CreateSchedule,
  type DocumentationOwnerCategory,
  type Occurrence,
  plusDays,
  type Ref,
  registers,
  SCHEDULE_MAX_PAST_DAYS,
  type Schedule,
  type SkipOccurrence,
  say,
  todayIn,
  type UpdateSchedule,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { ownerValues } from '../../db/schema/index.js';
import { conflict, fieldProblem, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { presentCheckpoints } from '../checkpoints/checkpoints.presenter.js';
import { checkpointsRepository } from '../checkpoints/checkpoints.repository.js';
import { companyRepository } from '../company/company.repository.js';
import { companyToday } from '../company/company.service.js';
import { requireOwner } from '../owners/owners.lookup.js';
import { PLAN_HORIZON_DAYS, planOf } from './schedules.planning.js';
import { presentOccurrence, presentSchedule } from './schedules.presenter.js';
import { type ScheduleRow, type ScheduleView, schedulesRepository } from './schedules.repository.js';

const scheduleNotFound = say('thingNotFound', { thing: 'Schedule' });
const occurrenceNotFound = say('thingNotFound', { thing: 'Occurrence' });
const evidenceNotFound = say('thingNotFound', { thing: 'Evidence' });
/** The occurrences listed when the query names no period: a year back and a year ahead. */
const LIST_DAYS = 365;

type ScheduleFields = Pick<ScheduleRow, 'rule' | 'startsOn' | 'graceDays'>;

/** Plans the schedule's occurrences up to its horizon on `today`; what is planned already stays. */
async function plan(tx: Executor, schedule: ScheduleRow, today: string) {
  const planned = planOf(schedule, today);
  if (planned) await schedulesRepository(tx).plan(schedule, planned.days, planned.until);
}

/** A start further back than the limit would make a flood of missed work out of history (400 body.startsOn). */
function checkStart(startsOn: string, today: string) {
  if (startsOn < plusDays(today, -SCHEDULE_MAX_PAST_DAYS))
    throw fieldProblem('body.startsOn', say('scheduleStartTooEarly', { days: SCHEDULE_MAX_PAST_DAYS }));
}

/**
 * Recurring work on items, requirements and evidence. `now` is the clock the company's today is read from:
 * which occurrences are due, which are missed, and how far ahead they are planned.
 */
export function schedulesService(db: Db, now: () => Date = () => new Date()) {
  const todayOf = (tx: Executor, actor: Principal) => companyToday(tx, actor.companyId, now());

  async function presentAll(tx: Executor, actor: Principal, views: ScheduleView[]): Promise<Schedule[]> {
    const today = await todayOf(tx, actor);
    const summaries = await schedulesRepository(tx).openSummaries(
      actor.companyId,
      views.map((v) => v.id),
      today,
    );
    return views.map((view) => presentSchedule(view, summaries.get(view.id), today));
  }

  async function present(tx: Executor, actor: Principal, id: string): Promise<Schedule> {
    const view = await schedulesRepository(tx).find(actor.companyId, id);
    if (!view) throw notFound(scheduleNotFound);
    const [schedule] = await presentAll(tx, actor, [view]);
    return schedule as Schedule;
  }

  async function presentOccurrenceOf(tx: Executor, actor: Principal, id: string, graceDays: number) {
    const view = await schedulesRepository(tx).occurrence(actor.companyId, id);
    if (!view) throw notFound(occurrenceNotFound);
    return presentOccurrence(view, graceDays, await todayOf(tx, actor));
  }

  /** Writes the new schedule with its first plan, or 409 when its owner has one for the subject already. */
  async function insert(
    tx: Executor,
    actor: Principal,
    owner: { itemId?: string; requirementId?: string; evidenceId?: string },
    subject: CreateSchedule['subject'],
    fields: ScheduleFields,
  ): Promise<Schedule> {
    const today = await todayOf(tx, actor);
    checkStart(fields.startsOn, today);
    const repo = schedulesRepository(tx);
    const id = await repo.insert({
      companyId: actor.companyId,
      ...owner,
      subject,
      ...fields,
      createdBy: actor.userId,
    });
    if (!id) throw conflict(say('scheduleTaken'));
    const row = await repo.lock(actor.companyId, id);
    if (row) await plan(tx, row, today);
    const after = await present(tx, actor, id);
    await recordChange(tx, actor, { action: 'create', entity: 'schedules', entityId: id, after });
    return after;
  }

  async function scheduleOf(tx: Executor, actor: Principal, id: string) {
    const row = await schedulesRepository(tx).lock(actor.companyId, id);
    if (!row) throw notFound(scheduleNotFound);
    return row;
  }

  /**
   * The evidence a done occurrence names must prove the schedule's work: evidence of its owner, or the
   * reviewed evidence itself (400 body.evidenceId).
   */
  async function checkEvidence(tx: Executor, actor: Principal, schedule: ScheduleRow, evidenceId: string) {
    const repo = schedulesRepository(tx);
    const given = await repo.evidence(actor.companyId, evidenceId);
    const reviewed =
      schedule.evidenceId === null ? undefined : await repo.evidence(actor.companyId, schedule.evidenceId);
    const ownerItem = schedule.itemId ?? reviewed?.itemId ?? null;
    const ownerRequirement = schedule.requirementId ?? reviewed?.requirementId ?? null;
    const proves =
      given !== undefined &&
      (given.id === schedule.evidenceId ||
        (ownerItem !== null && given.itemId === ownerItem) ||
        (ownerRequirement !== null && given.requirementId === ownerRequirement));
    if (!proves) throw fieldProblem('body.evidenceId', say('occurrenceEvidenceOfOther'));
  }

  /**
   * The owner's checkpoints follow its own recurring work: implemented on the latest day it was done, the
   * deadline on the next occurrence not recorded yet.
   */
  async function followCheckpoints(tx: Executor, actor: Principal, schedule: ScheduleRow) {
    if (schedule.subject !== 'work' || schedule.evidenceId !== null) return;
    const owner = schedule.requirementId
      ? { id: schedule.requirementId, isRequirement: true }
      : { id: schedule.itemId as string, isRequirement: false };
    const { lastDone, nextOpen } = await schedulesRepository(tx).checkpointDays(actor.companyId, schedule.id);
    const repo = checkpointsRepository(tx);
    const current = await repo.get(actor.companyId, owner);
    const next = { ...current, deadline: nextOpen, implemented: lastDone ?? current.implemented };
    await repo.save(actor.companyId, owner, next);
    await recordChange(tx, actor, {
      action: 'update',
      entity: 'checkpoints',
      entityId: owner.id,
      before: presentCheckpoints(current),
      after: presentCheckpoints(next),
    });
  }

  /** Records an occurrence done or skipped (409 when it is recorded already), and plans on. */
  async function record(
    actor: Principal,
    id: string,
    change: (
      tx: Executor,
      schedule: ScheduleRow,
      today: string,
    ) => Promise<{
      status: 'done' | 'skipped';
      doneOn: string | null;
      comment: string | null;
      evidenceId: string | null;
    }>,
  ): Promise<Occurrence> {
    return db.transaction(async (tx) => {
      const repo = schedulesRepository(tx);
      // The schedule first, then the occurrence: the order updating and planning lock them in.
      const scheduleId = (await repo.occurrence(actor.companyId, id))?.scheduleId;
      if (!scheduleId) throw notFound(occurrenceNotFound);
      const schedule = await scheduleOf(tx, actor, scheduleId);
      const found = await repo.lockOccurrence(actor.companyId, id);
      if (!found) throw notFound(occurrenceNotFound);
      if (found.status !== 'open') throw conflict(say('occurrenceRecorded'));
      const today = await todayOf(tx, actor);
      const values = await change(tx, schedule, today);
      const before = await presentOccurrenceOf(tx, actor, id, schedule.graceDays);
      await repo.record(actor.companyId, id, { ...values, recordedBy: actor.userId });
      await plan(tx, schedule, today);
      await followCheckpoints(tx, actor, schedule);
      const after = await presentOccurrenceOf(tx, actor, id, schedule.graceDays);
      await recordChange(tx, actor, {
        action: 'update',
        entity: 'schedule-occurrences',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  }

  return {
    list(actor: Principal, category: DocumentationOwnerCategory, ref: Ref): Promise<Schedule[]> {
      return db.transaction(async (tx) => {
        const owner = await requireOwner(tx, actor.companyId, category, ref);
        return presentAll(tx, actor, await schedulesRepository(tx).ofOwner(actor.companyId, owner));
      });
    },

    /** Work on a register that plans none of its own is refused (400 body.subject); its documentation is not. */
    create(
      actor: Principal,
      category: DocumentationOwnerCategory,
      ref: Ref,
      input: CreateSchedule,
    ): Promise<Schedule> {
      return db.transaction(async (tx) => {
        const owner = await requireOwner(tx, actor.companyId, category, ref);
        if (
          input.subject === 'work' &&
          owner.category !== 'Requirements' &&
          registers[owner.category].schedule === null
        )
          throw fieldProblem('body.subject', say('scheduleNoWork'));
        const { subject, ...fields } = input;
        return insert(tx, actor, ownerValues(owner), subject, fields);
      });
    },

    listOfEvidence(actor: Principal, evidenceId: string): Promise<Schedule[]> {
      return db.transaction(async (tx) => {
        const repo = schedulesRepository(tx);
        if (!(await repo.evidence(actor.companyId, evidenceId))) throw notFound(evidenceNotFound);
        return presentAll(tx, actor, await repo.ofEvidence(actor.companyId, evidenceId));
      });
    },

    /** The review of an evidence of an item or a requirement; an audit finding's evidence has none. */
    createOfEvidence(actor: Principal, evidenceId: string, input: ScheduleFields): Promise<Schedule> {
      return db.transaction(async (tx) => {
        const found = await schedulesRepository(tx).evidence(actor.companyId, evidenceId);
        if (!found) throw notFound(evidenceNotFound);
        if (found.findingId !== null) throw fieldProblem('params.id', say('scheduleFindingEvidence'));
        return insert(tx, actor, { evidenceId }, 'work', input);
      });
    },

    get(actor: Principal, id: string): Promise<Schedule> {
      return db.transaction((tx) => present(tx, actor, id));
    },

    /**
     * A new rule or start takes back the occurrences not recorded yet from today on and plans them again;
     * recorded ones and missed ones before today stay.
     */
    update(actor: Principal, id: string, input: UpdateSchedule): Promise<Schedule> {
      return db.transaction(async (tx) => {
        const row = await scheduleOf(tx, actor, id);
        const today = await todayOf(tx, actor);
        if (input.startsOn !== undefined && input.startsOn !== row.startsOn)
          checkStart(input.startsOn, today);
        const before = await present(tx, actor, id);
        const changes = {
          rule: input.rule ?? row.rule,
          startsOn: input.startsOn ?? row.startsOn,
          graceDays: input.graceDays ?? row.graceDays,
        };
        const replan = changes.rule !== row.rule || changes.startsOn !== row.startsOn;
        const repo = schedulesRepository(tx);
        if (replan) await repo.unplanFrom(actor.companyId, id, today);
        const plannedUntil = replan ? plusDays(today, -1) : row.plannedUntil;
        await repo.update(actor.companyId, id, { ...changes, plannedUntil });
        await plan(tx, { ...row, ...changes, plannedUntil }, today);
        if (replan) await followCheckpoints(tx, actor, row);
        const after = await present(tx, actor, id);
        await recordChange(tx, actor, { action: 'update', entity: 'schedules', entityId: id, before, after });
        return after;
      });
    },

    remove(actor: Principal, id: string): Promise<void> {
      return db.transaction(async (tx) => {
        await scheduleOf(tx, actor, id);
        const before = await present(tx, actor, id);
        await schedulesRepository(tx).remove(actor.companyId, id);
        await recordChange(tx, actor, { action: 'delete', entity: 'schedules', entityId: id, before });
      });
    },

    occurrences(actor: Principal, id: string, query: { from?: string; to?: string }): Promise<Occurrence[]> {
      return db.transaction(async (tx) => {
        const row = await scheduleOf(tx, actor, id);
        const today = await todayOf(tx, actor);
        const from = query.from ?? plusDays(today, -LIST_DAYS);
        const to = query.to ?? plusDays(today, LIST_DAYS);
        if (from > to) throw fieldProblem(query.to ? 'query.to' : 'query.from', say('notBeforeFrom'));
        const views = await schedulesRepository(tx).occurrences(actor.companyId, id, from, to);
        return views.map((view) => presentOccurrence(view, row.graceDays, today));
      });
    },

    /** Done on `doneOn` (today when left out, never later), with a comment and evidence. */
    complete(actor: Principal, id: string, input: CompleteOccurrence): Promise<Occurrence> {
      return record(actor, id, async (tx, schedule, today) => {
        const doneOn = input.doneOn ?? today;
        if (doneOn > today) throw fieldProblem('body.doneOn', say('occurrenceDoneInFuture'));
        if (input.evidenceId) await checkEvidence(tx, actor, schedule, input.evidenceId);
        return {
          status: 'done',
          doneOn,
          comment: input.comment?.trim() || null,
          evidenceId: input.evidenceId ?? null,
        };
      });
    },

    /** Skipping says why (400 body.reason). */
    skip(actor: Principal, id: string, input: SkipOccurrence): Promise<Occurrence> {
      return record(actor, id, async () => {
        const reason = input.reason.trim();
        if (reason === '') throw fieldProblem('body.reason', say('isRequired'));
        return { status: 'skipped', doneOn: null, comment: reason, evidenceId: null };
      });
    },

    /**
     * The daily run: plans every company's schedules on to the horizon from its own today at `at`. Each
     * schedule is planned under its row's lock, and a day planned twice is one occurrence, so runs side by
     * side (several instances) or again on the same day change nothing.
     */
    async planAll(at: Date = now()): Promise<void> {
      for (const company of await companyRepository(db).all()) {
        const today = todayIn(company.timeZone, at);
        const short = await schedulesRepository(db).shortOf(company.id, plusDays(today, PLAN_HORIZON_DAYS));
        for (const { id } of short)
          await db.transaction(async (tx) => {
            const row = await schedulesRepository(tx).lock(company.id, id);
            if (row) await plan(tx, row, today);
          });
      }
    },
  };
}

export type SchedulesService = ReturnType<typeof schedulesService>;
