import type { SemaphoreColour } from '@praxis/contract';
import type { Executor } from '../../db/database.js';
import { companyToday } from '../company/company.service.js';
import { coloursRepository } from '../specifications/specifications.colours.repository.js';
import { semaphoreOf } from '../specifications/specifications.semaphore.js';
import { hasOwnAssessment } from './projections.rules.js';

/** A requirement's own colour today and whether it has an assessment of its own. */
export interface Standing {
  semaphore: SemaphoreColour;
  assessed: boolean;
}

/** The standing of each requirement given on the company's day, from the semaphore's one batch of queries. */
export async function standingsOf(
  db: Executor,
  companyId: string,
  requirementIds: string[],
): Promise<Map<string, Standing>> {
  const today = await companyToday(db, companyId, new Date());
  const inputs = await coloursRepository(db).semaphoreInputs(companyId, { requirementIds }, today);
  const standings = new Map<string, Standing>();
  for (const [id, input] of inputs) {
    const semaphore = semaphoreOf(input, today);
    standings.set(id, { semaphore, assessed: hasOwnAssessment(input, semaphore) });
  }
  return standings;
}
