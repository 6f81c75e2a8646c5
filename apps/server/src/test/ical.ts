import ICAL from 'ical.js';

/**
 * The days and titles a calendar app shows of the recurring event whose UID starts with `uid` in an
 * iCalendar text, its overriding instances applied, up to `until` (YYYY-MM-DD): read by a maintained parser
 * (ical.js, Mozilla's), expanded by its own iterator.
 */
export function expandRecurring(text: string, uid: string, until: string) {
  const vevents = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .filter((c) => String(c.getFirstPropertyValue('uid')).startsWith(uid));
  const [series, ...exceptions] = vevents;
  if (!series) throw new Error(`no event ${uid}`);
  const event = new ICAL.Event(series, { exceptions });
  const days: [string, string][] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next && next.toString() <= until; next = iterator.next())
    days.push([next.toString(), event.getOccurrenceDetails(next).item.summary]);
  return { event, days };
}
