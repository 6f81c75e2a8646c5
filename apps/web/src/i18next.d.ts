import 'i18next';
import type { Texts } from './lib/i18n';

// English (with the register table's names) is the reference catalogue: a key missing there is a type
// error at every t() call.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Texts };
  }
}
