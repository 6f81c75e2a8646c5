import { TextInput } from '@mantine/core';
import { languages, type UpdateUser, type User, updateUserSchema, userRoutes } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '../../components/form/FormFields';
import { SettingsForm } from '../../components/settings/SettingsForm';
import { SettingsPanel } from '../../components/settings/SettingsPanel';
import { languageOfLocale } from '../../lib/locale';
import { useApi } from '../../lib/useApi';
import { peopleQueryKey } from '../../lib/usePeople';
import { userUpdate } from '../../lib/userUpdate';
import { meQueryKey } from '../auth/me';
import { useCan } from '../auth/useCan';
import { useMe } from '../auth/useMe';
import { CalendarFeedSection } from './CalendarFeedSection';

const optionalTexts = ['displayName', 'title', 'department', 'city', 'country'] as const;
const texts = ['email', 'firstName', 'lastName', 'phoneNumber', ...optionalTexts] as const;

type AccountValues = Record<(typeof texts)[number] | 'language', string> &
  Record<'showInDirectory' | 'allowEmailNotifications', boolean>;

function valuesOf(user: User): AccountValues {
  return {
    ...(Object.fromEntries(texts.map((field) => [field, user[field] ?? ''])) as Record<
      (typeof texts)[number],
      string
    >),
    showInDirectory: user.showInDirectory,
    allowEmailNotifications: user.allowEmailNotifications,
    language: user.language,
  };
}

// An optional text left empty is "not given" (null); sent as '' it would fail the 3-character minimum.
function inputOf(values: AccountValues): unknown {
  return {
    ...values,
    ...Object.fromEntries(
      optionalTexts.map((field) => [field, values[field].trim() === '' ? null : values[field]]),
    ),
  };
}

/** `/settings/account`: the signed-in user's own profile, every field of it that a person edits. */
export function AccountPage() {
  const { t } = useTranslation();
  const { user } = useMe();
  const api = useApi();
  // The feed lists the company's deadlines, so only those who may read the company's data have one.
  const reads = useCan('data:read');

  const fields: FieldSpec<AccountValues>[] = [
    { name: 'firstName', label: t('account.firstName'), required: true, autoComplete: 'given-name' },
    { name: 'lastName', label: t('account.lastName'), required: true, autoComplete: 'family-name' },
    { name: 'displayName', label: t('account.displayName'), autoComplete: 'nickname' },
    { name: 'email', label: t('account.email'), kind: 'email', required: true, autoComplete: 'email' },
    {
      name: 'phoneNumber',
      label: t('account.phoneNumber'),
      kind: 'tel',
      description: t('account.phoneNumberHint'),
      autoComplete: 'tel-national',
    },
    { name: 'title', label: t('account.title'), autoComplete: 'organization-title' },
    { name: 'department', label: t('account.department') },
    { name: 'city', label: t('account.city'), autoComplete: 'address-level2' },
    { name: 'country', label: t('account.country'), autoComplete: 'country-name' },
    {
      name: 'language',
      label: t('account.language'),
      kind: 'select',
      options: languages.map((locale) => ({
        value: locale,
        label: t(`languages.${languageOfLocale(locale)}`),
      })),
    },
    { name: 'showInDirectory', label: t('account.showInDirectory'), kind: 'switch' },
    { name: 'allowEmailNotifications', label: t('account.allowEmailNotifications'), kind: 'switch' },
  ];

  return (
    <SettingsPanel entry="account" description={t('account.description')}>
      <TextInput label={t('account.role')} value={t(`roles.${user.userType}`)} readOnly variant="filled" />
      <SettingsForm
        label={t('settings.entries.account')}
        schema={updateUserSchema}
        initialValues={valuesOf(user)}
        toInput={inputOf}
        fields={fields}
        save={(input: UpdateUser) =>
          api.send(userRoutes.update, { params: { id: user.userId }, body: userUpdate(user, input) })
        }
        invalidates={[meQueryKey, peopleQueryKey]}
      />
      {reads && <CalendarFeedSection />}
    </SettingsPanel>
  );
}
