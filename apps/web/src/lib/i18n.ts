import type { Language as Locale } from '@praxis/contract';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import nb from '../locales/nb.json';
import { type InterfaceLanguage, localeOf, readLocaleCookie, writeLocaleCookie } from './locale';

/** Spec §1 and §9: English is the default interface language, Norwegian Bokmål the fallback. */
export const defaultLanguage = 'en';
export const fallbackLanguage = 'nb';
export const resources = { en: { translation: en }, nb: { translation: nb } } as const;

export const i18n = createInstance();

// Screen readers and the browser's hyphenation and spell checking read the document language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

// Resources are bundled and there is deliberately no language detector (spec §1), so initialisation
// is synchronous and the first render is already translated. Until the user record says otherwise the
// locale cookie decides, which is how a signed-out visitor keeps the language chosen last time.
void i18n.use(initReactI18next).init({
  resources,
  lng: readLocaleCookie() ?? defaultLanguage,
  fallbackLng: fallbackLanguage,
  supportedLngs: [defaultLanguage, fallbackLanguage],
  initAsync: false,
  interpolation: { escapeValue: false },
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
