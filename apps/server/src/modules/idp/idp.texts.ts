/** Every text the built-in provider's own pages show, in the languages the web app speaks. */
const en = {
  signInTitle: 'Sign in to Praxis',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  wrongCredentials: 'Wrong email or password',
  invalidForm: 'Enter your email address and your password.',
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  expiredTitle: 'The sign-in has expired',
  expiredText: 'Go back to Praxis and sign in again.',
  backToPraxis: 'Back to Praxis',
  signOutTitle: 'Sign out of Praxis?',
  signOut: 'Sign out',
  staySignedIn: 'Stay signed in',
  signedOutTitle: 'You are signed out',
  signedOutText: 'You have signed out of Praxis.',
  errorTitle: 'Something went wrong',
  errorText: 'The sign-in could not be completed.',
};

export type Texts = typeof en;

const nb: Texts = {
  signInTitle: 'Logg inn i Praxis',
  email: 'E-post',
  password: 'Passord',
  signIn: 'Logg inn',
  wrongCredentials: 'Feil e-post eller passord',
  invalidForm: 'Skriv inn e-postadressen og passordet ditt.',
  tooManyAttempts: (minutes: number) =>
    `For mange mislykkede innloggingsforsøk. Prøv igjen om ${minutes} ${minutes === 1 ? 'minutt' : 'minutter'}.`,
  expiredTitle: 'Innloggingen er utløpt',
  expiredText: 'Gå tilbake til Praxis og logg inn på nytt.',
  backToPraxis: 'Tilbake til Praxis',
  signOutTitle: 'Logge ut av Praxis?',
  signOut: 'Logg ut',
  staySignedIn: 'Forbli innlogget',
  signedOutTitle: 'Du er logget ut',
  signedOutText: 'Du har logget ut av Praxis.',
  errorTitle: 'Noe gikk galt',
  errorText: 'Innloggingen kunne ikke fullføres.',
};

export const texts = { en, nb } satisfies Record<string, Texts>;
export type Language = keyof typeof texts;

/**
 * The page language: the first supported entry of the authorization request's `ui_locales`
 * (the web app sends `nb-NO` or `en-US`), else the `praxis_locale` cookie, else English.
 */
export function pickLanguage(uiLocales: unknown, cookieHeader: string | undefined): Language {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(' ')) {
      const language = toLanguage(tag);
      if (language) return language;
    }
  }
  const cookie = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === 'praxis_locale')?.[1];
  return toLanguage(cookie ?? '') ?? 'en';
}

function toLanguage(tag: string): Language | undefined {
  const primary = tag.toLowerCase().split('-')[0];
  // Norwegian in general (no, nn) reads Bokmål well enough; it is the only Norwegian the app has.
  if (primary === 'nb' || primary === 'no' || primary === 'nn') return 'nb';
  if (primary === 'en') return 'en';
  return undefined;
}
