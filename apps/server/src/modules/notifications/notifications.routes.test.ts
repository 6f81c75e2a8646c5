import type { Notification } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { evidence, evidenceRevisions } from '../../db/schema/index.js';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createControlWithExecution, createSpecification } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { UNTITLED_CSV, UNTITLED_NAME } from '../../test/specifications.js';
import { addDays } from '../specifications/specifications.semaphore.js';
import { dayIn } from './notifications.service.js';

describeEachDatabase('notifications API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const me = async (email: string) => (await server.call(email, 'GET', '/v1/Me')).json();
  const idOf = async (email: string) => (await me(email)).user.id as string;
  const list = async (email: string, query = '') => {
    const response = await server.call(email, 'GET', `/v1/Me/notifications${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Notification[]; hasMore: boolean; unread: number };
  };
  const assign = async (register: string, id: string, type: number, userId: string | null) => {
    const response = await server.call(ADMIN, 'PUT', `/v2/${register}/${id}/assignments`, { type, userId });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('tells a person, Readers too, that they were assigned and unassigned, once, newest first', async () => {
    const { byCode, specification } = await createSpecification(server);
    const requirement = byCode('GV.1.1');
    const [user, reader] = [await idOf(USER), await idOf(READER)];
    await assign('Requirements', requirement.id, 1, user);
    // The same person again: nothing changed, nothing to tell.
    await assign('Requirements', requirement.id, 1, user);
    await assign('Requirements', requirement.id, 1, reader);

    const theirs = await list(USER);
    expect(theirs.unread).toBe(2);
    expect(theirs.data.map((n) => [n.event, n.role])).toEqual([
      ['unassigned', 'accountable'],
      ['assigned', 'accountable'],
    ]);
    expect(theirs.data[1]).toMatchObject({
      objectKind: 'requirement',
      objectId: requirement.id,
      name: 'GV.1.1 Access policy',
      ownerCategory: 'Requirements',
      ownerId: requirement.id,
      specificationId: specification.id,
      date: null,
      readAt: null,
    });
    const readers = await list(READER);
    expect(readers.data.map((n) => n.event)).toEqual(['assigned']);
    expect(await list(ADMIN)).toEqual({ data: [], hasMore: false, unread: 0 });

    const { execution } = await createControlWithExecution(server, { control: { name: 'Backups' } });
    await assign('Executions', execution.id, 0, reader);
    expect((await list(READER)).data[0]).toMatchObject({
      event: 'assigned',
      role: 'responsible',
      objectKind: 'item',
      ownerCategory: 'Executions',
      name: 'Backups',
      specificationId: null,
    });
  });

  it('pages, filters the unread, marks one and all read, and only ever the caller’s own', async () => {
    const { elements } = await createSpecification(server);
    const user = await idOf(USER);
    const requirements = elements.filter((element) => element.kind === 'requirement');
    expect(requirements).toHaveLength(3);
    for (const requirement of requirements) await assign('Requirements', requirement.id, 0, user);

    const first = await list(USER, '?pageSize=2');
    expect(first.data).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(first.unread).toBe(3);
    const last = await list(USER, '?pageSize=2&page=2');
    expect(last.data).toHaveLength(1);
    expect(last.hasMore).toBe(false);
    const all = await list(USER);
    expect(all.data.map((n) => n.id)).toEqual([...first.data, ...last.data].map((n) => n.id));

    const target = first.data[0] as Notification;
    const url = `/v1/Me/notifications/${target.id}`;
    // Someone else's notification, in the company or out of it, is not there for them.
    expect((await server.call(READER, 'PUT', url, { read: true })).statusCode).toBe(404);
    expect((await server.call(OTHER, 'PUT', url, { read: true })).statusCode).toBe(404);
    const read = await server.call(USER, 'PUT', url, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    const unread = await list(USER, '?unread=true');
    expect(unread.unread).toBe(2);
    expect(unread.data.map((n) => n.id)).not.toContain(target.id);

    expect((await server.call(READER, 'POST', '/v1/Me/notifications/read-all')).statusCode).toBe(204);
    expect((await list(USER)).unread).toBe(2);
    expect((await server.call(USER, 'POST', '/v1/Me/notifications/read-all')).statusCode).toBe(204);
    expect(await list(USER, '?unread=true')).toEqual({ data: [], hasMore: false, unread: 0 });
    // Read stays read, with the time it was first read.
    expect((await server.call(USER, 'PUT', url, { read: true })).json().readAt).toBe(read.json().readAt);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const cases: [string, string, unknown, string][] = [
      ['GET', '/v1/Me/notifications?unread=yes', undefined, 'querystring.unread'],
      ['GET', '/v1/Me/notifications?page=0', undefined, 'querystring.page'],
      ['GET', '/v1/Me/notifications?pageSize=1000', undefined, 'querystring.pageSize'],
      ['GET', '/v1/Me/notifications?sort=old', undefined, 'querystring'],
      ['PUT', '/v1/Me/notifications/not-an-id', { read: true }, 'params.id'],
      ['PUT', `/v1/Me/notifications/${id}`, { read: false }, 'body.read'],
      ['PUT', `/v1/Me/notifications/${id}`, {}, 'body.read'],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await server.call(USER, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().details[0].field, `${method} ${url}`).toBe(field);
    }
    expect((await server.call(USER, 'PUT', `/v1/Me/notifications/${id}`, { read: true })).statusCode).toBe(
      404,
    );
    expect((await server.call(undefined, 'GET', '/v1/Me/notifications')).statusCode).toBe(401);
  });

  it('finds deadlines and expiries for the responsible and accountable people, each event once', async () => {
    const { byCode } = await createSpecification(server);
    const [user, reader] = [await idOf(USER), await idOf(READER)];
    const today = dayIn('Europe/Oslo');
    const late = byCode('GV.1.1');
    const soon = byCode('GV.1.2');
    const done = byCode('PR.1');
    for (const requirement of [late, soon, done]) await assign('Requirements', requirement.id, 0, user);
    await assign('Requirements', late.id, 1, reader);
    const dates = async (id: string, body: Record<string, string | null>) => {
      const response = await server.call(USER, 'PUT', `/v2/requirements/${id}/checkpoints`, body);
      expect(response.statusCode, response.body).toBe(200);
    };
    await dates(late.id, { deadlineDate: addDays(today, -1) });
    await dates(soon.id, { deadlineDate: addDays(today, 7) });
    await dates(done.id, {
      deadlineDate: addDays(today, -1),
      implementedDate: addDays(today, -3),
      expiresDate: addDays(today, 30),
    });
    // Approved evidence on the late requirement that expires today; its older approved revision does not count.
    const companyId = (await me(USER)).company.id as string;
    const [proof] = await db()
      .db.insert(evidence)
      .values({ companyId, requirementId: late.id, kind: 'link', title: 'Policy PDF' })
      .returning();
    await db()
      .db.insert(evidenceRevisions)
      .values([
        {
          evidenceId: proof!.id,
          number: 1,
          companyId,
          url: 'https://x.example/1',
          status: 'approved',
          expiresDate: addDays(today, 3),
        },
        {
          evidenceId: proof!.id,
          number: 2,
          companyId,
          url: 'https://x.example/2',
          status: 'approved',
          expiresDate: today,
        },
      ]);

    await server.app.notifications.runDaily(today);
    await server.app.notifications.runDaily(today);
    const events = async (email: string) =>
      (await list(email)).data
        .filter((n) => n.event !== 'assigned')
        .map((n) => `${n.event} ${n.name} ${n.date}`)
        .sort();
    expect(await events(USER)).toEqual(
      [
        `deadline-in-7-days GV.1.2 Backup policy ${addDays(today, 7)}`,
        `deadline-passed GV.1.1 Access policy ${addDays(today, -1)}`,
        `expired Policy PDF ${today}`,
        `expires-in-30-days PR.1 Encrypt laptops ${addDays(today, 30)}`,
      ].sort(),
    );
    expect(await events(READER)).toEqual(
      [`deadline-passed GV.1.1 Access policy ${addDays(today, -1)}`, `expired Policy PDF ${today}`].sort(),
    );
    const expired = (await list(READER)).data.find((n) => n.event === 'expired');
    expect(expired).toMatchObject({
      objectKind: 'evidence',
      objectId: proof!.id,
      ownerId: late.id,
      ownerName: 'GV.1.1 Access policy',
    });

    // A week on, the deadline seven days away is one day away: a new event; the others are not repeated.
    await server.app.notifications.runDaily(addDays(today, 6));
    expect((await events(USER)).filter((e) => e.startsWith('deadline-in'))).toEqual([
      `deadline-in-1-day GV.1.2 Backup policy ${addDays(today, 7)}`,
      `deadline-in-7-days GV.1.2 Backup policy ${addDays(today, 7)}`,
    ]);
    expect(await list(ADMIN)).toMatchObject({ unread: 0 });
  });

  it('names a requirement without a title by its statement, in assignments and in date events', async () => {
    const { byCode } = await createSpecification(server, 'Untitled.csv', UNTITLED_CSV);
    const untitled = byCode('PR.2');
    const today = dayIn('Europe/Oslo');
    await assign('Requirements', untitled.id, 0, await idOf(USER));
    const response = await server.call(USER, 'PUT', `/v2/requirements/${untitled.id}/checkpoints`, {
      deadlineDate: addDays(today, -1),
    });
    expect(response.statusCode, response.body).toBe(200);
    await server.app.notifications.runDaily(today);
    const named = `PR.2 ${UNTITLED_NAME}`;
    expect((await list(USER)).data.map((n) => [n.event, n.name, n.ownerName]).sort()).toEqual([
      ['assigned', named, named],
      ['deadline-passed', named, named],
    ]);
  });

  it('tells the reviewers of a submitted evidence and its uploader of the review, once per revision', async () => {
    const { byCode } = await createSpecification(server);
    const requirement = byCode('GV.1.1');
    const [user, reader] = [await idOf(USER), await idOf(READER)];
    const companyId = (await me(USER)).company.id as string;
    await assign('Requirements', requirement.id, 0, reader);
    const [proof] = await db()
      .db.insert(evidence)
      .values({ companyId, requirementId: requirement.id, kind: 'link', title: 'Scan' })
      .returning();
    await db().db.insert(evidenceRevisions).values({
      evidenceId: proof!.id,
      number: 1,
      companyId,
      url: 'https://x.example',
      status: 'submitted',
      uploadedBy: user,
    });
    const admin = await idOf(ADMIN);
    const report = (event: 'evidence-submitted' | 'evidence-approved', actorId: string, revisionNumber = 1) =>
      db().db.transaction((tx) =>
        server.app.notifications.notifyEvidence(tx, {
          companyId,
          actorId,
          evidenceId: proof!.id,
          revisionNumber,
          event,
        }),
      );

    // No accountable person: the responsible one reviews.
    await report('evidence-submitted', user);
    // The administrator takes the accountable slot; assigning oneself is no news.
    await assign('Requirements', requirement.id, 1, admin);
    await report('evidence-submitted', user);
    await report('evidence-approved', admin);
    await report('evidence-approved', admin);
    expect((await list(READER)).data.map((n) => n.event)).toEqual(['evidence-submitted', 'assigned']);
    expect((await list(ADMIN)).data.map((n) => n.event)).toEqual(['evidence-submitted']);
    expect((await list(USER)).data.map((n) => n.event)).toEqual(['evidence-approved']);
    expect((await list(USER)).data[0]).toMatchObject({
      event: 'evidence-approved',
      objectKind: 'evidence',
      name: 'Scan',
      ownerId: requirement.id,
      ownerName: 'GV.1.1 Access policy',
    });
    // Another revision is news again; now the accountable person reviews it.
    await report('evidence-submitted', user, 2);
    expect((await list(ADMIN)).data.map((n) => n.event)).toEqual([
      'evidence-submitted',
      'evidence-submitted',
    ]);
    // Another company's evidence id notifies nobody.
    const other = (await me(OTHER)).company.id as string;
    await db().db.transaction((tx) =>
      server.app.notifications.notifyEvidence(tx, {
        companyId: other,
        actorId: user,
        evidenceId: proof!.id,
        revisionNumber: 3,
        event: 'evidence-submitted',
      }),
    );
    expect((await list(OTHER)).data).toEqual([]);
  });

  it('hears from the evidence API and from offboarding: submitted, reviewed, and handed over', async () => {
    const { byCode } = await createSpecification(server);
    const requirement = byCode('GV.1.1');
    await assign('Requirements', requirement.id, 1, await idOf(ADMIN));
    const created = await server.call(USER, 'POST', `/v2/requirements/${requirement.id}/evidence`, {
      title: 'Ticket',
      url: 'https://tickets.example/1',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await server.call(USER, 'POST', `/v2/evidence/${id}/submit`)).statusCode).toBe(200);
    expect((await list(ADMIN)).data.map((n) => n.event)).toEqual(['evidence-submitted']);
    const review = await server.call(ADMIN, 'POST', `/v2/evidence/${id}/review`, { decision: 'rejected' });
    expect(review.statusCode, review.body).toBe(200);
    expect((await list(USER)).data.map((n) => n.event)).toEqual(['evidence-rejected']);

    // The reader leaves; the user takes over their responsibility and is told so.
    await assign('Requirements', requirement.id, 0, await idOf(READER));
    const removed = await server.call(
      ADMIN,
      'DELETE',
      `/v1/Users/${await idOf(READER)}?transferTo=${await idOf(USER)}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await list(USER)).data[0]).toMatchObject({
      event: 'assigned',
      role: 'responsible',
      ownerId: requirement.id,
    });
  });
});
