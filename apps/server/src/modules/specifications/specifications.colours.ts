import type { SemaphoreColour, SemaphoreCounts } from '@praxis/contract';
import type { Executor } from '../../db/database.js';
import { type RequirementScope, requirementsRepository } from '../requirements/requirements.repository.js';
import { noCounts, semaphoreOf, todayUtc } from './specifications.semaphore.js';

/** The colour of every requirement in `scope` today, from one batch of queries. */
export async function coloursOf(
  db: Executor,
  companyId: string,
  scope: RequirementScope,
  today = todayUtc(),
): Promise<Map<string, SemaphoreColour>> {
  const inputs = await requirementsRepository(db).semaphoreInputs(companyId, scope);
  return new Map([...inputs].map(([id, input]) => [id, semaphoreOf(input, today)]));
}

/** How many requirements of each specification in `scope` show each colour today. */
export async function colourCountsBySpecification(
  db: Executor,
  companyId: string,
  scope: RequirementScope,
  today = todayUtc(),
): Promise<Map<string, SemaphoreCounts>> {
  const counts = new Map<string, SemaphoreCounts>();
  for (const input of (await requirementsRepository(db).semaphoreInputs(companyId, scope)).values()) {
    const own = counts.get(input.specificationId) ?? noCounts();
    own[semaphoreOf(input, today)] += 1;
    counts.set(input.specificationId, own);
  }
  return counts;
}
