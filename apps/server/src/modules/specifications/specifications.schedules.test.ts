import { todayIn } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createControlWithExecution, createEvidence, createSpecification } from '../../test/factories.js';
import { complete, createSchedule } from '../../test/schedules.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { addDays } from './specifications.semaphore.js';

describeEachDatabase('a requirement coloured by its schedules', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  /** The requirement's colour in the tree and in the report, which must agree. */
  async function colourOf(specificationId: string, requirementId: string) {
    const tree = (await server.call(READER, 'GET', `/v2/specifications/${specificationId}/elements`)).json();
    const report = (await server.call(READER, 'GET', `/v2/specifications/${specificationId}/report`)).json();
    const inTree = tree.find((e: { id: string }) => e.id === requirementId).semaphore;
    const inReport = report.elements.find((e: { id: string }) => e.id === requirementId).semaphore;
    expect(inReport).toBe(inTree);
    return inTree;
  }

  it('is red past the grace period of its own quarterly schedule, yellow within it, green once done', async () => {
    const { specification, byCode } = await createSpecification(server);
    const today = todayIn('UTC');
    const missed = byCode('GV.1.1').id;
    const within = byCode('GV.1.2').id;
    expect(await colourOf(specification.id, missed)).toBe('gray');

    const late = await createSchedule(server, `/v2/requirements/${missed}`, {
      startsOn: addDays(today, -20),
      graceDays: 10,
    });
    await createSchedule(server, `/v2/requirements/${within}`, {
      startsOn: addDays(today, -5),
      graceDays: 10,
    });
    expect(await colourOf(specification.id, missed)).toBe('red');
    expect(await colourOf(specification.id, within)).toBe('yellow');

    await complete(server, late.occurrences[0]?.id as string, today);
    expect(await colourOf(specification.id, missed)).toBe('green');
  });

  it("counts a linked execution's schedule and the review of the requirement's evidence", async () => {
    const { specification, byCode } = await createSpecification(server);
    const today = todayIn('UTC');
    const viaExecution = byCode('GV.1.1').id;
    const { control, execution } = await createControlWithExecution(server);
    await server.call(USER, 'POST', `/v2/requirements/${viaExecution}/controls`, {
      controlId: control.id,
    });
    await createSchedule(server, `/v2/Executions/${execution.id}`, { startsOn: addDays(today, -3) });
    expect(await colourOf(specification.id, viaExecution)).toBe('red');

    const reviewed = byCode('GV.1.2').id;
    const evidence = await createEvidence(
      server,
      { category: 'Requirements', id: reviewed },
      { title: 'Access review' },
      [{ status: 'approved', expiresDate: addDays(today, 300) }],
    );
    expect(await colourOf(specification.id, reviewed)).toBe('green');
    await createSchedule(server, `/v2/evidence/${evidence.id}`, { startsOn: today, graceDays: 5 });
    expect(await colourOf(specification.id, reviewed)).toBe('yellow');
  });

  it("compares occurrences with the company's day in its time zone", async () => {
    const { specification, byCode } = await createSpecification(server);
    // At any moment Kiritimati (UTC+14) is a day or two ahead of Pago Pago (UTC-11).
    const id = byCode('GV.1.1').id;
    await createSchedule(server, `/v2/requirements/${id}`, { startsOn: todayIn('Pacific/Kiritimati') });
    const inZone = (timeZone: string) => server.call(ADMIN, 'PUT', '/v2/company/settings', { timeZone });
    expect((await inZone('Pacific/Pago_Pago')).statusCode).toBe(200);
    expect(await colourOf(specification.id, id)).toBe('gray');
    await inZone('Pacific/Kiritimati');
    expect(await colourOf(specification.id, id)).toBe('yellow');
  });
});
