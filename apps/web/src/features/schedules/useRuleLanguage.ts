import { useTranslation } from 'react-i18next';

/** The language `describeRule` writes a rule in: the interface's. */
export function useRuleLanguage(): 'en' | 'nb' {
  const { i18n } = useTranslation();
  return i18n.language === 'nb' ? 'nb' : 'en';
}
