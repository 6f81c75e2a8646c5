import { todayIn } from '@praxis/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { companies, scheduleOccurrences, schedules } from '../../db/schema/index.js';
import { READER } from '../../test/accounts.js';
import { describeEachDatabase, type TestDatabase } from '../../test/databases.js';
import { createSpecification } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { addDays } from './specifications.semaphore.js';

const QUARTERLY = 'FREQ=MONTHLY;INTERVAL=3';

/** A requirement's own quarterly schedule from `startsOn` with its first occurrence planned; that occurrence's id. */
async function quarterly(db: TestDatabase, requirementId: string, startsOn: string, graceDays: number) {
  const [company] = await db.db.select({ id: companies.id }).from(companies).limit(1);
  const companyId = company?.id as string;
  const [schedule] = await db.db
    .insert(schedules)
    .values({ companyId, requirementId, subject: 'work', rule: QUARTERLY, startsOn, graceDays })
    .returning();
  const [first] = await db.db
    .insert(scheduleOccurrences)
    .values([
      { companyId, scheduleId: schedule?.id as string, dueOn: startsOn },
      { companyId, scheduleId: schedule?.id as string, dueOn: addDays(startsOn, 91) },
    ])
    .returning();
  return first?.id as string;
}

describeEachDatabase('a requirement coloured by its schedule', (db) => {
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

  it('is red past the grace period, yellow within it, green once done', async () => {
    const { specification, byCode } = await createSpecification(server);
    const today = todayIn('UTC');
    const missed = byCode('GV.1.1').id;
    const within = byCode('GV.1.2').id;
    expect(await colourOf(specification.id, missed)).toBe('gray');

    const first = await quarterly(db(), missed, addDays(today, -20), 10);
    await quarterly(db(), within, addDays(today, -5), 10);
    expect(await colourOf(specification.id, missed)).toBe('red');
    expect(await colourOf(specification.id, within)).toBe('yellow');

    await db()
      .db.update(scheduleOccurrences)
      .set({ status: 'done', doneOn: today })
      .where(eq(scheduleOccurrences.id, first));
    expect(await colourOf(specification.id, missed)).toBe('green');
  });

  it("compares occurrences with the company's day in its time zone", async () => {
    const { specification, byCode } = await createSpecification(server);
    // At any moment Kiritimati (UTC+14) is a day or two ahead of Pago Pago (UTC-11).
    const ahead = todayIn('Pacific/Kiritimati');
    const id = byCode('GV.1.1').id;
    await quarterly(db(), id, ahead, 0);
    await db().db.update(companies).set({ timeZone: 'Pacific/Pago_Pago' });
    expect(await colourOf(specification.id, id)).toBe('gray');
    await db().db.update(companies).set({ timeZone: 'Pacific/Kiritimati' });
    expect(await colourOf(specification.id, id)).toBe('yellow');
  });
});
