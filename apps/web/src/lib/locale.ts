import type { Language as Locale } from '@praxis/contract';

/** The interface languages, each standing for one locale of the user record. */
export const interfaceLanguages = ['en', 'nb'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

const locales = { en: 'en-US', nb: 'nb-NO' } as const satisfies Record<InterfaceLanguage, Locale>;

export function localeOf(language: InterfaceLanguage): Locale {
  return locales[language];
}

export function languageOfLocale(locale: Locale): InterfaceLanguage {
  return locale === 'nb-NO' ? 'nb' : 'en';
}

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return interfaceLanguages.some((language) => language === value);
}

/** The server's sign-in page reads the same cookie, so it speaks the user's language before the app loads. */
export const localeCookieName = 'praxis_locale';
/** The chosen locale is kept for 365 days. */
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function readLocaleCookie(cookies: string = document.cookie): InterfaceLanguage | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === localeCookieName)?.[1];
  return isInterfaceLanguage(value) ? value : null;
}

export function writeLocaleCookie(language: InterfaceLanguage) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the app still serves (Firefox before 140, Safari before 18.4).
  document.cookie = `${localeCookieName}=${language}; Max-Age=${localeCookieMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
