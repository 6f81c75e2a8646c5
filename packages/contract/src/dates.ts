/**
 * How each language writes a day, the same on every screen, in the report, in mails and in the calendar
 * feed: English 'Sep 25, 2026' (en-US, the month named so that no reader takes 09/10 for 9 October),
 * Norwegian '25.09.2026' (nb-NO's own numeric form).
 */
const dayParts: Record<'en' | 'nb', Intl.DateTimeFormatOptions> = {
  en: { year: 'numeric', month: 'short', day: 'numeric' },
  nb: { year: 'numeric', month: '2-digit', day: '2-digit' },
};
const locales = { en: 'en-US', nb: 'nb-NO' } as const;
const hourParts: Record<'en' | 'nb', Intl.DateTimeFormatOptions> = {
  en: { hour: 'numeric', minute: '2-digit' },
  nb: { hour: '2-digit', minute: '2-digit' },
};

/** 'nb', 'nb-NO' (an interface language or a user's locale) read as Norwegian, anything else as English. */
const languageOf = (language: string) => (language.toLowerCase().startsWith('nb') ? 'nb' : 'en');

/**
 * A day of the API as `language` writes it: its first 10 characters, YYYY-MM-DD, count, not the moment's day
 * in some time zone.
 */
export function formatDay(date: string, language: string): string {
  const lang = languageOf(language);
  return new Intl.DateTimeFormat(locales[lang], { ...dayParts[lang], timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 10)}T00:00:00Z`),
  );
}

/** A moment (ISO time) as `language` writes a day and a time: 'Sep 25, 2026, 3:04 PM', '25.09.2026, 15:04'. */
export function formatMoment(
  moment: string | Date,
  language: string,
  options: { timeZone?: string; seconds?: boolean } = {},
): string {
  const lang = languageOf(language);
  return new Intl.DateTimeFormat(locales[lang], {
    ...dayParts[lang],
    ...hourParts[lang],
    ...(options.seconds ? { second: '2-digit' } : {}),
    timeZone: options.timeZone,
  }).format(new Date(moment));
}
