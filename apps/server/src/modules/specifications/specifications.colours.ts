import type { SemaphoreColour, SemaphoreCounts } from '@praxis/contract';
import type { Executor } from '../../db/database.js';
import { companyToday } from '../company/company.service.js';
import {
  coloursRepository,
  type OwnAssessmentRow,
  type RequirementScope,
} from './specifications.colours.repository.js';
import { noCounts, type SemaphoreInput, semaphoreOf } from './specifications.semaphore.js';

function colourEach(inputs: Map<string, SemaphoreInput>, today: string): Map<string, SemaphoreColour> {
  const colours = new Map<string, SemaphoreColour>();
  for (const [id, input] of inputs) colours.set(id, semaphoreOf(input, today));
  return colours;
}

/** The colour of every requirement in `scope` on `today` (by default the company's day), from one batch of queries. */
export async function coloursOf(
  db: Executor,
  companyId: string,
  scope: RequirementScope,
  today?: string,
): Promise<Map<string, SemaphoreColour>> {
  const day = today ?? (await companyToday(db, companyId, new Date()));
  return colourEach(await coloursRepository(db).semaphoreInputs(companyId, scope, day), day);
}

/**
 * The same for the requirements of one specification read with their own assessment (the tree reads them
 * anyway): the links are all that is left to fetch.
 */
export async function coloursOfAssessed(
  db: Executor,
  companyId: string,
  specificationId: string,
  requirements: OwnAssessmentRow[],
  today: string,
): Promise<Map<string, SemaphoreColour>> {
  return colourEach(
    await coloursRepository(db).semaphoreInputsOf(companyId, specificationId, requirements, today),
    today,
  );
}

/** How many requirements of each specification in `scope` show each colour on the company's day. */
export async function colourCountsBySpecification(
  db: Executor,
  companyId: string,
  scope: RequirementScope,
  today?: string,
): Promise<Map<string, SemaphoreCounts>> {
  const day = today ?? (await companyToday(db, companyId, new Date()));
  const counts = new Map<string, SemaphoreCounts>();
  for (const input of (await coloursRepository(db).semaphoreInputs(companyId, scope, day)).values()) {
    const own = counts.get(input.specificationId) ?? noCounts();
    own[semaphoreOf(input, day)] += 1;
    counts.set(input.specificationId, own);
  }
  return counts;
}
