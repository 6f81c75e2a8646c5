import { type Occurrence, plusDays } from '@praxis/contract';
import ICAL from 'ical.js';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { assign, createSpecification, setCheckpoints, userIdOf } from '../../test/factories.js';
import { expandRecurring } from '../../test/ical.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { addDays, todayUtc } from '../specifications/specifications.semaphore.js';

/** The events of an iCalendar text, read by a maintained parser (ical.js, Mozilla's). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

describeEachDatabase('calendar feed API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const fetchFeed = async (url: string) => {
    const path = new URL(url).pathname;
    return server.call(undefined, 'GET', path);
  };

  it('serves my deadlines as all-day events at a secret address, which renewing replaces', async () => {
    const { byCode } = await createSpecification(server);
    const requirement = byCode('GV.1.1');
    const deadline = addDays(todayUtc(), 5);
    const path = `/v2/requirements/${requirement.id}`;
    await setCheckpoints(server, path, { deadlineDate: deadline });
    await assign(server, path, 0, await userIdOf(server, USER));
    await assign(server, path, 1, await userIdOf(server, USER));

    expect((await server.call(USER, 'GET', '/v1/Me/calendar')).json()).toEqual({
      enabled: false,
      createdAt: null,
    });
    const created = await server.call(USER, 'POST', '/v1/Me/calendar');
    expect(created.statusCode, created.body).toBe(201);
    const { url } = created.json();
    expect(url).toMatch(new RegExp(`^${server.base}/v1/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await server.call(USER, 'GET', '/v1/Me/calendar')).json().enabled).toBe(true);

    const feed = await fetchFeed(url);
    expect(feed.statusCode, feed.body).toBe(200);
    const response = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const events = eventsOf(feed.body);
    // Responsible and accountable both: one event.
    expect(events).toEqual([
      {
        uid: expect.stringMatching(new RegExp(`^${requirement.id}-deadline@`)),
        summary: 'Deadline: GV.1.1 Access policy',
        start: deadline,
        allDay: true,
      },
    ]);
    // The same thing keeps its UID when its date moves, so calendar apps update the event.
    const later = addDays(deadline, 7);
    await setCheckpoints(server, path, { deadlineDate: later });
    const moved = eventsOf((await fetchFeed(url)).body);
    expect(moved.map((e) => [e.uid, e.start])).toEqual([[events[0]?.uid, later]]);

    // In the person's language.
    expect(
      (await server.call(USER, 'PUT', `/v1/Users/${await userIdOf(server, USER)}`, { language: 'nb-NO' }))
        .statusCode,
    ).toBe(200);
    expect(eventsOf((await fetchFeed(url)).body)[0]?.summary).toBe('Frist: GV.1.1 Access policy');

    const renewed = (await server.call(USER, 'POST', '/v1/Me/calendar')).json().url;
    expect(renewed).not.toBe(url);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await fetchFeed(renewed)).statusCode).toBe(200);

    expect((await server.call(USER, 'DELETE', '/v1/Me/calendar')).statusCode).toBe(204);
    expect((await fetchFeed(renewed)).statusCode).toBe(404);
    expect((await server.call(USER, 'GET', '/v1/Me/calendar')).json().enabled).toBe(false);
  });

  it('keeps feeds apart and refuses made-up addresses', async () => {
    const mine = (await server.call(USER, 'POST', '/v1/Me/calendar')).json().url;
    const theirs = (await server.call(READER, 'POST', '/v1/Me/calendar')).json().url;
    expect(mine).not.toBe(theirs);
    expect(eventsOf((await fetchFeed(theirs)).body)).toEqual([]);
    expect((await server.call(READER, 'DELETE', '/v1/Me/calendar')).statusCode).toBe(204);
    expect((await fetchFeed(mine)).statusCode).toBe(200);
    for (const token of ['nothing', 'a'.repeat(43), `${'a'.repeat(43)}x`]) {
      expect((await server.call(undefined, 'GET', `/v1/calendar/${token}.ics`)).statusCode, token).toBe(404);
    }
    expect((await server.call(undefined, 'POST', '/v1/Me/calendar')).statusCode).toBe(401);
  });

  it('shows each schedule whose work is mine as one recurring event that expands to the API’s occurrences, done ones marked', async () => {
    const { byCode } = await createSpecification(server);
    const today = todayUtc();
    const me = await userIdOf(server, USER);
    const plan = async (code: string, rule: string, type = 0) => {
      const path = `/v2/requirements/${byCode(code).id}`;
      await assign(server, path, type, me);
      const response = await server.call(USER, 'POST', `${path}/schedules`, {
        rule,
        startsOn: plusDays(today, -200),
        graceDays: 10,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    };
    const quarterly = await plan('GV.1.1', 'FREQ=MONTHLY;INTERVAL=3');
    // The 31st of each month: the months without one have no occurrence, in the API and in the calendar.
    const thirtyFirst = await plan('GV.1.2', 'FREQ=MONTHLY;BYMONTHDAY=31');
    // Only accountable: the work is someone else's, and so is its calendar.
    const theirs = await plan('PR.1', 'FREQ=WEEKLY', 1);
    const [from, to] = [plusDays(today, -200), plusDays(today, 365)];
    const listed = async (id: string): Promise<Occurrence[]> => {
      const response = await server.call(
        READER,
        'GET',
        `/v2/schedules/${id}/occurrences?from=${from}&to=${to}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const [first, second] = await listed(quarterly);
    const done = await server.call(USER, 'POST', `/v2/occurrences/${first?.id}/complete`, {});
    expect(done.statusCode, done.body).toBe(200);
    const skipped = await server.call(USER, 'POST', `/v2/occurrences/${second?.id}/skip`, {
      reason: 'Moved',
    });
    expect(skipped.statusCode, skipped.body).toBe(200);

    const feed = (await fetchFeed((await server.call(USER, 'POST', '/v1/Me/calendar')).json().url)).body;
    const quarters = expandRecurring(feed, quarterly, to);
    expect(quarters.event.startDate.isDate).toBe(true);
    expect(quarters.days.map(([day]) => day)).toEqual((await listed(quarterly)).map((o) => o.dueOn));
    const title = 'GV.1.1 Access policy · Every quarter';
    expect(quarters.days.map(([, summary]) => summary)).toEqual([
      `Done: ${title}`,
      `Skipped: ${title}`,
      ...quarters.days.slice(2).map(() => `Due: ${title}`),
    ]);
    const days = expandRecurring(feed, thirtyFirst, to).days.map(([day]) => day);
    expect(days).toEqual((await listed(thirtyFirst)).map((o) => o.dueOn));
    expect(days.every((day) => day.endsWith('-31'))).toBe(true);
    expect(days.length).toBeGreaterThan(5);
    expect(feed).not.toContain(theirs);
    expect(eventsOf(feed).filter((e) => e.uid.startsWith(quarterly))).toHaveLength(3);
  });
});
