import { type Language as Locale, type RegisterLanguage, registerNamesIn } from '@praxis/contract';
import { createInstance } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { type InterfaceLanguage, localeOf, readLocaleCookie, writeLocaleCookie } from './locale';

/** English is the default interface language, Norwegian Bokmål the fallback. */
export const defaultLanguage = 'en';
export const fallbackLanguage = 'nb';

// Each language's texts are a chunk of their own, and the first render waits for the active one's only,
// so the entry stays small. The keys of both are the same (locales.test.ts), so no text falls back in
// practice; the fallback, Norwegian, is fetched right after, and falls back from then on. i18next reads a
// fallback given as a function at every look-up, so it can join once its texts are there.
// The registers' names are the contract's register table's, which the server's generated names use too.
const withRegisterNames = (texts: typeof import('../locales/en.json'), language: RegisterLanguage) => ({
  ...texts,
  items: { ...texts.items, categories: registerNamesIn(language) },
});
/** A language's texts as the interface reads them. */
export type Texts = ReturnType<typeof withRegisterNames>;
const translations = resourcesToBackend((language: string) =>
  language === fallbackLanguage
    ? import('../locales/nb.json').then((texts) => withRegisterNames(texts.default, fallbackLanguage))
    : import('../locales/en.json').then((texts) => withRegisterNames(texts.default, defaultLanguage)),
);

export const i18n = createInstance();
let fallbackLoaded = false;

// Screen readers and the browser's hyphenation and spell checking read the document language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

// There is deliberately no language detector. Until the user record says otherwise the locale
// cookie decides, which is how a signed-out visitor keeps the language chosen last time. The first render
// waits for `translationsLoaded`, so it is already translated.
export const translationsLoaded = i18n
  .use(translations)
  .use(initReactI18next)
  .init({
    lng: readLocaleCookie() ?? defaultLanguage,
    fallbackLng: () => (fallbackLoaded ? [fallbackLanguage] : []),
    supportedLngs: [defaultLanguage, fallbackLanguage],
    interpolation: { escapeValue: false },
  });

/** Settles once the fallback's texts are there and texts missing in the active language fall back. */
export const fallbackReady = translationsLoaded
  .then(() => i18n.loadLanguages(fallbackLanguage))
  .then(() => {
    fallbackLoaded = true;
  });

// A name that heads a list or a title ('Eiendeler', 'Målmodenhet') is written in lower case inside a
// Norwegian sentence ('Søk i eiendeler'): the sentence asks for it with `{{category, lowercase}}`.
i18n.services.formatter?.add('lowercase', (value: unknown, language) =>
  String(value).toLocaleLowerCase(language),
);

export function currentLanguage(): InterfaceLanguage {
  return i18n.language === fallbackLanguage ? fallbackLanguage : defaultLanguage;
}

export function currentLocale(): Locale {
  return localeOf(currentLanguage());
}

/** Switches the interface and remembers the choice for the next visit and the sign-in page. */
export async function setInterfaceLanguage(language: InterfaceLanguage) {
  writeLocaleCookie(language);
  await i18n.changeLanguage(language);
}
