import type { Treatment } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN, NEWCOMER, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createAsset, createItem, userIdOf } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { addDays, todayUtc } from '../specifications/specifications.semaphore.js';

describeEachDatabase('risk treatments API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const pathOf = (id: string) => `/v2/Threats/${id}/treatment`;
  const mitigation = {
    decision: 'mitigate',
    dueDate: null,
    status: 'planned',
    justification: null,
    expiresDate: null,
  };
  const put = async (id: string, body: Record<string, unknown>, as = USER) => {
    const response = await server.call(as, 'PUT', pathOf(id), { ownerId: null, ...mitigation, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Treatment;
  };
  const approve = (id: string, as = ADMIN) => server.call(as, 'POST', `${pathOf(id)}/approval`);
  const threat = (name = 'Flood') => createItem(server, 'Threats', { name });

  it('answers null before a decision, then the decision with its owner, to readers too, and audits each change', async () => {
    const flood = await threat();
    const get = await server.call(READER, 'GET', pathOf(flood.id));
    expect(get.statusCode, get.body).toBe(200);
    expect(get.json()).toBeNull();

    const user = await userIdOf(server, USER);
    const saved = await put(flood.id, {
      ownerId: user,
      dueDate: addDays(todayUtc(), 30),
      status: 'inProgress',
      justification: 'Raise the server room',
    });
    expect(saved).toMatchObject({
      threatId: flood.id,
      decision: 'mitigate',
      owner: { userId: user, email: USER },
      status: 'inProgress',
      justification: 'Raise the server room',
      approvedBy: null,
      expired: false,
      overdue: false,
    });
    expect((await server.call(READER, 'GET', pathOf(flood.id))).json()).toEqual(saved);
    expect((await server.call(READER, 'PUT', pathOf(flood.id), mitigation)).statusCode).toBe(403);

    const audit = await server.call(ADMIN, 'GET', `/v1/audit?entity=threat-treatments`);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(
      audit.json().data.map((e: { action: string; entityId: string }) => [e.action, e.entityId]),
    ).toEqual([['create', flood.id]]);

    const removed = await server.call(USER, 'DELETE', pathOf(flood.id));
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await server.call(USER, 'GET', pathOf(flood.id))).json()).toBeNull();
    expect((await server.call(USER, 'DELETE', pathOf(flood.id))).statusCode).toBe(404);
  });

  it('needs an expiry date to accept, and an owner with access to the company, writing nothing otherwise', async () => {
    const flood = await threat();
    const noExpiry = await server.call(USER, 'PUT', pathOf(flood.id), {
      ...mitigation,
      ownerId: null,
      decision: 'accept',
    });
    expect(noExpiry.statusCode).toBe(400);
    expect(noExpiry.json().details.map((d: { field: string }) => d.field)).toEqual(['body.expiresDate']);

    const newcomer = await server.call(USER, 'PUT', pathOf(flood.id), {
      ...mitigation,
      ownerId: await userIdOf(server, NEWCOMER),
    });
    expect(newcomer.statusCode).toBe(400);
    expect(newcomer.json()).toMatchObject({
      message: 'This person has no access to the company yet',
      details: [{ field: 'body.ownerId' }],
    });
    const stranger = await server.call(USER, 'PUT', pathOf(flood.id), {
      ...mitigation,
      ownerId: await userIdOf(server, OTHER),
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().details[0].field).toBe('body.ownerId');
    expect((await server.call(USER, 'GET', pathOf(flood.id))).json()).toBeNull();
  });

  it('lets an Administrator other than the owner approve an acceptance, and a change of decision, owner or expiry asks again', async () => {
    const flood = await threat();
    const [admin, user] = [await userIdOf(server, ADMIN), await userIdOf(server, USER)];
    const expiresDate = addDays(todayUtc(), 90);
    await put(flood.id, { decision: 'accept', ownerId: admin, status: 'done', expiresDate });

    const byOwner = await approve(flood.id);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().message).toBe(
      'The owner of a treatment cannot approve its acceptance: another Administrator must',
    );
    expect((await approve(flood.id, USER)).statusCode).toBe(403);

    await put(flood.id, { decision: 'accept', ownerId: user, status: 'done', expiresDate });
    const approved = await approve(flood.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ approvedBy: { userId: admin }, approvedAt: expect.any(String) });
    const again = await approve(flood.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This acceptance is already approved');

    // The justification and the status keep the approval; the owner, the expiry and the decision do not.
    const kept = await put(flood.id, {
      decision: 'accept',
      ownerId: user,
      status: 'done',
      expiresDate,
      justification: 'Cheap',
    });
    expect(kept.approvedBy?.userId).toBe(admin);
    const acceptance = { decision: 'accept', ownerId: user, status: 'done', expiresDate };
    for (const change of [
      { ownerId: null },
      { expiresDate: addDays(expiresDate, 1) },
      { decision: 'transfer' },
    ]) {
      const asked = await put(flood.id, { ...acceptance, ownerId: admin });
      expect(asked.approvedBy).toBeNull();
      await put(flood.id, acceptance);
      expect((await approve(flood.id)).statusCode).toBe(200);
      const changed = await put(flood.id, {
        decision: 'accept',
        ownerId: user,
        status: 'done',
        expiresDate,
        ...change,
      });
      expect(changed, JSON.stringify(change)).toMatchObject({ approvedBy: null, approvedAt: null });
    }
    const notAccepted = await approve(flood.id);
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json().message).toBe('Only an accepted risk needs approval');
  });

  it('tells an acceptance expired and a treatment overdue from the day after their dates', async () => {
    const flood = await threat();
    const today = todayUtc();
    const yesterday = addDays(today, -1);
    const current = await put(flood.id, {
      decision: 'accept',
      status: 'done',
      expiresDate: today,
      dueDate: yesterday,
    });
    expect(current).toMatchObject({ expired: false, overdue: false });
    const expired = await put(flood.id, { decision: 'accept', status: 'done', expiresDate: yesterday });
    expect(expired).toMatchObject({ expired: true, overdue: false });
    const overdue = await put(flood.id, { status: 'inProgress', dueDate: yesterday, expiresDate: yesterday });
    expect(overdue).toMatchObject({ expired: false, overdue: true });
    expect(await put(flood.id, { status: 'planned', dueDate: today })).toMatchObject({ overdue: false });
  });

  it("answers 404 for another company's threat, an item of another register and a malformed id", async () => {
    const flood = await threat();
    const asset = await createAsset(server);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? mitigation : undefined;
      const foreign = await server.call(OTHER, method, pathOf(flood.id), body && { ...body, ownerId: null });
      expect(foreign.statusCode, method).toBe(404);
      expect(foreign.json().message).toBe('Threat not found');
      const notAThreat = await server.call(
        USER,
        method,
        pathOf(asset.id),
        body && { ...body, ownerId: null },
      );
      expect(notAThreat.statusCode, method).toBe(404);
    }
    expect((await approve(flood.id, OTHER)).statusCode).toBe(404);
    expect((await server.call(USER, 'GET', '/v2/Threats/12/treatment')).statusCode).toBe(400);
  });

  it('puts treatments in their owner’s My work and acceptances waiting in other Administrators’, and notifies them', async () => {
    const today = todayUtc();
    const [admin, user] = [await userIdOf(server, ADMIN), await userIdOf(server, USER)];
    const flood = await threat('Flood');
    const fire = await threat('Fire');
    // An Administrator's own acceptance is theirs to carry, never theirs to approve.
    const theft = await threat('Theft');
    await put(theft.id, {
      decision: 'accept',
      ownerId: admin,
      status: 'done',
      expiresDate: addDays(today, 60),
    });
    await put(flood.id, { ownerId: user, status: 'inProgress', dueDate: addDays(today, 3) });
    await put(fire.id, {
      decision: 'accept',
      ownerId: user,
      status: 'done',
      expiresDate: addDays(today, -2),
    });

    const work = (await server.call(USER, 'GET', '/v1/Me/work')).json();
    expect(
      work.data.map((e: Record<string, unknown>) => [e.kind, e.role, e.code, e.date, e.dateKind, e.colour]),
    ).toEqual([
      ['treatment', 'owner', fire.identifier, addDays(today, -2), 'expires', 'red'],
      ['treatment', 'owner', flood.identifier, addDays(today, 3), 'deadline', 'yellow'],
    ]);
    expect(work.data[0]).toMatchObject({ id: fire.id, category: 'Threats', name: 'Fire', overdue: true });
    const adminWork = (await server.call(ADMIN, 'GET', '/v1/Me/work?kind=approval')).json();
    expect(adminWork.data.map((e: Record<string, unknown>) => [e.id, e.role])).toEqual([
      [fire.id, 'approver'],
    ]);
    expect((await server.call(READER, 'GET', '/v1/Me/work')).json().data).toEqual([]);

    const notificationsOf = async (email: string) =>
      (await server.call(email, 'GET', '/v1/Me/notifications')).json().data as {
        event: string;
        objectId: string;
        ownerCategory: string;
        date: string | null;
      }[];
    expect((await notificationsOf(ADMIN)).map((n) => [n.event, n.objectId, n.ownerCategory])).toEqual([
      ['acceptance-awaiting-approval', fire.id, 'Threats'],
    ]);
    // Asking again for the same acceptance tells nobody twice.
    await put(fire.id, {
      decision: 'accept',
      ownerId: user,
      status: 'done',
      expiresDate: addDays(today, -2),
      justification: 'x',
    });
    expect(await notificationsOf(ADMIN)).toHaveLength(1);

    await server.app.notifications.runDaily(today);
    await server.app.notifications.runDaily(addDays(today, 5));
    const events = (await notificationsOf(USER)).map((n) => [n.event, n.objectId, n.date]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['treatment-due-in-7-days', flood.id, addDays(today, 3)],
        ['treatment-overdue', flood.id, addDays(today, 3)],
        ['acceptance-expired', fire.id, addDays(today, -2)],
      ]),
    );
    expect(events).toHaveLength(3);
  });
});
