import { randomUUID } from 'node:crypto';
import type { Audit } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { auditSnapshots, findings } from '../../db/schema/index.js';
import { ADMIN, NEWCOMER, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createAudit, createSpecification, userIdOf } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { importSpecification, SMALL_CSV } from '../../test/specifications.js';

describeEachDatabase('audits API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const auditLog = async (entityId: string) =>
    (await server.call(ADMIN, 'GET', `/v1/audit?entity=audits&entityId=${entityId}`)).json().data as {
      action: string;
      userEmail: string;
    }[];

  /** A sealed snapshot of `audit`, written straight into its table; answers the company's id. */
  async function seal(audit: Audit) {
    const companyId = (await server.call(ADMIN, 'GET', '/v1/Me')).json().company.id as string;
    await server.app.database.db.insert(auditSnapshots).values({
      companyId,
      auditId: audit.id,
      takenAt: new Date('2026-12-01T10:00:00Z'),
      manifest: '{}',
      sha256: 'a'.repeat(64),
      requirementCount: 3,
      evidenceCount: 0,
    });
    return companyId;
  }

  it('lets Users plan and change audits and Readers read them, within the company, in the log', async () => {
    const { specification } = await createSpecification(server);
    const [user, reader] = [await userIdOf(server, USER), await userIdOf(server, READER)];
    expect((await server.call(READER, 'POST', '/v2/audits', { title: 'x' })).statusCode).toBe(403);
    const audit = await createAudit(server, [specification.id], {
      title: 'ISO 27001 certification',
      kind: 'certification',
      periodStart: '2026-01-01',
      periodEnd: '2026-10-31',
      leadAuditorId: user,
      teamIds: [reader, reader],
      scope: 'The whole ISMS',
    });
    expect(audit).toMatchObject({
      title: 'ISO 27001 certification',
      kind: 'certification',
      status: 'planned',
      scope: 'The whole ISMS',
      periodStart: '2026-01-01',
      periodEnd: '2026-10-31',
      auditDate: '2026-12-01',
      leadAuditor: { id: user, email: USER },
      team: [{ id: reader, email: READER }],
      specifications: [{ id: specification.id, name: specification.name }],
      snapshots: [],
      openFindings: 0,
    });
    const second = await createAudit(server, [specification.id], { auditDate: '2027-03-01' });

    const listed = (await server.call(READER, 'GET', '/v2/audits')).json() as Audit[];
    expect(listed.map((a) => a.id)).toEqual([second.id, audit.id]);
    expect((await server.call(READER, 'GET', `/v2/audits/${audit.id}`)).json()).toEqual(audit);
    expect((await server.call(READER, 'GET', '/v2/audits?status=closed')).json()).toEqual([]);
    const bySpecification = await server.call(
      READER,
      'GET',
      `/v2/audits?specificationId=${specification.id}`,
    );
    expect(bySpecification.json()).toHaveLength(2);
    expect((await server.call(READER, 'GET', `/v2/audits?specificationId=${randomUUID()}`)).json()).toEqual(
      [],
    );

    expect(
      (await server.call(READER, 'PUT', `/v2/audits/${audit.id}`, { status: 'closed' })).statusCode,
    ).toBe(403);
    const changed = await server.call(USER, 'PUT', `/v2/audits/${audit.id}`, {
      status: 'in-progress',
      leadAuditorId: null,
      teamIds: [user],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      status: 'in-progress',
      title: 'ISO 27001 certification',
      leadAuditor: null,
      team: [{ id: user }],
    });
    expect((await server.call(USER, 'GET', '/v2/audits?status=in-progress')).json()).toHaveLength(1);

    // Another company sees nothing of it.
    expect((await server.call(OTHER, 'GET', '/v2/audits')).json()).toEqual([]);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { title: 'Theirs' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await server.call(OTHER, method, `/v2/audits/${audit.id}`, body);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().messageCode).toBe('thingNotFound');
    }

    expect((await server.call(READER, 'DELETE', `/v2/audits/${audit.id}`)).statusCode).toBe(403);
    expect((await server.call(USER, 'DELETE', `/v2/audits/${audit.id}`)).statusCode).toBe(204);
    expect((await server.call(USER, 'GET', `/v2/audits/${audit.id}`)).statusCode).toBe(404);
    expect((await auditLog(audit.id)).map((event) => [event.action, event.userEmail])).toEqual([
      ['delete', USER],
      ['update', USER],
      ['create', USER],
    ]);
  });

  it('refuses what the company does not have with 400 naming the field, and writes nothing', async () => {
    const { specification } = await createSpecification(server);
    const other = (await importSpecification(server, OTHER, 'Theirs.csv', SMALL_CSV)).json();
    const [user, newcomer] = [await userIdOf(server, USER), await userIdOf(server, NEWCOMER)];
    const otherAdmin = await userIdOf(server, OTHER);
    const valid = {
      title: 'Audit',
      kind: 'internal',
      auditDate: '2026-12-01',
      specificationIds: [specification.id],
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, title: undefined }, 'body.title'],
      [{ ...valid, kind: 'external' }, 'body.kind'],
      [{ ...valid, auditDate: '1 December' }, 'body.auditDate'],
      [{ ...valid, periodStart: '2026-06-01', periodEnd: '2026-05-31' }, 'body.periodEnd'],
      [{ ...valid, specificationIds: [] }, 'body.specificationIds'],
      [{ ...valid, specificationIds: [specification.id, other.id] }, 'body.specificationIds.1'],
      [{ ...valid, specificationIds: [randomUUID()] }, 'body.specificationIds.0'],
      [{ ...valid, leadAuditorId: randomUUID() }, 'body.leadAuditorId'],
      [{ ...valid, leadAuditorId: otherAdmin }, 'body.leadAuditorId'],
      [{ ...valid, leadAuditorId: newcomer }, 'body.leadAuditorId'],
      [{ ...valid, teamIds: [user, otherAdmin] }, 'body.teamIds.1'],
      [{ ...valid, status: 'closed' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await server.call(USER, 'POST', '/v2/audits', body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().details[0].field, JSON.stringify(body)).toBe(field);
    }
    expect((await server.call(USER, 'GET', '/v2/audits')).json()).toEqual([]);

    const audit = await createAudit(server, [specification.id], { periodStart: '2026-06-01' });
    for (const [body, field] of [
      [{ periodEnd: '2026-05-31' }, 'body.periodEnd'],
      [{ specificationIds: [other.id] }, 'body.specificationIds.0'],
      [{ teamIds: [newcomer] }, 'body.teamIds.0'],
      [{ status: 'done' }, 'body.status'],
    ] as const) {
      const response = await server.call(USER, 'PUT', `/v2/audits/${audit.id}`, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details[0].field).toBe(field);
    }
    expect((await server.call(USER, 'GET', `/v2/audits/${audit.id}`)).json()).toEqual(audit);
    expect((await server.call(USER, 'PUT', `/v2/audits/${randomUUID()}`, { title: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('keeps the specifications of an audit with a snapshot, and an audit with snapshots or findings', async () => {
    const { specification } = await createSpecification(server);
    const { specification: another } = await createSpecification(server, 'Another.csv');
    const audit = await createAudit(server, [specification.id]);
    const moved = await server.call(USER, 'PUT', `/v2/audits/${audit.id}`, {
      specificationIds: [specification.id, another.id],
    });
    expect(moved.json().specifications).toHaveLength(2);

    const companyId = await seal(audit);
    const sealed = await server.call(USER, 'PUT', `/v2/audits/${audit.id}`, {
      specificationIds: [another.id],
    });
    expect(sealed.statusCode).toBe(409);
    expect(sealed.json().messageCode).toBe('auditSpecificationsSealed');
    // The same specifications again, in another order, are no change.
    const same = await server.call(USER, 'PUT', `/v2/audits/${audit.id}`, {
      specificationIds: [another.id, specification.id],
      status: 'in-progress',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().snapshots).toEqual([
      expect.objectContaining({ sha256: 'a'.repeat(64), requirementCount: 3, takenBy: null }),
    ]);
    const kept = await server.call(USER, 'DELETE', `/v2/audits/${audit.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().messageCode).toBe('auditHasRecords');

    const unsealed = await createAudit(server, [specification.id]);
    await server.app.database.db.insert(findings).values({
      companyId,
      number: 1,
      auditId: unsealed.id,
      kind: 'observation',
      title: 'Logs kept for 30 days only',
    });
    expect((await server.call(USER, 'GET', `/v2/audits/${unsealed.id}`)).json().openFindings).toBe(1);
    expect((await server.call(USER, 'DELETE', `/v2/audits/${unsealed.id}`)).statusCode).toBe(409);
  });
});
