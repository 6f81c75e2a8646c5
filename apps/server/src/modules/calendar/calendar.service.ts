import { randomBytes } from 'node:crypto';
import { type CalendarFeed, type CreatedCalendarFeed, can, languages, say } from '@praxis/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { hashAccessToken } from '../access-tokens/access-tokens.service.js';
import { presentDatedFinding } from '../findings/findings.presenter.js';
import { findingsRepository } from '../findings/findings.repository.js';
import { todayUtc } from '../specifications/specifications.semaphore.js';
import { presentThing } from '../work/work.presenter.js';
import { workRepository } from '../work/work.repository.js';
import { calendarOf } from './calendar.ics.js';
import { calendarRepository } from './calendar.repository.js';

/** The secret part of a feed's address: 32 random bytes, URL-safe, so nothing can guess it. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A person's private iCalendar feed; the address is the only secret, as calendar apps need. */
export function calendarService(db: Db, publicUrl: string) {
  const feeds = calendarRepository(db);
  const feedUrl = (token: string) => `${publicUrl}/v1/calendar/${token}.ics`;

  return {
    async status(actor: Principal): Promise<CalendarFeed> {
      const row = await feeds.find(actor.userId);
      return { enabled: row !== undefined, createdAt: row?.createdAt.toISOString() ?? null };
    },

    /** Turns the feed on, or renews its address: only the hash is kept, so the address is shown this once. */
    async create(actor: Principal): Promise<CreatedCalendarFeed> {
      const token = randomBytes(32).toString('base64url');
      const createdAt = await feeds.replace(actor.companyId, actor.userId, hashAccessToken(token));
      return { url: feedUrl(token), createdAt: createdAt.toISOString() };
    },

    remove: (actor: Principal) => feeds.remove(actor.userId),

    /**
     * The feed behind a token, as iCalendar text. A token nobody holds (renewed, turned off, made up), or
     * one of a person who may no longer read the company's data, finds nothing.
     */
    async feed(token: string): Promise<string> {
      const owner = TOKEN.test(token) ? await feeds.ownerOf(hashAccessToken(token)) : undefined;
      if (!owner || !can(owner.role, 'data:read'))
        throw notFound(say('thingNotFound', { thing: 'Calendar' }));
      const today = todayUtc();
      const rows = await workRepository(db).assignedTo(owner.companyId, owner.userId);
      const findings = await findingsRepository(db).ownedBy(owner.companyId, owner.userId);
      const scheduled = await feeds.schedulesOf(owner.companyId, owner.userId);
      const occurrences = await feeds.occurrencesOf(
        owner.companyId,
        scheduled.map((schedule) => schedule.id),
      );
      const language = languages.find((l) => l === owner.language) ?? 'en-US';
      return calendarOf(
        [
          ...rows.map((row) => presentThing(row, today)),
          ...findings.map((view) => presentDatedFinding(view, today)),
        ],
        { language, publicUrl, host: new URL(publicUrl).host },
        scheduled.map(({ id, rule, startsOn, plannedUntil, ...thing }) => ({
          id,
          rule,
          startsOn,
          plannedUntil,
          owner: presentThing(thing, today),
          occurrences: occurrences.filter((occurrence) => occurrence.scheduleId === id),
        })),
      );
    },
  };
}
