/** A wait in seconds below a minute, else in whole minutes rounded up, with the unit in its number. */
function inTime(seconds: number, second: [string, string], minute: [string, string]): string {
  const [amount, [one, many]] = seconds < 60 ? [seconds, second] : [Math.ceil(seconds / 60), minute];
  return `${amount} ${amount === 1 ? one : many}`;
}

/** Every text the built-in provider's own sign-in pages show, in the languages the web app speaks. */
const en = {
  signInTitle: 'Sign in to Praxis',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  wrongCredentials: 'Wrong email or password',
  invalidForm: 'Enter your email address and your password.',
  tooManyAttempts: (seconds: number) =>
    `Too many failed sign-in attempts. Try again in ${inTime(seconds, ['second', 'seconds'], ['minute', 'minutes'])}.`,
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
  forgotPassword: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotText: 'Enter the email address of your account. We will send you a link to choose a new password.',
  sendLink: 'Send the link',
  forgotSentTitle: 'Check your email',
  forgotSentText:
    'If an account exists for this address, we have sent it a link to choose a new password. The link works once and expires in 2 hours.',
  forgotNoMail:
    'Praxis cannot send email here. Ask an administrator of your company for a link to reset your password.',
  backToSignIn: 'Back to sign-in',
  invitationTitle: 'Welcome to Praxis',
  invitationText: (email: string) => `Choose a password for ${email}.`,
  resetTitle: 'Choose a new password',
  resetText: (email: string) => `Choose a new password for ${email}.`,
  newPassword: 'New password',
  repeatPassword: 'Repeat the password',
  passwordRule: (min: number) => `At least ${min} characters.`,
  passwordTooShort: (min: number) => `Use at least ${min} characters.`,
  passwordTooLong: (max: number) => `Use at most ${max} characters.`,
  passwordCommon: 'This password is too common; choose another.',
  passwordsDiffer: 'The two passwords differ.',
  savePassword: 'Save the password and sign in',
  linkUsedTitle: 'This link has been used',
  linkUsedText: 'Each link works only once. Sign in with your password, or ask for a new link.',
  linkExpiredTitle: 'This link has expired',
  linkExpiredText:
    'Ask an administrator of your company for a new link, or use "Forgot password?" on the sign-in page.',
  linkUnknownTitle: 'This link does not work',
  linkUnknownText: 'Check that you opened the whole link from the email, or ask for a new one.',
  tooManyResets: 'Too many requests. Try again later.',
  invalidEmail: 'Enter a valid email address.',
};

export type Texts = typeof en;

const nb: Texts = {
  signInTitle: 'Logg inn i Praxis',
  email: 'E-post',
  password: 'Passord',
  signIn: 'Logg inn',
  wrongCredentials: 'Feil e-post eller passord',
  invalidForm: 'Skriv inn e-postadressen og passordet ditt.',
  tooManyAttempts: (seconds: number) =>
    `For mange mislykkede innloggingsforsøk. Prøv igjen om ${inTime(seconds, ['sekund', 'sekunder'], ['minutt', 'minutter'])}.`,
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
  forgotPassword: 'Glemt passordet?',
  forgotTitle: 'Tilbakestill passordet',
  forgotText: 'Skriv inn e-postadressen til kontoen din. Vi sender deg en lenke for å velge et nytt passord.',
  sendLink: 'Send lenken',
  forgotSentTitle: 'Sjekk e-posten din',
  forgotSentText:
    'Hvis det finnes en konto for denne adressen, har vi sendt den en lenke for å velge et nytt passord. Lenken kan brukes én gang og utløper om 2 timer.',
  forgotNoMail:
    'Praxis kan ikke sende e-post her. Be en administrator i virksomheten din om en lenke for å tilbakestille passordet.',
  backToSignIn: 'Tilbake til innloggingen',
  invitationTitle: 'Velkommen til Praxis',
  invitationText: (email: string) => `Velg et passord for ${email}.`,
  resetTitle: 'Velg et nytt passord',
  resetText: (email: string) => `Velg et nytt passord for ${email}.`,
  newPassword: 'Nytt passord',
  repeatPassword: 'Gjenta passordet',
  passwordRule: (min: number) => `Minst ${min} tegn.`,
  passwordTooShort: (min: number) => `Bruk minst ${min} tegn.`,
  passwordTooLong: (max: number) => `Bruk høyst ${max} tegn.`,
  passwordCommon: 'Dette passordet er for vanlig; velg et annet.',
  passwordsDiffer: 'De to passordene er ulike.',
  savePassword: 'Lagre passordet og logg inn',
  linkUsedTitle: 'Denne lenken er brukt',
  linkUsedText: 'Hver lenke kan bare brukes én gang. Logg inn med passordet ditt, eller be om en ny lenke.',
  linkExpiredTitle: 'Denne lenken er utløpt',
  linkExpiredText:
    'Be en administrator i virksomheten din om en ny lenke, eller bruk «Glemt passordet?» på innloggingssiden.',
  linkUnknownTitle: 'Denne lenken virker ikke',
  linkUnknownText: 'Sjekk at du åpnet hele lenken fra e-posten, eller be om en ny.',
  tooManyResets: 'For mange forespørsler. Prøv igjen senere.',
  invalidEmail: 'Skriv inn en gyldig e-postadresse.',
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
  return toLanguage(cookieValue(cookieHeader, 'praxis_locale') ?? '') ?? 'en';
}

export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  return cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

export function toLanguage(tag: string): Language | undefined {
  const primary = tag.toLowerCase().split('-')[0];
  // Norwegian in general (no, nn) reads Bokmål well enough; it is the only Norwegian the app has.
  if (primary === 'nb' || primary === 'no' || primary === 'nn') return 'nb';
  if (primary === 'en') return 'en';
  return undefined;
}
