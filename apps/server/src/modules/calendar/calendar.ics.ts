import type { DatedThing, Language } from '@praxis/contract';
import ical from 'ical-generator';
import { calendarTitles as titles } from '../../i18n/exports.js';
import { addDays } from '../specifications/specifications.semaphore.js';

/**
 * Where a thing opens in the web app: a requirement on its specification's page, a finding on its own,
 * anything else on My work.
 */
export function thingAddress(publicUrl: string, thing: DatedThing): string {
  if (thing.kind === 'finding') return `${publicUrl}/praxis/findings/${thing.id}`;
  return thing.kind === 'requirement' && thing.specificationId !== null
    ? `${publicUrl}/praxis/specification/${thing.specificationId}?requirement=${thing.id}`
    : `${publicUrl}/my-work`;
}

/**
 * The person's dates as an iCalendar feed (RFC 5545): one all-day event per deadline or expiry. The UID is
 * the thing's id and the date's kind, the same on every fetch, so a calendar app moves or removes its event
 * when the date changes or the work is done, instead of adding another.
 */
export function calendarOf(
  things: DatedThing[],
  options: { language: Language; publicUrl: string; host: string },
): string {
  const text = titles[options.language];
  const calendar = ical({ name: text.calendar, prodId: { company: 'Praxis', product: 'Praxis' } });
  const seen = new Set<string>();
  for (const thing of things) {
    if (thing.date === null || thing.dateKind === null) continue;
    const id = `${thing.id}-${thing.dateKind}@${options.host}`;
    // A person both responsible and accountable for a thing gets its date once.
    if (seen.has(id)) continue;
    seen.add(id);
    const address = thingAddress(options.publicUrl, thing);
    calendar.createEvent({
      id,
      allDay: true,
      start: thing.date,
      end: addDays(thing.date, 1),
      summary: `${text[thing.dateKind]}: ${thing.code} ${thing.name}`,
      description: address,
      url: address,
    });
  }
  return calendar.toString();
}
