import type { Occurrence, Schedule } from '@praxis/contract';
import { expect } from 'vitest';
import { USER } from './accounts.js';
import type { TestServer } from './server.js';

export const QUARTERLY = 'FREQ=MONTHLY;INTERVAL=3';

/**
 * POST {ownerPath}/schedules as the user (`/v2/requirements/:id`, `/v2/Executions/:id`, `/v2/evidence/:id`):
 * the schedule with the occurrences it planned from its start, earliest first.
 */
export async function createSchedule(
  server: TestServer,
  ownerPath: string,
  fields: { rule?: string; startsOn: string; graceDays?: number; subject?: 'work' | 'documentation' },
): Promise<Schedule & { occurrences: Occurrence[] }> {
  const body = { rule: QUARTERLY, ...fields };
  const response = await server.call(USER, 'POST', `${ownerPath}/schedules`, body);
  expect(response.statusCode, `POST ${ownerPath}/schedules: ${response.body}`).toBe(201);
  const schedule: Schedule = response.json();
  const listed = await server.call(
    USER,
    'GET',
    `/v2/schedules/${schedule.id}/occurrences?from=${fields.startsOn}`,
  );
  expect(listed.statusCode, listed.body).toBe(200);
  return { ...schedule, occurrences: listed.json() };
}

/** POST /v2/occurrences/:id/complete as the user, done on `doneOn`. */
export async function complete(server: TestServer, occurrenceId: string, doneOn: string) {
  const response = await server.call(USER, 'POST', `/v2/occurrences/${occurrenceId}/complete`, { doneOn });
  expect(response.statusCode, response.body).toBe(200);
}
