import { type InviteUser, invitedUserSchema, inviteUserSchema, languages } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import type { FieldSpec } from '../../../components/form/FormFields';
import { currentLocale } from '../../../lib/i18n';
import { languageOfLocale } from '../../../lib/locale';
import { useApi } from '../../../lib/useApi';
import { peopleQueryKey } from '../../../lib/usePeople';
import type { PasswordLink } from './PasswordLinkDialog';
import { useRoleOptions } from './useRoleOptions';

type InviteValues = Record<'email' | 'userType' | 'firstName' | 'lastName' | 'language', string>;

// Names are optional: the person's first sign-in fills in those left empty.
const inputOf = ({ firstName, lastName, ...rest }: InviteValues) => ({
  ...rest,
  firstName: firstName.trim() === '' ? undefined : firstName,
  lastName: lastName.trim() === '' ? undefined : lastName,
});

interface InvitePersonDialogProps {
  /** The invitation link to show, to copy and hand over (and whether it was mailed). */
  onInvited: (link: PasswordLink) => void;
  onClose: () => void;
}

/** POST /v1/Users: the person joins this company with the chosen role when they first sign in. */
export function InvitePersonDialog({ onInvited, onClose }: InvitePersonDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const roleOptions = useRoleOptions();
  const fields: FieldSpec<InviteValues>[] = [
    { name: 'email', label: t('account.email'), kind: 'email', required: true, autoComplete: 'off' },
    {
      name: 'userType',
      label: t('persons.role'),
      kind: 'select',
      required: true,
      options: [{ value: '', label: t('persons.chooseRole') }, ...roleOptions],
    },
    { name: 'firstName', label: t('account.firstName'), autoComplete: 'off' },
    { name: 'lastName', label: t('account.lastName'), autoComplete: 'off' },
    {
      name: 'language',
      label: t('persons.inviteLanguage'),
      kind: 'select',
      description: t('persons.inviteLanguageHint'),
      options: languages.map((locale) => ({
        value: locale,
        label: t(`languages.${languageOfLocale(locale)}`),
      })),
    },
  ];
  return (
    <FormDialog
      title={t('persons.inviteTitle')}
      submitLabel={t('persons.invite')}
      fields={fields}
      schema={inviteUserSchema}
      // The invitation speaks the inviter's current interface language unless they choose another.
      initialValues={{ email: '', userType: '', firstName: '', lastName: '', language: currentLocale() }}
      toInput={inputOf}
      save={(invitation: InviteUser) => api.post('/v1/Users', invitation, invitedUserSchema)}
      onSaved={(invited) => {
        if (invited.invitationUrl !== null) {
          onInvited({
            kind: 'invitation',
            email: invited.email,
            url: invited.invitationUrl,
            mailed: invited.invitationMailed,
          });
        }
      }}
      succeeded={({ email }) => t('persons.invited', { email })}
      failed={t('persons.notInvited')}
      invalidates={[peopleQueryKey]}
      onClose={onClose}
    />
  );
}
