import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsPanel } from '../../components/settings/SettingsPanel';
import { interfaceLanguages, isInterfaceLanguage, languageOfLocale } from '../../lib/locale';
import { useMe } from '../auth/useMe';
import { useChangeLanguage } from './useChangeLanguage';

/** `/settings/language`: the user menu's language list as a page, saved the same way. */
export function LanguagePage() {
  const { t } = useTranslation();
  const { user } = useMe();
  const changeLanguage = useChangeLanguage();

  return (
    <SettingsPanel entry="language" description={t('language.description')}>
      <Radio.Group
        label={t('language.choose')}
        value={languageOfLocale(user.language)}
        onChange={(value) => {
          if (isInterfaceLanguage(value)) changeLanguage.mutate(value);
        }}
      >
        <Stack gap="xs" mt="xs">
          {interfaceLanguages.map((option) => (
            <Radio
              key={option}
              value={option}
              lang={option}
              label={t(`languages.${option}`)}
              disabled={changeLanguage.isPending}
            />
          ))}
        </Stack>
      </Radio.Group>
    </SettingsPanel>
  );
}
