import {
  can,
  DASHBOARD_LIST_LIMIT,
  type Dashboard,
  EXPIRY_HORIZON_DAYS,
  type SemaphoreCounts,
} from '@praxis/contract';
import type { Db } from '../../db/database.js';
import type { Principal } from '../../lib/principal.js';
import { companyToday } from '../company/company.service.js';
import { findingsRepository } from '../findings/findings.repository.js';
import { coloursRepository } from '../specifications/specifications.colours.repository.js';
import { addDays, noCounts, semaphoreOf } from '../specifications/specifications.semaphore.js';
import { byUrgency } from '../work/work.dates.js';
import { presentOccurrence, presentThing } from '../work/work.presenter.js';
import { dashboardRepository } from './dashboard.repository.js';

/** `now`: the clock the company's today is read from (the app's, which tests set). */
export function dashboardService(db: Db, now: () => Date = () => new Date()) {
  const repo = dashboardRepository(db);
  const colours = coloursRepository(db);

  /** How many applicable requirements each specification has, and their colours on `today`. */
  async function applicableColours(companyId: string, today: string) {
    const bySpecification = new Map<string, { applicable: number; colours: SemaphoreCounts }>();
    for (const input of (await colours.semaphoreInputs(companyId, { all: true }, today)).values()) {
      if (input.applicable === false) continue;
      const entry = bySpecification.get(input.specificationId) ?? { applicable: 0, colours: noCounts() };
      entry.applicable += 1;
      entry.colours[semaphoreOf(input, today)] += 1;
      bySpecification.set(input.specificationId, entry);
    }
    return bySpecification;
  }

  return {
    /**
     * The company at a glance, in fifteen queries whatever its size: the company's day, the specifications,
     * the six batched semaphore reads (evidence, schedules and findings included), overdue and expiring
     * checkpoints and missed occurrences (first rows and totals), the occurrences due and missed, evidence
     * awaiting review, the open findings by kind, and the people with the most overdue work (not for
     * Readers: it is about colleagues' workload, which reading the company's compliance does not need).
     */
    async get(actor: Principal, day?: string): Promise<Dashboard> {
      const { companyId } = actor;
      const today = day ?? (await companyToday(db, companyId, now()));
      const [
        specifications,
        bySpecification,
        overdue,
        missed,
        occurrences,
        expiring,
        evidenceAwaitingReview,
        findings,
        people,
      ] = await Promise.all([
        repo.specifications(companyId),
        applicableColours(companyId, today),
        repo.overdue(companyId, today),
        repo.missedOccurrences(companyId, today),
        repo.occurrenceCounts(companyId, today),
        repo.expiring(companyId, today, addDays(today, EXPIRY_HORIZON_DAYS)),
        repo.evidenceAwaitingReview(companyId),
        findingsRepository(db).openCounts(companyId, today),
        can(actor.role, 'data:write') ? repo.peopleWithMostOverdue(companyId, today) : null,
      ]);
      const listOf = (found: typeof overdue) => ({
        count: found.count,
        data: found.rows.map((row) => presentThing(row, today)),
      });
      return {
        specifications: specifications.map((specification) => ({
          ...specification,
          ...(bySpecification.get(specification.id) ?? { applicable: 0, colours: noCounts() }),
        })),
        // Both lists are oldest first: their first rows together hold the first rows of the two merged.
        overdue: {
          count: overdue.count + missed.count,
          data: [...listOf(overdue).data, ...missed.rows.map((row) => presentOccurrence(row, today))]
            .sort(byUrgency)
            .slice(0, DASHBOARD_LIST_LIMIT),
        },
        expiring: listOf(expiring),
        occurrences,
        evidenceAwaitingReview,
        findings,
        people,
      };
    },
  };
}
