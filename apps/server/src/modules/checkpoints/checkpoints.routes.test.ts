import { afterEach, beforeEach, expect, it } from 'vitest';
import { OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createControlWithExecution } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

describeEachDatabase('checkpoints API', (db) => {
  let server: TestServer;
  let execution: { id: string; legacyId: number };
  beforeEach(async () => {
    server = await startTestServer(db());
    ({ execution } = await createControlWithExecution(server));
  });
  afterEach(() => server.close());

  it('saves all three dates, one date alone, and null clears one', async () => {
    const all = { deadlineDate: '2030-01-31', implementedDate: '2029-12-01', expiresDate: '2031-12-01' };
    expect(
      (await server.call(USER, 'PUT', `/v2/executions/${execution.id}/checkpoints`, all)).json(),
    ).toEqual(all);
    const v1 = (await server.call(READER, 'GET', `/v1/executions/${execution.legacyId}/checkpoints`)).json();
    expect(v1).toEqual(all);
    expect((await server.call(READER, 'GET', `/v2/executions/${execution.id}/checkpoints`)).json()).toEqual(
      v1,
    );
    // The details dialog sends the implementation date alone.
    const implemented = await server.call(USER, 'PUT', `/v1/Executions/${execution.legacyId}/checkpoints`, {
      implementedDate: '2030-02-02',
    });
    expect(implemented.json()).toEqual({ ...all, implementedDate: '2030-02-02' });
    const cleared = await server.call(USER, 'PUT', `/v1/Executions/${execution.id}/checkpoints`, {
      ...all,
      expiresDate: null,
    });
    expect(cleared.json()).toEqual({ ...all, expiresDate: null });
    expect((await server.call(READER, 'GET', `/v1/Executions/${execution.id}`)).json().checkpoints).toEqual({
      ...all,
      expiresDate: null,
    });
  });

  it('takes the first 10 characters of a date sent as a timestamp', async () => {
    const url = `/v1/Executions/${execution.legacyId}/checkpoints`;
    const saved = await server.call(USER, 'PUT', url, {
      deadlineDate: '2027-01-15T10:00:00Z',
      implementedDate: '2026-12-31T23:30:00-05:00',
      expiresDate: '2028-01-15',
    });
    const dates = { deadlineDate: '2027-01-15', implementedDate: '2026-12-31', expiresDate: '2028-01-15' };
    expect([saved.statusCode, saved.json()]).toEqual([200, dates]);
    expect((await server.call(READER, 'GET', url)).json()).toEqual(dates);
  });

  it('refuses anything but a date, a timestamp or null, naming the field and changing nothing', async () => {
    const url = `/v2/executions/${execution.id}/checkpoints`;
    await server.call(USER, 'PUT', url, { deadlineDate: '2030-01-31' });
    const cases: [unknown, string][] = [
      [{ deadlineDate: '2030-02-30' }, 'body.deadlineDate'],
      [{ deadlineDate: '31.01.2030' }, 'body.deadlineDate'],
      [{ implementedDate: '2024-05-01T10:00:00Z and more' }, 'body.implementedDate'],
      [{ implementedDate: '2024-13-01T10:00:00Z' }, 'body.implementedDate'],
      [{ expiresDate: 20300101 }, 'body.expiresDate'],
      [{ deadline: '2030-01-31' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await server.call(USER, 'PUT', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details[0].field).toBe(field);
      if (field !== 'body') expect(response.json().details[0].message).toBe('Use the form YYYY-MM-DD');
    }
    expect((await server.call(READER, 'PUT', url, { deadlineDate: null })).statusCode).toBe(403);
    expect((await server.call(OTHER, 'PUT', url, { deadlineDate: null })).statusCode).toBe(404);
    expect((await server.call(OTHER, 'GET', url)).statusCode).toBe(404);
    const missing = await server.call(USER, 'GET', '/v1/executions/4242/checkpoints');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Execution not found']);
    const requirement = await server.call(USER, 'PUT', '/v1/requirements/4242/checkpoints', {});
    expect([requirement.statusCode, requirement.json().message]).toEqual([404, 'Requirement not found']);
    expect((await server.call(READER, 'GET', url)).json()).toEqual({
      deadlineDate: '2030-01-31',
      implementedDate: null,
      expiresDate: null,
    });
  });
});
