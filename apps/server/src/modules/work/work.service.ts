import { can, type WorkEntry, type WorkList, type WorkQuery } from '@praxis/contract';
import type { Db } from '../../db/database.js';
import type { Principal } from '../../lib/principal.js';
import { companyToday } from '../company/company.service.js';
import { evidenceRepository } from '../evidence/evidence.repository.js';
import { findingsRepository } from '../findings/findings.repository.js';
import { scheduleStatesRepository } from '../schedules/schedules.states.repository.js';
import { coloursOf } from '../specifications/specifications.colours.js';
import { countColours } from '../specifications/specifications.semaphore.js';
import { threatTreatmentsRepository } from '../threat-treatments/threat-treatments.repository.js';
import { byUrgency, colourOfOwner } from './work.dates.js';
import {
  presentFindingEntry,
  presentOccurrenceEntry,
  presentTreatmentEntry,
  presentWorkEntry,
} from './work.presenter.js';
import { workRepository } from './work.repository.js';

const matches = (query: WorkQuery) => (entry: WorkEntry) =>
  (query.kind === undefined || entry.kind === query.kind) &&
  (query.role === undefined || entry.role === query.role) &&
  (query.colour === undefined || entry.colour === query.colour);

/** `now`: the clock the company's today is read from (the app's, which tests set). */
export function workService(db: Db, now: () => Date = () => new Date()) {
  return {
    /**
     * Everything assigned to the actor, in at most fourteen queries whatever its size: the company's day,
     * the assignments with their things and dates, the batched reads of the requirements' semaphore inputs,
     * the items' evidence and schedules, the treatments the actor owns, the open findings they own (and
     * their steps), the occurrences of recurring work they are responsible for (due, missed and each
     * schedule's next) and, for an Administrator, the acceptances waiting for their approval.
     */
    async list(actor: Principal, query: WorkQuery, day?: string): Promise<WorkList> {
      const today = day ?? (await companyToday(db, actor.companyId, now()));
      const rows = await workRepository(db).assignedTo(actor.companyId, actor.userId);
      const requirementIds = rows.flatMap((row) => (row.requirementId === null ? [] : [row.requirementId]));
      const itemIds = rows.flatMap((row) => (row.itemId === null ? [] : [row.itemId]));
      const colours = await coloursOf(db, actor.companyId, { requirementIds }, today);
      const evidence = await evidenceRepository(db).statesOf(actor.companyId, itemIds);
      const schedules = await scheduleStatesRepository(db).statesOf(actor.companyId, itemIds, today);
      const ownerOf = (itemId: string) => {
        const states = schedules.get(itemId);
        return {
          evidence: evidence.filter((e) => e.ownerId === itemId),
          ...(states ? { schedules: states } : {}),
        };
      };
      const treatments = threatTreatmentsRepository(db);
      const owned = await treatments.ownedBy(actor.companyId, actor.userId);
      const approvals = can(actor.role, 'company:admin')
        ? await treatments.awaitingApprovalBy(actor.companyId, actor.userId)
        : [];
      const findings = await findingsRepository(db).ownedBy(actor.companyId, actor.userId);
      const occurrences = await workRepository(db).occurrencesOf(actor.companyId, actor.userId, today);
      const entries = [
        ...rows.map((row) =>
          presentWorkEntry(
            row,
            row.requirementId === null
              ? colourOfOwner({ ...row, ...ownerOf(row.itemId ?? '') }, today)
              : (colours.get(row.requirementId) ?? 'gray'),
            today,
          ),
        ),
        ...owned.map((row) => presentTreatmentEntry(row, 'owner', today)),
        ...approvals.map((row) => presentTreatmentEntry(row, 'approver', today)),
        ...findings.map((view) => presentFindingEntry(view, today)),
        ...occurrences.map((row) => presentOccurrenceEntry(row, today)),
      ].sort(byUrgency);
      return {
        data: entries.filter(matches(query)),
        counts: {
          total: entries.length,
          overdue: entries.filter((entry) => entry.overdue).length,
          colours: countColours(entries.map((entry) => entry.colour)),
        },
      };
    },
  };
}
