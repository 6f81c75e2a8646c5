import 'i18next';
import type en from './locales/en.json';

// English is the reference catalogue: a key missing there is a type error at every t() call.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
